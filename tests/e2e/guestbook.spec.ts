import { expect, test } from "@playwright/test";
import { demoGuestbookMessages } from "../../src/server/seed/demo-content";

/**
 * The guestbook as a visitor sees it: the form's
 * markup and the approved messages prebuilt newest first (the demo seeds them in that order).
 * Axe checks the page in accessibility.spec.ts.
 */
const approved = demoGuestbookMessages.filter((message) => message.status === "approved");
const hidden = demoGuestbookMessages.filter((message) => message.status !== "approved");

test.describe("guestbook form", () => {
  test("has Name (required), Email (optional, example placeholder) and Message (required, four rows) @phone", async ({
    page,
  }) => {
    await page.goto("/guestbook");
    await expect(page).toHaveTitle(/^Guestbook \|/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute("required", "");

    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).not.toHaveAttribute("required");
    await expect(email).toHaveAttribute("placeholder", /^[\w.+-]+@example\.(com|org|net)$/);

    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(message).toHaveAttribute("required", "");
    await expect(message).toHaveAttribute("rows", "4");
    await expect(message).toHaveAccessibleDescription("10 to 1000 characters.");

    // The lengths are the shared schema's, checked by the form with its toast (visitor-forms.spec.ts):
    // the browser neither cuts a long paste short nor answers a short message with its own bubble.
    for (const field of [name, email, message]) {
      await expect(field).not.toHaveAttribute("maxlength");
      await expect(field).not.toHaveAttribute("minlength");
    }

    await expect(page.getByRole("button", { name: "Sign Guestbook" })).toBeVisible();
  });

  test("is sent as JSON by its island, never as a plain form post", async ({ page }) => {
    await page.goto("/guestbook");
    const form = page.locator("form[data-guestbook-form]");
    // method="dialog" submits nowhere outside a dialog: the island alone sends, as JSON.
    await expect(form).toHaveAttribute("method", "dialog");
    await expect(form).not.toHaveAttribute("action");
    await expect(form.getByRole("button", { name: "Sign Guestbook" })).toHaveAttribute("type", "submit");
  });
});

test.describe("guestbook messages", () => {
  test(`'Messages (${approved.length})' lists the approved messages with name, date and text, newest first @phone`, async ({
    page,
  }) => {
    await page.goto("/guestbook");
    await expect(page.getByRole("heading", { level: 2, name: `Messages (${approved.length})` })).toBeVisible();
    const items = page.getByTestId("guestbook-list").getByRole("listitem");
    await expect(items).toHaveCount(approved.length);
    for (const [index, message] of approved.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole("heading", { name: message.name })).toBeVisible();
      await expect(item.getByText(message.message)).toBeVisible();
      await expect(item.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    }
    const dates = await items.locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("never shows pending or rejected messages", async ({ page }) => {
    await page.goto("/guestbook");
    await expect(page.getByTestId("guestbook-list").getByRole("listitem").first()).toBeVisible();
    for (const message of hidden) {
      await expect(page.getByText(message.name)).toHaveCount(0);
      await expect(page.getByText(message.message)).toHaveCount(0);
    }
  });

  test("names in any script render as written", async ({ page }) => {
    await page.goto("/guestbook");
    for (const name of ["José Álvarez", "Zoë Lindqvist", "Ólafur Sigurðsson", "田中 さくら"]) {
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    }
  });

  test("the empty-state text is absent while there are messages, and there are no placeholders", async ({ page }) => {
    await page.goto("/guestbook");
    await expect(page.getByTestId("guestbook-list").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByText("No messages yet. Be the first to sign the guestbook!")).toHaveCount(0);
    await expect(page.getByTestId("guestbook-skeleton")).toHaveCount(0);
  });

  test("is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/guestbook");
    await expect(page.getByTestId("guestbook-list").getByRole("listitem")).toHaveCount(approved.length);
    await expect(page.getByRole("button", { name: "Sign Guestbook" })).toBeVisible();
    await context.close();
  });
});

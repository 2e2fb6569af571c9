import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import net from "node:net";
import { E2E_ARTIFACT, E2E_CLIENT_HEADER } from "../../playwright.config";
import { site } from "../../src/config/site";
import { expectToast, holdIslandCode, toastWith } from "./support/site";

/**
 * The contact and guestbook forms as a visitor uses them:
 * every state and toast, keyboard-only submission and what a screen reader hears, against the
 * real endpoints. The network is touched only to hold a request back (to see the sending state,
 * until the test has seen it), to make it fail, or to add to the guestbook's live answer a message
 * approved since the pages were built. Each test is its own client (X-Forwarded-For, and on the
 * Netlify artifact E2E_CLIENT_HEADER), so the per-client rate limits of one test never reach another.
 */

test.beforeEach(async ({ context }, testInfo) => {
  const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const salt = Math.floor(Math.random() * 250) + 1;
  const address = `10.${(n >>> 8) & 255}.${(n & 255) ^ salt}.1`;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": address, [E2E_CLIENT_HEADER]: address });
});

/**
 * Holds every matching request made with `method` until the returned function is called, then lets
 * it through unchanged: a slow connection, for exactly as long as the test looks at the waiting state.
 */
async function hold(page: Page, pattern: string, method: "GET" | "POST"): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await released;
    await route.continue();
  });
  return release;
}

/** Makes every matching POST fail as if the network were down. */
async function failPosts(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
}

function postsTo(page: Page, path: string): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) requests.push(request);
  });
  return requests;
}

const notifications = (page: Page) => page.getByRole("region", { name: /^Notifications/ });

/** A text of exactly `length` characters, as a visitor might paste it (words, no spaces at its ends). */
function textOfLength(length: number): string {
  return (
    "Notes on the gripper's finger geometry and its mould. ".repeat(Math.ceil(length / 50)).slice(0, length - 1) + "."
  );
}

/** Pastes `text` into `field` from the clipboard, as a visitor's Ctrl+V does. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("ControlOrMeta+V");
}

/* ------------------------------------------------------------------------------------------ */

const contactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "I'd like to talk about a mechanical design role on our robotics team.",
};

/** The contact form's fields and button, before anything woke its island. */
function contactForm(page: Page) {
  const contact = page.locator("section#contact");
  const form = contact.locator("form[data-contact-form]");
  return {
    contact,
    form,
    name: form.getByLabel("Name"),
    email: form.getByLabel("Email"),
    message: form.getByLabel("Message"),
    send: contact.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }),
  };
}

/** The contact form, hydrated: the visitor puts the cursor in Name, as a click or Tab does. */
async function openContact(page: Page) {
  await page.goto("/#contact");
  const form = contactForm(page);
  await form.name.focus();
  await expect(page.locator("astro-island:not([ssr]) form[data-contact-form]")).toBeAttached();
  return form;
}

async function fillContact(form: Awaited<ReturnType<typeof openContact>>, values = contactMessage) {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

test.describe("contact form", () => {
  test("sends: 'Sending...' with the button disabled and the text kept, then 'Message sent!' and a panel that thanks the sender by name @phone @netlify", async ({
    page,
  }) => {
    const release = await hold(page, "**/api/contact", "POST");
    const form = await openContact(page);
    await fillContact(form);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await form.send.click();

    await expect(form.send).toHaveText("Sending...");
    await expect(form.send).toBeDisabled();
    await expect(form.name).toHaveValue(contactMessage.name);
    await expect(form.message).toHaveValue(contactMessage.message);

    release();
    expect((await answer).status()).toBe(201);
    const status = form.contact.getByRole("status");
    await expect(status.getByRole("heading", { name: `Thank you, ${contactMessage.name}` })).toBeVisible();
    await expect(status).toContainText(`A reply will go to ${contactMessage.email}.`);
    await expect(form.form).toHaveCount(0);
    await expectToast(page, "Message sent!", "Thanks for reaching out. I'll get back to you soon!");
    // The panel says what the toast does not: the toast's words appear once.
    await expect(page.getByText("Thanks for reaching out. I'll get back to you soon!")).toHaveCount(1);
  });

  test("sends the documented JSON (trimmed, empty honeypot) with an Idempotency-Key", async ({ page }) => {
    const posts = postsTo(page, "/api/contact");
    const form = await openContact(page);
    await fillContact(form, { ...contactMessage, name: "  Ada Lovelace  " });
    await form.send.click();
    await expectToast(page, "Message sent!", "Thanks for reaching out. I'll get back to you soon!");
    expect(posts).toHaveLength(1);
    const request = posts[0]!;
    expect(request.headers()["content-type"]).toBe("application/json");
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toEqual({ ...contactMessage, website: "" });
  });

  test("'Send Another Message' returns to an empty form with the cursor in Name", async ({ page }) => {
    const form = await openContact(page);
    await fillContact(form);
    await form.send.click();
    const another = form.contact.getByRole("button", { name: "Send Another Message" });
    await expect(another).toBeVisible();
    await another.click();

    await expect(form.contact.getByRole("heading", { name: /^Thank you/ })).toHaveCount(0);
    await expect(form.name).toBeFocused();
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue("");
    await expect(form.send).toHaveText("Send Message");
    await expect(form.send).toBeEnabled();
  });

  test("works with the keyboard alone, and the result is announced to screen readers", async ({ page }) => {
    const form = await openContact(page);
    await form.name.focus();
    await page.keyboard.type(contactMessage.name);
    await page.keyboard.press("Tab");
    await expect(form.email).toBeFocused();
    await page.keyboard.type(contactMessage.email);
    await page.keyboard.press("Tab");
    await expect(form.message).toBeFocused();
    await page.keyboard.type(contactMessage.message);
    // The honeypot is out of the tab order: the next stop is the button.
    await page.keyboard.press("Tab");
    await expect(form.send).toBeFocused();
    await page.keyboard.press("Enter");

    // A polite status region (always in the page) receives the panel…
    const status = form.contact.getByRole("status");
    await expect(status).toContainText(`Thank you, ${contactMessage.name}`);
    await expect(status).toContainText(`A reply will go to ${contactMessage.email}.`);
    // …and the toast arrives in the 'Notifications' live region.
    const region = notifications(page);
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toContainText("Message sent!");
    // Focus is not lost with the form: it moves to the panel, and the next Tab reaches its button.
    await expect(status.getByRole("heading", { name: `Thank you, ${contactMessage.name}` })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.contact.getByRole("button", { name: "Send Another Message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(form.name).toBeFocused();
  });

  test("a failed send toasts 'Error sending message' and keeps the typed text", async ({ page }) => {
    await failPosts(page, "**/api/contact");
    const form = await openContact(page);
    await fillContact(form);
    await form.send.click();

    await expectToast(page, "Error sending message", "Please try again or contact me directly via email.");
    await expect(form.name).toHaveValue(contactMessage.name);
    await expect(form.email).toHaveValue(contactMessage.email);
    await expect(form.message).toHaveValue(contactMessage.message);
    await expect(form.send).toHaveText("Send Message");
    await expect(form.send).toBeEnabled();
    await expect(form.contact.getByRole("heading", { name: /^Thank you/ })).toHaveCount(0);
  });

  test("retrying the same message after a failure reuses its Idempotency-Key; the next message gets a new one", async ({
    page,
  }) => {
    // Not yet understood on netlify serve: after the aborted first attempt, the retry's 201 never
    // reached the page there (90 s). The key handling is the same browser code on both artifacts.
    test.skip(E2E_ARTIFACT === "netlify", "retry after an aborted request: open question on Netlify's local runtime");
    const posts = postsTo(page, "/api/contact");
    await failPosts(page, "**/api/contact");
    const form = await openContact(page);
    await fillContact(form);
    await form.send.click();
    await expect(toastWith(page, "Error sending message")).toBeVisible();

    await page.unroute("**/api/contact");
    const sent = () => page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.status() === 201);
    let answer = sent();
    await form.send.click();
    await answer;
    await form.contact.getByRole("button", { name: "Send Another Message" }).click();
    await fillContact(form);
    answer = sent();
    await form.send.click();
    await answer;

    const keys = posts.map((request) => request.headers()["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  for (const [problem, values, message, field] of [
    ["an empty name", { ...contactMessage, name: "" }, "Name is required", "name"],
    ["digits in the name", { ...contactMessage, name: "R2-D2" }, "Name contains invalid characters", "name"],
    ["a malformed email", { ...contactMessage, email: "ada@" }, "Invalid email address", "email"],
    [
      "a message under 10 characters once trimmed",
      { ...contactMessage, message: "   Hi there     " },
      "Message must be at least 10 characters",
      "message",
    ],
  ] as const) {
    test(`${problem}: toast 'Validation failed' / '${message}', the field marked and focused, nothing sent`, async ({
      page,
    }) => {
      const posts = postsTo(page, "/api/contact");
      const form = await openContact(page);
      await fillContact(form, values);
      await form.send.click();

      await expectToast(page, "Validation failed", message);
      const invalid = form[field];
      await expect(invalid).toHaveAttribute("aria-invalid", "true");
      await expect(invalid).toBeFocused();
      expect(posts).toHaveLength(0);
      // Editing the field clears the mark.
      await invalid.press("End");
      await invalid.pressSequentially("x");
      await expect(invalid).not.toHaveAttribute("aria-invalid");
    });
  }

  test("a pasted message of 2,001 characters is kept whole and refused with 'Validation failed', nothing sent", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/contact");
    const form = await openContact(page);
    await fillContact(form, { ...contactMessage, message: "" });
    const long = textOfLength(2001);
    await paste(page, form.message, long);
    await expect(form.message).toHaveValue(long);
    await form.send.click();

    await expectToast(page, "Validation failed", "Message must be less than 2000 characters");
    await expect(form.message).toHaveAttribute("aria-invalid", "true");
    await expect(form.message).toBeFocused();
    await expect(form.message).toHaveValue(long);
    expect(posts).toHaveLength(0);
  });

  test("the honeypot is invisible, unreachable by keyboard and hidden from screen readers", async ({ page }) => {
    const form = await openContact(page);
    const honeypot = form.form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).toHaveValue("");
    await expect(form.form.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
    expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right <= 0)).toBe(true);
  });

  test("before its code has loaded, Tab reaches 'Send Message', and pressing it sends the message once it has", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/contact");
    await page.goto("/#contact");
    const release = await holdIslandCode(page, "form[data-contact-form]");
    const form = contactForm(page);
    await fillContact(form);
    await form.message.focus();
    await page.keyboard.press("Tab");
    await expect(form.send).toBeFocused();
    await expect(form.send).toBeEnabled();
    await page.keyboard.press("Enter");

    // The press is held while the code loads: nothing is sent yet, and the page stays.
    await expect(page.locator("astro-island[ssr] form[data-contact-form]")).toBeAttached();
    expect(posts).toHaveLength(0);
    release();
    await expectToast(page, "Message sent!", "Thanks for reaching out. I'll get back to you soon!");
    await expect(
      form.contact.getByRole("status").getByRole("heading", { name: `Thank you, ${contactMessage.name}` }),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({ ...contactMessage, website: "" });
    expect(new URL(page.url()).search).toBe("");
  });

  test("a press on 'Send Message' before its code has loaded shows the form's own 'Validation failed' once it has", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/contact");
    await page.goto("/#contact");
    const release = await holdIslandCode(page, "form[data-contact-form]");
    const form = contactForm(page);
    await fillContact(form, { ...contactMessage, name: "" });
    await form.send.click();
    await expect(page.locator("astro-island[ssr] form[data-contact-form]")).toBeAttached();
    release();

    await expectToast(page, "Validation failed", "Name is required");
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toBeFocused();
    expect(posts).toHaveLength(0);
  });

  test("without JavaScript a note gives the email address, and 'Send Message' sends nothing and keeps the text", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.locator("form[data-contact-form]");
    // The JSON endpoint is never posted to natively: the form's method, dialog, submits nowhere.
    await expect(form).not.toHaveAttribute("action");
    await expect(form).toHaveAttribute("method", "dialog");
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toBeEnabled();
    await form.getByLabel("Name").fill(contactMessage.name);
    await form.getByLabel("Email").fill(contactMessage.email);
    await form.getByLabel("Message").fill(contactMessage.message);
    await send.click();
    await form.getByLabel("Email").press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel("Message")).toHaveValue(contactMessage.message);
    // (Playwright's text matching skips <noscript>: read its text directly.)
    expect(await form.locator("noscript").evaluate((note) => note.textContent)).toContain(
      `This form needs JavaScript. Please email me directly at ${site.owner.email}.`,
    );
    await expect(form.getByRole("link", { name: site.owner.email })).toHaveAttribute(
      "href",
      `mailto:${site.owner.email}`,
    );
    await context.close();
  });

  test("with JavaScript the no-JavaScript note is not shown", async ({ page }) => {
    const form = await openContact(page);
    await expect(form.form.getByRole("link", { name: site.owner.email })).toHaveCount(0);
  });
});

/* ------------------------------------------------------------------------------------------ */

const signature = {
  name: "Zoë Lindqvist",
  email: "zoe@example.org",
  message: "Great portfolio, loved the soft gripper!",
};

async function openGuestbook(page: Page) {
  await page.goto("/guestbook");
  const form = page.locator("form[data-guestbook-form]");
  // The form wakes when the visitor reaches for it: here they put the cursor in Name, as a click
  // or Tab does.
  await form.getByLabel("Name", { exact: true }).focus();
  await expect(page.locator("astro-island:not([ssr]) form[data-guestbook-form]")).toBeAttached();
  return {
    form,
    name: form.getByLabel("Name", { exact: true }),
    email: form.getByLabel("Email", { exact: true }),
    message: form.getByLabel("Message", { exact: true }),
    submit: form.getByRole("button", { name: /^(Sign Guestbook|Submitting\.\.\.)$/ }),
  };
}

async function fillGuestbook(form: Awaited<ReturnType<typeof openGuestbook>>, values = signature) {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

test.describe("guestbook form", () => {
  test("a visitor who starts typing as soon as the page shows signs the guestbook @phone @netlify", async ({
    page,
  }) => {
    await page.goto("/guestbook");
    const form = page.locator("form[data-guestbook-form]");
    const submit = form.getByRole("button", { name: "Sign Guestbook" });
    // Nothing readied the form: the visitor goes straight for Name.
    await expect(page.locator("astro-island[ssr] form[data-guestbook-form]")).toBeAttached();
    await form.getByLabel("Name", { exact: true }).fill(signature.name);
    await form.getByLabel("Email", { exact: true }).fill(signature.email);
    await form.getByLabel("Message", { exact: true }).fill(signature.message);
    await submit.click();
    await expectToast(page, "Message submitted!", "Your message will appear after approval.");
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("wakes when the visitor points at it", async ({ page }) => {
    await page.goto("/guestbook");
    await expect(page.locator("astro-island[ssr] form[data-guestbook-form]")).toBeAttached();
    await page.locator("form[data-guestbook-form]").getByLabel("Message", { exact: true }).hover();
    await expect(page.locator("astro-island:not([ssr]) form[data-guestbook-form]")).toBeAttached();
  });

  test("before its code has loaded, Tab reaches 'Sign Guestbook', and pressing it signs once it has", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/guestbook");
    await page.goto("/guestbook");
    const release = await holdIslandCode(page, "form[data-guestbook-form]");
    const form = page.locator("form[data-guestbook-form]");
    await form.getByLabel("Name", { exact: true }).fill(signature.name);
    await form.getByLabel("Email", { exact: true }).fill(signature.email);
    await form.getByLabel("Message", { exact: true }).fill(signature.message);
    await page.keyboard.press("Tab");
    const submit = form.getByRole("button", { name: "Sign Guestbook" });
    await expect(submit).toBeFocused();
    await expect(submit).toBeEnabled();
    await page.keyboard.press("Enter");

    // The press is held while the code loads: nothing is sent yet, and the page stays.
    await expect(page.locator("astro-island[ssr] form[data-guestbook-form]")).toBeAttached();
    expect(posts).toHaveLength(0);
    release();
    await expectToast(page, "Message submitted!", "Your message will appear after approval.");
    expect(posts).toHaveLength(1);
    expect(new URL(page.url()).search).toBe("");
  });

  test("'Sign Guestbook' reads 'Submitting...' while sending; then 'Message submitted!' and a cleared form @phone", async ({
    page,
  }) => {
    const release = await hold(page, "**/api/guestbook", "POST");
    const form = await openGuestbook(page);
    await fillGuestbook(form);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/guestbook") && r.request().method() === "POST");
    await form.submit.click();

    await expect(form.submit).toHaveText("Submitting...");
    await expect(form.submit).toBeDisabled();
    await expect(form.message).toHaveValue(signature.message);

    release();
    expect((await answer).status()).toBe(201);
    await expectToast(page, "Message submitted!", "Your message will appear after approval.");
    for (const field of [form.name, form.email, form.message]) await expect(field).toHaveValue("");
    await expect(form.submit).toHaveText("Sign Guestbook");
    await expect(form.submit).toBeEnabled();
  });

  test("a new message waits for approval: it is not listed", async ({ page }) => {
    const form = await openGuestbook(page);
    const unique = `Pending note ${Date.now()} from the browser test.`;
    await fillGuestbook(form, { ...signature, message: unique });
    await form.submit.click();
    await expect(toastWith(page, "Message submitted!")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("guestbook-list").getByRole("listitem").first()).toBeVisible();
    await expect(page.getByText(unique)).toHaveCount(0);
  });

  test("an empty email is sent as null, with the honeypot and an Idempotency-Key", async ({ page }) => {
    const posts = postsTo(page, "/api/guestbook");
    const form = await openGuestbook(page);
    await fillGuestbook(form, { ...signature, email: "" });
    await form.submit.click();
    await expect(toastWith(page, "Message submitted!")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({
      name: signature.name,
      email: null,
      message: signature.message,
      website: "",
    });
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("works with the keyboard alone, and the result is announced", async ({ page }) => {
    const form = await openGuestbook(page);
    await form.name.focus();
    await page.keyboard.type(signature.name);
    await page.keyboard.press("Tab");
    await expect(form.email).toBeFocused();
    await page.keyboard.press("Tab"); // Email is optional.
    await expect(form.message).toBeFocused();
    await page.keyboard.type(signature.message);
    await page.keyboard.press("Tab");
    await expect(form.submit).toBeFocused();
    await page.keyboard.press("Enter");

    const region = notifications(page);
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toContainText("Message submitted!");
    await expect(region).toContainText("Your message will appear after approval.");
    await expect(form.name).toHaveValue("");
  });

  test("a failure gives the destructive toast 'Error submitting message' with the error, and keeps the text", async ({
    page,
  }) => {
    await failPosts(page, "**/api/guestbook");
    const form = await openGuestbook(page);
    await fillGuestbook(form);
    await form.submit.click();

    // No answer arrived: the database-error table's words describe it.
    await expectToast(page, "Error submitting message", "An error occurred. Please try again");
    await expect(toastWith(page, "Error submitting message")).toHaveAttribute("data-type", "error");
    await expect(form.name).toHaveValue(signature.name);
    await expect(form.message).toHaveValue(signature.message);
    await expect(form.submit).toBeEnabled();
  });

  test("too many signatures from one visitor: 'Error submitting message' with the endpoint's message", async ({
    page,
  }) => {
    const form = await openGuestbook(page);
    let refusal: { status: number; error: string } | null = null;
    for (let attempt = 1; attempt <= 8 && !refusal; attempt++) {
      await fillGuestbook(form, { ...signature, message: `Signature number ${attempt} from one visitor.` });
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/guestbook") && r.request().method() === "POST");
      await form.submit.click();
      const response = await answer;
      if (response.status() === 429)
        refusal = { status: 429, error: ((await response.json()) as { error: string }).error };
      else expect(response.status()).toBe(201);
      await expect(form.submit).toBeEnabled();
    }
    expect(refusal?.status).toBe(429);
    await expectToast(page, "Error submitting message", refusal!.error);
    await expect(form.message).toHaveValue(/from one visitor\.$/);
  });

  for (const [problem, values, message, field] of [
    [
      "digits in the name",
      { ...signature, name: "R2-D2" },
      "Name can only contain letters, spaces, hyphens and apostrophes",
      "Name",
    ],
    [
      "a message under 10 characters once trimmed",
      { ...signature, message: "   Hi there     " },
      "Message must be at least 10 characters",
      "Message",
    ],
  ] as const) {
    test(`${problem}: toast 'Validation Error' / '${message}', the field marked and focused, nothing sent`, async ({
      page,
    }) => {
      const posts = postsTo(page, "/api/guestbook");
      const form = await openGuestbook(page);
      await fillGuestbook(form, values);
      await form.submit.click();

      await expectToast(page, "Validation Error", message);
      const invalid = form.form.getByLabel(field, { exact: true });
      await expect(invalid).toHaveAttribute("aria-invalid", "true");
      await expect(invalid).toBeFocused();
      expect(posts).toHaveLength(0);
    });
  }

  test("a message typed under 10 characters: toast 'Validation Error', no bubble of the browser's own, nothing sent", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/guestbook");
    const form = await openGuestbook(page);
    await form.name.fill(signature.name);
    await form.message.pressSequentially("Hi there");
    await form.submit.click();

    await expectToast(page, "Validation Error", "Message must be at least 10 characters");
    // The browser itself found nothing wrong, so it showed no bubble ("Please lengthen this text…").
    expect(await form.message.evaluate((box: HTMLTextAreaElement) => box.validationMessage)).toBe("");
    await expect(form.message).toHaveAttribute("aria-invalid", "true");
    await expect(form.message).toBeFocused();
    await expect(form.message).toHaveValue("Hi there");
    expect(posts).toHaveLength(0);
  });

  test("a pasted message of 1,001 characters is kept whole and refused with 'Validation Error', nothing sent", async ({
    page,
  }) => {
    const posts = postsTo(page, "/api/guestbook");
    const form = await openGuestbook(page);
    await form.name.fill(signature.name);
    const long = textOfLength(1001);
    await paste(page, form.message, long);
    await expect(form.message).toHaveValue(long);
    await form.submit.click();

    await expectToast(page, "Validation Error", "Message must be less than 1000 characters");
    await expect(form.message).toHaveAttribute("aria-invalid", "true");
    await expect(form.message).toBeFocused();
    await expect(form.message).toHaveValue(long);
    expect(posts).toHaveLength(0);
  });

  test("the browser itself requires name and message and an email-shaped email", async ({ page }) => {
    const posts = postsTo(page, "/api/guestbook");
    const form = await openGuestbook(page);
    await form.submit.click();
    expect(await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await fillGuestbook(form, { ...signature, email: "not-an-email" });
    await form.submit.click();
    expect(await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(posts).toHaveLength(0);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("without JavaScript the form cannot post to the JSON endpoint, a press keeps the text, and a note gives the email address", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/guestbook");
    const form = page.locator("form[data-guestbook-form]");
    // The JSON endpoint is never posted to natively: the form's method, dialog, submits nowhere.
    await expect(form).not.toHaveAttribute("action");
    await expect(form).toHaveAttribute("method", "dialog");
    await form.getByLabel("Name", { exact: true }).fill(signature.name);
    await form.getByLabel("Message", { exact: true }).fill(signature.message);
    await form.getByRole("button", { name: "Sign Guestbook" }).click();
    await expect(page).toHaveURL(/\/guestbook$/);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(signature.message);
    await expect(form.getByRole("link", { name: site.owner.email })).toBeVisible();
    await context.close();
  });
});

test.describe("guestbook messages, live", () => {
  test("are refreshed after load from the guestbook endpoint, newest first, busy while refreshing @netlify", async ({
    page,
    request,
  }) => {
    const release = await hold(page, "**/api/guestbook", "GET");
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/guestbook") && r.request().method() === "GET");
    await page.goto("/guestbook");
    const list = page.locator("[data-guestbook-messages]");
    // The prebuilt list stays readable while the refresh runs (its answer held until this is seen).
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("guestbook-list").getByRole("listitem").first()).toBeVisible();
    release();
    expect((await refreshed).status()).toBe(200);
    await expect(list).toHaveAttribute("aria-busy", "false");

    const { messages } = (await (await request.get("/api/guestbook")).json()) as {
      messages: { name: string; created_at: string }[];
    };
    await expect(page.getByRole("heading", { level: 2, name: `Messages (${messages.length})` })).toBeVisible();
    await expect(page.getByTestId("guestbook-list").getByRole("heading", { level: 3 })).toHaveText(
      messages.map((message) => message.name),
    );
    const dates = messages.map((message) => message.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test("show a message approved since the pages were built, without a rebuild @netlify", async ({ page, request }) => {
    const approved = {
      id: "0d4c6a52-8a39-4b9e-9f0e-6b1c2f3a4d5e",
      name: "Ingrid Halvorsen",
      message: "Approved a minute ago: the gripper teardown was a great read.",
      created_at: new Date().toISOString(),
    };
    // The endpoint's real answer, plus a message approved after the build (a rebuild takes a while).
    await page.route("**/api/guestbook", async (route) => {
      if (route.request().method() !== "GET") return route.continue();
      const response = await route.fetch();
      const { messages } = (await response.json()) as { messages: unknown[] };
      await route.fulfill({ response, json: { messages: [approved, ...messages] } });
    });
    const before = ((await (await request.get("/api/guestbook")).json()) as { messages: unknown[] }).messages.length;
    await page.goto("/guestbook");
    const items = page.getByTestId("guestbook-list").getByRole("listitem");
    await expect(items.first().getByRole("heading", { name: approved.name })).toBeVisible();
    await expect(items.first().getByText(approved.message)).toBeVisible();
    await expect(items).toHaveCount(before + 1);
    await expect(page.getByRole("heading", { level: 2, name: `Messages (${before + 1})` })).toBeVisible();
    await expect(page.locator("[data-guestbook-messages]")).toHaveAttribute("aria-busy", "false");
  });

  test("keeps the prebuilt list when the refresh fails", async ({ page }) => {
    await page.route("**/api/guestbook", (route) =>
      route.request().method() === "GET" ? route.abort("failed") : route.continue(),
    );
    await page.goto("/guestbook");
    const items = page.getByTestId("guestbook-list").getByRole("listitem");
    const prebuilt = await items.count();
    expect(prebuilt).toBeGreaterThan(0);
    // Three retries (1 s, 2 s, 4 s) and then the prebuilt list stays, no longer busy.
    await expect(page.locator("[data-guestbook-messages]")).toHaveAttribute("aria-busy", "false");
    await expect(items).toHaveCount(prebuilt);
  });
});

test.describe("notifications", () => {
  test("sit bottom-right in the 'Notifications' region; Alt+T moves focus to them; each can be closed", async ({
    page,
  }) => {
    const form = await openGuestbook(page);
    await fillGuestbook(form, { ...signature, name: "R2-D2" });
    await form.submit.click();
    const toast = toastWith(page, "Validation Error");
    await expect(toast).toBeVisible();
    // The pointer on it keeps it open for as long as the test needs it (sonner stops a toast's
    // timer while the pointer is on the stack), and its box is read once it has come to rest.
    await toast.hover();
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await expect(toast).toHaveAttribute("data-expanded", "true");
    await toast.evaluate((element) =>
      Promise.all(
        element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
      ),
    );

    const region = notifications(page);
    await expect(region).toHaveAttribute("aria-label", /^Notifications alt\+T$/);
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.6);
    expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.6);

    await page.keyboard.press("Alt+KeyT");
    await expect(region.locator("ol")).toBeFocused();

    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe("a connection that drops", () => {
  test("a message cut off mid-way by its visitor's connection leaves the server answering the next visitor", async ({
    baseURL,
    request,
  }) => {
    // netlify serve itself exits on a request aborted mid-body ("Netlify CLI has terminated
    // unexpectedly"); on Netlify the CDN holds the connection, not the function.
    test.skip(E2E_ARTIFACT === "netlify", "Netlify's local runtime crashes on an aborted upload");
    const url = new URL(baseURL!);
    const body = JSON.stringify({
      name: "Cut Off",
      email: "cut@example.com",
      message: "This message never arrives whole.",
    });
    // The head promises the whole message. Once the server has read it and handed the request on
    // (it answers "100 Continue" to a head that asks for it), half of the message comes, then the
    // connection closes.
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /api/contact HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
            `content-length: ${Buffer.byteLength(body)}\r\nexpect: 100-continue\r\nx-forwarded-for: 10.250.1.1\r\n\r\n`,
        );
      });
      socket.once("data", (answer: Buffer) => {
        if (!answer.toString("latin1").startsWith("HTTP/1.1 100 ")) {
          socket.destroy();
          reject(new Error(`expected "100 Continue", got ${JSON.stringify(answer.toString("latin1"))}`));
          return;
        }
        socket.write(body.slice(0, 20), () => (socket.destroy(), resolve()));
      });
      socket.on("error", reject);
    });

    const next = await request.post("/api/contact", {
      headers: { "x-forwarded-for": "10.250.2.1", "idempotency-key": crypto.randomUUID() },
      data: { name: "Next Visitor", email: "next@example.com", message: "Answered as if nothing had happened." },
    });
    expect(next.status()).toBe(201);
  });
});

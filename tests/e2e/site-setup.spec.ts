import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { demoProjects } from "../../src/server/seed/demo-content";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { expectToast, toastWith } from "./support/site";

/**
 * An owner makes a fresh install theirs, as a new owner would: the dashboard's first-run checklist,
 * the site settings (a changed name and a new badge reach the rebuilt public pages), the change of
 * password, and 'Remove demo content'. On a server of its own: it changes the identity everyone
 * else's pages show, deletes the demo and rebuilds for real.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(E2E_PORT + 4);
});

test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, password = E2E_ADMIN.password) {
  const origin = server.url;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "10.77.0.1" });
  const answer = await page.request.post(`${origin}/api/auth/signin`, {
    data: { email: E2E_ADMIN.email, password },
    headers: { origin },
  });
  expect(answer.status()).toBe(200);
}

/** Polls a public page until `done` holds for its HTML (the site rebuilds in the background). */
async function waitForPage(page: Page, path: string, done: (html: string) => boolean) {
  await expect
    .poll(async () => done(await (await page.request.get(`${server.url}${path}`)).text()), {
      message: `${path} after the rebuild`,
      timeout: 120_000,
    })
    .toBe(true);
}

test("the checklist leads to the settings; a new name and badge reach the rebuilt pages", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto(`${server.url}/admin`);
  const checklist = page.getByRole("region", { name: "Make this site yours" });
  await expect(checklist).toContainText("To do: Set your identity");
  await expect(checklist).toContainText("To do: Replace the demo content");

  await checklist.getByRole("link", { name: "Set your identity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // A required field left empty is named and marked, and nothing is saved.
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await name.fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Validation failed", "Name is required");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  await name.fill("Jordan Lee");
  await page.getByLabel("Initials").fill("JL");
  await page.getByLabel("Greeting").fill("Hi, I'm Jordan Lee");
  const badges = page.getByRole("group", { name: "Badges" });
  await badges.getByRole("button", { name: "Add badge" }).click();
  await expect(badges.getByRole("textbox", { name: "Badge 4", exact: true })).toBeFocused();
  await page.keyboard.type("Best Poster · Robotics Symposium 2025");
  // By keyboard: the new badge moves up one place, and the focus stays with it.
  await badges.getByRole("button", { name: "Move badge 4 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(badges.getByRole("textbox", { name: "Badge 3", exact: true })).toHaveValue(
    "Best Poster · Robotics Symposium 2025",
  );
  await expect(badges.getByRole("button", { name: "Move badge 3 up" })).toBeFocused();

  // The portrait is uploaded, with its description.
  const portrait = page.getByRole("group", { name: "Portrait", exact: true });
  await portrait.getByLabel("Portrait file").setInputFiles({
    name: "jordan.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer(),
  });
  await expect(portrait.locator("img").first()).toHaveAttribute("src", /\/images\/\d{13}-jordan\.png$/);
  await portrait.getByLabel("Portrait alt text").fill("Jordan Lee at a CNC mill");

  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Settings saved", "Your change goes live once the site has rebuilt, in about a minute.");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();

  await waitForPage(page, "/", (html) => html.includes("Jordan Lee"));
  await page.goto(`${server.url}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Jordan Lee");
  await expect(page.getByRole("img", { name: "Jordan Lee at a CNC mill" })).toHaveAttribute("src", /jordan\.png$/);
  await expect(page.getByRole("banner").getByRole("link").first()).toContainText("Jordan Lee");
  const placements = page.getByRole("list", { name: "Competition placements" }).getByRole("listitem");
  await expect(placements).toHaveCount(4);
  await expect(placements.nth(2)).toHaveText("Best Poster · Robotics Symposium 2025");
  await page.goto(`${server.url}/projects`);
  await expect(page).toHaveTitle(/\| Jordan Lee$/);

  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("region", { name: "Make this site yours" })).toContainText("Done: Set your identity");
});

test("the owner changes their password in the settings and signs in with the new one", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/admin/settings`);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("Not-my-password-1!");
  await form.getByLabel("New password").fill("A-new-Password-2026!");
  await form.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password not changed", "Current password is incorrect");

  await form.getByLabel("Current password").fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed", "Other devices have been signed out.");
  // Still signed in here.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const old = await page.request.post(`${server.url}/api/auth/signin`, {
    data: E2E_ADMIN,
    headers: { origin: server.url },
  });
  expect(old.status()).toBe(401);
  await signIn(page, "A-new-Password-2026!");
});

test("'Remove demo content' deletes every demo row and file after a confirmation", async ({ page }) => {
  await signIn(page, "A-new-Password-2026!");
  const demoImage = `${server.url}/storage/v1/object/public/documents/${demoProjects[0]!.image}`;
  expect((await page.request.get(demoImage)).status()).toBe(200);

  await page.goto(`${server.url}/admin`);
  const checklist = page.getByRole("region", { name: "Make this site yours" });
  await checklist.getByRole("button", { name: "Remove demo content" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove all demo content?" });
  await expect(dialog).toBeVisible();
  // Cancelling changes nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await (await page.request.get(`${server.url}/api/projects`)).json()).projects.length).toBeGreaterThan(0);

  await checklist.getByRole("button", { name: "Remove demo content" }).click();
  await dialog.getByRole("button", { name: "Remove demo content" }).click();
  await expect(toastWith(page, "Demo content removed")).toBeVisible();
  await expect(checklist).toContainText("Done: Replace the demo content");

  expect((await (await page.request.get(`${server.url}/api/projects`)).json()).projects).toEqual([]);
  expect((await page.request.get(demoImage)).status()).toBe(404);
});

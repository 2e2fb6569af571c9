import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { PUBLIC_PAGES } from "./support/site";

/**
 * The backend is down: the same build served by a server whose database cannot
 * be reached. Every prebuilt page still serves and reads whole; the islands keep what the page was
 * built with, quietly; the forms say the send failed and keep what the visitor typed.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(E2E_PORT + 3, {
    prepareData: false,
    env: { DATABASE_URL: "postgres://nobody:nothing@127.0.0.1:1/unreachable" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Uncaught errors in the page, and toasts that appeared without the visitor doing anything. */
function watchForNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on("pageerror", (error) => noise.push(`uncaught: ${error.message}`));
  return noise;
}

for (const pathname of PUBLIC_PAGES) {
  test(`${pathname} still serves, whole, and its islands degrade quietly`, async ({ page }) => {
    const noise = watchForNoise(page);
    const response = await page.goto(server.url + pathname);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(noise).toEqual([]);
  });
}

test("the prebuilt guestbook messages stay on the page", async ({ page }) => {
  await page.goto(`${server.url}/guestbook`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { name: /^Messages \(\d+\)$/ })).not.toHaveText("Messages (0)");
});

test("the API answers 503 with Retry-After and the documented message", async ({ request }) => {
  const response = await request.get(`${server.url}/api/projects`);
  expect(response.status()).toBe(503);
  expect(response.headers()["retry-after"]).toBe("30");
  expect(await response.json()).toEqual({ error: "Service temporarily unavailable" });
});

test("the contact form says the send failed and keeps the text", async ({ page }) => {
  await page.goto(`${server.url}/#contact`);
  const contact = page.locator("#contact");
  await contact.getByLabel("Name").fill("Jordan Lee");
  await contact.getByLabel("Email").fill("jordan.lee@example.com");
  await contact.getByLabel("Message").fill("We have a design role open; the backend is down right now.");
  await contact.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error sending message" })).toBeVisible();
  await expect(contact.getByLabel("Message")).toHaveValue("We have a design role open; the backend is down right now.");
  await expect(contact.getByLabel("Name")).toHaveValue("Jordan Lee");
});

test("the guestbook form says the send failed and keeps the text", async ({ page }) => {
  await page.goto(`${server.url}/guestbook`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Sign Guestbook" }) });
  await form.getByLabel("Name").fill("Zoë");
  await form.getByLabel("Message").fill("Signing while the database is away.");
  await form.getByRole("button", { name: "Sign Guestbook" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Error submitting message" })).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue("Signing while the database is away.");
});

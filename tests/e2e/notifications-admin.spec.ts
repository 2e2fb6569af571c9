/**
 * The dashboard's notifications panel in a real browser, on a server of this suite's own started
 * as `npm start` serves, with SMTP_URL pointing at a real SMTP server (smtp-server) that the test
 * stops and starts: a contact message sent while it is down shows as failed, with its error,
 * attempts and next retry; 'Retry now' delivers it, once.
 */
import { randomUUID } from "node:crypto";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";

// One own server and one mail server for the whole file.
test.describe.configure({ mode: "serial" });

const OWNER_INBOX = "owner-inbox@example.com";

let server: OwnServer;
let mailbox: Mailbox | null = null;
let smtpPort = 0;
const received: string[] = [];

async function startSmtp(port: number): Promise<void> {
  mailbox = await startMailbox(port, received);
  smtpPort = mailbox.port;
}

async function stopSmtp(): Promise<void> {
  const stopping = mailbox;
  mailbox = null;
  await stopping?.stop();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await startSmtp(0);
  server = await startOwnServer(E2E_PORT + 5, {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_EMAIL: OWNER_INBOX },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await stopSmtp();
});

test("a notification that failed shows on the dashboard with its error and next retry; Retry now delivers it", async ({
  page,
  context,
}) => {
  const origin = server.url;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.77.1.1" });
  const signIn = await page.request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(signIn.status()).toBe(200);

  // The first message goes out at once.
  const first = randomUUID();
  const sent = await page.request.post(`${origin}/api/contact`, {
    data: { name: "Robin Vale", email: "robin@example.com", message: `A role for you, reference ${first}.` },
    headers: { origin, "x-forwarded-for": "10.77.11.1" },
  });
  expect(sent.status()).toBe(201);
  await expect.poll(() => received.filter((email) => email.includes(first)).length).toBe(1);

  // The mail server goes away: the message is still taken, its notification fails.
  await stopSmtp();
  const second = randomUUID();
  const taken = await page.request.post(`${origin}/api/contact`, {
    data: { name: "Casey Stone", email: "casey@example.com", message: `Another role, reference ${second}.` },
    headers: { origin, "x-forwarded-for": "10.77.12.1" },
  });
  expect(taken.status()).toBe(201);
  await expect
    .poll(async () => {
      const status = await page.request.get(`${origin}/api/admin/notifications`);
      return ((await status.json()) as { failingCount: number }).failingCount;
    })
    .toBe(1);

  await page.goto(`${origin}/admin`);
  const panel = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(panel.getByTestId("notifications-state")).toContainText("announced by email at once");
  const failed = panel.getByTestId("undelivered-notification").filter({ hasText: "Contact message from Casey Stone" });
  await expect(failed).toContainText("Failed");
  await expect(failed).toContainText("Attempts: 1");
  await expect(failed).toContainText("Next retry");
  await expect(failed).toContainText("ECONNREFUSED");
  await expect(panel).toContainText("1 notification failed and will be retried.");

  // Back up: 'Retry now' delivers it, once, and the panel says so.
  await startSmtp(smtpPort);
  await panel.getByRole("button", { name: "Retry now" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Notifications delivered" })).toBeVisible();
  await expect(panel.getByText("Every notification has been delivered.")).toBeVisible();
  await expect(panel.getByTestId("undelivered-notification")).toHaveCount(0);
  expect(received.filter((email) => email.includes(second))).toHaveLength(1);
  expect(received.filter((email) => email.includes(first))).toHaveLength(1);
  // Nothing is left to retry.
  await expect(panel.getByRole("button", { name: "Retry now" })).toHaveCount(0);
});

test("the settings say where notifications go, and 'Send test email' reaches that inbox at once", async ({
  page,
  context,
}) => {
  const origin = server.url;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.77.2.1" });
  const signIn = await page.request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(signIn.status()).toBe(200);

  await page.goto(`${origin}/admin/settings#notifications`);
  const section = page.getByRole("region", { name: "Notifications", exact: true });
  await expect(section).toContainText(OWNER_INBOX);
  await expect(section).toContainText("NOTIFY_EMAIL");
  const before = received.length;
  await section.getByRole("button", { name: "Send test email" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Test email sent" }).filter({ hasText: OWNER_INBOX }),
  ).toBeVisible();
  expect(received.length).toBe(before + 1);
  expect(received.at(-1)).toContain(`To: ${OWNER_INBOX}`);
});

/**
 * Applications end to end, on a server of this suite's own (started as `npm start` serves) whose
 * notifications go to a real SMTP server: the owner makes an application in the admin and copies
 * its private link; scanners and link previews fetch it (link checks, never opens); a recruiter's
 * fresh browser opens it (the greeting, the pinned projects first, the résumé version sent) and
 * looks at a project; the owner is emailed once; a second visit is a second open; the owner's own
 * visit counts nothing; an unknown token and a deleted application are the 404 page.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { APPLICATION_VISIT_KEY } from "../../src/lib/application-visit";
import { OPEN_AFTER_VISIBLE_MS } from "../../src/components/applications/visit";
import { demoProjects } from "../../src/server/seed/demo-content";
import { startMailbox, type Mailbox } from "../support/mailbox";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { toast } from "./support/admin";
import { axeViolations } from "./support/axe";

test.describe.configure({ mode: "serial" });

const OWNER_INBOX = "owner-inbox@example.com";
const COMPANY = "Acme Robotics";
const ROLE = "Mechanical Design Engineer";
const GREETING = "Hello Acme team: the gearbox below is the design I mentioned in my letter.";
const published = demoProjects.filter((project) => project.published);
const byOrder = [...published].sort((a, b) => a.display_order - b.display_order);
// Two projects that are not first on the home page, pinned in reverse display order.
const PINNED = [byOrder[4]!, byOrder[2]!];

let server: OwnServer;
let mailbox: Mailbox;
let link = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startMailbox(0);
  server = await startOwnServer(E2E_PORT + 12, {
    env: { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, NOTIFY_EMAIL: OWNER_INBOX },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

async function signIn(request: APIRequestContext): Promise<void> {
  const origin = server.url;
  const response = await request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(response.status()).toBe(200);
}

interface Listed {
  id: string;
  token: string;
  opens: number;
  link_checks: number;
}

async function listed(request: APIRequestContext): Promise<Listed> {
  const { applications } = (await (await request.get(`${server.url}/api/admin/applications`)).json()) as {
    applications: (Listed & { company: string })[];
  };
  return applications.find((application) => application.company === COMPANY)!;
}

/** Waits for the visit's event of `kind` to be stored (its 202). */
const recorded = (page: Page, kind: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/applications/events") &&
      (response.request().postDataJSON() as { kind: string }).kind === kind &&
      response.status() === 202,
  );

/** A recruiter's browser: fresh, with an address of its own. */
async function recruiter(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": address } });
  return context.newPage();
}

test("the owner creates an application with its greeting, pinned projects and résumé, and copies its link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.1.1" });
  await signIn(page.request);
  await page.goto(`${server.url}/admin`);
  // Followed from the keyboard: the dashboard's panels load meanwhile and move the cards down, so a
  // click computed before they arrive can land between two cards.
  const card = page.getByRole("link", { name: /Applications/ }).first();
  await card.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.url}/admin/applications`);
  await page.getByRole("button", { name: "New application" }).click();
  await page.getByLabel("Company").fill(COMPANY);
  await page.getByLabel("Role").fill(ROLE);
  await page.getByLabel("Job posting URL").fill("https://jobs.example.com/acme/123");
  await page.getByLabel("Greeting").fill(GREETING);
  for (const project of PINNED) await page.getByLabel("Pinned projects").selectOption(project.slug);
  await expect(page.getByLabel("Resume version")).not.toHaveValue("");
  await page.getByRole("button", { name: "Create application" }).click();
  await expect(toast(page, "Application created")).toBeVisible();

  const row = page.getByRole("listitem").filter({ hasText: COMPANY });
  await expect(row).toContainText("0 opens");
  await expect(row).toContainText("Never opened");
  await row.getByRole("button", { name: "Copy link" }).click();
  await expect(toast(page, "Link copied")).toBeVisible();
  link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${server.url}/a/[0-9a-f]{32}$`));
  await expect(row).toContainText(link);
});

test("scanners and link previews fetch the link as link checks, never opens; it is never indexed", async ({
  playwright,
}) => {
  const request = await playwright.request.newContext();
  for (const userAgent of ["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", "curl/8.5.0"]) {
    const response = await request.get(link, { headers: { "user-agent": userAgent, "x-forwarded-for": "10.88.2.1" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  }
  const sitemap = await (await request.get(`${server.url}/sitemap-0.xml`)).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/a/");
  await request.dispose();

  const owner = await playwright.request.newContext();
  await signIn(owner);
  expect(await listed(owner)).toMatchObject({ opens: 0, link_checks: 2 });
  await owner.dispose();
});

test("a recruiter opens the link: the greeting, the pinned projects first, the résumé sent; the owner is emailed once", async ({
  browser,
  page,
  context,
}) => {
  const visitor = await recruiter(browser, "10.88.3.1");
  const opened = recorded(visitor, "open");
  await visitor.goto(link);
  await expect(visitor.getByText(GREETING)).toBeVisible();
  const cards = visitor.locator("#projects article h3");
  await expect(cards.nth(0)).toHaveText(PINNED[0]!.title);
  await expect(cards.nth(1)).toHaveText(PINNED[1]!.title);
  const token = link.split("/").pop()!;
  for (const resume of await visitor.getByRole("link", { name: /Resume/ }).all()) {
    if ((await resume.getAttribute("href"))?.startsWith("/resume.pdf")) {
      await expect(resume).toHaveAttribute("href", `/resume.pdf?a=${token}`);
    }
  }
  await opened;
  // The link's page is the home page with its greeting: axe finds nothing on it either.
  expect(await axeViolations(visitor)).toEqual([]);

  // Through the rest of the visit, what they open is recorded, and the résumé stays the one sent.
  const project = recorded(visitor, "project");
  await visitor.locator(`#projects a[href="/projects/${PINNED[0]!.slug}"]`).click();
  await expect(visitor).toHaveURL(new RegExp(`/projects/${PINNED[0]!.slug}$`));
  await project;
  await expect(visitor.locator('footer a[href^="/resume.pdf"]')).toHaveAttribute("href", `/resume.pdf?a=${token}`);
  await visitor.context().close();

  await expect
    .poll(() => mailbox.received.filter((email) => email.includes(`Subject: ${COMPANY} opened your application link`)))
    .toHaveLength(1);
  const email = mailbox.received.find((message) => message.includes(COMPANY))!;
  expect(email).toContain(`Role: ${ROLE}`);
  expect(email).toContain("Viewed so far:");

  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.3.2" });
  await signIn(page.request);
  await page.goto(`${server.url}/admin/applications`);
  const row = page.getByRole("listitem").filter({ hasText: COMPANY });
  await expect(row).toContainText("1 open");
  await expect(row).toContainText("Last opened");
  await expect(row).toContainText("2 link checks");
  await row.getByText("Activity").click();
  await expect(row).toContainText(PINNED[0]!.slug);
  await expect(row).toContainText("Slack");
  await expect(row).toContainText("curl");

  // 'Export CSV' downloads the list with its dates, status and counts.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("applications.csv");
  const [header, line] = (await readFile(await file.path()))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(header).toBe(
    "company,role,status,applied_on,posting_url,contact,opens,first_opened_at,last_opened_at,link_checks,link",
  );
  expect(line).toMatch(
    new RegExp(
      `^${COMPANY},${ROLE},applied,\\d{4}-\\d{2}-\\d{2},https://jobs\\.example\\.com/acme/123,,1,[^,]+,[^,]+,2,${link}$`,
    ),
  );
});

test("a second visit is a second open, with no second email; the owner's own visit counts nothing", async ({
  browser,
  page,
  context,
}) => {
  const again = await recruiter(browser, "10.88.4.1");
  const opened = recorded(again, "open");
  await again.goto(link);
  await opened;
  await again.context().close();

  // The owner, signed in to the admin in this browser, opens the link: nothing is sent, however long it is looked at.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.4.2" });
  await signIn(page.request);
  await page.goto(`${server.url}/admin/applications`);
  await expect(page.getByRole("listitem").filter({ hasText: COMPANY })).toContainText("2 opens");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/applications/events")) sent.push(request.postData() ?? "");
  });
  await page.clock.install();
  await page.goto(link);
  await expect(page.getByText(GREETING)).toBeVisible();
  await page.clock.runFor(10_000);
  await page.locator(`#projects a[href="/projects/${PINNED[1]!.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${PINNED[1]!.slug}$`));
  expect(sent).toEqual([]);
  expect(await listed(page.request)).toMatchObject({ opens: 2 });
  expect(
    mailbox.received.filter((email) => email.includes(`Subject: ${COMPANY} opened your application link`)),
  ).toHaveLength(1);
});

test("a recruiter who clicks a pinned project at once has opened the link: the open is counted before the project", async ({
  browser,
  page,
  context,
}) => {
  const quick = await recruiter(browser, "10.88.4.3");
  // The second the link's page waits before it counts an open never ends: only the click can count it.
  await quick.addInitScript((wait) => {
    const setTimeout = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) =>
      ms === wait ? 0 : setTimeout(handler, ms, ...rest)) as typeof window.setTimeout;
  }, OPEN_AFTER_VISIBLE_MS);
  const sent: string[] = [];
  quick.on("request", (request) => {
    if (request.url().endsWith("/api/applications/events"))
      sent.push((request.postDataJSON() as { kind: string }).kind);
  });
  await quick.goto(link);
  // The page has started the visit (after its first paint).
  await expect
    .poll(() => quick.evaluate((key) => sessionStorage.getItem(key) !== null, APPLICATION_VISIT_KEY))
    .toBe(true);
  const project = recorded(quick, "project");
  await quick.locator(`#projects a[href="/projects/${PINNED[0]!.slug}"]`).click();
  await expect(quick).toHaveURL(new RegExp(`/projects/${PINNED[0]!.slug}$`));
  await project;
  await quick.context().close();
  expect(sent).toEqual(["open", "project"]);

  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.4.4" });
  await signIn(page.request);
  await expect.poll(async () => (await listed(page.request)).opens).toBe(3);
});

test("an unknown token is the 404 page; a deleted application's link is too, at once", async ({ page, context }) => {
  const unknown = await page.request.get(`${server.url}/a/${"0".repeat(32)}`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("Page not found");

  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.5.1" });
  await signIn(page.request);
  await page.goto(`${server.url}/admin/applications`);
  const row = page.getByRole("listitem").filter({ hasText: COMPANY });
  await row.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Application deleted")).toBeVisible();
  expect((await page.request.get(link)).status()).toBe(404);
});

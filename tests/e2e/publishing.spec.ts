import { createHash } from "node:crypto";
import { expect, test, type Request } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * The publishing loop of the embedded default: the owner publishes a post in the admin
 * and, with nothing restarted, the prebuilt /blog shows it after a background rebuild; while the
 * rebuild runs and is swapped in, every page request is answered (old page or new, never an
 * error); the dashboard tells what happened. Runs on a server of its own (it rebuilds for real),
 * which also tells the owner when a wave of messages reaches the site's hourly ceiling.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer;

/** The body of a script written into a post's excerpt (its page's meta description). */
const EXCERPT_SCRIPT = 'alert("excerpt")';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A low ceiling on visitor messages, for the last test (no other test here sends one).
  server = await startOwnServer(E2E_PORT + 2, { env: { VISITOR_MESSAGES_PER_HOUR: "2" } });
});

test.afterAll(async () => {
  await server?.stop();
});

test("a post published in the admin is live on /blog without a restart, and no request fails meanwhile", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const origin = server.url;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.1.1" });
  const signIn = await page.request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(signIn.status()).toBe(200);

  await page.goto(`${origin}/admin`);
  const panel = page.getByRole("region", { name: "Publishing" });
  await expect(panel.getByTestId("publishing-live")).toContainText("initial");

  const title = `Published from the admin ${Date.now().toString(36)}`;
  await page.goto(`${origin}/admin/blog`);
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title").fill(title);
  const slug = await page.getByLabel("Slug").inputValue();
  // What the owner writes is text, even when it reads like a script.
  await page
    .getByLabel("Excerpt")
    .fill(`Written and published during the publishing test. <script>${EXCERPT_SCRIPT}</script>`);
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("A post that goes live by itself.");
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post created successfully" })).toBeVisible();
  const publishedAt = Date.now();

  // Visitors keep reading while the site rebuilds: every answer is a whole page.
  const failures: string[] = [];
  let requests = 0;
  let live = false;
  while (!live) {
    expect(Date.now() - publishedAt, "the post should be live within 120 s").toBeLessThan(120_000);
    const answers = await Promise.all(
      ["/blog", "/", "/projects"].map(async (path) => {
        const response = await page.request.get(`${origin}${path}`);
        requests += 1;
        const body = await response.text();
        if (response.status() !== 200 || !body.includes("</html>")) failures.push(`${path}: ${response.status()}`);
        return path === "/blog" && body.includes(title);
      }),
    );
    live = answers[0]!;
    if (!live) await page.waitForTimeout(200);
  }
  test.info().annotations.push({
    type: "publish → live",
    description: `${((Date.now() - publishedAt) / 1000).toFixed(1)} s, ${requests} requests answered meanwhile`,
  });
  expect(failures).toEqual([]);
  const post = await page.request.get(`${origin}/blog/${slug}`);
  expect(post.status()).toBe(200);
  // The excerpt's script is shown as text, and the page's policy allows no script by its hash.
  const html = await post.text();
  expect(html).toContain("&lt;script&gt;alert(&quot;excerpt&quot;)&lt;/script&gt;");
  expect(html).not.toContain(`'sha256-${createHash("sha256").update(EXCERPT_SCRIPT).digest("base64")}'`);

  // The dashboard says what happened.
  await page.goto(`${origin}/admin`);
  await expect(panel.getByTestId("publishing-state")).toContainText("Up to date");
  await expect(panel.getByTestId("publishing-last-request")).toContainText(`post created: ${slug}`);
  await expect(panel.getByTestId("publishing-last-run")).toContainText(/^Finished .+ \(\d+\ss\)/);
  await expect(panel.getByTestId("publishing-live")).toContainText(/build-\d{4}-/);
  expect(server.output()).toMatch(/\[publish\] build-\S+ is live/);
});

test("the owner can rebuild by hand from the dashboard", async ({ page, context }) => {
  test.setTimeout(120_000);
  const origin = server.url;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.2.1" });
  await page.request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  await page.goto(`${origin}/admin`);
  const panel = page.getByRole("region", { name: "Publishing" });
  const before = await panel.getByTestId("publishing-live").innerText();
  // The admin's header says the same on every screen.
  const indicator = page.getByRole("banner").getByTestId("publishing-indicator");
  await expect(indicator).toHaveText("Live");

  await panel.getByRole("button", { name: "Rebuild now" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Rebuild requested" })).toBeVisible();
  await expect(indicator).toHaveText("Publishing…");
  await expect(panel.getByTestId("publishing-last-request")).toContainText("rebuild requested by hand");
  await expect(panel.getByTestId("publishing-state")).toContainText("Up to date", { timeout: 90_000 });
  await expect(panel.getByTestId("publishing-live")).not.toHaveText(before);
  await expect(indicator).toHaveText("Live");
});

test("past the hourly ceiling, a visitor's message still reaches the owner through a proof of work the form solves by itself, and the dashboard tells the owner", async ({
  page,
  context,
}) => {
  const origin = server.url;
  const send = (address: string) =>
    page.request.post(`${origin}/api/contact`, {
      data: { name: "Spam Wave", email: "wave@example.com", message: "Buy followers now, limited offer!" },
      headers: { origin, "x-forwarded-for": address },
    });
  expect((await send("10.99.1.1")).status()).toBe(201);
  expect((await send("10.99.2.1")).status()).toBe(201);
  // A client that solves nothing (a script, curl) is refused, and told why.
  const refused = await send("10.99.3.1");
  expect(refused.status()).toBe(429);
  const answer = (await refused.json()) as { error: string; proofOfWork: { parameters: { algorithm: string } } };
  expect(answer.error).toBe(
    "So many messages arrived in the last hour that the site asks your browser for a quick check first. Please send again.",
  );
  expect(answer.proofOfWork.parameters.algorithm).toBe("PBKDF2/SHA-256");

  // A visitor's browser solves the check and the message is stored.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.99.4.1" });
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") posts.push(request);
  });
  await page.goto(`${origin}/#contact`);
  const contact = page.locator("section#contact");
  const name = contact.getByLabel("Name");
  await name.focus();
  await expect(page.locator("astro-island:not([ssr]) form[data-contact-form]")).toBeAttached();
  await name.fill("Ada Lovelace");
  await contact.getByLabel("Email").fill("ada@example.com");
  await contact.getByLabel("Message").fill("I'd like to talk about a design role on our robotics team.");
  // The solve runs between the two requests: awaited as the answer it leads to, however busy the machine.
  const solved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/contact") && response.request().headers()["x-proof-of-work"] !== undefined,
    { timeout: 60_000 },
  );
  await contact.getByRole("button", { name: "Send Message" }).click();
  expect((await solved).status()).toBe(201);
  await expect(contact.getByRole("status").getByRole("heading", { name: "Message sent!" })).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(await posts[0]!.headerValue("x-proof-of-work")).toBeNull();
  expect(await posts[1]!.headerValue("x-proof-of-work")).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect((await posts[1]!.response())?.status()).toBe(201);

  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.3.1" });
  await page.request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  await page.goto(`${origin}/admin`);
  await expect(
    page.getByRole("alert").filter({ hasText: "The contact form is under a wave of messages." }),
  ).toContainText(
    "The contact form is under a wave of messages. It received 2 messages in the last hour, the most the site takes without a check; until",
  );
  await expect(page.getByRole("article", { name: /^Ada Lovelace/ })).toBeVisible();
});

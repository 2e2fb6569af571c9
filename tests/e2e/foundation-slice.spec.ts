import { expect, test } from "@playwright/test";
import { demoProjects } from "../../src/server/seed/demo-content";

/**
 * The foundation's vertical slice, as a visitor sees it: the home page prebuilt from the
 * database shows the published demo projects and never the draft, and the live endpoint reads
 * the same rows through the same data path.
 */
const draft = demoProjects.find((project) => !project.published)!;

test.describe("foundation slice", () => {
  test("the home page lists the published demo projects and not the draft @phone", async ({ page }) => {
    await page.goto("/");
    const list = page.getByTestId("project-list");
    const cards = list.getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    await expect(list.getByRole("heading", { name: draft.title })).toHaveCount(0);
  });

  test("the page is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.getByTestId("project-list").getByRole("listitem").count()).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  test("project images are served from storage at the public URL shape", async ({ page, request }) => {
    await page.goto("/");
    const src = await page.getByTestId("project-list").locator("img").first().getAttribute("src");
    expect(src).toMatch(/^\/storage\/v1\/object\/public\/documents\/demo\/images\/.+\.webp$/);
    const image = await request.get(src!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });

  test("a published project has its own prebuilt page; the draft has none", async ({ page, request }) => {
    const { projects } = (await (await request.get("/api/projects")).json()) as { projects: { slug: string }[] };
    await page.goto(`/projects/${projects[0]!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const draftPage = await request.get(`/projects/${draft.slug}`);
    expect(draftPage.status()).toBe(404);
  });

  test("the live endpoint returns the same published projects as the page", async ({ page, request }) => {
    const response = await request.get("/api/projects");
    expect(response.status()).toBe(200);
    const { projects } = (await response.json()) as { projects: { title: string; published: boolean }[] };
    expect(projects.every((p) => p.published)).toBe(true);
    await page.goto("/");
    const titles = await page.getByTestId("project-list").getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.map((t) => t.trim())).toEqual(projects.map((p) => p.title));
  });

  test("a React island hydrates and confirms the page against the live endpoint", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("live-project-count")).toHaveText(/^\d+ published projects · up to date$/);
  });

  test("without JavaScript the island still states what the page was built with", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("live-project-count")).toHaveText(/^\d+ published projects$/);
    await context.close();
  });

  test("an unknown path answers 404 with the spec's page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  });
});

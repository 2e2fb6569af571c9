import { expect, test } from "@playwright/test";

/**
 * The prebuilt pages and the live endpoint read the same published rows through the same data
 * path (as anon), and stored images are served at Supabase's public URL shape.
 */
test.describe("one data path", () => {
  test("the live endpoint returns the same published projects, in the same order, as the prebuilt page", async ({
    page,
    request,
  }) => {
    const response = await request.get("/api/projects");
    expect(response.status()).toBe(200);
    const { projects } = (await response.json()) as { projects: { title: string; published: boolean }[] };
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(projects.every((project) => project.published)).toBe(true);

    await page.goto("/projects");
    const titles = await page.getByTestId("project-card").getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.map((title) => title.trim())).toEqual(projects.map((project) => project.title));
  });

  test("stored files are served from the public storage URL with their type", async ({ request }) => {
    const { projects } = (await (await request.get("/api/projects")).json()) as { projects: { image: string }[] };
    const src = new URL(projects[0]!.image, "http://localhost").pathname;
    expect(src).toMatch(/^\/storage\/v1\/object\/public\/documents\/demo\/images\/.+\.webp$/);
    const image = await request.get(src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");
  });
});

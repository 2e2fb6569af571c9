import { readFileSync } from "node:fs";
import { expect, test, type Page, type Request } from "@playwright/test";
import { demoBlogPosts, demoDocuments, demoProjectFiles } from "../../src/server/seed/demo-content";
import { expectToast, headerHydrated, holdIslandCode, toastWith } from "./support/site";

/**
 * What a visit counts, against the real endpoints: one
 * project view per detail-page load (bots not counted), one blog view per opening with the
 * returned 'N views' on the page, a file's download counted before it opens (with its toasts),
 * and the resume links, which lead to the active resume through /resume.pdf.
 *
 * Views and downloads are counted for people only, so these visits use a desktop browser's user
 * agent (a headless one is a known bot). Each test is its own client (X-Forwarded-For).
 */
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADLESS_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";

test.use({ userAgent: DESKTOP_UA });

test.beforeEach(async ({ context }, testInfo) => {
  const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 11);
  const salt = Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${(n >>> 8) & 255}.${(n & 255) ^ salt}.1`,
  });
});

function postsTo(page: Page, pattern: RegExp): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && pattern.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

const isPost = (pattern: RegExp) => (response: { url(): string; request(): Request }) =>
  response.request().method() === "POST" && pattern.test(new URL(response.url()).pathname);

/* ------------------------------------------------------------------------------------------ */

const PROJECT = "sheet-metal-enclosure-dfm";
const VIEWS = new RegExp(`^/api/projects/${PROJECT}/views$`);

test.describe("project views", () => {
  test("a detail page records one view per load, with the referrer @netlify", async ({ page }) => {
    const posts = postsTo(page, VIEWS);
    await page.goto("/projects");
    const recorded = page.waitForResponse(isPost(VIEWS));
    await page.locator(`a[href="/projects/${PROJECT}"]`).first().click();
    const response = await recorded;
    expect(response.status()).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    expect(posts[0]!.postDataJSON()).toEqual({ referrer: expect.stringMatching(/\/projects$/) });

    // Nothing more for this load, whatever the visitor does on it: their first gesture wakes the
    // page's code, and they read on to its end…
    await headerHydrated(page);
    await page.mouse.wheel(0, 10_000);
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    expect(posts).toHaveLength(1);
    // …and one more for the next load. Once that load's view has answered, the first load is gone:
    // it sent its one view and nothing else.
    const again = page.waitForResponse(isPost(VIEWS));
    await page.reload();
    expect(await (await again).json()).toEqual({ recorded: true });
    expect(posts).toHaveLength(2);
    // The second load, too, sends no more than its one: by the time the visitor's next page has
    // loaded, it is gone.
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "All Projects" })).toBeVisible();
    expect(posts).toHaveLength(2);
  });

  test("a visit without a referrer sends null", async ({ page }) => {
    const recorded = page.waitForResponse(isPost(VIEWS));
    await page.goto(`/projects/${PROJECT}`);
    expect((await recorded).request().postDataJSON()).toEqual({ referrer: null });
  });

  test.describe("by a known bot", () => {
    test.use({ userAgent: HEADLESS_UA });

    test("is not counted", async ({ page }) => {
      const recorded = page.waitForResponse(isPost(VIEWS));
      await page.goto(`/projects/${PROJECT}`);
      const response = await recorded;
      expect(response.status()).toBe(202);
      expect(await response.json()).toEqual({ recorded: false });
    });
  });
});

/* ------------------------------------------------------------------------------------------ */

// A post no other browser test opens, so this file's counts are exact.
const post = demoBlogPosts.filter((candidate) => candidate.published).at(-1)!;
const BLOG_VIEWS = new RegExp(`^/api/blog/${post.slug}/views$`);

test.describe("blog views", () => {
  test("each opening raises the count by one, and the page shows the returned 'N views' @netlify", async ({ page }) => {
    const views = page.locator("[data-views]");

    const first = page.waitForResponse(isPost(BLOG_VIEWS));
    await page.goto(`/blog/${post.slug}`);
    const firstCount = ((await (await first).json()) as { views: number }).views;
    await expect(views).toHaveText(`${firstCount} views`);

    const second = page.waitForResponse(isPost(BLOG_VIEWS));
    await page.reload();
    const secondCount = ((await (await second).json()) as { views: number }).views;
    expect(secondCount).toBe(firstCount + 1);
    await expect(views).toHaveText(`${secondCount} views`);
  });

  test("without JavaScript the prebuilt count is shown", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.locator("[data-views]")).toHaveText(/^\d+ views$/);
    await context.close();
  });
});

/* ------------------------------------------------------------------------------------------ */

const [fileA, fileB] = demoProjectFiles.filter((file) => file.project_slug === PROJECT);
const DOWNLOADS = /^\/api\/project-files\/[^/]+\/downloads$/;

async function openResources(page: Page) {
  await page.goto(`/projects/${PROJECT}`);
  const resources = page.getByRole("region", { name: "Downloadable Resources" });
  await resources.scrollIntoViewIfNeeded();
  // The island wakes when the visitor reaches for it (here: points at it), and is ready once
  // hydrated (astro-island loses its ssr marker).
  await resources.hover();
  await expect(page.locator("astro-island:has([data-file-id])")).not.toHaveAttribute("ssr", "");
  return resources;
}

// Only the first test counts file A's downloads, so its "one more" is exact while the file's other
// tests run beside it.
test.describe("project file downloads", () => {
  test("a click counts the download first, then the file downloads; 'Download started' / 'Downloading {file name}' @netlify", async ({
    page,
  }) => {
    const resources = await openResources(page);
    const link = resources.getByRole("link", { name: fileA!.file_name });

    const counted = page.waitForResponse(isPost(DOWNLOADS));
    const download = page.waitForEvent("download");
    await link.click();
    const response = await counted;
    expect(response.status()).toBe(200);
    const { downloads, url } = (await response.json()) as { downloads: number; url: string };
    const file = await download;
    expect(file.suggestedFilename()).toBe(fileA!.file_name);
    expect(new URL(file.url()).pathname).toBe(new URL(url, page.url()).pathname);
    // Saved under its own name wherever the file is stored: the link asks storage for it
    // (Supabase Storage's ?download=), as a browser ignores the download attribute across origins.
    expect(new URL(url, page.url()).searchParams.get("download")).toBe(fileA!.file_name);
    await expect(link).toHaveAttribute("href", url);

    const toast = toastWith(page, "Download started");
    await expect(toast.locator("[data-title]")).toHaveText("Download started");
    await expect(toast.locator("[data-description]")).toHaveText(`Downloading ${fileA!.file_name}`);

    const next = page.waitForResponse(isPost(DOWNLOADS));
    await link.click();
    expect(((await (await next).json()) as { downloads: number }).downloads).toBe(downloads + 1);
  });

  test("the file is requested only after the count answered", async ({ page }) => {
    const order: string[] = [];
    const resources = await openResources(page);
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (DOWNLOADS.test(path)) order.push("count");
      else if (path.endsWith(`/${fileB!.file_name}`)) order.push("file");
    });
    page.on("response", (response) => {
      if (DOWNLOADS.test(new URL(response.url()).pathname)) order.push("counted");
    });
    const download = page.waitForEvent("download");
    await resources.getByRole("link", { name: fileB!.file_name }).click();
    await download;
    expect(order.slice(0, 2)).toEqual(["count", "counted"]);
  });

  test("a click that lands before the list's code has loaded is held, then counted first and downloaded", async ({
    page,
  }) => {
    await page.goto(`/projects/${PROJECT}`);
    const island = page.locator("astro-island:has([data-file-id])");
    // The list's code is held back, as on a slow connection.
    const release = await holdIslandCode(page, "[data-file-id]");
    const order: string[] = [];
    page.on("request", (request) => {
      if (DOWNLOADS.test(new URL(request.url()).pathname)) order.push("count");
    });
    const download = page.waitForEvent("download");
    await page
      .getByRole("region", { name: "Downloadable Resources" })
      .getByRole("link", { name: fileB!.file_name })
      .click();
    await expect(island).toHaveAttribute("ssr", "");
    expect(order).toEqual([]);
    release();
    expect((await download).suggestedFilename()).toBe(fileB!.file_name);
    expect(order).toEqual(["count"]);
    await expectToast(page, "Download started", `Downloading ${fileB!.file_name}`);
  });

  test("a failed count toasts 'Download failed' with the error message", async ({ page }) => {
    await page.route("**/api/project-files/*/downloads", (route) => route.abort("failed"));
    const resources = await openResources(page);
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await resources.getByRole("link", { name: fileA!.file_name }).click();

    const toast = toastWith(page, "Download failed");
    await expect(toast.locator("[data-title]")).toHaveText("Download failed");
    await expect(toast.locator("[data-description]")).toHaveText("An error occurred. Please try again");
    await expect(toast).toHaveAttribute("data-type", "error");
    expect(downloaded).toBe(false);
  });

  test("without JavaScript the plain link still downloads the file", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA });
    const page = await context.newPage();
    await page.goto(`/projects/${PROJECT}`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: fileA!.file_name }).click();
    expect((await download).suggestedFilename()).toBe(fileA!.file_name);
    await context.close();
  });
});

/* ------------------------------------------------------------------------------------------ */

test.describe("the resume links", () => {
  const activeResume = `/storage/v1/object/public/documents/${demoDocuments.resume.versionObject}`;

  test("point at /resume.pdf on every page, which asks nothing more to show them", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/documents")) lookups.push(request.url());
    });
    for (const path of ["/", "/documents", "/guestbook"]) {
      await page.goto(path);
      await expect(page.locator("footer").getByRole("link", { name: "Download Resume" })).toHaveAttribute(
        "href",
        "/resume.pdf",
      );
      const resumeFiles = await page
        .locator("a[href]")
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute("href")!).filter((href) => /resume[^/]*\.pdf/i.test(href)),
        );
      expect(resumeFiles.length).toBeGreaterThan(0);
      expect(new Set(resumeFiles)).toEqual(new Set(["/resume.pdf"]));
      await page.waitForLoadState("networkidle");
    }
    expect(lookups).toEqual([]);
  });

  test("/resume.pdf downloads the active resume @netlify", async ({ page, baseURL }) => {
    const redirect = await page.request.get("/resume.pdf", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(new URL(redirect.headers()["location"]!, baseURL).pathname).toBe(activeResume);

    await page.goto("/");
    const downloading = page.waitForEvent("download");
    await page.locator("footer").getByRole("link", { name: "Download Resume" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync(await download.path())).toEqual(
      readFileSync(`supabase/seed/media/${demoDocuments.resume.object}`),
    );
  });
});

import { expect, test, type Page } from "@playwright/test";
import { demoBlogPosts } from "../../src/server/seed/demo-content";
import { pixelSpread } from "./support/site";

/**
 * The blog as a visitor sees it (list, search, post pages, date formats): prebuilt from the published demo posts, never the draft.
 * A post's OpenGraph and BlogPosting data are checked in seo.spec.ts, axe on the list and a post in
 * accessibility.spec.ts.
 */
const published = demoBlogPosts
  .filter((post) => post.published)
  .sort((a, b) => b.published_at!.localeCompare(a.published_at!));
const draft = demoBlogPosts.find((post) => !post.published)!;
const gdt = published.find((post) => post.slug === "gdt-lessons-from-a-robot-arm")!;
const dfm = published.find((post) => post.slug === "dfm-rules-from-the-shop-floor")!;
const cfd = published.find((post) => post.slug === "validating-heat-sink-cfd")!;

const cards = (page: Page) => page.getByTestId("blog-card");
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles..." });
const cardTitles = async (page: Page) =>
  (await cards(page).getByRole("heading", { level: 2 }).allTextContents()).map((title) => title.trim());

test.describe("blog list", () => {
  test("shows the heading, the subtitle and every published post, newest first @phone", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle(/^Blog & Case Studies \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Case Studies" })).toBeVisible();
    await expect(page.getByText(/robotics and engineering insights/i)).toBeVisible();
    await expect(cards(page)).toHaveCount(published.length);
    expect(await cardTitles(page)).toEqual(published.map((post) => post.title));
  });

  test("never lists the draft post", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
    await expect(page.locator(`a[href="/blog/${draft.slug}"]`)).toHaveCount(0);
  });

  test("each card links to its post and shows image, title, excerpt, short date and reading time", async ({ page }) => {
    await page.goto("/blog");
    const card = cards(page).filter({ hasText: dfm.title });
    await expect(card.getByRole("link", { name: dfm.title })).toHaveAttribute("href", `/blog/${dfm.slug}`);
    await expect(card.locator("img")).toHaveAttribute("src", /blog-2\.webp$/);
    await expect(card.getByText(dfm.excerpt!)).toBeVisible();
    await expect(card.getByText("Jun 2, 2025", { exact: true })).toBeVisible();
    await expect(card.getByText("6 min read", { exact: true })).toBeVisible();

    const gdtCard = cards(page).filter({ hasText: gdt.title });
    await expect(gdtCard.getByText("Mar 18, 2025", { exact: true })).toBeVisible();
    await expect(gdtCard.getByText("7 min read", { exact: true })).toBeVisible();
  });

  test("a post without a featured image shows its cover: its share card, 3:2, decorative, as a small WebP @phone", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    const card = cards(page).filter({ hasText: cfd.title });
    await expect(card.getByText("Sep 14, 2025", { exact: true })).toBeVisible();
    const cover = card.locator("img");
    // Decorative: what it shows (the date, the title, the owner) the card says in text.
    await expect(cover).toHaveAttribute("alt", "");
    // Its space is reserved before it loads, 3:2 like the featured images beside it.
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "800");
    const box = (await cover.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1.5, 1);
    // Only the first card's image loads at once; the others as they near the screen.
    const first = published[0]!.slug === cfd.slug;
    await expect(cover).toHaveAttribute("loading", first ? "eager" : "lazy");
    await expect(cover).toHaveAttribute(
      "srcset",
      /\/_img\/\w+-480\.webp 480w, .*-800\.webp 800w, .*-1200\.webp 1200w$/,
    );

    await cover.scrollIntoViewIfNeeded();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    const chosen = await cover.evaluate((image: HTMLImageElement) => image.currentSrc);
    const response = await request.get(chosen);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect((await response.body()).length).toBeLessThan(50_000);
  });

  test("the whole card opens the post @phone", async ({ page }) => {
    await page.goto("/blog");
    await cards(page).filter({ hasText: gdt.title }).getByRole("link").click();
    await expect(page).toHaveURL(`/blog/${gdt.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: gdt.title })).toBeVisible();
  });

  test("search filters live on the title, case-insensitively, in a box marked by its magnifier @phone", async ({
    page,
  }) => {
    await page.goto("/blog");
    // The magnifier is painted over the box's glass, not under it.
    expect(await pixelSpread(page.locator("[data-blog-search] svg"))).toBeGreaterThan(8);
    // The list's code may still be loading (it hydrates on the first gesture): what was typed is
    // searched for once it has.
    await search(page).fill("gd&t ON A robot");
    await expect.poll(() => cardTitles(page)).toEqual([gdt.title]);
    await search(page).fill("HEAT SINK");
    await expect.poll(() => cardTitles(page)).toEqual([cfd.title]);
  });

  test("search also matches the excerpt", async ({ page }) => {
    await page.goto("/blog");
    // "plywood" is only in the heat sink post's excerpt, "k-factors" only in the DFM post's.
    await search(page).fill("Plywood");
    await expect.poll(() => cardTitles(page)).toEqual([cfd.title]);
    await search(page).fill("k-FACTORS");
    await expect.poll(() => cardTitles(page)).toEqual([dfm.title]);
  });

  test("a search without matches says 'No posts found matching your search.'; clearing it restores the list", async ({
    page,
  }) => {
    await page.goto("/blog");
    await search(page).fill("hydraulic submarine");
    await expect(page.getByText("No posts found matching your search.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No blog posts published yet.")).toHaveCount(0);
    await search(page).fill("");
    await expect(cards(page)).toHaveCount(published.length);
    await expect(page.getByText("No posts found matching your search.")).toHaveCount(0);
  });

  test("there is no loading phase: the prebuilt list has no placeholder cards", async ({ page }) => {
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(published.length);
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
  });

  test("without JavaScript the full list shows and the search box is hidden", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.getByTestId("blog-card")).toHaveCount(published.length);
    await expect(page.getByRole("searchbox")).toBeHidden();
    await context.close();
  });
});

test.describe("blog post", () => {
  test("shows back link, image, title, long date, reading time, views and the excerpt in italics @phone", async ({
    page,
  }) => {
    await page.goto(`/blog/${gdt.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${gdt.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
    await expect(page.getByRole("link", { name: "Back to Blog" }).first()).toHaveAttribute("href", "/blog");
    const article = page.getByTestId("blog-post");
    await expect(article.locator("header img")).toHaveAttribute("src", /blog-1\.webp$/);
    await expect(article.getByRole("heading", { level: 1, name: gdt.title })).toBeVisible();
    await expect(article.getByText("March 18, 2025", { exact: true })).toBeVisible();
    await expect(article.getByText("7 min read", { exact: true })).toBeVisible();
    // 'N views': the count the opening's increment returned (tests/e2e/visitor-counters.spec.ts).
    const views = article.locator("[data-views]");
    await expect(views).toHaveText(/^\d+ views$/);
    await expect.poll(async () => parseInt((await views.textContent()) ?? "", 10)).toBeGreaterThanOrEqual(gdt.views);
    const excerpt = article.getByText(gdt.excerpt!);
    await expect(excerpt).toBeVisible();
    await expect(excerpt).toHaveCSS("font-style", "italic");
  });

  test("the content renders as sanitised HTML with its headings and no scripts", async ({ page }) => {
    await page.goto(`/blog/${gdt.slug}`);
    const content = page.getByTestId("blog-content");
    await expect(
      content.getByRole("heading", { level: 2, name: "Why a robot arm needs more than ± tolerances" }),
    ).toBeVisible();
    expect(await content.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    await expect(content.getByRole("listitem").first()).toBeVisible();
    await expect(content.locator("blockquote")).toHaveCount(1);
    await expect(page.getByTestId("blog-post").locator("script")).toHaveCount(0);
    // Markup is rendered, never shown as text.
    await expect(content).not.toContainText("<h2>");
  });

  test("the back link returns to the blog", async ({ page }) => {
    await page.goto(`/blog/${dfm.slug}`);
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog & Case Studies" })).toBeVisible();
  });

  test("a post without a featured image has none and still shows its fields", async ({ page }) => {
    await page.goto(`/blog/${cfd.slug}`);
    const article = page.getByTestId("blog-post");
    await expect(article.locator("header img")).toHaveCount(0);
    await expect(article.getByText("September 14, 2025", { exact: true })).toBeVisible();
    await expect(article.getByText("8 min read", { exact: true })).toBeVisible();
    await expect(article.locator("[data-views]")).toHaveText(/^\d+ views$/);
    await expect
      .poll(async () => parseInt((await article.locator("[data-views]").textContent()) ?? "", 10))
      .toBeGreaterThanOrEqual(cfd.views);
  });

  test("the draft post has no page: 404", async ({ request }) => {
    const response = await request.get(`/blog/${draft.slug}`);
    expect(response.status()).toBe(404);
  });
});

test.describe("blog RSS feed", () => {
  test("rss.xml is valid XML listing the published posts, newest first, and never the draft", async ({
    page,
    request,
  }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/blog");
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        items: Array.from(doc.querySelectorAll("channel > item")).map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          description: item.querySelector("description")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent,
          content: item.getElementsByTagName("content:encoded")[0]?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.items.map((item) => item.title)).toEqual(published.map((post) => post.title));
    for (const [index, item] of feed.items.entries()) {
      const post = published[index]!;
      expect(item.link).toMatch(new RegExp(`^https?://[^/]+/blog/${post.slug}/?$`));
      expect(item.description).toBe(post.excerpt);
      expect(new Date(item.pubDate!).toISOString()).toBe(post.published_at);
      expect(item.content).toContain("<h2>");
      expect(item.content).not.toMatch(/<script/i);
    }
    expect(xml).not.toContain(draft.title);
    expect(xml).not.toContain(draft.slug);
  });
});

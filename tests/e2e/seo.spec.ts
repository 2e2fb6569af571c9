import { expect, test, type Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { PUBLIC_PAGES, publishedPost, publishedProject } from "./support/site";

/** Search engines and link previews: titles, descriptions, canonical links, JSON-LD. */
/**
 * Loads only the pages' HTML (no styles, scripts, fonts or images): what search engines and link
 * previews read, at a fraction of a full page load.
 */
const documentsOnly = (page: Page) =>
  page.route("**/*", (route) =>
    route.request().resourceType() === "document" ? route.continue() : route.abort("blockedbyclient"),
  );

const jsonLd = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );

test.describe("search and sharing", () => {
  test("every public page has its own title, description and canonical URL", async ({ page }) => {
    await documentsOnly(page);
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title.length, path).toBeGreaterThan(5);
      expect(description?.length ?? 0, path).toBeGreaterThan(30);
      expect(seen.titles.has(title), `duplicate title ${title}`).toBe(false);
      seen.titles.add(title);
      seen.descriptions.add(description!);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      // One form of every URL: the internal links' own, with no trailing slash.
      expect(new URL(canonical!).pathname).toBe(path);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical!);
    }
    expect(seen.descriptions.size).toBeGreaterThanOrEqual(PUBLIC_PAGES.length - 1);
  });

  test("the home page describes the owner as a Person", async ({ page }) => {
    await page.goto("/");
    const person = (await jsonLd(page)).find((data) => data["@type"] === "Person");
    expect(person).toMatchObject({
      "@context": "https://schema.org",
      name: site.owner.name,
      jobTitle: expect.any(String),
      email: `mailto:${site.owner.email}`,
      sameAs: [site.owner.profileUrl],
      address: { addressLocality: "San Diego", addressRegion: "CA" },
    });
    expect(person!.alumniOf).toHaveLength(2);
    expect((person!.knowsAbout as unknown[]).length).toBeGreaterThan(0);
  });

  test("a project page is a CreativeWork with its own OpenGraph and Twitter card", async ({ page }) => {
    await page.goto(`/projects/${publishedProject.slug}`);
    const work = (await jsonLd(page)).find((data) => data["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: publishedProject.title,
      author: { "@type": "Person" },
      keywords: publishedProject.tags.join(", "),
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      new RegExp(publishedProject.title),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new URL(`/og/projects/${publishedProject.slug}.png`, page.url()).toString(),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });

  test("every public page has its own 1200×630 share card, named with absolute URLs", async ({ page, request }) => {
    await documentsOnly(page);
    const cards = new Set<string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image, path).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", image!);
      await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
      await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", await page.title());
      cards.add(image!);
      const response = await request.get(new URL(image!).pathname);
      expect(response.status(), image!).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      // The PNG header's IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image!).toEqual([1200, 630]);
    }
    expect(cards.size).toBe(PUBLIC_PAGES.length);
  });

  test("a blog post is a BlogPosting with its publication time", async ({ page }) => {
    // The post's publication time to the second (2025-03-18T16:00:00 for the demo's), in UTC.
    const published = new Date(publishedPost.published_at!).toISOString().slice(0, 19);
    await page.goto(`/blog/${publishedPost.slug}`);
    const posting = (await jsonLd(page)).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: publishedPost.title,
      description: publishedPost.excerpt,
      author: { "@type": "Person" },
    });
    expect(String(posting!.datePublished)).toMatch(new RegExp(`^${published.slice(0, 16)}`));
    // Its featured image, by an absolute URL.
    const image = publishedPost.featured_image!.split("/").pop()!;
    expect(String(posting!.image)).toMatch(new RegExp(`^https?://.+${image.replace(/\./g, "\\.")}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      new RegExp(`^${published}(\\.000)?(Z|\\+00:00)$`),
    );
  });

  test("robots.txt points to the sitemap and keeps the owner's area out", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap-index.xml`);
  });

  test("the sitemap lists every public page and nothing else", async ({ request }) => {
    const index = await (await request.get("/sitemap-index.xml")).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
    const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const path of PUBLIC_PAGES) expect(paths, path).toContain(path);
    expect(paths.filter((path) => /404|admin|auth|^\/a\//.test(path))).toEqual([]);
  });

  test("the blog has an RSS feed, announced in every page's head", async ({ page, request, baseURL }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/rss.xml");
    const rss = await request.get("/rss.xml");
    expect(rss.status()).toBe(200);
    const feed = await rss.text();
    expect(feed).toContain(`<title>${publishedPost.title.replace(/&/g, "&amp;")}</title>`);
    expect(feed).toContain(`<atom:link href="${baseURL}/rss.xml" rel="self" type="application/rss+xml"/>`);
    const built = /<lastBuildDate>([^<]+)<\/lastBuildDate>/.exec(feed)?.[1];
    expect(Number.isNaN(Date.parse(built ?? "")), `lastBuildDate ${built}`).toBe(false);
  });

  test("a page that does not exist is not indexed and names no canonical URL", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  });
});

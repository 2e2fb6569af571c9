import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import BlogList from "../../src/components/blog/BlogList";
import {
  emptyStateText,
  filterPosts,
  formatLongDate,
  formatShortDate,
  readingTimeText,
  type BlogCardPost,
} from "../../src/components/blog/blog-list";

const post = (over: Partial<BlogCardPost>): BlogCardPost => ({
  id: over.slug ?? "id",
  slug: "slug",
  title: "Title",
  excerpt: null,
  featured_image: null,
  published_at: "2025-06-03T12:00:00.000Z",
  reading_time: 5,
  ...over,
});

const posts = [
  post({ slug: "gdt", title: "GD&T on a Robot Arm", excerpt: "Position at MMC fixed the build." }),
  post({ slug: "dfm", title: "Designing for the Machinist", excerpt: "Bend radii and K-factors." }),
  post({ slug: "cfd", title: "Validating a Heat Sink", excerpt: null }),
];

describe("blog list search", () => {
  it("matches the title case-insensitively", () => {
    expect(filterPosts(posts, "robot ARM").map((p) => p.slug)).toEqual(["gdt"]);
    expect(filterPosts(posts, "HEAT").map((p) => p.slug)).toEqual(["cfd"]);
  });

  it("matches the excerpt case-insensitively", () => {
    expect(filterPosts(posts, "k-FACTORS").map((p) => p.slug)).toEqual(["dfm"]);
  });

  it("keeps every post, in order, for an empty or blank query", () => {
    expect(filterPosts(posts, "")).toEqual(posts);
    expect(filterPosts(posts, "   ")).toEqual(posts);
  });

  it("ignores surrounding spaces and posts without an excerpt", () => {
    expect(filterPosts(posts, "  machinist ").map((p) => p.slug)).toEqual(["dfm"]);
    expect(filterPosts(posts, "fixed").map((p) => p.slug)).toEqual(["gdt"]);
  });

  it("says 'No posts found matching your search.' while searching, else 'No blog posts published yet.'", () => {
    expect(emptyStateText("zzz")).toBe("No posts found matching your search.");
    expect(emptyStateText("")).toBe("No blog posts published yet.");
    expect(emptyStateText("  ")).toBe("No blog posts published yet.");
  });
});

describe("blog dates and reading time", () => {
  it("formats the list date as short month, day, year", () => {
    expect(formatShortDate("2025-06-03T12:00:00.000Z")).toBe("Jun 3, 2025");
  });

  it("formats the post date with the long month", () => {
    expect(formatLongDate("2025-06-03T12:00:00.000Z")).toBe("June 3, 2025");
  });

  it("formats in UTC, so the build and the browser agree near midnight", () => {
    expect(formatShortDate("2025-03-18T23:30:00.000Z")).toBe("Mar 18, 2025");
    expect(formatLongDate("2025-03-19T00:30:00.000Z")).toBe("March 19, 2025");
  });

  it("reads 'N min read' only when a reading time is present", () => {
    expect(readingTimeText(7)).toBe("7 min read");
    expect(readingTimeText(0)).toBeNull();
    expect(readingTimeText(null)).toBeNull();
  });
});

describe("blog list (prebuilt markup)", () => {
  it("shows 'No blog posts published yet.' when nothing is published", () => {
    const html = renderToStaticMarkup(createElement(BlogList, { posts: [] }));
    expect(html).toContain("No blog posts published yet.");
    expect(html).not.toContain("No posts found matching your search.");
  });

  it("renders every post as a link to /blog/{slug}, with no placeholders", () => {
    const html = renderToStaticMarkup(createElement(BlogList, { posts }));
    for (const { slug } of posts) expect(html).toContain(`href="/blog/${slug}"`);
    expect(html).not.toContain("blog-card-skeleton");
  });

  it("shows three placeholder cards while a list is loading", () => {
    const html = renderToStaticMarkup(createElement(BlogList, { posts: null }));
    expect(html.match(/data-testid="blog-card-skeleton"/g)).toHaveLength(3);
  });

  it("lets the visitor type in the prebuilt search box (the island takes it up when it hydrates)", () => {
    const html = renderToStaticMarkup(createElement(BlogList, { posts }));
    const input = /<input[^>]*placeholder="Search articles\.\.\."[^>]*>/.exec(html)?.[0];
    expect(input).toBeDefined();
    expect(input).not.toMatch(/disabled/);
    // While a list that loads in the browser waits, there is nothing to search yet.
    expect(renderToStaticMarkup(createElement(BlogList, { posts: null }))).toMatch(
      /<input[^>]*placeholder="Search articles\.\.\."[^>]*disabled/,
    );
  });
});

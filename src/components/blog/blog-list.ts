/**
 * Blog list logic and date formats (isomorphic: the page renders with it at build, the search
 * island filters with it in the browser). Dates are formatted in UTC so that the prebuilt HTML
 * and the hydrated island always agree.
 */
import type { BlogPost } from "../../lib/entities";

/** What a blog card needs (the list page never ships post bodies to the browser). */
export type BlogCardPost = Pick<
  BlogPost,
  "id" | "slug" | "title" | "excerpt" | "featured_image" | "published_at" | "reading_time"
> & {
  /** Resized variants of `featured_image`, when the page has them. */
  featured_image_srcset?: string;
  /** The featured image's alt text, when the owner wrote one. */
  featured_image_alt?: string | null;
  /** A post without a featured image: its cover, made at build from its share card. */
  cover?: { src: string; srcset?: string };
};

export const NO_MATCHES_TEXT = "No posts found matching your search.";
export const NO_POSTS_TEXT = "No blog posts published yet.";

/** Posts whose title or excerpt contains the query, case-insensitively (the blog's search box). */
export function filterPosts<T extends Pick<BlogPost, "title" | "excerpt">>(posts: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...posts];
  return posts.filter(
    (post) =>
      post.title.toLocaleLowerCase().includes(needle) || (post.excerpt ?? "").toLocaleLowerCase().includes(needle),
  );
}

/** The empty state: one text while searching, another when nothing is published. */
export function emptyStateText(query: string): string {
  return query.trim() ? NO_MATCHES_TEXT : NO_POSTS_TEXT;
}

/** "Jun 3, 2025" (the list's short month, day, year). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "June 3, 2025" (the post page's long month). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** 'N min read', or null when the post has no reading time. */
export function readingTimeText(minutes: number | null | undefined): string | null {
  return minutes && minutes > 0 ? `${minutes} min read` : null;
}

import type { BlogPost } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { editableValues, firstRow, updateUnlessStale, type EditableTable } from "./rows";

/** Visitors may not read author_id (column grant), so their queries name the public columns. */
const PUBLIC_COLUMNS = `id, title, slug, excerpt, featured_image, featured_image_alt, content, published,
  published_at, reading_time, views, null::uuid as author_id, created_at, updated_at`;
const ADMIN_COLUMNS = `id, title, slug, excerpt, featured_image, featured_image_alt, content, published,
  published_at, reading_time, views, author_id, created_at, updated_at`;

/** A post as written; without alt text (callers from before it existed) its featured image has none. */
export type BlogPostInput = Pick<
  BlogPost,
  "title" | "slug" | "excerpt" | "content" | "featured_image" | "reading_time" | "published"
> &
  Partial<Pick<BlogPost, "featured_image_alt">>;

/**
 * What the editor saves (create binds the same columns as $1…$8, in this order). published_at is
 * kept when already published, set on first publish and cleared on unpublish.
 */
const EDITABLE: EditableTable = {
  table: "public.blog_posts",
  columns: "title, slug, excerpt, content, featured_image, featured_image_alt, reading_time, published",
  derived: { published_at: "case when {published} then coalesce(published_at, now()) end" },
  returning: ADMIN_COLUMNS,
};

/** A post's editable fields; without a featured image, no alt text. */
const postFields = (input: BlogPostInput) => ({
  ...input,
  featured_image_alt: input.featured_image ? (input.featured_image_alt ?? null) : null,
});

/** Published posts, newest published first (published_at descending). */
export function listPublishedPosts(sql: SqlExecutor): Promise<BlogPost[]> {
  return sql.query<BlogPost & Record<string, unknown>>(
    `select ${PUBLIC_COLUMNS} from public.blog_posts where published order by published_at desc, id desc`,
  );
}

export function findPublishedPost(sql: SqlExecutor, slug: string): Promise<BlogPost | undefined> {
  return firstRow<BlogPost>(sql, `select ${PUBLIC_COLUMNS} from public.blog_posts where slug = $1 and published`, [
    slug,
  ]);
}

/** A published post's id and view count by slug (the view counter), or undefined. */
export async function findPublishedPostViews(
  sql: SqlExecutor,
  slug: string,
): Promise<{ id: string; views: number } | undefined> {
  const rows = await sql.query<{ id: string; views: number }>(
    "select id, views from public.blog_posts where slug = $1 and published",
    [slug],
  );
  return rows[0];
}

/** Every post, newest created first (the admin list). */
export function listAllPosts(sql: SqlExecutor): Promise<BlogPost[]> {
  return sql.query<BlogPost & Record<string, unknown>>(
    `select ${ADMIN_COLUMNS} from public.blog_posts order by created_at desc, id desc`,
  );
}

/**
 * Creates a post; published_at is the save time when published, or the given
 * `publishedAt` (demo content carries its own dates).
 */
export async function createPost(
  sql: SqlExecutor,
  input: BlogPostInput,
  options: { authorId?: string | null; publishedAt?: string | null; views?: number } = {},
): Promise<BlogPost> {
  const rows = await sql.query<BlogPost & Record<string, unknown>>(
    `insert into public.blog_posts (title, slug, excerpt, content, featured_image, featured_image_alt,
       reading_time, published, published_at, author_id, views)
     values ($1, $2, $3, $4, $5, $6, $7, $8, case when $8 then coalesce($9::timestamptz, now()) end, $10, $11)
     returning ${ADMIN_COLUMNS}`,
    [
      ...editableValues(EDITABLE, postFields(input)),
      options.publishedAt ?? null,
      options.authorId ?? null,
      options.views ?? 0,
    ],
  );
  return rows[0]!;
}

/**
 * Saves an edit. published_at is kept when already published, set on first publish and cleared
 * on unpublish; a stale `expectedUpdatedAt` makes it return undefined instead of overwriting.
 */
export const updatePost = (sql: SqlExecutor, id: string, input: BlogPostInput, expectedUpdatedAt?: string) =>
  updateUnlessStale<BlogPost>(sql, EDITABLE, id, postFields(input), expectedUpdatedAt);

/** One atomic view; the new count, or null when no published post has that id. */
export async function incrementPostViews(sql: SqlExecutor, postId: string): Promise<number | null> {
  const rows = await sql.query<{ views: number | null }>("select private.increment_blog_views($1) as views", [postId]);
  return rows[0]?.views ?? null;
}

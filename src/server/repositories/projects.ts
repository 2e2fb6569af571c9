import type { Project } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

/** projects_dynamic. Visitors (anon) see published rows only: RLS filters, not these queries. */
const COLUMNS = `id, slug, title, category, tags, image, image_alt, gallery, gallery_alt, overview, role,
  challenge, approach, outcome, tech_stack, featured, published, display_order, created_at, updated_at`;

/** A project as written; without alt text (callers from before it existed) its images have none. */
export type ProjectInput = Omit<Project, "id" | "created_at" | "updated_at" | "image_alt" | "gallery_alt"> &
  Partial<Pick<Project, "image_alt" | "gallery_alt">>;

/**
 * The editable fields in column order; create binds them as $1…$17, update as $2…$18. Gallery alt
 * text goes with a gallery only (the database wants one entry per gallery image).
 */
function projectParams(input: ProjectInput) {
  return [
    input.slug,
    input.title,
    input.category,
    input.tags,
    input.image,
    input.image_alt ?? null,
    input.gallery,
    input.gallery ? (input.gallery_alt ?? null) : null,
    input.overview,
    input.role,
    input.challenge,
    input.approach,
    input.outcome,
    input.tech_stack,
    input.featured,
    input.published,
    input.display_order,
  ];
}

/** Published projects in the owner's order (display_order ascending). */
export function listPublishedProjects(sql: SqlExecutor): Promise<Project[]> {
  return sql.query<Project & Record<string, unknown>>(
    `select ${COLUMNS} from public.projects_dynamic where published order by display_order, created_at, id`,
  );
}

export function findPublishedProject(sql: SqlExecutor, slug: string): Promise<Project | undefined> {
  return firstRow<Project>(sql, `select ${COLUMNS} from public.projects_dynamic where slug = $1 and published`, [slug]);
}

/** Every project, drafts among them, in the owner's order as the public pages have it (the admin list). */
export function listAllProjects(sql: SqlExecutor): Promise<Project[]> {
  return sql.query<Project & Record<string, unknown>>(
    `select ${COLUMNS} from public.projects_dynamic order by display_order, created_at, id`,
  );
}

export async function createProject(sql: SqlExecutor, input: ProjectInput): Promise<Project> {
  const rows = await sql.query<Project & Record<string, unknown>>(
    `insert into public.projects_dynamic (slug, title, category, tags, image, image_alt, gallery, gallery_alt,
       overview, role, challenge, approach, outcome, tech_stack, featured, published, display_order)
     values ($1, $2, $3, $4::text[], $5, $6, $7::text[], $8::text[], $9, $10, $11, $12, $13, $14::text[], $15, $16, $17)
     returning ${COLUMNS}`,
    projectParams(input),
  );
  return rows[0]!;
}

/**
 * Updates a project unless it changed since `expectedUpdatedAt` (the copy the editor opened);
 * returns undefined when the row is gone or stale. Compared to the millisecond, the precision
 * the row's timestamp has once it has been through JSON (PostgreSQL keeps microseconds).
 */
export function updateProject(
  sql: SqlExecutor,
  id: string,
  input: ProjectInput,
  expectedUpdatedAt?: string,
): Promise<Project | undefined> {
  return firstRow<Project>(
    sql,
    `update public.projects_dynamic set slug = $2, title = $3, category = $4, tags = $5::text[], image = $6,
       image_alt = $7, gallery = $8::text[], gallery_alt = $9::text[], overview = $10, role = $11, challenge = $12,
       approach = $13, outcome = $14, tech_stack = $15::text[], featured = $16, published = $17, display_order = $18
     where id = $1 and ($19::timestamptz is null or date_trunc('milliseconds', updated_at) = $19::timestamptz)
     returning ${COLUMNS}`,
    [id, ...projectParams(input), expectedUpdatedAt ?? null],
  );
}

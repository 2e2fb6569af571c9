import type { Project } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

/** projects_dynamic. Visitors (anon) see published rows only: RLS filters, not these queries. */
const COLUMNS = `id, slug, title, category, tags, image, gallery, overview, role, challenge, approach,
  outcome, tech_stack, featured, published, display_order, created_at, updated_at`;

export type ProjectInput = Omit<Project, "id" | "created_at" | "updated_at">;

/** The editable fields in column order; create binds them as $1…$15, update as $2…$16. */
function projectParams(input: ProjectInput) {
  return [
    input.slug,
    input.title,
    input.category,
    input.tags,
    input.image,
    input.gallery,
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
    `insert into public.projects_dynamic (slug, title, category, tags, image, gallery, overview, role,
       challenge, approach, outcome, tech_stack, featured, published, display_order)
     values ($1, $2, $3, $4::text[], $5, $6::text[], $7, $8, $9, $10, $11, $12::text[], $13, $14, $15)
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
       gallery = $7::text[], overview = $8, role = $9, challenge = $10, approach = $11, outcome = $12,
       tech_stack = $13::text[], featured = $14, published = $15, display_order = $16
     where id = $1 and ($17::timestamptz is null or date_trunc('milliseconds', updated_at) = $17::timestamptz)
     returning ${COLUMNS}`,
    [id, ...projectParams(input), expectedUpdatedAt ?? null],
  );
}

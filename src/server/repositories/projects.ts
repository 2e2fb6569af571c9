import type { Project } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { editableValues, firstRow, updateUnlessStale, type EditableTable } from "./rows";

/** projects_dynamic. Visitors (anon) see published rows only: RLS filters, not these queries. */
const COLUMNS = `id, slug, title, category, tags, image, image_alt, gallery, gallery_alt, overview, role,
  challenge, approach, outcome, tech_stack, featured, published, display_order, created_at, updated_at`;

/** A project as written; without alt text (callers from before it existed) its images have none. */
export type ProjectInput = Omit<Project, "id" | "created_at" | "updated_at" | "image_alt" | "gallery_alt"> &
  Partial<Pick<Project, "image_alt" | "gallery_alt">>;

/** What the editor saves (create binds the same columns as $1…$17, in this order). */
const EDITABLE: EditableTable = {
  table: "public.projects_dynamic",
  columns: `slug, title, category, tags::text[], image, image_alt, gallery::text[], gallery_alt::text[], overview,
    role, challenge, approach, outcome, tech_stack::text[], featured, published, display_order`,
  returning: COLUMNS,
};

/**
 * A project's editable fields. Gallery alt text goes with a gallery only (the database wants one
 * entry per gallery image).
 */
const projectFields = (input: ProjectInput) => ({
  ...input,
  image_alt: input.image_alt ?? null,
  gallery_alt: input.gallery ? (input.gallery_alt ?? null) : null,
});

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
    editableValues(EDITABLE, projectFields(input)),
  );
  return rows[0]!;
}

/** Saves an edit unless the row changed since `expectedUpdatedAt`; undefined when it is gone or stale. */
export const updateProject = (sql: SqlExecutor, id: string, input: ProjectInput, expectedUpdatedAt?: string) =>
  updateUnlessStale<Project>(sql, EDITABLE, id, projectFields(input), expectedUpdatedAt);

/** Sets a project's main image and its alt text (a 3D model's poster); undefined when there is no such project. */
export function setProjectImage(
  sql: SqlExecutor,
  slug: string,
  image: string,
  alt: string,
): Promise<Project | undefined> {
  return firstRow<Project>(
    sql,
    `update public.projects_dynamic set image = $2, image_alt = $3 where slug = $1 returning ${COLUMNS}`,
    [slug, image, alt],
  );
}

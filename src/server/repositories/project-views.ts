import type { SqlExecutor } from "../db/types";

/** Records one view of a published project (refused by RLS for drafts and unknown slugs). */
export async function recordProjectView(sql: SqlExecutor, slug: string, referrer: string | null): Promise<void> {
  await sql.query("select public.record_project_view($1, $2)", [slug, referrer]);
}

export interface ProjectViewCount {
  project_slug: string;
  views: number;
}

/** Views per project slug, highest first, counted in the database (admin). */
export function countViewsPerProject(sql: SqlExecutor): Promise<ProjectViewCount[]> {
  return sql.query<ProjectViewCount & Record<string, unknown>>(
    "select project_slug, views from public.project_view_counts()",
  );
}

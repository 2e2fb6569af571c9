import type { DailyViews, ReferrerCount, ViewCount } from "../../lib/api-types";
import type { SqlExecutor } from "../db/types";

/** Records one view of a published project (refused by RLS for drafts and unknown slugs). */
export async function recordProjectView(sql: SqlExecutor, slug: string, referrer: string | null): Promise<void> {
  await sql.query("select public.record_project_view($1, $2)", [slug, referrer]);
}

/** Views per project slug, highest first, counted in the database (admin). */
export function countViewsPerProject(sql: SqlExecutor): Promise<ViewCount[]> {
  return sql.query<ViewCount & Record<string, unknown>>("select project_slug, views from public.project_view_counts()");
}

/** Views per UTC day over the last `days` days, oldest first, empty days as 0 (admin). */
export function viewsPerDay(sql: SqlExecutor, days: number): Promise<DailyViews[]> {
  return sql.query<DailyViews & Record<string, unknown>>(
    "select to_char(day, 'YYYY-MM-DD') as day, views from public.project_views_per_day($1)",
    [days],
  );
}

/** Views per project slug over the last `days` days, highest first (admin). */
export function viewsPerProject(sql: SqlExecutor, days: number): Promise<ViewCount[]> {
  return sql.query<ViewCount & Record<string, unknown>>(
    "select project_slug, views from public.project_views_per_project($1)",
    [days],
  );
}

/** Referring sites over the last `days` days, highest first (admin). */
export function topReferrers(sql: SqlExecutor, days: number, limit = 10): Promise<ReferrerCount[]> {
  return sql.query<ReferrerCount & Record<string, unknown>>(
    "select referrer, views from public.project_top_referrers($1, $2)",
    [days, limit],
  );
}

/** From `starts` (included) to `ends` (excluded). */
export interface TimeWindow {
  starts: Date;
  ends: Date;
}

/**
 * Views per project slug within a window, highest first: the query the admin's "last N days" runs
 * (`viewsPerProject`), over any window (the weekly summary's).
 */
export function viewsPerProjectBetween(sql: SqlExecutor, window: TimeWindow): Promise<ViewCount[]> {
  return sql.query<ViewCount & Record<string, unknown>>(
    "select project_slug, views from public.project_views_per_project_between($1::timestamptz, $2::timestamptz)",
    [window.starts.toISOString(), window.ends.toISOString()],
  );
}

/** Referring sites within a window, highest first: the query of `topReferrers`, over any window. */
export function topReferrersBetween(sql: SqlExecutor, window: TimeWindow, limit = 10): Promise<ReferrerCount[]> {
  return sql.query<ReferrerCount & Record<string, unknown>>(
    "select referrer, views from public.project_top_referrers_between($1::timestamptz, $2::timestamptz, $3)",
    [window.starts.toISOString(), window.ends.toISOString(), limit],
  );
}

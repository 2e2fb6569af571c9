/**
 * What `GET /api/admin/publishing` answers (its row in docs/admin-api.md): shared by the server
 * that computes it and the admin panel that shows it.
 */

/** Where a rebuild request goes; `publisherKind()` in src/server/publishing/publisher.ts decides. */
export type PublisherKind = "netlify" | "embedded" | "dev" | "none";

/** Who carries a rebuild out: `npm start`'s background rebuild, or Netlify's build (its hook). */
export type RunPublisher = "embedded" | "netlify";
export type RunStatus = "running" | "succeeded" | "failed";

/** One rebuild, as recorded in `private.rebuild_runs`. */
export interface RebuildRun {
  id: number;
  publisher: RunPublisher;
  reasons: string[];
  status: RunStatus;
  started_at: string;
  finished_at: string | null;
  error: string | null;
  build_id: string | null;
}

export interface PublishingStatus {
  publisher: PublisherKind;
  /** The newest request, whatever carried it out. */
  lastRequest: { reason: string; requested_at: string } | null;
  /** A rebuild runs now (embedded), or requests wait for the next one. */
  running: boolean;
  waiting: boolean;
  /** The newest run, and the newest that succeeded. */
  lastRun: RebuildRun | null;
  lastSuccess: RebuildRun | null;
  /** The build served now, where this server serves it (embedded); hosted, `/build-info.json` says. */
  live: { id: string; builtAt: string } | null;
  /**
   * Seconds from a change to its pages being live, from the last rebuilds' measured time and the
   * quiet window before one starts (embedded); null while none was measured, or where the server
   * cannot measure it (Netlify builds on its own).
   */
  estimateSeconds: number | null;
}

/** When a change goes live ("in about 25 s"): the one promise of the admin's toasts and dashboard. */
export function whenLive(status: Pick<PublishingStatus, "publisher" | "estimateSeconds"> | null): string {
  if (status?.publisher === "dev") return "at once";
  if (status?.publisher === "netlify") return "once Netlify has built and deployed the site";
  if (status?.estimateSeconds) return `in about ${status.estimateSeconds}\u00a0s`;
  return "once the site has rebuilt";
}

/**
 * The estimate from the newest successful rebuilds' durations (their median, so that one slow
 * build on a busy machine does not set it) plus the quiet window, rounded up to 5 s.
 */
export function estimateSeconds(runs: readonly RebuildRun[], quietMs: number): number | null {
  const durations = runs
    .filter((run) => run.publisher === "embedded" && run.status === "succeeded" && run.finished_at)
    .slice(0, 5)
    .map((run) => Date.parse(run.finished_at!) - Date.parse(run.started_at))
    .sort((a, b) => a - b);
  if (durations.length === 0) return null;
  const median = durations[Math.floor(durations.length / 2)]!;
  return Math.max(5, Math.ceil((median + quietMs) / 5000) * 5);
}

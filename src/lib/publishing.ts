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
}

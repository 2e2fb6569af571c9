import type { Database } from "../db/database";
import { serverEnv } from "../env";
import { publish } from "./publisher";

/** Why a rebuild was asked for, in a few words (1–200 characters), e.g. "project updated: drifter". */
export type RebuildReason = string;

export interface RebuildRequest {
  id: number;
  reason: string;
  requested_by: string | null;
  requested_at: string;
}

/**
 * The publishing hook (docs/admin-api.md, "Publishing hook"): every admin write that can change a
 * public page calls this once its change is committed. The request is recorded in
 * `private.rebuild_requests` (as service_role: the table is the server's alone), then handed to
 * the publisher (publisher.ts): a debounced background rebuild under `npm start`, the Netlify build
 * hook when hosted. A rebuild asked for by hand skips the quiet window (`immediate`).
 */
export async function requestRebuild(
  db: Database,
  reason: RebuildReason,
  requestedBy: string | null,
  options: { immediate?: boolean } = {},
): Promise<RebuildRequest> {
  const text = reason.trim().slice(0, 200) || "content changed";
  const rows = await db.asServiceRole((sql) =>
    sql.query<RebuildRequest & Record<string, unknown>>(
      `insert into private.rebuild_requests (reason, requested_by) values ($1, $2)
       returning id, reason, requested_by, requested_at`,
      [text, requestedBy],
    ),
  );
  await publish(db, serverEnv(), text, options);
  return rows[0]!;
}

/** The most recent requests, newest first (the admin's "last rebuild requested" and tests). */
export function listRebuildRequests(db: Database, limit = 20): Promise<RebuildRequest[]> {
  return db.asServiceRole((sql) =>
    sql.query<RebuildRequest & Record<string, unknown>>(
      `select id, reason, requested_by, requested_at from private.rebuild_requests
       order by requested_at desc, id desc limit $1`,
      [limit],
    ),
  );
}

import type { RebuildRun, RunPublisher } from "../../lib/publishing";
import type { Database } from "../db/database";

const RUN_COLUMNS = "id, publisher, reasons, status, started_at, finished_at, error, build_id";
const MAX_REASONS = 500;
const MAX_ERROR = 4000;

/** Records that a rebuild started; returns its id. */
export async function startRun(db: Database, publisher: RunPublisher, reasons: string[]): Promise<number> {
  const kept = reasons.length > 0 ? reasons.slice(-MAX_REASONS) : ["content changed"];
  const rows = await db.asServiceRole((sql) =>
    sql.query<{ id: number }>(`insert into private.rebuild_runs (publisher, reasons) values ($1, $2) returning id`, [
      publisher,
      kept,
    ]),
  );
  return Number(rows[0]!.id);
}

/** Records how a rebuild ended. */
export async function finishRun(
  db: Database,
  id: number,
  outcome: { status: "succeeded"; buildId?: string | null } | { status: "failed"; error: string },
): Promise<void> {
  const error = outcome.status === "failed" ? outcome.error.slice(0, MAX_ERROR) || "Unknown error" : null;
  const buildId = outcome.status === "succeeded" ? (outcome.buildId?.slice(0, 200) ?? null) : null;
  await db.asServiceRole((sql) =>
    sql.query(
      `update private.rebuild_runs set status = $2, finished_at = now(), error = $3, build_id = $4
       where id = $1 and status = 'running'`,
      [id, outcome.status, error, buildId],
    ),
  );
}

/**
 * Marks the embedded rebuilds a stopped server left running as failed (at start-up: a run lives in
 * the one process that holds the data folder, so a new process knows none of them is still going).
 */
export async function abandonInterruptedRuns(db: Database): Promise<void> {
  await db.asServiceRole((sql) =>
    sql.query(
      `update private.rebuild_runs
       set status = 'failed', finished_at = now(), error = 'The server stopped before the rebuild finished.'
       where status = 'running' and publisher = 'embedded'`,
    ),
  );
}

/** The newest runs, newest first. */
export function latestRuns(db: Database, limit = 5): Promise<RebuildRun[]> {
  return db.asServiceRole((sql) =>
    sql.query<RebuildRun & Record<string, unknown>>(
      `select ${RUN_COLUMNS} from private.rebuild_runs order by started_at desc, id desc limit $1`,
      [limit],
    ),
  );
}

import type { Database } from "../db/database";
import { groupCommitPerDatabase } from "../db/group-commit";
import type { SqlExecutor } from "../db/types";

/**
 * How often one client may do each visitor write, per sliding window (five contact and
 * five guestbook submissions per ten minutes; views and downloads more generous). Counted in
 * the database, so the limit holds across serverless instances.
 */
export const RATE_LIMITS = {
  contact: { max: 5, windowSeconds: 600 },
  guestbook: { max: 5, windowSeconds: 600 },
  "project-view": { max: 120, windowSeconds: 600 },
  "blog-view": { max: 120, windowSeconds: 600 },
  download: { max: 60, windowSeconds: 600 },
  // Failed sign-ins (src/server/auth/signin-throttle.ts): per email from one client, per email
  // from anywhere, per client, for the whole site. Sign-ups per client.
  "signin-account": { max: 5, windowSeconds: 900 },
  "signin-email": { max: 50, windowSeconds: 900 },
  "signin-client": { max: 20, windowSeconds: 900 },
  "signin-site": { max: 300, windowSeconds: 900 },
  signup: { max: 5, windowSeconds: 3600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** One request's claim on a slot: who asks, for what, and the request's own key. */
export interface RateLimitRequest {
  bucket: RateLimitBucket;
  clientHash: string;
  /** A retry with the same key (Idempotency-Key) takes no new slot. */
  requestKey: string;
}

/**
 * Takes one slot for this request; 0 when it may go ahead, else the seconds until a slot frees
 * up. A request key already counted (a retry with the same Idempotency-Key) takes no new slot.
 * Runs as service_role: the hits table is invisible to visitors. Requests that arrive together
 * take their slots in one transaction (src/server/db/group-commit.ts).
 */
export function takeRateLimit(
  db: Database,
  bucket: RateLimitBucket,
  clientHash: string,
  requestKey: string,
): Promise<number> {
  return takeRateLimitGrouped(db, { bucket, clientHash, requestKey });
}

const takeRateLimitGrouped = groupCommitPerDatabase((db, requests: readonly RateLimitRequest[]) =>
  db.asServiceRole((sql) => takeRateLimitsIn(sql, requests)),
);

/**
 * Many requests' slots in one statement, decided in order (see private.take_rate_limits), inside a
 * transaction that acts as service_role: per request 0 when it may go ahead, else seconds to wait.
 */
export async function takeRateLimitsIn(sql: SqlExecutor, requests: readonly RateLimitRequest[]): Promise<number[]> {
  const rows = await sql.query<{ wait_seconds: number }>(
    `select wait_seconds from private.take_rate_limits($1::text[], $2::text[], $3::text[], $4::integer[], $5::integer[])
     order by request_position`,
    [
      requests.map((request) => request.bucket),
      requests.map((request) => request.clientHash),
      requests.map((request) => request.requestKey),
      requests.map((request) => RATE_LIMITS[request.bucket].max),
      requests.map((request) => RATE_LIMITS[request.bucket].windowSeconds),
    ],
  );
  return rows.map((row) => Number(row.wait_seconds));
}

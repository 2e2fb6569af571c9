import type { Database } from "../db/database";

/**
 * How often one client may do each visitor write, per sliding window (issue 4: five contact and
 * five guestbook submissions per ten minutes; views and downloads more generous). Counted in
 * the database, so the limit holds across serverless instances.
 */
export const RATE_LIMITS = {
  contact: { max: 5, windowSeconds: 600 },
  guestbook: { max: 5, windowSeconds: 600 },
  "project-view": { max: 120, windowSeconds: 600 },
  "blog-view": { max: 120, windowSeconds: 600 },
  download: { max: 60, windowSeconds: 600 },
  // Sign-in (issue 5): failed attempts only, per email and per client; sign-ups per client.
  "signin-email": { max: 5, windowSeconds: 900 },
  "signin-client": { max: 5, windowSeconds: 900 },
  signup: { max: 5, windowSeconds: 3600 },
} as const satisfies Record<string, { max: number; windowSeconds: number }>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/**
 * Takes one slot for this request; 0 when it may go ahead, else the seconds until a slot frees
 * up. A request key already counted (a retry with the same Idempotency-Key) takes no new slot.
 * Runs as service_role: the hits table is invisible to visitors.
 */
export async function takeRateLimit(
  db: Database,
  bucket: RateLimitBucket,
  clientHash: string,
  requestKey: string,
): Promise<number> {
  const { max, windowSeconds } = RATE_LIMITS[bucket];
  const rows = await db.asServiceRole((sql) =>
    sql.query<{ wait: number }>("select private.take_rate_limit($1, $2, $3, $4, $5) as wait", [
      bucket,
      clientHash,
      requestKey,
      max,
      windowSeconds,
    ]),
  );
  return Number(rows[0]?.wait ?? 0);
}

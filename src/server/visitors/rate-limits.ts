import type { Database } from "../db/database";
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
  // Messages stored per hour for the whole site, whoever sends them (the maximum comes from
  // VISITOR_MESSAGES_PER_HOUR): a spam wave from many addresses stops here, and the owner's
  // dashboard says so.
  "contact-site": { max: 30, windowSeconds: 3600 },
  "guestbook-site": { max: 30, windowSeconds: 3600 },
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
  /** The window's maximum, where the site's settings choose it (else the bucket's). */
  max?: number;
}

/** The "client" of a site-wide window: every visitor together (16+ characters, as a client hash). */
export const WHOLE_SITE = "every-visitor-of-the-site";

/** The site-wide windows of stored visitor messages. */
export const SITE_MESSAGE_BUCKETS = { contact: "contact-site", guestbook: "guestbook-site" } as const;
export type MessageForm = keyof typeof SITE_MESSAGE_BUCKETS;

/** A form whose site-wide window is full: new messages are refused until `until`. */
export interface PausedForm {
  form: MessageForm;
  perHour: number;
  until: string;
}

/** The forms whose site-wide window is full now, and when each takes messages again. */
export async function pausedMessageForms(db: Database, perHour: number): Promise<PausedForm[]> {
  const forms = Object.keys(SITE_MESSAGE_BUCKETS) as MessageForm[];
  const rows = await db.asServiceRole((sql) =>
    sql.query<{ bucket: string; until: string }>(
      `select h.bucket, (min(h.hit_at) + make_interval(secs => $3))::text as until
         from private.rate_limit_hits as h
        where h.client_hash = $1 and h.bucket = any($2::text[]) and h.hit_at >= now() - make_interval(secs => $3)
        group by h.bucket
       having count(*) >= $4`,
      [WHOLE_SITE, forms.map((form) => SITE_MESSAGE_BUCKETS[form]), RATE_LIMITS["contact-site"].windowSeconds, perHour],
    ),
  );
  return forms.flatMap((form) => {
    const row = rows.find((candidate) => candidate.bucket === SITE_MESSAGE_BUCKETS[form]);
    return row ? [{ form, perHour, until: new Date(row.until).toISOString() }] : [];
  });
}

/**
 * Takes one slot of the request's window, inside a transaction that acts as service_role (the
 * hits table is invisible to visitors): 0 when the request may go ahead, else the seconds until a
 * slot frees up. A request key already counted (a retry with the same Idempotency-Key) takes no new
 * slot. A request that counts in several windows takes them one after another, in one order, in
 * its one transaction.
 */
export async function takeRateLimit(sql: SqlExecutor, request: RateLimitRequest): Promise<number> {
  const [row] = await sql.query<{ wait_seconds: number }>(
    "select private.take_rate_limit($1, $2, $3, $4, $5) as wait_seconds",
    [
      request.bucket,
      request.clientHash,
      request.requestKey,
      request.max ?? RATE_LIMITS[request.bucket].max,
      RATE_LIMITS[request.bucket].windowSeconds,
    ],
  );
  return Number(row!.wait_seconds);
}

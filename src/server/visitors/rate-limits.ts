import type { PausedForm } from "../../lib/api-types";
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
  // An application link's events (pages, projects, files opened in one visit) and its link checks.
  "application-event": { max: 120, windowSeconds: 600 },
  // Failed sign-ins (src/server/auth/signin-throttle.ts): per email from one client, per email
  // from anywhere, per client, for the whole site. Sign-ups per client.
  "signin-account": { max: 5, windowSeconds: 900 },
  "signin-email": { max: 50, windowSeconds: 900 },
  "signin-client": { max: 20, windowSeconds: 900 },
  "signin-site": { max: 300, windowSeconds: 900 },
  signup: { max: 5, windowSeconds: 3600 },
  // A solved proof of work (src/server/security/proof-of-work.ts), keyed by its challenge: used once.
  "proof-of-work": { max: 1, windowSeconds: 600 },
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
 * The site-wide ceiling on visitor messages: each form stores at most VISITOR_MESSAGES_PER_HOUR in
 * any hour, whoever sends them, so a spam wave from many addresses stops there (and the owner's
 * dashboard says so). It counts the stored messages themselves, through the form's N-th newest
 * message of the last hour (an index scan of at most N entries). It takes no lock: messages
 * arriving at the same moment may each find room for one more, so a burst can pass the ceiling by
 * as many messages as are being stored at once.
 */
const MESSAGE_TABLES = { contact: "public.contact_messages", guestbook: "public.guestbook_messages" } as const;
export type MessageForm = keyof typeof MESSAGE_TABLES;

/**
 * When the form takes messages again: null while fewer than `perHour` were stored in the last
 * hour, else the moment the oldest of the last `perHour` is an hour old. Reads as service_role.
 */
async function messageCeilingUntil(sql: SqlExecutor, form: MessageForm, perHour: number): Promise<Date | null> {
  const [row] = await sql.query<{ until: string }>(
    `select (created_at + interval '1 hour')::text as until from ${MESSAGE_TABLES[form]}
      where created_at > now() - interval '1 hour'
      order by created_at desc offset $1 - 1 limit 1`,
    [perHour],
  );
  return row ? new Date(row.until) : null;
}

/** Seconds until the form takes messages again (at least 1), or 0 when it takes them now. */
export async function messageCeilingWait(sql: SqlExecutor, form: MessageForm, perHour: number): Promise<number> {
  const until = await messageCeilingUntil(sql, form, perHour);
  return until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)) : 0;
}

/** The forms whose site-wide ceiling is reached now, and when each takes messages again. */
export async function pausedMessageForms(db: Database, perHour: number): Promise<PausedForm[]> {
  return db.asServiceRole(async (sql) => {
    const paused: PausedForm[] = [];
    for (const form of Object.keys(MESSAGE_TABLES) as MessageForm[]) {
      const until = await messageCeilingUntil(sql, form, perHour);
      if (until) paused.push({ form, perHour, until: until.toISOString() });
    }
    return paused;
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
      RATE_LIMITS[request.bucket].max,
      RATE_LIMITS[request.bucket].windowSeconds,
    ],
  );
  return Number(row!.wait_seconds);
}

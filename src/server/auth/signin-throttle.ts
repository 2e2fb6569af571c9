import { createHmac } from "node:crypto";
import type { Database } from "../db/database";
import { takeRateLimit, type RateLimitBucket } from "../visitors/rate-limits";

/**
 * Sign-in attempts, counted in the database's sliding-window table (private.rate_limit_hits, as
 * service_role), so the limits hold across serverless instances. An attempt takes its slots
 * before the password is checked, in one transaction that locks each window in turn: attempts sent
 * together are counted one by one, never all let through by one look. A successful attempt gives its slots
 * back, so only failures count, and one right password clears nobody else's failures.
 *
 * The windows (RATE_LIMITS):
 * - `signin-account`: one email from one client; slows a guesser without locking the owner out
 *   from anywhere else;
 * - `signin-email`: one email from any client, a much higher ceiling for guessers spread over
 *   many addresses;
 * - `signin-client`: one client, whatever the emails (password spraying);
 * - `signin-site`: every attempt of the site, a last ceiling on failures.
 */
export interface SignInKeys {
  /** Keyed hash of the lower-cased email with the client's hash (no email is stored). */
  account: string;
  /** Keyed hash of the lower-cased email. */
  email: string;
  /** The client's keyed address hash (client-identity.ts). */
  client: string;
  /** The one key of the site-wide window. */
  site: string;
}

const BUCKETS = [
  "signin-account",
  "signin-email",
  "signin-client",
  "signin-site",
] as const satisfies readonly RateLimitBucket[];

export function signInKeys(email: string, clientHash: string, hashKey: string): SignInKeys {
  const normalized = email.trim().toLowerCase();
  const keyed = (value: string) => createHmac("sha256", hashKey).update(value).digest("hex");
  return {
    account: keyed(`signin-account|${normalized}|${clientHash}`),
    email: keyed(`signin-email|${normalized}`),
    client: clientHash,
    site: keyed("signin-site"),
  };
}

/** Takes this attempt's slots: 0 when its password may be checked, else the seconds to wait. */
export async function takeSignInSlots(db: Database, keys: SignInKeys, attempt: string): Promise<number> {
  const clients: Record<(typeof BUCKETS)[number], string> = {
    "signin-account": keys.account,
    "signin-email": keys.email,
    "signin-client": keys.client,
    "signin-site": keys.site,
  };
  const waits = await db.asServiceRole(async (sql) => {
    const taken: number[] = [];
    for (const bucket of BUCKETS) {
      taken.push(await takeRateLimit(sql, { bucket, clientHash: clients[bucket], requestKey: attempt }));
    }
    return taken;
  });
  const wait = Math.max(...waits);
  // A refused attempt counts in no window: a client hammering one account fills nobody else's.
  if (wait > 0) await returnSignInSlots(db, attempt);
  return wait;
}

/** Gives a successful attempt's slots back. */
export async function returnSignInSlots(db: Database, attempt: string): Promise<void> {
  await db.asServiceRole((sql) =>
    sql.query("delete from private.rate_limit_hits where bucket = any($1::text[]) and request_key = $2", [
      BUCKETS,
      attempt,
    ]),
  );
}

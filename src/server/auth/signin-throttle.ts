import { createHmac } from "node:crypto";
import type { Database } from "../db/database";
import { spendProof } from "../security/proof-of-work";
import { takeRateLimit, type RateLimitBucket } from "../visitors/rate-limits";

/**
 * Sign-in attempts, counted in the database's sliding-window table (private.rate_limit_hits, as
 * service_role), so the limits hold across serverless instances. An attempt takes its slots
 * before the password is checked, in one transaction that locks each window in turn: attempts sent
 * together are counted one by one, never all let through by one look. A successful attempt gives its slots
 * back, so only failures count, and one right password clears nobody else's failures.
 *
 * The windows (RATE_LIMITS) are of two kinds. Hard ones refuse, with Retry-After:
 * - `signin-account`: one email from one client; slows a guesser without locking the owner out
 *   from anywhere else;
 * - `signin-client`: one client, whatever the emails (password spraying).
 * Shared ones, which strangers can fill for everyone, ask for an extra step instead: the attempt
 * must carry a solved proof of work (src/server/security/proof-of-work.ts), which the sign-in page
 * finds by itself, and then its password is checked:
 * - `signin-email`: one email from any client, a much higher ceiling for guessers spread over
 *   many addresses;
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

const HARD = ["signin-account", "signin-client"] as const satisfies readonly RateLimitBucket[];
const SHARED = ["signin-email", "signin-site"] as const satisfies readonly RateLimitBucket[];
const BUCKETS = [...HARD, ...SHARED];

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

/** What may happen to an attempt: its password is checked, it must wait, or it must bring a proof of work. */
export type SignInSlots = { go: true } | { go: false; wait: number } | { go: false; proof: true };

/**
 * Takes this attempt's slots. The hard windows refuse; when only the shared ones are full, the
 * attempt goes ahead if `proof` (the request's proof-of-work header, or null when the caller asks
 * for none, as a signed-in owner's password change does) holds a solved challenge used for nothing
 * before.
 */
export async function takeSignInSlots(
  db: Database,
  keys: SignInKeys,
  attempt: string,
  proof: { header: string | null; hashKey: string } | null,
): Promise<SignInSlots> {
  const clients: Record<(typeof BUCKETS)[number], string> = {
    "signin-account": keys.account,
    "signin-email": keys.email,
    "signin-client": keys.client,
    "signin-site": keys.site,
  };
  const slots = await db.asServiceRole(async (sql): Promise<SignInSlots> => {
    let hardWait = 0;
    for (const bucket of HARD) {
      hardWait = Math.max(
        hardWait,
        await takeRateLimit(sql, { bucket, clientHash: clients[bucket], requestKey: attempt }),
      );
    }
    if (hardWait > 0) return { go: false, wait: hardWait };
    let sharedFull = false;
    for (const bucket of SHARED) {
      sharedFull ||= (await takeRateLimit(sql, { bucket, clientHash: clients[bucket], requestKey: attempt })) > 0;
    }
    if (!sharedFull || !proof) return { go: true };
    return (await spendProof(sql, proof.hashKey, "signin", proof.header)) ? { go: true } : { go: false, proof: true };
  });
  // A refused attempt counts in no window: a client hammering one account fills nobody else's.
  if (!slots.go) await returnSignInSlots(db, attempt);
  return slots;
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

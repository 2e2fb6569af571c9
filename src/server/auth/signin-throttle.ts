import { createHmac, randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { RATE_LIMITS, takeRateLimit } from "../visitors/rate-limits";

/**
 * Failed sign-ins, counted per email and per client in the database's sliding-window table
 * (private.rate_limit_hits, as service_role), so the limit holds across serverless instances.
 * Only failures are recorded; a success clears nothing, so one right password cannot reset an
 * attacker's count on someone else's email.
 */
export interface SignInKeys {
  /** Keyed hash of the lower-cased email (the email itself is never stored). */
  email: string;
  /** The client's keyed address hash (client-identity.ts). */
  client: string;
}

export function signInKeys(email: string, clientHash: string, hashKey: string): SignInKeys {
  const emailHash = createHmac("sha256", hashKey).update(`signin-email|${email.trim().toLowerCase()}`).digest("hex");
  return { email: emailHash, client: clientHash };
}

/** Seconds until another attempt is allowed (0: go ahead). Reads only; records nothing. */
export async function signInWait(db: Database, keys: SignInKeys): Promise<number> {
  const email = RATE_LIMITS["signin-email"];
  const client = RATE_LIMITS["signin-client"];
  const rows = await db.asServiceRole((sql) =>
    sql.query<{ wait: number }>(
      `select coalesce(max(wait), 0)::int as wait from (
         select case when count(*) >= $3
                     then greatest(1, ceil(extract(epoch from (min(hit_at) + make_interval(secs => $4) - now()))))
                     else 0 end as wait
           from private.rate_limit_hits
          where bucket = 'signin-email' and client_hash = $1 and hit_at > now() - make_interval(secs => $4)
         union all
         select case when count(*) >= $5
                     then greatest(1, ceil(extract(epoch from (min(hit_at) + make_interval(secs => $6) - now()))))
                     else 0 end
           from private.rate_limit_hits
          where bucket = 'signin-client' and client_hash = $2 and hit_at > now() - make_interval(secs => $6)
       ) as waits`,
      [keys.email, keys.client, email.max, email.windowSeconds, client.max, client.windowSeconds],
    ),
  );
  return Number(rows[0]?.wait ?? 0);
}

/** Counts one failed attempt against the email and the client. */
export async function recordSignInFailure(db: Database, keys: SignInKeys): Promise<void> {
  await takeRateLimit(db, "signin-email", keys.email, randomUUID());
  await takeRateLimit(db, "signin-client", keys.client, randomUUID());
}

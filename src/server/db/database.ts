import { DATABASE_ROLES, type DatabaseDriver, type JwtClaims, type SqlExecutor } from "./types";

/** Claims of a visitor: the role every public read and visitor write runs as. */
export const ANON_CLAIMS: JwtClaims = Object.freeze({ role: "anon" });

/** Claims for trusted server maintenance (seeding, admin commands); bypasses RLS like Supabase's. */
export const SERVICE_CLAIMS: JwtClaims = Object.freeze({ role: "service_role" });

/** Claims of a signed-in user; RLS gives admins their rights through `is_admin()`. */
export function userClaims(userId: string, email?: string): JwtClaims {
  return { role: "authenticated", sub: userId, email, aud: "authenticated" };
}

/**
 * Makes the rest of the current transaction run as `claims.role`, with `claims` visible to
 * `auth.*()`. Transaction-local (`set_config(…, true)`): nothing leaks to the next transaction on a
 * pooled connection. Within one transaction a unit of work may act as one role and then another
 * (the server's rate limit, then the visitor's own write).
 */
export async function actAs(sql: SqlExecutor, claims: JwtClaims): Promise<void> {
  if (!DATABASE_ROLES.includes(claims.role)) throw new Error(`Unknown database role: ${String(claims.role)}`);
  await sql.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
    claims.role,
    JSON.stringify(claims),
  ]);
}

/**
 * The database as the application uses it: every unit of work is one transaction that first
 * becomes a role and publishes its JWT claims (`set_config(…, true)` is transaction-local, so
 * nothing leaks to the next transaction on a pooled connection).
 */
export class Database {
  constructor(readonly driver: DatabaseDriver) {}

  /** Runs `work` in one transaction as `claims.role` with `claims` visible to `auth.*()`. */
  withClaims<T>(claims: JwtClaims, work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    // An unknown role is refused by actAs before any statement runs (the transaction then rolls back).
    return this.driver.transaction(async (sql) => {
      await actAs(sql, claims);
      return work(sql);
    });
  }

  /** Public reads and visitor writes. */
  asAnon<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    return this.withClaims(ANON_CLAIMS, work);
  }

  /** Trusted maintenance that must bypass RLS (never on behalf of a request). */
  asServiceRole<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    return this.withClaims(SERVICE_CLAIMS, work);
  }

  /**
   * The connecting role itself, with no role switched to: migrations and tests only. The
   * application acts only as anon, authenticated or service_role, so it runs as a login role that
   * is a member of those three and nothing more (docs/deploy.md).
   */
  asOwner<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T> {
    return this.driver.transaction(work);
  }

  /** A consistent copy of the whole database, or null where the backend cannot take one (a server). */
  async snapshot(): Promise<Blob | null> {
    return this.driver.snapshot ? this.driver.snapshot() : null;
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}

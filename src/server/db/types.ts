/**
 * The one data path's contracts. Every query in the product goes through a `SqlExecutor` that
 * belongs to a transaction opened as a database role with JWT claims, exactly as PostgREST
 * does it, so that row-level security decides on every backend alike.
 */

/** The API roles of a Supabase project (the embedded preamble creates the same ones). */
export type DatabaseRole = "anon" | "authenticated" | "service_role";
export const DATABASE_ROLES: readonly DatabaseRole[] = ["anon", "authenticated", "service_role"];

/** The JWT claims a request carries; `auth.uid()` reads `sub`, policies may read the rest. */
export interface JwtClaims {
  role: DatabaseRole;
  sub?: string;
  email?: string;
  aud?: string;
  [claim: string]: unknown;
}

export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | object;
export type Row = Record<string, unknown>;

/** Runs one statement with positional parameters ($1, $2, …) inside the current transaction. */
export interface SqlExecutor {
  query<T extends Row = Row>(text: string, params?: readonly SqlParam[]): Promise<T[]>;
}

/** What each backend (PGlite in process, PostgreSQL over the network) must provide. */
export interface DatabaseDriver {
  readonly kind: "pglite" | "postgres";
  /** Runs `work` in one transaction on the connecting (owner) role; commits when it resolves. */
  transaction<T>(work: (sql: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations) in one transaction on the owner role. */
  execScript(script: string): Promise<void>;
  /** A consistent copy of the whole database, where the backend can take one (PGlite). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

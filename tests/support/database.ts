/**
 * Test databases on every backend the machine offers: PGlite in memory always, and a real
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Both get the Supabase compatibility
 * preamble and the real migrations, applied once per run to a template each test database copies
 * (global-setup.ts); nothing is mocked.
 */
import { randomBytes } from "node:crypto";
import { openAsBlob } from "node:fs";
import { inject } from "vitest";
import postgres from "postgres";
import type { Database } from "../../src/server/db/database";
import { userClaims } from "../../src/server/db/database";
import { openDatabase } from "../../src/server/db/open";
import type { JwtClaims } from "../../src/server/db/types";
import { hashPassword } from "../../src/server/auth/passwords";
import { createUser, grantAdmin } from "../../src/server/auth/users";

export type Backend = "pglite" | "postgres";

export const TEMPLATE_DATABASE = "portfolio_test_template";

/** The backends to run database tests on. */
export function testBackends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  backend: Backend;
  db: Database;
  close(): Promise<void>;
}

export async function createTestDatabase(
  backend: Backend,
  options: { withPgTap?: boolean } = {},
): Promise<TestDatabase> {
  if (backend === "pglite") {
    const snapshot = await openAsBlob(inject("pgliteTemplate"));
    const { db } = await openDatabase({ kind: "embedded", dataDir: null, withPgTap: options.withPgTap, snapshot });
    return { backend, db, close: () => db.close() };
  }
  const adminUrl = requireTestDatabaseUrl();
  const name = `portfolio_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const { db } = await openDatabase({
    kind: "postgres",
    url: withDatabase(adminUrl, name),
    maxConnections: 10,
    applyMigrations: false,
    supabaseCompat: false,
  });
  return {
    backend,
    db,
    async close() {
      await db.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The three kinds of caller the security model distinguishes. */
export interface Callers {
  anon: JwtClaims;
  user: JwtClaims;
  admin: JwtClaims;
  userId: string;
  adminId: string;
}

/** Creates a signed-in user without a role and an admin; returns their claims. */
export async function createCallers(db: Database): Promise<Callers> {
  const suffix = randomBytes(4).toString("hex");
  const [userHash, adminHash] = await Promise.all([
    hashPassword("Visitor-password-123!"),
    hashPassword("Owner-password-123!"),
  ]);
  return db.asOwner(async (sql) => {
    const user = await createUser(sql, { email: `visitor-${suffix}@example.com`, passwordHash: userHash });
    const admin = await createUser(sql, { email: `owner-${suffix}@example.com`, passwordHash: adminHash });
    await grantAdmin(sql, admin.id);
    return {
      anon: { role: "anon" },
      user: userClaims(user.id, user.email),
      admin: userClaims(admin.id, admin.email),
      userId: user.id,
      adminId: admin.id,
    } satisfies Callers;
  });
}

/**
 * The embedded provider's tables come from the Supabase compatibility preamble, which runs on every
 * open: a data folder created before they existed gets them on its next start, data intact.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../src/server/db/open";

const folder = mkdtempSync(path.join(os.tmpdir(), "portfolio-auth-preamble-"));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("auth.sessions and auth.refresh_tokens", () => {
  it("appear in an existing data folder that lacked them, and the preamble re-runs harmlessly", async () => {
    // A migrated folder, from the run's template (tests/support/pglite-template.ts).
    const snapshot = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const first = await openDatabase({ kind: "embedded", dataDir: folder, snapshot });
    await first.db.asOwner(async (sql) => {
      await sql.query("drop table auth.refresh_tokens");
      await sql.query("drop table auth.sessions");
      await sql.query("insert into auth.users (email) values ('kept@example.com')");
    });
    await first.db.close();

    for (let open = 0; open < 2; open++) {
      const again = await openDatabase({ kind: "embedded", dataDir: folder });
      const rows = await again.db.asOwner((sql) =>
        sql.query<{ sessions: string | null; tokens: string | null; kept: number }>(
          `select to_regclass('auth.sessions')::text as sessions, to_regclass('auth.refresh_tokens')::text as tokens,
                  (select count(*)::int from auth.users where email = 'kept@example.com') as kept`,
        ),
      );
      expect(rows[0]).toEqual({ sessions: "auth.sessions", tokens: "auth.refresh_tokens", kept: 1 });
      await again.db.close();
    }
  });

  it("are out of reach of the roles a browser's token can become, and the server's own role keeps them", async () => {
    const { db } = await openDatabase({ kind: "embedded", dataDir: null });
    for (const role of ["anon", "authenticated"] as const) {
      for (const table of ["auth.refresh_tokens", "auth.sessions"]) {
        await expect(
          db.withClaims({ role }, (sql) => sql.query(`select count(*) from ${table}`)),
        ).rejects.toMatchObject({ code: "42501" });
      }
    }
    // The embedded sign-in acts as service_role, never as the connecting role.
    expect(await db.asServiceRole((sql) => sql.query("select count(*)::int as n from auth.refresh_tokens"))).toEqual([
      { n: 0 },
    ]);
    await db.close();
  });
});

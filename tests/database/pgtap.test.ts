/**
 * Runs every pgTAP file in supabase/tests/database (the ones `supabase test db` runs against a
 * hosted-style database) on each of our backends, and turns its TAP output into one test per file.
 * Each file opens and rolls back its own transaction, so the files share one database per backend.
 */
import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "../../src/server/paths";
import type { PgliteDriver } from "../../src/server/db/pglite-driver";
import type { PostgresDriver } from "../../src/server/db/postgres-driver";
import { createTestDatabase, testBackends, type TestDatabase } from "../support/database";

const PGTAP_DIR = projectPath("supabase/tests/database");
const PGTAP_FILES = readdirSync(PGTAP_DIR)
  .filter((name) => name.endsWith(".test.sql"))
  .sort();

/** Every text value of every row, split into lines: pgTAP reports one TAP line (or more) per value. */
function textLines(rows: readonly Record<string, unknown>[]): string[] {
  return rows.flatMap((row) =>
    Object.values(row).flatMap((value) => (typeof value === "string" ? value.split("\n") : [])),
  );
}

/** Runs a whole pgTAP file in one round trip on the owner connection; returns its output lines. */
async function runPgTapScript(t: TestDatabase, script: string): Promise<string[]> {
  if (t.backend === "pglite") {
    const pg = (t.db.driver as PgliteDriver).pg;
    try {
      const results = await pg.exec(script);
      return textLines(results.flatMap((result) => result.rows as Record<string, unknown>[]));
    } catch (error) {
      // A statement failed outside an assertion: leave no aborted transaction behind.
      await pg.exec("rollback").catch(() => {});
      throw error;
    }
  }
  const sql = (t.db.driver as PostgresDriver).sql;
  // The file's own begin/rollback needs one connection throughout (postgres.js refuses BEGIN on a pool).
  const connection = await sql.reserve();
  try {
    const result: unknown[] = await connection.unsafe(script).simple();
    // Several statements give one result (an array of rows) each; a single statement gives its rows.
    const results = result.length > 0 && result.every(Array.isArray) ? (result as unknown[][]) : [result];
    return textLines(results.flat() as Record<string, unknown>[]);
  } catch (error) {
    await connection
      .unsafe("rollback")
      .simple()
      .catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

interface TapReport {
  planned: number | null;
  passed: number;
  failed: string[];
}

/** Reads TAP: the plan `1..N`, each `ok`/`not ok` line, and the `#` diagnostics after a failure. */
function parseTap(lines: readonly string[]): TapReport {
  const report: TapReport = { planned: null, passed: 0, failed: [] };
  let inFailure = false;
  for (const line of lines) {
    const plan = /^1\.\.(\d+)$/.exec(line);
    if (plan) {
      if (report.planned !== null) throw new Error(`more than one plan: ${line}`);
      report.planned = Number(plan[1]);
      inFailure = false;
    } else if (/^not ok \d+/.test(line)) {
      report.failed.push(line);
      inFailure = true;
    } else if (/^ok \d+/.test(line)) {
      report.passed += 1;
      inFailure = false;
    } else if (line.startsWith("#")) {
      if (inFailure) report.failed.push(line);
      else if (/^# Looks like/.test(line)) report.failed.push(line);
    }
  }
  return report;
}

describe.each(testBackends())("pgTAP on %s", (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(backend, { withPgTap: true });
  });
  afterAll(() => t?.close());

  it("finds the pgTAP files", () => {
    expect(PGTAP_FILES.length).toBeGreaterThan(0);
  });

  it.each(PGTAP_FILES)("%s passes", async (file) => {
    const script = await readFile(path.join(PGTAP_DIR, file), "utf8");
    const lines = await runPgTapScript(t, script);
    const report = parseTap(lines);
    expect(report.planned, `${file}: no plan in the output:\n${lines.join("\n")}`).not.toBeNull();
    expect(report.failed, `${file}: failing assertions:\n${report.failed.join("\n")}`).toEqual([]);
    expect(report.passed, `${file}: planned ${report.planned} assertions, ran ${report.passed}`).toBe(report.planned);
  });
});

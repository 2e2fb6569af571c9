/**
 * One migrated PGlite for the whole run: the real migrations are applied once, the database is
 * written to a file (a tar of its data folder), and every test database on PGlite, and every
 * embedded server context, opens a copy of it instead of replaying the migrations.
 * (tests/integration/auth-preamble.test.ts still migrates a new database from nothing.)
 */
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/open";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite's file (see tests/support/pglite-template.ts). */
    pgliteTemplate: string;
  }
}

export async function createPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const file = path.join(tmpdir(), `portfolio-pglite-template-${process.pid}-${project.name}.tar`);
  const { db } = await openDatabase({ kind: "embedded", dataDir: null });
  try {
    const snapshot = await db.snapshot();
    if (!snapshot) throw new Error("PGlite gave no snapshot");
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rm(file, { force: true });
}

export default createPgliteTemplate;

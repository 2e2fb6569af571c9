import path from "node:path";
import { projectPath } from "../paths";
import { keepDataDirPrivate, lockDataDir } from "./data-dir-lock";
import { Database } from "./database";
import { migrate, type MigrationResult } from "./migrations";
import type { DatabaseDriver } from "./types";

export type DatabaseTarget =
  | { kind: "embedded"; dataDir: string | null; withPgTap?: boolean; snapshot?: Blob }
  | { kind: "postgres"; url: string; maxConnections?: number; applyMigrations: boolean; supabaseCompat: boolean };

export interface OpenedDatabase {
  db: Database;
  migrations: MigrationResult;
  /** Absolute data folder (DATA_DIR) of an embedded database; null in memory or on a server. */
  dataDir: string | null;
}

/**
 * Opens the database a target names. The embedded one always runs the Supabase compatibility
 * preamble and every pending migration; a server database is migrated only when asked (on
 * Supabase, `supabase db push` owns the schema).
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  let driver: DatabaseDriver;
  let migrations: MigrationResult = { fresh: false, applied: [] };
  let dataDir: string | null = null;

  if (target.kind === "embedded") {
    dataDir = target.dataDir ? path.resolve(projectPath(), target.dataDir) : null;
    const pgliteDir = dataDir ? path.join(dataDir, "db") : undefined;
    const release = pgliteDir ? lockDataDir(pgliteDir) : () => {};
    try {
      const { createPgliteDriver } = await import("./pglite-driver");
      const pglite = await createPgliteDriver({
        dataDir: pgliteDir,
        withPgTap: target.withPgTap,
        snapshot: target.snapshot,
      });
      // After PGlite has opened it: a new database's files are copied in with their own modes.
      if (dataDir) keepDataDirPrivate(dataDir);
      const close = pglite.close.bind(pglite);
      pglite.close = async () => {
        await close();
        release();
      };
      driver = pglite;
    } catch (error) {
      release();
      throw error;
    }
    migrations = await migrateOrClose(driver, true);
  } else {
    const { createPostgresDriver } = await import("./postgres-driver");
    driver = createPostgresDriver({ url: target.url, maxConnections: target.maxConnections });
    if (target.applyMigrations) migrations = await migrateOrClose(driver, target.supabaseCompat);
  }
  return { db: new Database(driver), migrations, dataDir };
}

/** A database that cannot be migrated is closed (and its data folder unlocked) before failing. */
async function migrateOrClose(driver: DatabaseDriver, withCompatPreamble: boolean): Promise<MigrationResult> {
  try {
    return await migrate(driver, { withCompatPreamble });
  } catch (error) {
    await driver.close().catch(() => {});
    throw error;
  }
}

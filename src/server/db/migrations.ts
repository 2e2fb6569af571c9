import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { projectPath } from "../paths";
import type { DatabaseDriver } from "./types";

/** A migration file: `supabase/migrations/<version>_<name>.sql`, as the Supabase CLI names them. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export interface MigrationResult {
  /** True when the database had no migration applied before this run. */
  fresh: boolean;
  applied: string[];
}

const MIGRATION_NAME = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export async function listMigrations(dir = projectPath("supabase/migrations")): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort();
  return names.map((name) => {
    const match = MIGRATION_NAME.exec(name);
    if (!match) {
      throw new Error(
        `Migration file name "${name}" does not follow YYYYMMDDHHmmss_short_description.sql (supabase/migrations).`,
      );
    }
    return { version: match[1]!, name: match[2]!, file: path.join(dir, name) };
  });
}

/** The Supabase compatibility preamble (roles, auth, storage); embedded and test databases only. */
export function readSupabaseCompatPreamble(): Promise<string> {
  return readFile(projectPath("supabase/embedded/supabase-compat.sql"), "utf8");
}

/**
 * Applies the preamble (when asked) and every migration not yet recorded in
 * `supabase_migrations.schema_migrations`, each migration in its own transaction.
 */
export async function migrate(
  driver: DatabaseDriver,
  options: { withCompatPreamble: boolean },
): Promise<MigrationResult> {
  if (options.withCompatPreamble) await driver.execScript(await readSupabaseCompatPreamble());
  // The Supabase CLI's own bookkeeping table (it exists already on a linked Supabase project),
  // so that both tools agree on what ran.
  await driver.execScript(
    `create schema if not exists supabase_migrations;
     create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);`,
  );

  const done = await driver.transaction(async (sql) => {
    const rows = await sql.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
    return new Set(rows.map((row) => row.version));
  });

  const applied: string[] = [];
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue;
    const script = await readFile(migration.file, "utf8");
    // version and name are digits and [a-z0-9_] (checked by MIGRATION_NAME), safe as literals.
    await driver.execScript(
      `${script}\n;\ninsert into supabase_migrations.schema_migrations (version, name) ` +
        `values ('${migration.version}', '${migration.name}');`,
    );
    applied.push(`${migration.version}_${migration.name}`);
  }
  return { fresh: done.size === 0, applied };
}

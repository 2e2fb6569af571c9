import { mkdtempSync, openAsBlob } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "./db/database";
import { openDatabase, type OpenedDatabase } from "./db/open";
import { serverEnv, type ServerEnv } from "./env";
import { projectPath } from "./paths";
import { abandonInterruptedRuns } from "./publishing/rebuild-runs";
import { LocalStorage } from "./storage/local-storage";
import { SupabaseStorage } from "./storage/supabase-storage";
import type { StorageProvider } from "./storage/types";

/** What every server module needs: the validated environment, the database and storage. */
export interface ServerContext {
  env: ServerEnv;
  db: Database;
  storage: StorageProvider;
  /** Set when the database was opened and migrated from nothing in this process. */
  opened: OpenedDatabase;
}

const KEY = Symbol.for("portfolio.server-context");
type GlobalWithContext = typeof globalThis & { [KEY]?: Promise<ServerContext> };

/**
 * The process's one context, created on first use. Kept on globalThis because the dev server
 * reloads modules and PGlite must stay one instance per data folder.
 */
export function getServerContext(): Promise<ServerContext> {
  const holder = globalThis as GlobalWithContext;
  holder[KEY] ??= createServerContext(serverEnv()).catch((error) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** The process's context if something has created it already; never creates one. */
export function existingServerContext(): Promise<ServerContext> | undefined {
  return (globalThis as GlobalWithContext)[KEY];
}

/** Closes the process's database (scripts call this before exiting). */
export async function closeServerContext(): Promise<void> {
  const holder = globalThis as GlobalWithContext;
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).db.close();
}

export async function createServerContext(env: ServerEnv): Promise<ServerContext> {
  const opened = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        url: env.DATABASE_URL,
        maxConnections: env.DATABASE_POOL_MAX,
        applyMigrations: env.DATABASE_APPLY_MIGRATIONS,
        supabaseCompat: env.DATABASE_SUPABASE_COMPAT,
      })
    : env.DATA_SNAPSHOT
      ? await openDatabase({ kind: "embedded", dataDir: null, snapshot: await openAsBlob(env.DATA_SNAPSHOT) })
      : await openDatabase({ kind: "embedded", dataDir: env.inMemory ? null : env.DATA_DIR });
  // An embedded rebuild runs in the process that holds the data folder's lock: one still marked
  // running when the folder is opened was cut off by a server that stopped.
  if (opened.dataDir) await abandonInterruptedRuns(opened.db);
  return { env, db: opened.db, storage: createStorage(env, opened.db), opened };
}

export function createStorage(env: ServerEnv, db: Database): StorageProvider {
  if (env.storageProvider === "supabase") {
    return new SupabaseStorage({
      url: env.SUPABASE_URL!,
      anonKey: env.SUPABASE_ANON_KEY!,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
  }
  return new LocalStorage(db, localStorageRoot(env));
}

/** The data folder (DATA_DIR, absolute), or null when nothing is kept on disk. */
export function localDataDir(env: ServerEnv): string | null {
  return env.inMemory ? null : path.resolve(projectPath(), env.DATA_DIR);
}

/** `{DATA_DIR}/storage`, or a temporary folder for an in-memory database. */
export function localStorageRoot(env: ServerEnv): string {
  if (env.inMemory) return mkdtempSync(path.join(os.tmpdir(), "portfolio-storage-"));
  return path.join(localDataDir(env)!, "storage");
}

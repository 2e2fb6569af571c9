import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One server key the owner may leave unset. */
export interface SecretSpec {
  /** What the key is for; it tells derivations apart and names the key's file (`{name}-secret`). */
  name: string;
  /** The owner's own value, when set. */
  configured: string | undefined;
  /** Logged once when the key is derived from DATABASE_URL. */
  derivedWarning: string;
}

const processSecrets = new Map<string, string>();
const secretsByFile = new Map<string, string>();
const warned = new Set<string>();

/**
 * A key that stays the same without being configured: the configured value when set. Otherwise,
 * with a database reached by DATABASE_URL, one derived from it (it holds the database password and
 * is the same on every serverless instance); else a random key kept in the data folder (mode 600),
 * or one per process when there is no data folder (an in-memory database).
 */
export function keptSecret(spec: SecretSpec, databaseUrl: string | undefined, dataDir: string | null): string {
  if (spec.configured) return spec.configured;
  if (databaseUrl) {
    if (!warned.has(spec.name)) {
      warned.add(spec.name);
      console.warn(spec.derivedWarning);
    }
    return createHash("sha256").update(`${spec.name}|${databaseUrl}`).digest("hex");
  }
  if (!dataDir) return remembered(processSecrets, spec.name, () => randomBytes(32).toString("hex"));
  const file = path.resolve(dataDir, `${spec.name}-secret`);
  return remembered(secretsByFile, file, () => readOrCreateSecret(file));
}

function remembered(cache: Map<string, string>, key: string, create: () => string): string {
  let value = cache.get(key);
  if (!value) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return readFileSync(file, "utf8").trim();
    throw error;
  }
  chmodSync(file, 0o600);
  return secret;
}

import { createHash, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ServerEnv } from "../env";

const SECRET_FILE = "auth-jwt-secret";
const processSecret = randomBytes(32).toString("hex");
const secretsByFile = new Map<string, string>();
let warnedAboutDerivedSecret = false;

/**
 * The embedded provider's signing key: AUTH_JWT_SECRET when set. Otherwise a random key kept in
 * the data folder (`{DATA_DIR}/auth-jwt-secret`, mode 600; one per process for ":memory:"), or,
 * on an own PostgreSQL, one derived from DATABASE_URL (the same on every serverless instance).
 */
export function authJwtSecret(env: ServerEnv, dataDir: string | null): string {
  if (env.AUTH_JWT_SECRET) return env.AUTH_JWT_SECRET;
  if (env.DATABASE_URL) {
    if (!warnedAboutDerivedSecret) {
      warnedAboutDerivedSecret = true;
      console.warn("[auth] AUTH_JWT_SECRET is not set; deriving the token key from DATABASE_URL.");
    }
    return createHash("sha256").update(`auth-jwt|${env.DATABASE_URL}`).digest("hex");
  }
  if (!dataDir) return processSecret;
  const file = path.join(dataDir, SECRET_FILE);
  let secret = secretsByFile.get(file);
  if (!secret) {
    secret = readOrCreateSecret(file);
    secretsByFile.set(file, secret);
  }
  return secret;
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

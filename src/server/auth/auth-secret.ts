import type { ServerEnv } from "../env";
import { keptSecret } from "../security/kept-secret";

/**
 * The embedded provider's signing key: AUTH_JWT_SECRET when set. Otherwise a random key kept in
 * the data folder (`{DATA_DIR}/auth-jwt-secret`, mode 600; one per process for ":memory:"), or,
 * on an own PostgreSQL, one derived from DATABASE_URL (the same on every serverless instance).
 */
export function authJwtSecret(env: ServerEnv, dataDir: string | null): string {
  return keptSecret(
    {
      name: "auth-jwt",
      configured: env.AUTH_JWT_SECRET,
      derivedWarning: "[auth] AUTH_JWT_SECRET is not set; deriving the token key from DATABASE_URL.",
    },
    env.DATABASE_URL,
    dataDir,
  );
}

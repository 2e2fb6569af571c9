import { existsSync } from "node:fs";
import { z } from "zod";
import { projectPath } from "./paths";

/**
 * The server's environment, read once and validated; every problem is reported by variable
 * name. With nothing set, everything runs embedded (PGlite + local storage under DATA_DIR).
 * Documented in docs/configuration.md and .env.example.
 */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    DATA_DIR: optional(z.string()).transform((value) => value ?? ".data"),
    /**
     * A database snapshot file (a static rebuild of `npm start` reads its content from one, while
     * the server keeps DATA_DIR's database open). Stored files are still read from DATA_DIR.
     */
    DATA_SNAPSHOT: optional(z.string()),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")),
    DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(50)).transform((value) => value ?? 5),
    DATABASE_APPLY_MIGRATIONS: optional(z.enum(["true", "false"])).transform((value) => value === "true"),
    DATABASE_SUPABASE_COMPAT: optional(z.enum(["true", "false"])).transform((value) => value === "true"),
    SUPABASE_URL: optional(z.url({ protocol: /^https?$/ })),
    SUPABASE_ANON_KEY: optional(z.string().min(20)),
    SUPABASE_SERVICE_ROLE_KEY: optional(z.string().min(20)),
    STORAGE_PROVIDER: optional(z.enum(["local", "supabase"])),
    /** Unset: where this server listens (see defaultSiteUrl). */
    SITE_URL: optional(z.url({ protocol: /^https?$/ })).transform((value) => value?.replace(/\/$/, "")),
    ADMIN_EMAIL: optional(z.email()),
    ADMIN_PASSWORD: optional(z.string().min(12, "must be at least 12 characters")),
    DEMO_CONTENT: optional(z.enum(["on", "off"])).transform((value) => value !== "off"),
    /** Key for hashing visitors' addresses (rate limits); see client-identity.ts for the fallback. */
    CLIENT_HASH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    /**
     * A request header holding the client's address, which the proxy in front of `npm start` sets
     * or appends to (for example x-forwarded-for); a value the client sent must never pass through
     * on its own. Unset: the connection's address (on Netlify, the platform's client IP).
     */
    CLIENT_ADDRESS_HEADER: optional(z.string().regex(/^[A-Za-z0-9-]+$/, "must be a header name")),
    /**
     * Trusted proxies that append to CLIENT_ADDRESS_HEADER: the client's address is the value this
     * many places from the right (1, the default: the right-most one).
     */
    CLIENT_ADDRESS_HOPS: optional(z.coerce.number().int().min(1).max(10)).transform((value) => value ?? 1),
    /** embedded | supabase. Default: supabase when SUPABASE_URL is set, else embedded. */
    AUTH_PROVIDER: optional(z.enum(["embedded", "supabase"])),
    /**
     * log2 of scrypt's N for the embedded provider's new password hashes (src/server/auth/passwords.ts
     * reads it); unset: 17. For test suites only.
     */
    AUTH_HASH_COST: optional(z.coerce.number().int().min(10).max(20)),
    /** Key for the embedded provider's access tokens; unset: a random key kept in DATA_DIR. */
    AUTH_JWT_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    /** Hosted publishing: the Netlify build hook every content change POSTs (docs/deploy.md). */
    NETLIFY_BUILD_HOOK_URL: optional(z.url({ protocol: /^https?$/ })),
    /** The owner's notifications by email (docs/notifications.md): smtp:// or smtps:// with credentials. */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
    /** Who receives them. Unset: the owner's email (ownerEmail in src/server/notifications/owner-email.ts). */
    NOTIFY_EMAIL: optional(z.email()),
    /** Their sender: an address, or `Name <address>`. Unset: "Portfolio notifications" at the recipient address. */
    NOTIFY_FROM: optional(
      z
        .string()
        .regex(
          /^(?:[^<>@\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/,
          "must be an email address or Name <address>",
        ),
    ),
    /** Also (or instead) POST each notification as JSON to this URL. */
    NOTIFY_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/ })),
    /** The owner's weekly summary, Monday mornings in the owner's time zone: on (the default) or off. */
    NOTIFY_WEEKLY_SUMMARY: optional(z.enum(["on", "off"])).transform((value) => value !== "off"),
    /** Messages each visitor form stores per hour for the whole site, whoever sends them. */
    VISITOR_MESSAGES_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000)).transform((value) => value ?? 30),
    /** `npm start`'s rebuilds: edits this close together (milliseconds) give one rebuild. */
    REBUILD_DEBOUNCE_MS: optional(z.coerce.number().int().min(0).max(600_000)).transform((value) => value ?? 1000),
    /**
     * `npm start`'s rebuilds: a build still running after this long (milliseconds) is stopped and
     * recorded as failed; the pages that were live stay. Default 10 minutes, at most a day.
     */
    REBUILD_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(86_400_000)).transform(
      (value) => value ?? 600_000,
    ),
    /**
     * Public sign-up (it grants nothing: admin rights come only from a user_roles row); `false`
     * answers 403 'Sign-up is disabled'.
     */
    AUTH_SIGNUP_ENABLED: optional(z.enum(["true", "false"])).transform((value) => value !== "false"),
  })
  .superRefine((env, ctx) => {
    const storage = env.STORAGE_PROVIDER ?? (env.SUPABASE_URL ? "supabase" : "local");
    if (storage === "supabase") {
      for (const key of ["SUPABASE_URL", "SUPABASE_ANON_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when storage is Supabase" });
      }
    }
    const auth = env.AUTH_PROVIDER ?? (env.SUPABASE_URL ? "supabase" : "embedded");
    if (auth === "supabase") {
      for (const key of ["SUPABASE_URL", "SUPABASE_ANON_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when auth is Supabase" });
      }
    }
  });

export type ServerEnv = ReturnType<typeof readServerEnv>;

/**
 * The site's origin when SITE_URL is unset: where `npm start` and `npm run dev` listen (HOST,
 * PORT), so that canonical links and the origin check name this very server. A host that listens
 * on every address is reached as localhost.
 */
export function defaultSiteUrl(source: Record<string, string | undefined>): string {
  const host = source.HOST?.trim() || "localhost";
  const port = source.PORT?.trim() || "4321";
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Netlify's Supabase integration writes the project's API URL as SUPABASE_DATABASE_URL (despite
 * the name; it is `https://<ref>.supabase.co`). It stands in for SUPABASE_URL when that is unset.
 */
function withSupabaseIntegrationUrl(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const integrationUrl = source.SUPABASE_DATABASE_URL?.trim();
  if (source.SUPABASE_URL?.trim() || !integrationUrl || !/^https:\/\//.test(integrationUrl)) return source;
  return { ...source, SUPABASE_URL: integrationUrl };
}

export function readServerEnv(source: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.safeParse(withSupabaseIntegrationUrl(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new Error(
      `Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example and docs/configuration.md.`,
    );
  }
  const env = parsed.data;
  return {
    ...env,
    SITE_URL: env.SITE_URL ?? defaultSiteUrl(source),
    storageProvider: env.STORAGE_PROVIDER ?? (env.SUPABASE_URL ? "supabase" : "local"),
    authProvider: env.AUTH_PROVIDER ?? (env.SUPABASE_URL ? "supabase" : "embedded"),
    /** Embedded PGlite unless DATABASE_URL names a server. */
    embedded: !env.DATABASE_URL,
    inMemory: !env.DATABASE_URL && env.DATA_DIR === ":memory:",
  } as const;
}

let cached: ServerEnv | undefined;

/** The process's environment (plus a `.env` file, if any), validated on first use. */
export function serverEnv(): ServerEnv {
  if (!cached) {
    loadDotEnvFile();
    cached = readServerEnv();
  }
  return cached;
}

/**
 * Reads `.env` from the project folder into process.env when it exists. Variables already set
 * in the environment win, so a deployment's settings are never overridden by a stray file.
 */
export function loadDotEnvFile(file = projectPath(".env")): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * Builds and serves the site exactly as Netlify's own CLI does, offline: `netlify serve` runs
 * `netlify build` (netlify.toml's command, the Netlify adapter, the functions of netlify/functions)
 * and serves the result with Netlify's local runtime. The database is a fresh PostgreSQL database
 * set up like a Supabase project: the compatibility preamble, the migrations and the demo content.
 *
 * For the browser tests of the Netlify artifact (playwright.config.ts, E2E_ARTIFACT=netlify);
 * needs TEST_DATABASE_URL (a PostgreSQL superuser connection) and `netlify` on the PATH.
 * Everything else comes from the environment the test configuration passes (secrets, SITE_URL,
 * DATA_DIR for the demo's files, NETLIFY_SERVE_PORT, NETLIFY_DATABASE: the database's name).
 */
import { spawn, spawnSync } from "node:child_process";
import postgres from "postgres";
import { withDatabase } from "../tests/support/database";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set: the Netlify artifact reads a PostgreSQL database");
const netlifyCli = spawnSync("netlify", ["--version"], { encoding: "utf8" });
if (netlifyCli.status !== 0) throw new Error("Netlify's CLI is not on the PATH (npm install netlify-cli, see .ci/run)");

const name = process.env.NETLIFY_DATABASE ?? "portfolio_netlify";
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name}`);
await admin.end();
const databaseUrl = withDatabase(serverUrl, name);

// Migrations, demo content and the owner's account, as `npm start` prepares its database.
const prepared = spawnSync("tsx", ["scripts/prepare-data.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATABASE_APPLY_MIGRATIONS: "true",
    DATABASE_SUPABASE_COMPAT: "true",
  },
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// The build and the function read the database as Netlify would: DATABASE_URL only.
const serve = spawn(
  "netlify",
  ["serve", "--offline", "--internal-disable-edge-functions", "--port", process.env.NETLIFY_SERVE_PORT ?? "8888"],
  { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl, BROWSER: "none" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => serve.kill(signal));
serve.on("exit", (code) => process.exit(code ?? 0));

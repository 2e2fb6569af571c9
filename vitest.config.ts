import { defineConfig } from "vitest/config";

/**
 * unit: pure functions. database: the migrations, RLS, grants, counters and pgTAP on every
 * backend (PGlite; also PostgreSQL when TEST_DATABASE_URL is set). integration: server modules,
 * endpoints and scripts against a real embedded database. Browser tests are Playwright's.
 */
/**
 * Hundreds of sign-ins: a password hash at scrypt's N=2^12 takes milliseconds, at the product's
 * 2^17 a second. The unit tests of the hashing and the test of its load keep the real cost.
 */
const CHEAP_HASHES = { AUTH_HASH_COST: "12" };

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, so a single worker on a 2-core machine, and
    // most database and integration files spend their time waiting (on PostgreSQL, on a child
    // process they started): three files at a time keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // npm test runs them beside the type check and the linter, and a few do real work (a
          // proof of work solved, share cards drawn): 5 s each was too little on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "database",
          env: CHEAP_HASHES,
          include: ["tests/database/**/*.test.ts"],
          environment: "node",
          // Each file makes its own databases from the migrated template and keeps no module
          // state, so a worker's files share one module graph instead of loading it again (PGlite
          // and the server modules): 39 s → 31 s for these files here. The integration files read
          // the environment once per module graph (serverEnv), so each keeps a fresh one.
          isolate: false,
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "integration",
          env: CHEAP_HASHES,
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/pglite-template.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

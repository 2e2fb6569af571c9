import { defineConfig } from "vitest/config";

/**
 * unit: pure functions. database: the migrations, RLS, grants, counters and pgTAP on every
 * backend (PGlite; also PostgreSQL when TEST_DATABASE_URL is set). integration: server modules,
 * endpoints and scripts against a real embedded database. Browser tests are Playwright's.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, so a single worker on a 2-core machine, and
    // most database and integration files spend their time waiting (on PostgreSQL, on a child
    // process they started): three files at a time keep both cores busy.
    maxWorkers: 3,
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "database",
          include: ["tests/database/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "integration",
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

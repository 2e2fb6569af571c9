import { defineConfig } from "vitest/config";

/**
 * unit: pure functions. database: the migrations, RLS, grants, counters and pgTAP on every
 * backend (PGlite; also PostgreSQL when TEST_DATABASE_URL is set). integration: server modules,
 * endpoints and scripts against a real embedded database. Browser tests are Playwright's.
 */
export default defineConfig({
  test: {
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests drive Debian's Chromium (no browser download) against the production build,
 * prepared and served exactly as `npm start` does it, on a throwaway data folder seeded with the
 * demo. Each port gets its own data folder and build, so separate runs never collide.
 */
const PORT = Number(process.env.E2E_PORT ?? 4329);
const DATA_DIR = `.data-e2e-${PORT}`;
const OUT_DIR = `.e2e/dist-${PORT}`;
export const E2E_ADMIN = { email: "owner@example.com", password: "E2e-owner-password-1!" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} ${OUT_DIR} && tsx scripts/prepare-data.ts && astro build && tsx scripts/serve.ts`,
    url: `http://localhost:${PORT}/api/projects`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      DATA_DIR,
      ASTRO_OUT_DIR: OUT_DIR,
      ASTRO_CACHE_DIR: `.e2e/cache-${PORT}`,
      PORT: String(PORT),
      HOST: "localhost",
      SITE_URL: `http://localhost:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Each test names its own client address, so per-client rate limits never collide.
      CLIENT_ADDRESS_HEADER: "x-forwarded-for",
    },
  },
});

import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM as SCRIPT_CHROMIUM, TEST_CHROMIUM } from "./scripts/support/chromium";

/**
 * Browser tests drive Debian's Chromium (no browser download) against one of the two artifacts:
 * - node (default, `npm run test:e2e`): the production build, prepared and served exactly as
 *   `npm start` does it, on a throwaway data folder seeded with the demo. Each port gets its own
 *   data folder and build, so separate runs never collide.
 * - netlify (`E2E_ARTIFACT=netlify`, `npm run test:netlify`): the build Netlify's own CLI makes
 *   and serves offline (scripts/serve-netlify-artifact.ts), reading a PostgreSQL database set up
 *   like a Supabase project; the visitor suites, and what only that artifact has
 *   (netlify-artifact.spec.ts). Needs TEST_DATABASE_URL and Netlify's CLI.
 */
export const E2E_ARTIFACT = process.env.E2E_ARTIFACT === "netlify" ? "netlify" : "node";
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4329);
const PORT = E2E_PORT;
const DATA_DIR = `.data-e2e-${PORT}`;
const OUT_DIR = `.e2e/dist-${PORT}`;
/** The build the servers serve (the security suite reads its files). */
export const E2E_CLIENT_DIR = E2E_ARTIFACT === "netlify" ? "dist" : `${OUT_DIR}/client`;
const OWNER_PORT = PORT + 1;
const OWNER_DATA_DIR = `.data-e2e-${OWNER_PORT}`;
/** The demo data, prepared once per run as `npm start` prepares it; every server starts from a copy. */
export const E2E_PREPARED_DATA_DIR = `.data-e2e-${PORT}-prepared`;
const NETLIFY_PORT = 8888;
const BASE_URL = E2E_ARTIFACT === "netlify" ? `http://localhost:${NETLIFY_PORT}` : `http://localhost:${PORT}`;
const OWNER_URL = `http://localhost:${OWNER_PORT}`;
/** Suites that sign in and change content: they run against the owner copy. */
const OWNER_SUITES = /(admin|auth)\.spec\.ts$/;
/**
 * The lock of the suites that sign in to the owner copy and change its content: tests holding it
 * never run at the same time, in either owner project (`test.describe.configure({ lock })`).
 * Suites that start a server of their own need none.
 */
export const OWNER_SERVER_LOCK = "owner-server";
const NETLIFY_SUITE = /netlify-artifact\.spec\.ts$/;
export const E2E_ADMIN = { email: "owner@example.com", password: "E2e-owner-password-1!" };
/** Server secrets of the test servers; the security suite checks none reaches a browser. */
export const E2E_SECRETS = {
  CLIENT_HASH_SECRET: "e2e-client-hash-secret-6f1d0c2b9a8e7d6c5b4a",
  AUTH_JWT_SECRET: "e2e-auth-jwt-secret-0a9b8c7d6e5f4a3b2c1d",
};
/**
 * Password hashes at scrypt's N=2^12 (milliseconds) instead of the product's 2^17 (a second each
 * here), for the suites' many sign-ins; the hashing itself is tested at the real cost.
 */
const CHEAP_HASHES = { AUTH_HASH_COST: "12" };
export const E2E_SERVER_ENV = {
  DATA_DIR,
  ASTRO_OUT_DIR: OUT_DIR,
  ASTRO_CACHE_DIR: `.e2e/cache-${PORT}`,
  PORT: String(PORT),
  HOST: "localhost",
  SITE_URL: BASE_URL,
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Each test names its own client address, so per-client rate limits never collide.
  CLIENT_ADDRESS_HEADER: "x-forwarded-for",
  // The suites send more messages in an hour than the site-wide ceiling lets through (tested on its own).
  VISITOR_MESSAGES_PER_HOUR: "100000",
  ...CHEAP_HASHES,
  ...E2E_SECRETS,
};

/** Where the Netlify artifact's build hook points: a server of netlify-artifact.spec.ts's own. */
export const NETLIFY_HOOK_PORT = 4398;
/** Where the Netlify artifact sends its notifications: an SMTP server of netlify-artifact.spec.ts's own. */
export const NETLIFY_SMTP_PORT = 4397;
export const NETLIFY_NOTIFY_EMAIL = "owner-inbox@example.com";
/** The header the Netlify artifact reads a test's client address from (see NETLIFY_SERVER_ENV). */
export const E2E_CLIENT_HEADER = "x-e2e-client";
/** The Netlify artifact's environment: as a site's, with every secret Netlify would hold. */
export const NETLIFY_SERVER_ENV = {
  DATA_DIR: `${process.cwd()}/.data-e2e-netlify`,
  SITE_URL: BASE_URL,
  NETLIFY_SERVE_PORT: String(NETLIFY_PORT),
  NETLIFY_DATABASE: "portfolio_netlify_e2e",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Supabase Auth cannot be reached here: the owner signs in with the embedded provider.
  AUTH_PROVIDER: "embedded",
  // Netlify's local proxy overwrites X-Forwarded-For with its socket's address, so every test
  // would be one client (::1) sharing the per-client rate limits; the suites name their client
  // in a header it passes on (set beside X-Forwarded-For, which `npm start`'s servers read).
  CLIENT_ADDRESS_HEADER: E2E_CLIENT_HEADER,
  // The suites send more messages in an hour than the site-wide ceiling lets through (tested on its own).
  VISITOR_MESSAGES_PER_HOUR: "100000",
  CONTENT_WEBHOOK_SECRET: "e2e-content-webhook-secret-4c3b2a1f0e9d8c7b6a5f",
  NETLIFY_BUILD_HOOK_URL: `http://127.0.0.1:${NETLIFY_HOOK_PORT}/build_hooks/e2e-hook-7d6c5b4a3f2e1d0c`,
  SMTP_URL: `smtp://127.0.0.1:${NETLIFY_SMTP_PORT}`,
  NOTIFY_EMAIL: NETLIFY_NOTIFY_EMAIL,
  // Unused without SUPABASE_URL; set so that the build is checked for its value too.
  SUPABASE_SERVICE_ROLE_KEY: "e2e-service-role-key-9e8d7c6b5a4f3e2d1c0b",
  ...CHEAP_HASHES,
  ...E2E_SECRETS,
};

// One renderer process for all of a worker's pages: a new page then needs no new process.
// Measured on the 2-core CI machines: 15 % less time for the visitor suites.
const ONE_RENDERER = ["--renderer-process-limit=1", "--disable-site-isolation-trials"];
const CHROMIUM = { ...TEST_CHROMIUM, args: [...TEST_CHROMIUM.args, ...ONE_RENDERER] };
/**
 * The desktop browser, for a suite that needs what the headless shell leaves out: its own PDF
 * viewer, and a pointer that is not over the page until a test moves it (the shell puts one at the
 * page's top left corner on load, which a phone never has). Set with `test.use({ launchOptions })`.
 */
export const DESKTOP_CHROMIUM = { ...SCRIPT_CHROMIUM, args: [...SCRIPT_CHROMIUM.args, ...ONE_RENDERER] };

const nodeArtifact = {
  projects: [
    // First: Playwright hands out tests in the order of their projects, and the owner suites'
    // tests hold one lock between them (`OWNER_SERVER_LOCK`), so they run one at a time. Queued
    // first, they run on one worker beside the visitor suites; queued last, they ran alone at the
    // end, with the other worker idle for two minutes.
    {
      name: "owner",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: OWNER_URL },
      testMatch: OWNER_SUITES,
    },
    {
      name: "owner-phone",
      use: { ...devices["Pixel 7"], channel: undefined, baseURL: OWNER_URL },
      testMatch: OWNER_SUITES,
      grep: /@phone/,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [OWNER_SUITES, NETLIFY_SUITE],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@phone/,
      testIgnore: [OWNER_SUITES, NETLIFY_SUITE],
    },
  ],
  // One build, served twice: the visitor suites read the demo content as built, while the owner
  // suites change content (projects, approvals, versions), so they get their own copy of the
  // database on the next port. The data is prepared once and copied for each server.
  webServer: [
    {
      command: [
        `rm -rf ${E2E_PREPARED_DATA_DIR} ${DATA_DIR} ${OWNER_DATA_DIR} ${OUT_DIR}`,
        `DATA_DIR=${E2E_PREPARED_DATA_DIR} tsx scripts/prepare-data.ts`,
        `cp -a ${E2E_PREPARED_DATA_DIR} ${DATA_DIR}`,
        `cp -a ${E2E_PREPARED_DATA_DIR} ${OWNER_DATA_DIR}`,
        "astro build",
        // The owner copy defers its rebuilds (10 minutes' quiet window): the admin suites change
        // content all the time, and a rebuild after each burst would only compete for the CPU.
        // Publishing itself is tested on a server of its own (publishing.spec.ts).
        `(DATA_DIR=${OWNER_DATA_DIR} PORT=${OWNER_PORT} SITE_URL=${OWNER_URL} REBUILD_DEBOUNCE_MS=600000 node scripts/serve.mjs & node scripts/serve.mjs)`,
      ].join(" && "),
      url: `${BASE_URL}/api/projects`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe" as const,
      env: E2E_SERVER_ENV,
    },
    {
      // Started by the command above; this entry only waits until the owner copy answers.
      command: 'node -e "setInterval(() => {}, 1 << 30)"',
      url: `${OWNER_URL}/api/projects`,
      timeout: 240_000,
      // Always "reuse": it is the first entry's own server, up by the time this one is checked.
      reuseExistingServer: true,
    },
  ],
};

/**
 * On the Netlify artifact, what differs from `npm start`: netlify-artifact.spec.ts (its files, the
 * function's own answers, a write in PostgreSQL, mail, the webhook, the owner's sign-in, the 3D
 * viewer's WebAssembly from the deploy), and the tests tagged `@netlify` in the visitor suites:
 * the headers and policies of the pages and of the function's answers, and one round trip through
 * the function of each island (a contact message, a guestbook signature and its live list, a view,
 * a download, /resume.pdf). The rest of those suites is client-side code and prebuilt HTML, the same
 * on both artifacts, and runs on `npm start`'s only (as do the pages, themes, navigation, axe and
 * phone layouts, and the HTML checker over the same HTML).
 */
const NETLIFY_SUITES = /(security|visitor-forms|visitor-counters)\.spec\.ts$/;
/** The same states are awaited, longer: Netlify's local runtime (lambda-local) takes seconds per function call. */
const NETLIFY_TIMEOUTS = { timeout: 90_000, expect: { timeout: 20_000 } };

const netlifyArtifact = {
  projects: [
    {
      name: "netlify",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: NETLIFY_SUITE,
      ...NETLIFY_TIMEOUTS,
    },
    {
      name: "netlify-visitor",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: NETLIFY_SUITES,
      grep: /@netlify/,
      ...NETLIFY_TIMEOUTS,
    },
  ],
  webServer: [
    {
      command: `rm -rf ${NETLIFY_SERVER_ENV.DATA_DIR} && tsx scripts/serve-netlify-artifact.ts`,
      url: `${BASE_URL}/api/projects`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: "pipe" as const,
      env: NETLIFY_SERVER_ENV,
    },
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Per port, so that separate runs never delete each other's traces.
  outputDir: `test-results/${E2E_ARTIFACT === "netlify" ? "netlify" : PORT}`,
  fullyParallel: true,
  // Two workers on CI's 2 cores: one left a quarter of the CPU idle (waiting on the server and on
  // the browser), and two took the browser stage from about 630 s to 500 s. The owner suites change
  // one server's content, so they take turns (`OWNER_SERVER_LOCK`).
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  // CI machines are shared and often busy: a state is awaited up to 15 s, a test may take a minute.
  // A passing test is no slower for it.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a sixth of every test's time on these machines, and CI keeps
    // only its printed output: there a failure is rerun with `--trace on` to look at it.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: CHROMIUM,
    // The suites browse as a visitor who asks for reduced motion; the tests of the motion itself
    // ask for motion (`emulateMedia({ reducedMotion: "no-preference" })`). Headless Chromium composites
    // in software: the hero's turning gears alone kept a core busy (11 CPU-seconds in 10 s, measured),
    // which the server and the test itself then waited for.
    reducedMotion: "reduce",
  },
  ...(E2E_ARTIFACT === "netlify" ? netlifyArtifact : nodeArtifact),
});

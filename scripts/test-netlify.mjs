/**
 * `npm run test:netlify`: the browser suites against the Netlify artifact (playwright.config.ts,
 * E2E_ARTIFACT=netlify). It needs Netlify's CLI on the PATH and a PostgreSQL server
 * (TEST_DATABASE_URL). In CI both must be there (.ci/run installs them); on a workstation
 * without them the suite is skipped with a note saying what is missing.
 */
import { spawnSync } from "node:child_process";

const missing = [];
if (spawnSync("netlify", ["--version"], { stdio: "ignore" }).status !== 0)
  missing.push("Netlify's CLI (npm install -g netlify-cli)");
if (!process.env.TEST_DATABASE_URL) missing.push("TEST_DATABASE_URL (a PostgreSQL superuser connection)");
if (missing.length > 0) {
  const message = `test:netlify needs ${missing.join(" and ")}`;
  if (process.env.CI) {
    console.error(`${message}.`);
    process.exit(1);
  }
  console.warn(`${message}: the Netlify artifact's suite is skipped.`);
  process.exit(0);
}
const run = spawnSync("playwright", ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, E2E_ARTIFACT: "netlify" },
});
process.exit(run.status ?? 1);

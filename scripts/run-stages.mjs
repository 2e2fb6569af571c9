/**
 * `npm test`: runs the named npm scripts in order, stops at the first that fails, and prints how
 * long each took (CI's log shows where the time goes).
 */
import { spawnSync } from "node:child_process";

const timings = [];
for (const stage of process.argv.slice(2)) {
  const started = performance.now();
  const run = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  const seconds = Math.round((performance.now() - started) / 1000);
  timings.push(`${stage} ${seconds} s`);
  console.log(`\n[test] ${stage} took ${seconds} s${run.status === 0 ? "" : " and failed"}\n`);
  if (run.status !== 0) {
    console.log(`[test] ${timings.join(", ")}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`[test] all passed: ${timings.join(", ")}`);

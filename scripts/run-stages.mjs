/**
 * `npm test`: runs the named npm scripts in order, stops at the first that fails, and prints how
 * long each took (CI's log shows where the time goes). Scripts joined by `+` run side by side and
 * count as one stage: each prints its output when it ends, so the log reads as if run in turn.
 * The type check, the linter and the formatter each keep one core busy, so two of them fill both.
 */
import { spawn } from "node:child_process";

/** Runs one npm script; resolves with its exit code, its output kept for the end when `quiet`. */
function run(script, quiet) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn("npm", ["run", script], { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (quiet) process.stdout.write(Buffer.concat(output));
      if (quiet) console.log(`\n[test] ${script} took ${seconds} s${code === 0 ? "" : " and failed"}`);
      resolve(code ?? 1);
    });
  });
}

const timings = [];
for (const stage of process.argv.slice(2)) {
  const started = performance.now();
  const scripts = stage.split("+");
  const codes = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  const seconds = Math.round((performance.now() - started) / 1000);
  const failed = codes.some((code) => code !== 0);
  timings.push(`${stage} ${seconds} s`);
  console.log(`\n[test] ${stage} took ${seconds} s${failed ? " and failed" : ""}\n`);
  if (failed) {
    console.log(`[test] ${timings.join(", ")}`);
    process.exit(codes.find((code) => code !== 0));
  }
}
console.log(`[test] all passed: ${timings.join(", ")}`);

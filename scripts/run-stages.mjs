/**
 * `npm test`: runs the named npm scripts in order, stops at the first that fails, and prints how
 * long each took (CI's log shows where the time goes). Scripts joined by `+` run side by side (each
 * of them uses one core at most); their output is printed as each one ends, never interleaved.
 */
import { spawn } from "node:child_process";

function run(script, { buffered }) {
  const started = performance.now();
  const child = spawn("npm", ["run", "--silent", script], { stdio: buffered ? "pipe" : "inherit" });
  let output = "";
  if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (code) => {
      if (buffered) process.stdout.write(output);
      resolve({ script, ok: code === 0, seconds: Math.round((performance.now() - started) / 1000) });
    }),
  );
}

const timings = [];
for (const stage of process.argv.slice(2)) {
  const scripts = stage.split("+");
  const results = await Promise.all(scripts.map((script) => run(script, { buffered: scripts.length > 1 })));
  for (const { script, ok, seconds } of results) {
    timings.push(`${script} ${seconds} s`);
    console.log(`\n[test] ${script} took ${seconds} s${ok ? "" : " and failed"}\n`);
  }
  if (results.some((result) => !result.ok)) {
    console.log(`[test] ${timings.join(", ")}`);
    process.exit(1);
  }
}
console.log(`[test] all passed: ${timings.join(", ")}`);

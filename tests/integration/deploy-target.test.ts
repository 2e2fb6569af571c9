/**
 * The deployment target is stated, never guessed: netlify.toml gives every Netlify build the
 * Netlify adapter, and a build for Node inside Netlify's tooling stops instead of publishing a site
 * without its server function.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");

describe("the deployment target", () => {
  it("is netlify in every Netlify build's environment (netlify.toml)", async () => {
    const toml = await readFile(path.join(root, "netlify.toml"), "utf8");
    // The [build.environment] table, up to the next table.
    const environment = /^\[build\.environment\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? "";
    expect(environment).toMatch(/^\s*DEPLOY_TARGET\s*=\s*"netlify"\s*$/m);
  });

  it("stops a Node build inside Netlify's tooling, with a message", async () => {
    for (const netlifyVariable of ["NETLIFY_LOCAL", "NETLIFY"]) {
      const build = run("npx", ["astro", "build"], {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: ":memory:", [netlifyVariable]: "true" },
      });
      await expect(build, netlifyVariable).rejects.toMatchObject({
        stderr: expect.stringContaining("This is a Netlify build but DEPLOY_TARGET is not netlify"),
      });
    }
  }, 60_000);

  it("refuses a target it does not know", async () => {
    const build = run("npx", ["astro", "build"], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: ":memory:", DEPLOY_TARGET: "vercel" },
    });
    await expect(build).rejects.toMatchObject({
      stderr: expect.stringContaining('DEPLOY_TARGET must be "node" or "netlify"'),
    });
  }, 60_000);
});

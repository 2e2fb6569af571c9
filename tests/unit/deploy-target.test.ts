/**
 * The deployment target is stated, never guessed: netlify.toml gives every Netlify build the
 * Netlify adapter, and a build for Node inside Netlify's tooling stops instead of publishing a site
 * without its server function. astro.config.mjs builds with `deployTarget(process.env)`.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deployTarget } from "../../src/integrations/deploy-target";

const root = path.resolve(import.meta.dirname, "../..");

describe("the deployment target", () => {
  it("is netlify in every Netlify build's environment (netlify.toml)", async () => {
    const toml = await readFile(path.join(root, "netlify.toml"), "utf8");
    // The [build.environment] table, up to the next table.
    const environment = /^\[build\.environment\]\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? "";
    expect(environment).toMatch(/^\s*DEPLOY_TARGET\s*=\s*"netlify"\s*$/m);
    expect(deployTarget({ DEPLOY_TARGET: "netlify", NETLIFY: "true" })).toBe("netlify");
  });

  it("is node by default", () => {
    expect(deployTarget({})).toBe("node");
    expect(deployTarget({ DEPLOY_TARGET: "" })).toBe("node");
  });

  it("stops a Node build inside Netlify's tooling, with a message", () => {
    for (const netlifyVariable of ["NETLIFY_LOCAL", "NETLIFY"]) {
      expect(() => deployTarget({ [netlifyVariable]: "true" }), netlifyVariable).toThrow(
        "This is a Netlify build but DEPLOY_TARGET is not netlify",
      );
    }
  });

  it("refuses a target it does not know", () => {
    expect(() => deployTarget({ DEPLOY_TARGET: "vercel" })).toThrow('DEPLOY_TARGET must be "node" or "netlify"');
  });

  it("is what the Astro config builds with", async () => {
    const config = await readFile(path.join(root, "astro.config.mjs"), "utf8");
    expect(config).toMatch(/const target = deployTarget\(process\.env\);/);
  });
});

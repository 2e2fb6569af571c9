import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { BuildInfo } from "../lib/api-types";

/** Writes `/build-info.json` into every build, so any host can say which build is live. */
export function buildInfoFile(): AstroIntegration {
  return {
    name: "portfolio:build-info",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const info: BuildInfo = {
          buildId: process.env.SITE_BUILD_ID ?? process.env.DEPLOY_ID ?? "local",
          builtAt: new Date().toISOString(),
        };
        await writeFile(path.join(fileURLToPath(dir), "build-info.json"), `${JSON.stringify(info, null, 2)}\n`);
      },
    },
  };
}

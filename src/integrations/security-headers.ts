import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { serverEnv } from "../server/env";
import { inlineScriptHashes, securityHeaderOptions, securityHeaders } from "../server/security/headers";

/** Netlify's `_headers` syntax: a path line, then indented `Name: value` lines. */
export function headersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes the static files' security headers into the build as `_headers` (issue 6): Netlify's CDN
 * applies it to every prebuilt file, and `npm start`'s server reads the same file. The policy
 * allows the inline scripts of every prebuilt page by hash, so it is computed from the output.
 */
export function securityHeadersFile(): AstroIntegration {
  return {
    name: "portfolio:security-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(clientDir)) {
          for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
        }
        const headers = securityHeaders("page", securityHeaderOptions(serverEnv()), hashes);
        await writeFile(path.join(clientDir, "_headers"), headersFile({ "/*": headers }));
        logger.info(`_headers written (${hashes.size} inline script hashes)`);
      },
    },
  };
}

import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { securityHeaders } from "../server/security/headers";

/** Netlify's `_headers` syntax: a path line, then indented `Name: value` lines. */
export function headersFile(rules: Record<string, Record<string, string>>): string {
  return Object.entries(rules)
    .map(([pattern, headers]) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"),
    )
    .join("\n\n")
    .concat("\n");
}

/**
 * Writes the prebuilt files' headers into the build as `_headers`: Netlify's CDN applies it to
 * every file it serves, and `npm start`'s static host reads the same file. The security headers
 * are one rule for every path, so no spelling of a path (`/%2Fauth/`, `/index.html`) can miss them.
 */
export function headersFileIntegration(): AstroIntegration {
  return {
    name: "portfolio:headers-file",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await writeFile(
          path.join(fileURLToPath(dir), "_headers"),
          headersFile({
            "/*": securityHeaders("page"),
            // Responsive image variants are named by their content, like Astro's own assets.
            "/_img/*": { "Cache-Control": "public, max-age=31536000, immutable" },
          }),
        );
      },
    },
  };
}

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

/** Every prebuilt page of a build's client folder (the build steps that rewrite or read pages). */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The `_headers` path patterns that cover the prebuilt pages: `/` for the home page, and for pages
 * in folders the folder and everything under it (`/projects`, `/projects/*`), so a site of
 * thousands of pages needs a handful of rules. Assets (`/_astro/*`, `/_img/*`, feeds, icons) are
 * outside them.
 */
export function pagePatterns(htmlFiles: string[]): string[] {
  const patterns = new Set<string>();
  for (const file of htmlFiles) {
    const parts = file.split(/[\\/]/).filter(Boolean);
    if (parts.length === 1) {
      if (parts[0] === "index.html") patterns.add("/");
      else patterns.add(`/${parts[0]}`).add(`/${parts[0]!.replace(/\.html$/, "")}`);
    } else {
      patterns.add(`/${parts[0]}`).add(`/${parts[0]}/*`);
    }
  }
  return [...patterns].sort();
}

/**
 * Writes the static files' security headers into the build as `_headers` (issue 6): Netlify's CDN
 * applies it to every prebuilt file, and `npm start`'s server reads the same file. Every file gets
 * the transport headers; pages also get the document headers and the Content-Security-Policy,
 * which allows the inline scripts of every prebuilt page by hash, so it is computed from the output.
 * No header name appears in two rules that match one path (Netlify would join their values).
 */
export function securityHeadersFile(): AstroIntegration {
  return {
    name: "portfolio:security-headers",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = await htmlFiles(clientDir);
        const hashes = new Set<string>();
        for (const file of files) {
          for (const hash of inlineScriptHashes(await readFile(file, "utf8"))) hashes.add(hash);
        }
        const options = securityHeaderOptions(serverEnv());
        const everyFile = securityHeaders("asset", options);
        const pageOnly = Object.fromEntries(
          Object.entries(securityHeaders("page", options, hashes)).filter(([name]) => !(name in everyFile)),
        );
        const rules: Record<string, Record<string, string>> = { "/*": everyFile };
        for (const pattern of pagePatterns(files.map((file) => path.relative(clientDir, file))))
          rules[pattern] = pageOnly;
        await writeFile(path.join(clientDir, "_headers"), headersFile(rules));
        logger.info(`_headers written (${hashes.size} inline script hashes, ${Object.keys(rules).length} rules)`);
      },
    },
  };
}

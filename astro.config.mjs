// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildInfoFile } from "./src/integrations/build-info";
import { devContentRefresh } from "./src/integrations/dev-content-refresh";
import { hydrateOnInteraction } from "./src/integrations/hydrate-on-interaction";
import { responsiveImages } from "./src/integrations/responsive-images";
import { headersFileIntegration } from "./src/integrations/headers-file";
import { precompress } from "./src/integrations/precompress";
import { pagePolicyDirectives, policyOptions, STYLE_SOURCES } from "./src/server/security/headers";
import { defaultSiteUrl } from "./src/server/env";
import { deployTarget } from "./src/integrations/deploy-target";
import { THEME_BOOT_SCRIPT } from "./src/components/theme/theme-boot-script";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";

// The same `.env` the server reads (src/server/env.ts); the environment wins over the file.
if (existsSync(".env")) process.loadEnvFile(".env");

// Stated, never guessed (see deployTarget). Adapters load lazily: importing the Netlify one costs
// seconds that local builds need not pay.
const target = deployTarget(process.env);

const adapter =
  target === "netlify"
    ? (await import("@astrojs/netlify")).default({
        // The function's files are traced from the code, and a path built at run time (the data
        // folder's keys) matches local data folders too: never ship a developer's data or keys.
        excludeFiles: [
          ".data*/**",
          ".bench*/**",
          ".e2e/**",
          ".builds/**",
          "scratch/**",
          "**/client-hash-secret",
          "**/auth-jwt-secret",
        ],
      })
    : // Middleware mode: `scripts/serve.ts` serves the prebuilt files (as Netlify's CDN does) and
      // hands Astro only what is rendered on demand.
      (await import("@astrojs/node")).default({ mode: "middleware" });

/**
 * The hosted function talks to Supabase's Postgres (DATABASE_URL) and must not carry the embedded
 * database: PGlite (WebAssembly and data files, about 16 MB) would be traced into the Netlify
 * function. In the Netlify build's `ssr` environment (the on-demand routes) the embedded driver
 * becomes a module that fails with a hint. The `prerender` environment keeps it, so a build
 * without DATABASE_URL can still read an embedded database for the static pages.
 */
function hostedWithoutEmbeddedDatabase() {
  const id = "\0portfolio:no-embedded-database";
  return {
    name: "portfolio:hosted-without-embedded-database",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (/** @type {{ name: string }} */ environment) => environment.name === "ssr",
    resolveId(/** @type {string} */ source) {
      return /(^|\/)pglite-driver(\.ts)?$/.test(source) ? id : null;
    },
    load(/** @type {string} */ loaded) {
      if (loaded !== id) return null;
      return `export async function createPgliteDriver() {
  throw new Error("This hosted build has no embedded database (PGlite): set DATABASE_URL to the Supabase pooler's connection string.");
}`;
    },
  };
}

export default defineConfig({
  site: process.env.SITE_URL || defaultSiteUrl(process.env),
  // Separate build folders let several builds run side by side (browser tests on their own port).
  outDir: process.env.ASTRO_OUT_DIR ?? "./dist",
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  output: "static",
  adapter,
  build: {
    // Every page carries its stylesheet inline: no request holds back its first paint, and the
    // styles of what its islands show later (toasts, menus, loading states) are there already.
    inlineStylesheets: "always",
    // Share cards, covers and image variants are drawn by sharp on libuv's four threads: pages
    // rendered four at a time keep every core busy while one page's JavaScript runs.
    concurrency: 4,
  },
  security: {
    // Every write endpoint checks its requests itself, with JSON answers (docs/api.md): visitor
    // writes accept JSON only (415 otherwise), sign-in and the admin refuse other origins (403).
    // Astro's own check would answer some of those first, in plain text.
    checkOrigin: false,
    // Astro writes each page's policy into the page, with the hash of every script it emits
    // there. The theme script runs before the first paint, inline (is:inline), so its hash is
    // given here. The rest of the policy: src/server/security/headers.ts.
    csp: {
      directives: /** @type {any} */ (pagePolicyDirectives(policyOptions(process.env))),
      scriptDirective: {
        hashes: [/** @type {any} */ (`sha256-${createHash("sha256").update(THEME_BOOT_SCRIPT).digest("base64")}`)],
      },
      styleDirective: { resources: STYLE_SOURCES },
    },
  },
  integrations: [
    react(),
    hydrateOnInteraction(),
    responsiveImages(),
    headersFileIntegration(),
    buildInfoFile(),
    devContentRefresh(),
    // Public pages only: the owner's area, sign-in and the 404 page are not for search engines.
    sitemap({
      filter: (page) => !/\/(admin|auth|404)(\/|$)/.test(new URL(page).pathname),
      // The internal links' form of every URL: no trailing slash (the home page keeps its "/").
      serialize: (item) => ({ ...item, url: item.url.replace(/([^/])\/$/, "$1") }),
    }),
    ...(target === "node" ? [precompress()] : []),
  ],
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? "localhost",
  },
  vite: {
    plugins: [tailwindcss(), ...(target === "netlify" ? [hostedWithoutEmbeddedDatabase()] : [])],
    // PGlite loads its WebAssembly and data files next to its own module: never bundle it.
    ssr: { external: ["@electric-sql/pglite", "@electric-sql/pglite-pgtap", "postgres"] },
    optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  },
});

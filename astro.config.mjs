// @ts-check
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { buildInfoFile } from "./src/integrations/build-info";
import { responsiveImages } from "./src/integrations/responsive-images";
import { securityHeadersFile } from "./src/integrations/security-headers";
import { existsSync } from "node:fs";

// The same `.env` the server reads (src/server/env.ts); the environment wins over the file.
if (existsSync(".env")) process.loadEnvFile(".env");

/**
 * The deployment target picks the adapter: Netlify (set DEPLOY_TARGET=netlify, or automatically
 * inside a Netlify build) or Node for local serving. Adapters load lazily: importing the Netlify
 * one costs seconds that local builds need not pay.
 */
const target = process.env.DEPLOY_TARGET ?? (process.env.NETLIFY === "true" ? "netlify" : "node");

const adapter =
  target === "netlify"
    ? (await import("@astrojs/netlify")).default()
    : (await import("@astrojs/node")).default({ mode: "standalone" });

export default defineConfig({
  site: process.env.SITE_URL ?? "http://localhost:4321",
  // Separate build folders let several builds run side by side (browser tests on their own port).
  outDir: process.env.ASTRO_OUT_DIR ?? "./dist",
  cacheDir: process.env.ASTRO_CACHE_DIR ?? "./node_modules/.astro",
  output: "static",
  adapter,
  integrations: [
    react(),
    responsiveImages(),
    securityHeadersFile(),
    buildInfoFile(),
    // Public pages only: the owner's area, sign-in and the 404 page are not for search engines.
    sitemap({ filter: (page) => !/\/(admin|auth|404)(\/|$)/.test(new URL(page).pathname) }),
  ],
  server: {
    port: Number(process.env.PORT ?? 4321),
    host: process.env.HOST ?? "localhost",
  },
  vite: {
    plugins: [tailwindcss()],
    // PGlite loads its WebAssembly and data files next to its own module: never bundle it.
    ssr: { external: ["@electric-sql/pglite", "@electric-sql/pglite-pgtap", "postgres"] },
    optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  },
});

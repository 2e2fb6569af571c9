/**
 * Serves the production build (`npm start`):
 * - the live build's prebuilt pages and assets (src/server/hosting/static-site.ts), swapped for a
 *   new build when the owner publishes (the publishing loop rebuilds in the background);
 * - everything else through Astro's Node handler (API routes, pages rendered on demand, 404);
 * - all of it compressed: the static host sends its files brotli-compressed at the highest quality
 *   and keeps them (as Netlify's CDN does); everything else goes through on-the-fly compression,
 *   since Astro's own standalone server sends every response uncompressed.
 *
 * Environment: ASTRO_OUT_DIR (default dist), PORT (4321), HOST (localhost). Rebuilds are written
 * under .builds/{PORT}. Started by `node scripts/serve.mjs` (see there why not by tsx).
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import { StaticSite } from "../src/server/hosting/static-site";
import { projectPath } from "../src/server/paths";
import { registerSiteHost } from "../src/server/publishing/site-host";

process.env.ASTRO_NODE_AUTOSTART = "disabled";

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? "dist");
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? "localhost";
// Inside the project, so that a build there resolves the project's packages; one folder per port,
// as two servers on one machine (the browser tests' visitor and owner copies) rebuild separately.
const buildsDir = projectPath(".builds", String(port));

const clientDir = path.join(outDir, "client");
const builtAt = await readFile(path.join(clientDir, "build-info.json"), "utf8")
  .then((text) => (JSON.parse(text) as { builtAt: string }).builtAt)
  .catch(() => new Date().toISOString());
const site = await StaticSite.open({ id: "initial", clientDir, builtAt }, buildsDir);
// Registered before Astro's code loads: the publishing loop finds it and rebuilds in the background.
registerSiteHost(site);

const { handler } = (await import(pathToFileURL(path.join(outDir, "server/entry.mjs")).href)) as {
  handler: NodeHandler;
};

// Brotli or gzip for dynamic text (API JSON, pages rendered on demand) over 1 KB; responses that
// are compressed already (the static host's) and images or PDFs pass as they are.
const compress = compression({ threshold: 1024 });

/**
 * Bodies up to this size with a declared length (forms, JSON) are read before Astro sees the
 * request, as a CDN's edge buffers them: Astro then builds its Request from the bytes (it takes a
 * body already read, as behind Express's body parsers) instead of pulling the stream through an
 * async iterator: 6% of the server's time per contact message under load. Larger bodies and
 * bodies of unknown length (uploads) stream as before, under Astro's own size limit; a body cut
 * off by its client is left to Astro as it was.
 */
const BUFFERED_BODY_BYTES = 64 * 1024;

function readSmallBody(req: http.IncomingMessage): Promise<void> | undefined {
  const length = Number(req.headers["content-length"]);
  if (!(length > 0 && length <= BUFFERED_BODY_BYTES) || req.headers["transfer-encoding"]) return undefined;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      (req as http.IncomingMessage & { body?: Buffer }).body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      resolve();
    });
    req.on("error", () => resolve());
    req.on("close", resolve);
  });
}

async function respond(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (await site.handle(req, res)) return;
  await readSmallBody(req);
  await handler(req, res);
}

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {
    respond(req, res).catch((error: unknown) => {
      console.error(`[serve] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
});

server.listen(port, host, () => {
  console.log(`[serve] listening on http://${host}:${port} (build: ${path.relative(process.cwd(), outDir) || "."})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

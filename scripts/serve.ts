/**
 * Serves the production build (`npm start`):
 * - the live build's prebuilt pages and assets (src/server/hosting/static-site.ts: sirv, with the
 *   build's `_headers` and its precompressed files), swapped for a new build when the owner
 *   publishes (the publishing loop rebuilds in the background);
 * - everything else through Astro's Node handler (API routes, pages rendered on demand, 404),
 *   compressed on the fly, since Astro's handler sends every response uncompressed;
 * - TRACE, TRACK and CONNECT: 405.
 *
 * Environment: ASTRO_OUT_DIR (default dist), PORT (4321), HOST (localhost). Rebuilds are written
 * under .builds/{PORT}. Started by `node scripts/serve.mjs` (see there why not by tsx).
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { Duplex } from "node:stream";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import { formatFirstAdminNotice, takeFirstAdminNotice } from "../src/server/auth/first-admin-notice";
import { readServerEnv } from "../src/server/env";
import { StaticSite } from "../src/server/hosting/static-site";
import { startNotificationTimer } from "../src/server/notifications/worker";
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
// are compressed already (the static host's files) and images or PDFs pass as they are.
const compress = compression({ threshold: 1024 });

/** Methods no route of the site answers, refused before anything else sees them. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const REFUSAL = `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;

function refuse(res: http.ServerResponse): void {
  res.writeHead(405, { Allow: ALLOWED_METHODS, "Content-Length": "0" });
  res.end();
}

async function respond(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (REFUSED_METHODS.has(req.method ?? "")) return refuse(res);
  if (site.handle(req, res)) return;
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

// Node hands CONNECT to an event of its own (a tunnel request), and its parser refuses methods it
// does not know (TRACK) before any handler: both are answered 405 too, other malformed requests
// 400 as Node would.
server.on("connect", (_req, socket: Duplex) => socket.end(REFUSAL));
server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
  if (!socket.writable) return socket.destroy();
  socket.end(error.code === "HPE_INVALID_METHOD" ? REFUSAL : "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
});

server.listen(port, host, () => {
  console.log(`[serve] listening on http://${host}:${port} (build: ${path.relative(process.cwd(), outDir) || "."})`);
  // A first admin's generated password, last, where the owner sees it (shown once).
  const env = readServerEnv();
  const notice = !env.inMemory && takeFirstAdminNotice(projectPath(env.DATA_DIR));
  if (notice) console.log(formatFirstAdminNotice(notice, `${env.SITE_URL}/auth`));
});

// The owner's notifications: retries, the guestbook's batches and the purge, every minute.
startNotificationTimer();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}

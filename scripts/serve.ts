/**
 * Serves the production build (`npm start`): Astro's Node handler (prebuilt pages, assets,
 * on-demand routes) behind HTTP compression. Astro's own standalone server sends every file
 * uncompressed, which triples what a phone downloads; Netlify's CDN compresses on its own.
 *
 * Environment: ASTRO_OUT_DIR (default dist), PORT (4321), HOST (localhost).
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";

process.env.ASTRO_NODE_AUTOSTART = "disabled";

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

const outDir = path.resolve(process.env.ASTRO_OUT_DIR ?? "dist");
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? "localhost";

const { handler } = (await import(pathToFileURL(path.join(outDir, "server/entry.mjs")).href)) as {
  handler: NodeHandler;
};

// Brotli or gzip for text (HTML, CSS, JS, JSON, SVG, XML) over 1 KB; images and PDFs pass as they are.
const compress = compression({ threshold: 1024 });

const server = http.createServer((req, res) => {
  compress(req as never, res as never, () => {
    Promise.resolve(handler(req, res)).catch((error: unknown) => {
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

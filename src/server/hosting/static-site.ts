import { createReadStream } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { LiveBuild, SiteHost } from "../publishing/site-host";

/**
 * Serves the prebuilt pages and assets of the live build (`npm start`), and swaps builds in when
 * the publishing loop finishes a rebuild. A request reads the live build once, at its start, so it
 * is answered wholly from the old build or wholly from the new one.
 *
 * Headers: each build's own `_headers` file (the security headers, written at build) and caching
 * fit for content-hashed assets (`/_astro/`, `/_img/`: a year, immutable) and pages (revalidate).
 *
 * Text files are sent compressed as a CDN sends them: brotli at its highest quality (or gzip for
 * clients without brotli), compressed once per build and file and then kept in memory.
 */
interface ServedBuild extends LiveBuild {
  headerRules: HeaderRule[];
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
};

/** Types worth compressing; images, PDFs and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".map", ".xml", ".txt", ".svg", ".webmanifest"]);
/** The compressed files kept in memory, at most (a whole site of thousands of pages is far less). */
const COMPRESSED_CACHE_BYTES = 128 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip";

/** The encoding a client accepts that we prefer: brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const acceptable = (name: Encoding) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (acceptable("br")) return "br";
  if (acceptable("gzip")) return "gzip";
  return null;
}

async function compressFile(file: string, encoding: Encoding): Promise<Buffer> {
  const content = await readFile(file);
  return encoding === "br"
    ? brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      })
    : gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION });
}

/** Content-hashed folders: a file there never changes, so browsers may keep it for a year. */
const IMMUTABLE_PREFIXES = ["/_astro/", "/_img/"];
/** Build files that are configuration, not content. */
const HIDDEN_FILES = new Set(["/_headers", "/_redirects"]);

/** One rule of a Netlify-style `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Reads a `_headers` file (the build writes one: src/integrations/security-headers.ts). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Netlify's matching for the patterns the build writes: `/*`, `/folder/*` and exact paths. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern === "/*") return true;
  if (pattern.endsWith("/*")) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern || pathname === `${pattern}/`;
}

/** The headers of every rule that matches the path, later rules first among equals. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, pathname)).map((rule) => rule.headers));
}

async function readServedBuild(build: LiveBuild): Promise<ServedBuild> {
  const index = await stat(path.join(build.clientDir, "index.html")).catch(() => null);
  if (!index?.isFile()) throw new Error(`${build.clientDir} has no index.html: not a complete build`);
  const headersText = await readFile(path.join(build.clientDir, "_headers"), "utf8").catch(() => "");
  return { ...build, headerRules: parseHeadersFile(headersText) };
}

export class StaticSite implements SiteHost {
  private current: ServedBuild;
  private previous: ServedBuild | null = null;
  /** Compressed files by build, path, size, time and encoding (a changed file gets a new key). */
  private compressed = new Map<string, Promise<Buffer>>();
  private compressedBytes = 0;

  private constructor(
    initial: ServedBuild,
    readonly buildsDir: string,
  ) {
    this.current = initial;
  }

  /** Starts serving `initial`; rebuilds go under `buildsDir` (left-over builds there are removed). */
  static async open(initial: LiveBuild, buildsDir: string): Promise<StaticSite> {
    const site = new StaticSite(await readServedBuild(initial), path.resolve(buildsDir));
    await site.removeBuildsExcept([]);
    return site;
  }

  live(): LiveBuild {
    const { id, clientDir, builtAt } = this.current;
    return { id, clientDir, builtAt };
  }

  async publish(build: LiveBuild): Promise<void> {
    const next = await readServedBuild(build);
    // The swap: one assignment. The build before stays on disk for pages still open in browsers
    // (their content-hashed scripts); older rebuilds are removed.
    this.previous = this.current;
    this.current = next;
    for (const key of this.compressed.keys()) {
      if (!key.startsWith(`${this.current.id}\0`) && !key.startsWith(`${this.previous.id}\0`))
        this.compressed.delete(key);
    }
    await this.removeBuildsExcept([this.current.clientDir, this.previous.clientDir]);
  }

  /**
   * Answers GET/HEAD for a file of the live build; false when there is none (the caller passes
   * the request on: API routes, pages rendered on demand, the 404 page).
   */
  async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const build = this.current;
    const pathname = decodedPathname(req.url ?? "/");
    if (pathname === null || pathname.startsWith("/api/") || HIDDEN_FILES.has(pathname)) return false;

    let file = await findFile(build.clientDir, pathname);
    let servedFrom = build;
    // A page still open from the build before asks for that build's hashed scripts and images.
    if (!file && this.previous && IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      file = await findFile(this.previous.clientDir, pathname);
      servedFrom = this.previous;
    }
    if (!file) return false;

    const extension = path.extname(file.path).toLowerCase();
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(req.headers["accept-encoding"]) : null;
    const version = `${servedFrom.id}-${file.size.toString(36)}-${Math.trunc(file.mtimeMs).toString(36)}`;
    const etag = `W/"${version}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string> = {
      ...headersFor(servedFrom.headerRules, pathname),
      "Content-Type": CONTENT_TYPES[extension] ?? "application/octet-stream",
      "Cache-Control": IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, must-revalidate",
      ETag: etag,
      "Last-Modified": new Date(file.mtimeMs).toUTCString(),
    };
    if (COMPRESSIBLE.has(extension)) headers.Vary = "Accept-Encoding";
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    if (encoding) {
      const body = await this.compressedFile(servedFrom.id, file, encoding);
      res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(body.length) });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    res.writeHead(200, { ...headers, "Content-Length": String(file.size) });
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    await new Promise<void>((resolve, reject) => {
      createReadStream(file.path).on("error", reject).on("end", resolve).pipe(res);
    });
    return true;
  }

  /** The file compressed, from memory after the first request (one compression at a time per file). */
  private compressedFile(
    buildId: string,
    file: { path: string; size: number; mtimeMs: number },
    encoding: Encoding,
  ): Promise<Buffer> {
    const key = `${buildId}\0${file.path}\0${file.size}\0${file.mtimeMs}\0${encoding}`;
    let body = this.compressed.get(key);
    if (!body) {
      if (this.compressedBytes > COMPRESSED_CACHE_BYTES) {
        this.compressed.clear();
        this.compressedBytes = 0;
      }
      body = compressFile(file.path, encoding);
      this.compressed.set(key, body);
      body.then(
        (buffer) => (this.compressedBytes += buffer.length),
        () => this.compressed.delete(key),
      );
    }
    return body;
  }

  private async removeBuildsExcept(keep: string[]): Promise<void> {
    const entries = await readdir(this.buildsDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const dir = path.join(this.buildsDir, entry.name);
      if (keep.some((clientDir) => clientDir === dir || clientDir.startsWith(dir + path.sep))) continue;
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function decodedPathname(url: string): string | null {
  try {
    const pathname = decodeURIComponent(new URL(url, "http://host").pathname);
    return pathname.includes("\0") ? null : pathname;
  } catch {
    return null;
  }
}

/** The file a path names in a build: the file itself, or a folder's index.html. Never outside it. */
async function findFile(
  root: string,
  pathname: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  const resolved = path.resolve(root, `.${pathname}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  const candidates = pathname.endsWith("/")
    ? [path.join(resolved, "index.html")]
    : [resolved, path.join(resolved, "index.html")];
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return { path: candidate, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}

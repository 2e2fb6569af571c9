import { readdir, rm, stat } from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";
import sirv from "sirv";
import type { LiveBuild, SiteHost } from "../publishing/site-host";

/**
 * Serves the prebuilt pages and assets of the live build (`npm start`) the way Netlify's CDN
 * serves the same files, and swaps builds in when the publishing loop finishes a rebuild. A
 * request reads the live build once, at its start, so it is answered wholly from the old build or
 * wholly from the new one.
 *
 * Files are served by sirv: the precompressed copies the build wrote (brotli, gzip) to clients
 * that accept them, ETags, ranges. Headers are the build's `_headers` file, read with Netlify's
 * own parser and applied as Netlify applies them (every matching rule; a header named by two
 * rules gets both values); content-hashed scripts and styles (`/_astro/`) are kept for a year, as
 * the Netlify adapter declares them, and everything else revalidates, as Netlify does.
 *
 * Paths are canonical before anything is looked up: a path with encoded or doubled slashes, dot
 * segments or a trailing `index.html` is redirected to its canonical form (`/%2Fauth/` and
 * `/auth/index.html` to `/auth/`), so no spelling of a page reaches it without its headers.
 * Netlify's own files (`_headers`, `_redirects`) are never served.
 */
interface ServedBuild extends LiveBuild {
  rules: Header[];
  serve: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
}

/** Content-hashed folders: a file there never changes, so a previous build's may still be asked for. */
const HASHED_FOLDERS = ["/_astro/", "/_img/"];
const NETLIFY_FILES = new Set(["/_headers", "/_redirects"]);

/** The decoded path of a request's target as sent, or null when it names no file (malformed, NUL). */
function decodedPathname(url: string): string | null {
  try {
    const pathname = decodeURIComponent(url.replace(/[?#].*$/s, ""));
    return pathname.startsWith("/") && !pathname.includes("\0") ? pathname : null;
  } catch {
    return null;
  }
}

/** The one spelling of a decoded path: single slashes, no dot segments, no trailing index.html. */
export function canonicalPathname(decoded: string): string {
  return path.posix.normalize(decoded.replace(/\/{2,}/g, "/")).replace(/\/index\.html$/, "/");
}

/** The headers of every `_headers` rule that matches the path, joined as Netlify joins them. */
export function headersFor(rules: Header[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

async function readServedBuild(build: LiveBuild): Promise<ServedBuild> {
  const index = await stat(path.join(build.clientDir, "index.html")).catch(() => null);
  if (!index?.isFile()) throw new Error(`${build.clientDir} has no index.html: not a complete build`);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(build.clientDir, "_headers")],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0)
    throw new Error(`${build.clientDir}/_headers: ${errors.map((error) => error.message).join("; ")}`);
  const rules = headers as Header[];
  const serve = sirv(build.clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader(
        "Cache-Control",
        pathname.startsWith("/_astro/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      );
      const requested = canonicalPathname(decodedPathname(res.req.url ?? "/") ?? pathname);
      for (const [name, value] of Object.entries(headersFor(rules, requested))) res.setHeader(name, value);
    },
  });
  return { ...build, rules, serve };
}

export class StaticSite implements SiteHost {
  private current: ServedBuild;
  private previous: ServedBuild | null = null;

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
    await this.removeBuildsExcept([this.current.clientDir, this.previous.clientDir]);
  }

  /**
   * Answers GET/HEAD for a file of the live build, or with a redirect to a path's canonical
   * spelling; false when there is no such file (the caller passes the request on: API routes,
   * pages rendered on demand, the 404 page).
   */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const decoded = decodedPathname(req.url ?? "/");
    if (decoded === null) return false;
    const pathname = canonicalPathname(decoded);
    if (NETLIFY_FILES.has(pathname) || /\.(br|gz)$/.test(pathname)) return false;
    if (pathname !== decoded) {
      const search = /\?[^#]*/.exec(req.url ?? "")?.[0] ?? "";
      res.writeHead(301, {
        ...headersFor(this.current.rules, pathname),
        Location: encodeURI(pathname) + search,
        "Cache-Control": "public, max-age=0, must-revalidate",
      });
      res.end();
      return true;
    }

    const { current, previous } = this;
    if (serveFrom(current, req, res)) return true;
    // A page still open from the build before asks for that build's hashed scripts and images.
    return Boolean(
      previous && HASHED_FOLDERS.some((folder) => pathname.startsWith(folder)) && serveFrom(previous, req, res),
    );
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

/** True when the build answers (sirv has begun sending the file); false when it has no such file. */
function serveFrom(build: ServedBuild, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  let missing = false;
  // sirv looks the path up in the file list it read at start and calls `next` at once on a miss.
  build.serve(req, res, () => (missing = true));
  return !missing;
}

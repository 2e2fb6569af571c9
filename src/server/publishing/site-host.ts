/**
 * The bridge between the server that serves the static pages (`scripts/serve.ts`, `npm start`) and
 * the publishing code that runs inside Astro's server bundle. Both live in one process but are
 * bundled apart, so the server registers itself on globalThis under a shared symbol.
 */
export interface LiveBuild {
  /** A name unique per build, e.g. "initial" or "build-2026-11-22T09-12-03-120Z". */
  id: string;
  /** The folder whose files are served (Astro's `client` output). */
  clientDir: string;
  /** When the build finished (ISO 8601). */
  builtAt: string;
}

export interface SiteHost {
  /** Where rebuilds are written, one folder per build. */
  readonly buildsDir: string;
  /** The build being served now. */
  live(): LiveBuild;
  /**
   * Serves a finished build from the next request on: everything it needs is read first, then one
   * reference swap, so no request ever sees half of it.
   */
  publish(build: LiveBuild): Promise<void>;
}

const KEY = Symbol.for("portfolio.site-host");
type GlobalWithHost = typeof globalThis & { [KEY]?: SiteHost };

export function registerSiteHost(host: SiteHost): void {
  (globalThis as GlobalWithHost)[KEY] = host;
}

/** The server serving the static pages, when this process is one (`npm start`); null elsewhere. */
export function getSiteHost(): SiteHost | null {
  return (globalThis as GlobalWithHost)[KEY] ?? null;
}

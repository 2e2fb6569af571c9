/**
 * Module preloads for the prebuilt pages: no chain of script requests before the page is ready.
 *
 * A page's module scripts (its `<script>`s, and the islands that hydrate at load) import shared
 * chunks, which may import others: the browser discovers each level only once the level above has
 * arrived, so a phone on a slow network waits one round trip per level before the scripts can run
 * (the home page's script, then its anchor-navigation chunk; the sign-in form, then React's
 * chunks), and Lighthouse's simulated load counts every level into the first paint. A
 * `<link rel="modulepreload">` for every chunk those scripts import, statically and at any depth,
 * puts them all one round trip after the document, fetched side by side; the scripts run exactly
 * as before. Chunks that load later on purpose (`client:idle`, `import()` after the first paint),
 * only on a gesture or on scrolling (`client:interaction`, `client:visible`) get no preload: they
 * must not compete with the first screen, and may never be needed.
 *
 * The links go where the page first needs a script (its first such island or module script), so
 * the first screen's markup and images are requested before them.
 */

/** Islands whose code loads with the page (`client:load`). */
const EAGER_ISLAND = /<astro-island\b[^>]*\bclient="load"[^>]*>/gi;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="(\/_astro\/[^"]+\.m?js)"[^>]*>/gi;
const ISLAND_CODE = /\s(?:component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"]+\.m?js)"/g;

/**
 * The build's scripts that run with the page: its module scripts (the browser finds them in the
 * markup) and the code of its `client:load` islands (imported by the island's runtime, so the
 * browser learns of it only when the island starts); and where the first of them is.
 */
export function eagerPageScripts(html: string): { scripts: string[]; islandCode: string[]; firstAt: number } {
  const scripts = new Set<string>();
  const islandCode = new Set<string>();
  let firstAt = -1;
  const note = (index: number) => (firstAt = firstAt < 0 ? index : Math.min(firstAt, index));
  for (const match of html.matchAll(MODULE_SCRIPT)) {
    scripts.add(match[1]!);
    note(match.index);
  }
  for (const match of html.matchAll(EAGER_ISLAND)) {
    for (const attribute of match[0].matchAll(ISLAND_CODE)) islandCode.add(attribute[1]!);
    note(match.index);
  }
  return { scripts: [...scripts], islandCode: [...islandCode], firstAt };
}

/**
 * The page with a modulepreload link for its `client:load` islands' code and for every chunk its
 * eager scripts import, at any depth, placed before its first eager script. `importsOf(url)`
 * gives a chunk's static imports as site paths (none for a chunk it cannot read; see
 * critical-css.ts's chunkImports, which reads them).
 */
export function withModulePreloads(html: string, importsOf: (url: string) => string[]): string {
  const { scripts, islandCode, firstAt } = eagerPageScripts(html);
  if (firstAt < 0) return html;
  const inMarkup = new Set(scripts);
  const preloads = new Set(islandCode);
  const visit = (url: string) => {
    for (const imported of importsOf(url)) {
      if (inMarkup.has(imported) || preloads.has(imported)) continue;
      preloads.add(imported);
      visit(imported);
    }
  };
  [...scripts, ...islandCode].forEach(visit);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/gi))
    preloads.delete(match[1]!);
  const links = [...preloads].map((url) => `<link rel="modulepreload" href="${url}">`).join("");
  return links ? html.slice(0, firstAt) + links + html.slice(firstAt) : html;
}

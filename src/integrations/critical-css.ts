import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { withModulePreloads } from "./module-preload";
import { htmlFiles } from "./security-headers";

/**
 * Inline CSS for the prebuilt pages (issue 7: the first screen arrives in one round trip, and no
 * stylesheet request holds back the first paint).
 *
 * After the build, each page's stylesheet link is replaced by the rules that page can use: rules
 * whose selectors name only classes the page can carry, plus every rule that names no class
 * (preflight, the theme's variables, element styles) and the at-rules that declare things
 * (@property, @keyframes). The classes a page can carry are those of its markup and those of the
 * code its islands and scripts load (their built chunks, followed through their imports): so a
 * menu that opens, a toast or a success panel is styled too, and the page needs no stylesheet
 * file at all. The rules split in two blocks: the first screen's in the head, the rest after the
 * page's first section (see inlineCriticalCss).
 *
 * The stylesheet is the minified, flat CSS Tailwind and Vite emit (no nesting), parsed once per
 * file; each page then costs one pass over its class attributes and the parsed rules.
 *
 * The same pass, which reads every page's scripts and the chunks they import, also gives each
 * page the modulepreload links of its scripts' imports (src/integrations/module-preload.ts), so
 * that neither its CSS nor its scripts wait on a chain of requests.
 */
/** A node of a parsed stylesheet. */
export type CssNode =
  | { kind: "rule"; text: string; alternatives: string[][] }
  | { kind: "group"; prelude: string; children: CssNode[] }
  | { kind: "keep"; text: string };

/** Grouping at-rules: kept when any rule inside them is kept. Other at-rules are kept whole. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container|scope|starting-style)\b/i;

/** Index just past the quoted string, comment or escape starting at `i` (else `i` itself). */
function skipAtom(css: string, i: number): number {
  const char = css[i];
  if (char === "\\") return i + 2;
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (char === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end < 0 ? css.length : end + 2;
  }
  return i;
}

/** Index of the `}` that closes the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const next = skipAtom(css, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (css[i] === "{") depth += 1;
    else if (css[i] === "}" && --depth === 0) return i;
    i += 1;
  }
  throw new Error("critical-css: unbalanced braces in the stylesheet");
}

/** Parses a flat (un-nested) stylesheet into rules, grouping at-rules and kept-whole at-rules. */
export function parseStylesheet(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  for (let i = 0; i < css.length;) {
    const next = skipAtom(css, i);
    if (next !== i) {
      // A comment before a prelude is dropped; strings and escapes belong to the prelude.
      if (css[i] === "/" && css.slice(start, i).trim() === "") start = next;
      i = next;
      continue;
    }
    const char = css[i];
    if (char === ";") {
      const statement = css.slice(start, i + 1).trim();
      if (statement !== ";") nodes.push({ kind: "keep", text: statement });
      start = i = i + 1;
    } else if (char === "{") {
      const close = closingBrace(css, i);
      const prelude = css.slice(start, i).trim();
      const body = css.slice(i + 1, close);
      if (GROUPING_AT_RULES.test(prelude)) nodes.push({ kind: "group", prelude, children: parseStylesheet(body) });
      else if (prelude.startsWith("@")) nodes.push({ kind: "keep", text: `${prelude}{${body}}` });
      else nodes.push({ kind: "rule", text: `${prelude}{${body}}`, alternatives: selectorClasses(prelude) });
      start = i = close + 1;
    } else {
      i += 1;
    }
  }
  return nodes;
}

/** An escape in an identifier (`\:`, `\/`, `\32 `) and the index just past it. */
function readEscape(selector: string, i: number): [string, number] {
  const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(i + 1, i + 8));
  if (hex) return [String.fromCodePoint(parseInt(hex[0].trim(), 16)), i + 1 + hex[0].length];
  return [selector[i + 1] ?? "", i + 2];
}

const IDENTIFIER_CHAR = /[\w-]|[^\p{ASCII}]/u;

/**
 * For each selector of a comma-separated list, the classes an element tree must carry for it
 * to match. Classes inside `:not(…)` are not required, so they are left out.
 */
export function selectorClasses(selectorList: string): string[][] {
  const alternatives: string[][] = [[]];
  // Parenthesis depth, and the depth at which a `:not(` started (inside it nothing is required).
  let depth = 0;
  let notDepth = -1;
  let bracket = false;
  for (let i = 0; i < selectorList.length;) {
    const char = selectorList[i]!;
    if (char === "\\") {
      i = readEscape(selectorList, i)[1];
    } else if (char === '"' || char === "'") {
      i = skipAtom(selectorList, i);
    } else if (bracket) {
      if (char === "]") bracket = false;
      i += 1;
    } else if (char === "[") {
      bracket = true;
      i += 1;
    } else if (char === "(") {
      if (notDepth < 0 && /:not$/i.test(selectorList.slice(Math.max(0, i - 4), i))) notDepth = depth;
      depth += 1;
      i += 1;
    } else if (char === ")") {
      depth -= 1;
      if (depth === notDepth) notDepth = -1;
      i += 1;
    } else if (char === "," && depth === 0) {
      alternatives.push([]);
      i += 1;
    } else if (char === "." && i + 1 < selectorList.length && !/\d/.test(selectorList[i + 1]!)) {
      let name = "";
      let j = i + 1;
      while (j < selectorList.length) {
        if (selectorList[j] === "\\") {
          const [decoded, after] = readEscape(selectorList, j);
          name += decoded;
          j = after;
        } else if (IDENTIFIER_CHAR.test(selectorList[j]!)) {
          name += selectorList[j];
          j += 1;
        } else break;
      }
      if (name && notDepth < 0) alternatives.at(-1)!.push(name);
      i = j;
    } else {
      i += 1;
    }
  }
  return alternatives;
}

/** Every class named in the page's `class` attributes. */
export function pageClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const value = (match[1] ?? match[2] ?? "")
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * The CSS of `nodes` that markup with `classes` can use. With `before` (the classes of markup
 * already styled by an earlier block), only the rules that markup could not use: the rest.
 */
export function criticalCss(nodes: CssNode[], classes: Set<string>, before?: Set<string>): string {
  const matches = (node: { alternatives: string[][] }, set: Set<string>) =>
    node.alternatives.some((required) => required.every((name) => set.has(name)));
  let css = "";
  for (const node of nodes) {
    if (node.kind === "keep") {
      if (!before) css += node.text;
    } else if (node.kind === "rule") {
      if (matches(node, classes) && !(before && matches(node, before))) css += node.text;
    } else {
      const inner = criticalCss(node.children, classes, before);
      if (inner) css += `${node.prelude}{${inner}}`;
    }
  }
  return css;
}

/**
 * Where the first screen's markup ends: after the first `<section>` or `<header>` inside
 * `<main>` (the home page's hero, a page's heading block), or -1 when the page has neither.
 */
export function firstScreenEnd(html: string): number {
  const main = html.search(/<main\b/i);
  if (main < 0) return -1;
  const first = /<(section|header)\b/gi;
  first.lastIndex = main;
  const opening = first.exec(html);
  if (!opening) return -1;
  const tags = new RegExp(`<(\\/?)${opening[1]}\\b[^>]*>`, "gi");
  tags.lastIndex = opening.index;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return -1;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/**
 * The page with each stylesheet link of its head replaced by inline CSS in two parts: in the
 * head, the rules the first screen needs (head to the end of the first section); right after
 * that section, the rules only the rest of the page and its islands need. So the first screen
 * renders from the first bytes that arrive. `stylesheet(href)` gives a link's parsed stylesheet,
 * or null for one that is not the build's own (left as it is); `scriptClasses` are the classes
 * the page's islands and scripts can add.
 */
export function inlineCriticalCss(
  html: string,
  stylesheet: (href: string) => CssNode[] | null,
  scriptClasses: Iterable<string> = [],
): string {
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  const split = firstScreenEnd(html);
  const firstClasses = pageClasses(split < 0 ? html : html.slice(0, split));
  const allClasses = new Set([...pageClasses(html), ...scriptClasses]);
  let inlined = false;
  let rest = "";
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
    const nodes = href ? stylesheet(href) : null;
    if (!nodes) return link;
    inlined = true;
    if (split < 0) return `<style>${criticalCss(nodes, allClasses)}</style>`;
    rest += criticalCss(nodes, allClasses, firstClasses);
    return `<style>${criticalCss(nodes, firstClasses)}</style>`;
  });
  if (!inlined) return html;
  if (split < 0) return head + html.slice(headEnd);
  return head + html.slice(headEnd, split) + (rest ? `<style>${rest}</style>` : "") + html.slice(split);
}

/** The build's scripts a page loads: its islands' components and renderers, and its module scripts. */
export function pageScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /\s(?:component-url|renderer-url|before-hydration-url|src)="(\/_astro\/[^"]+\.m?js)"/g,
  ))
    urls.add(match[1]!);
  return [...urls];
}

/**
 * The chunks a built chunk imports (`./x.js` beside it): statically (`import … from`, `import "…"`)
 * and, unless `dynamic` is false, on demand (`import("…")`).
 */
export function chunkImports(code: string, { dynamic = true }: { dynamic?: boolean } = {}): string[] {
  const imports = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*(\()?\s*["'](\.\.?\/[^"']+\.m?js)["']/g))
    if (dynamic || !match[1]) imports.add(match[2]!);
  return [...imports];
}

/**
 * The classes a chunk of built code can set: every whitespace- or quote-separated token of it
 * that is a class of the stylesheet (`known`). Class names live in the code as string literals,
 * which minifying keeps whole, as Tailwind itself finds them in the sources.
 */
export function chunkClasses(code: string, known: Set<string>): Set<string> {
  const classes = new Set<string>();
  for (const token of code.split(/[\s"'`]+/)) if (known.has(token)) classes.add(token);
  return classes;
}

/** Every class a selector of the parsed stylesheet names. */
function stylesheetClasses(nodes: CssNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.kind === "rule") for (const required of node.alternatives) for (const name of required) into.add(name);
    else if (node.kind === "group") stylesheetClasses(node.children, into);
  }
  return into;
}

/** The build step: every prebuilt page gets its CSS inline (see the module comment). */
export function criticalCssInline(): AstroIntegration {
  return {
    name: "portfolio:critical-css",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const files = await htmlFiles(clientDir);
        const pages = await Promise.all(files.map(async (file) => [file, await readFile(file, "utf8")] as const));

        // The build's own stylesheets, parsed once each.
        const parsed = new Map<string, CssNode[] | null>();
        for (const [, html] of pages) {
          for (const link of html.match(STYLESHEET_LINK) ?? []) {
            const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
            if (!href?.startsWith("/_astro/") || parsed.has(href)) continue;
            const css = await readFile(path.join(clientDir, href), "utf8").catch(() => "");
            parsed.set(href, css ? parseStylesheet(css) : null);
          }
        }
        const known = new Set<string>();
        for (const nodes of parsed.values()) if (nodes) stylesheetClasses(nodes, known);

        // The classes each script chunk can set, with everything it imports, read once each.
        const chunks = new Map<string, { classes: Set<string>; imports: string[]; staticImports: string[] }>();
        const readChunk = async (url: string) => {
          if (chunks.has(url)) return;
          const code = await readFile(path.join(clientDir, url), "utf8").catch(() => "");
          const resolve = (relative: string) => path.posix.join(path.posix.dirname(url), relative);
          const imports = chunkImports(code).map(resolve);
          chunks.set(url, {
            classes: chunkClasses(code, known),
            imports,
            staticImports: chunkImports(code, { dynamic: false }).map(resolve),
          });
          for (const imported of imports) await readChunk(imported);
        };
        const scriptClasses = (urls: string[]) => {
          const classes = new Set<string>();
          const seen = new Set<string>();
          const visit = (url: string) => {
            const chunk = chunks.get(url);
            if (!chunk || seen.has(url)) return;
            seen.add(url);
            for (const name of chunk.classes) classes.add(name);
            chunk.imports.forEach(visit);
          };
          urls.forEach(visit);
          return classes;
        };

        let inlined = 0;
        let preloading = 0;
        for (const [file, html] of pages) {
          const scripts = pageScripts(html);
          for (const url of scripts) await readChunk(url);
          const styled = inlineCriticalCss(html, (href) => parsed.get(href) ?? null, scriptClasses(scripts));
          const result = withModulePreloads(styled, (url) => chunks.get(url)?.staticImports ?? []);
          if (styled !== html) inlined += 1;
          if (result !== styled) preloading += 1;
          if (result !== html) await writeFile(file, result);
        }
        logger.info(
          `CSS inlined in ${inlined} of ${files.length} pages, module preloads in ${preloading} ` +
            `(${chunks.size} script chunks read)`,
        );
      },
    },
  };
}

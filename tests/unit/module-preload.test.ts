import { describe, expect, it } from "vitest";
import { chunkImports } from "../../src/integrations/critical-css";
import { eagerPageScripts, withModulePreloads } from "../../src/integrations/module-preload";

/** A build's chunks and what each imports statically (site paths). */
const GRAPH: Record<string, string[]> = {
  "/_astro/page.js": ["/_astro/live-data.js"],
  "/_astro/live-data.js": ["/_astro/react.js", "/_astro/runtime.js"],
  "/_astro/react.js": ["/_astro/runtime.js"],
  "/_astro/Form.js": ["/_astro/zod.js", "/_astro/jsx.js"],
  "/_astro/client.js": ["/_astro/react.js"],
  "/_astro/Gallery.js": ["/_astro/lightbox.js"],
};
const importsOf = (url: string) => GRAPH[url] ?? [];
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe("module preloads", () => {
  it("reads a chunk's static imports, not its on-demand ones", () => {
    const code =
      'import{n as e}from"./rolldown-runtime.js";import"./side-effect.js";export{t}from"../x/y.mjs";' +
      'const later=()=>import("./on-demand.js");';
    expect(chunkImports(code, { dynamic: false })).toEqual(["./rolldown-runtime.js", "./side-effect.js", "../x/y.mjs"]);
  });

  it("finds the scripts that run with the page: module scripts and client:load islands, not the others", () => {
    const html =
      `<body><main><astro-island uid="a" component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="visible"></astro-island>` +
      `<astro-island uid="b" component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="load"></astro-island>` +
      `<astro-island uid="c" component-url="/_astro/List.js" renderer-url="/_astro/client.js" client="idle"></astro-island>` +
      `<astro-island uid="d" component-url="/_astro/Header.js" renderer-url="/_astro/client.js" client="interaction"></astro-island>` +
      `</main><script type="module" src="/_astro/page.js"></script></body>`;
    const found = eagerPageScripts(html);
    expect(found.scripts).toEqual(["/_astro/page.js"]);
    expect(found.islandCode).toEqual(["/_astro/Form.js", "/_astro/client.js"]);
    expect(found.firstAt).toBe(html.indexOf('<astro-island uid="b"'));
  });

  it("preloads every chunk a module script imports, at any depth, once, before the script", () => {
    const html = `<html><head></head><body><main><img src="/hero.webp"></main><script type="module" src="/_astro/page.js"></script></body></html>`;
    const out = withModulePreloads(html, importsOf);
    expect(preloads(out)).toEqual(["/_astro/live-data.js", "/_astro/react.js", "/_astro/runtime.js"]);
    // After the first screen's markup (its image is requested first), right before the script.
    expect(out.indexOf('<link rel="modulepreload"')).toBeGreaterThan(out.indexOf("/hero.webp"));
    expect(out.indexOf("</main>")).toBeLessThan(out.indexOf('<link rel="modulepreload"'));
    expect(out).toContain(`<link rel="modulepreload" href="/_astro/runtime.js"><script type="module"`);
  });

  it("preloads a client:load island's own code and its imports, but nothing of lazier islands", () => {
    const html =
      `<body><astro-island component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="load"></astro-island>` +
      `<astro-island component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="visible"></astro-island></body>`;
    const links = preloads(withModulePreloads(html, importsOf));
    expect(links).toEqual(
      expect.arrayContaining(["/_astro/Form.js", "/_astro/client.js", "/_astro/zod.js", "/_astro/jsx.js"]),
    );
    expect(links).toContain("/_astro/react.js");
    expect(links).not.toContain("/_astro/Gallery.js");
    expect(links).not.toContain("/_astro/lightbox.js");
  });

  it("leaves a page without eager scripts, and links it already has, alone", () => {
    const lazy = `<body><astro-island component-url="/_astro/Gallery.js" client="visible"></astro-island></body>`;
    expect(withModulePreloads(lazy, importsOf)).toBe(lazy);
    const html = `<body><link rel="modulepreload" href="/_astro/live-data.js"><script type="module" src="/_astro/page.js"></script></body>`;
    expect(preloads(withModulePreloads(html, importsOf))).toEqual([
      "/_astro/live-data.js",
      "/_astro/react.js",
      "/_astro/runtime.js",
    ]);
    // A script imported by another script of the page is found by the browser in the markup.
    const two = `<body><script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/live-data.js"></script></body>`;
    expect(preloads(withModulePreloads(two, importsOf))).toEqual(["/_astro/react.js", "/_astro/runtime.js"]);
  });
});

import { describe, expect, it } from "vitest";
import {
  chunkClasses,
  chunkImports,
  criticalCss,
  firstScreenEnd,
  inlineCriticalCss,
  pageClasses,
  pageScripts,
  parseStylesheet,
  selectorClasses,
} from "../../src/integrations/critical-css";

const STYLESHEET =
  "/*! tailwindcss */@layer theme,base,utilities;" +
  "@layer theme{:root{--spacing:.25rem}}" +
  "@layer base{*,:after{box-sizing:border-box}a{color:inherit}[hidden]:where(:not([hidden=until-found])){display:none!important}}" +
  "@layer utilities{.flex{display:flex}.hidden{display:none}.p-4{padding:1rem}.right-0\\.5{right:.125rem}" +
  ".hover\\:bg-accent\\/90:hover{background:red}.\\32 xl\\:p-8{padding:2rem}" +
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:block{display:block}}" +
  ":is(:where(.group):hover .group-hover\\:text-accent){color:blue}" +
  ".space-y-4>:not(:last-child){margin:0}.a,.b .c{color:green}}" +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}' +
  '.content-\\[\\"\\{\\}\\"\\]{content:"{}"}';

describe("critical CSS", () => {
  it("reads the classes each selector of a list needs, unescaping Tailwind's names", () => {
    expect(selectorClasses(".hover\\:bg-accent\\/90:hover")).toEqual([["hover:bg-accent/90"]]);
    expect(selectorClasses(".right-0\\.5")).toEqual([["right-0.5"]]);
    expect(selectorClasses(".\\32 xl\\:p-8")).toEqual([["2xl:p-8"]]);
    expect(selectorClasses(":is(:where(.group):hover .group-hover\\:text-accent)")).toEqual([
      ["group", "group-hover:text-accent"],
    ]);
    expect(selectorClasses(".a,.b .c")).toEqual([["a"], ["b", "c"]]);
    // Inside :not() nothing is required; attribute values are not classes.
    expect(selectorClasses(".x:not(.y)")).toEqual([["x"]]);
    expect(selectorClasses('[data-x=".y"] .z')).toEqual([["z"]]);
  });

  it("keeps only the rules a page can match, with every rule that names no class", () => {
    const css = criticalCss(parseStylesheet(STYLESHEET), new Set(["flex", "sm:grid", "b", "c"]));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
    expect(css).toContain(".a,.b .c{color:green}");
    expect(css).toContain(":root{--spacing:.25rem}");
    expect(css).toContain("*,:after{box-sizing:border-box}");
    expect(css).not.toContain(".space-y-4"); // its class is not on the page (:not() adds none)
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain('@property --tw-x{syntax:"*";inherits:false}');
    expect(css).toContain("@keyframes spin{to{transform:rotate(360deg)}}");
    expect(css).not.toContain(".hidden{");
    expect(css).not.toContain(".p-4{");
    expect(css).not.toContain("sm\\:block");
    expect(css).not.toContain("group-hover");
    expect(css).not.toContain("tailwindcss"); // the licence comment is not needed inline
  });

  it("keeps braces inside strings and escapes as part of their rule", () => {
    const nodes = parseStylesheet(STYLESHEET);
    const css = criticalCss(nodes, new Set(['content-["{}"]']));
    expect(css).toContain('.content-\\[\\"\\{\\}\\"\\]{content:"{}"}');
  });

  it("gives the rest of the page only what its first screen did not get", () => {
    const nodes = parseStylesheet(STYLESHEET);
    const rest = criticalCss(nodes, new Set(["flex", "p-4"]), new Set(["flex"]));
    expect(rest).toBe("@layer utilities{.p-4{padding:1rem}}");
  });

  it("reads class attributes, decoding entities", () => {
    expect([...pageClasses(`<div class="a  b"><p class='c'>x</p><i class="[&amp;_a]:underline"></i>`)]).toEqual([
      "a",
      "b",
      "c",
      "[&_a]:underline",
    ]);
  });

  it("ends the first screen after the first section or header of main, nested ones included", () => {
    const html = `<header><section>menu</section></header><main><section id="home"><section>x</section></section><section id="b"></section></main>`;
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<section id="home"><section>x<\/section><\/section>$/);
    expect(firstScreenEnd("<main><div>no sections</div></main>")).toBe(-1);
    // A page whose first screen is its heading block.
    const page = `<main><div><header><h1>All</h1></header><section>list</section></div></main>`;
    expect(page.slice(0, firstScreenEnd(page))).toMatch(/<header><h1>All<\/h1><\/header>$/);
  });

  it("finds the scripts a page loads and the classes their chunks can set", () => {
    const html = `<astro-island component-url="/_astro/Menu.abc.js" renderer-url="/_astro/client.def.js"></astro-island><script type="module" src="/_astro/page.ghi.js"></script><img src="/_img/x.webp">`;
    expect(pageScripts(html)).toEqual(["/_astro/Menu.abc.js", "/_astro/client.def.js", "/_astro/page.ghi.js"]);
    const code = `import{t as e}from"./cn.B4.js";import"./side.js";const l=()=>import("./lazy.X.js");e("hidden p-4",o&&"sm:block")`;
    expect(chunkImports(code)).toEqual(["./cn.B4.js", "./side.js", "./lazy.X.js"]);
    expect([...chunkClasses(code, new Set(["hidden", "p-4", "sm:block", "flex"]))]).toEqual([
      "hidden",
      "p-4",
      "sm:block",
    ]);
  });

  it("replaces the head's stylesheet link by two inline blocks and leaves other links alone", () => {
    const nodes = parseStylesheet(STYLESHEET);
    const html =
      `<html><head><link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="https://cdn.example/x.css"></head>` +
      `<body><main><section class="flex">hero</section><div class="p-4">more</div></main></body></html>`;
    const out = inlineCriticalCss(html, (href) => (href === "/_astro/site.css" ? nodes : null), ["hidden"]);
    expect(out).not.toContain('href="/_astro/site.css"');
    expect(out).toContain('<link rel="stylesheet" href="https://cdn.example/x.css">');
    const [head, rest] = [...out.matchAll(/<style>(.*?)<\/style>/g)].map((match) => match[1]);
    expect(head).toContain(".flex{display:flex}");
    expect(head).not.toContain(".p-4");
    expect(rest).toBe("@layer utilities{.hidden{display:none}.p-4{padding:1rem}}");
    expect(out.indexOf("<style>@layer utilities{.hidden")).toBe(out.indexOf("</section>") + "</section>".length);
  });
});

import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "../../src/server/content/sanitize-html";
import { demoBlogPosts } from "../../src/server/seed/demo-content";

/** No executable markup of any kind survives, whatever the spelling. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<\s*script/i);
  expect(html).not.toMatch(/<\s*(style|iframe|object|embed|svg|math|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/vbscript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe("blog post HTML sanitiser", () => {
  describe("keeps good article markup", () => {
    it("keeps headings, paragraphs, lists, emphasis, code and quotes unchanged", () => {
      const html =
        "<h2>Setup</h2><p>Use <strong>M4</strong> screws, <em>not</em> M3. Run <code>npm test</code>.</p>" +
        '<h3>Steps</h3><ol start="2"><li>Drill</li><li>Tap</li></ol><ul><li>One</li></ul>' +
        '<h4>Notes</h4><blockquote>Measure twice.</blockquote><pre class="language-ts"><code class="language-ts">const a = 1;</code></pre>' +
        "<hr /><p>Line<br />break</p>";
      expect(sanitizePostHtml(html)).toBe(html);
    });

    it("keeps underlined text from the editor's Underline tool", () => {
      const html = "<p>Torque the <u>M4 screws</u> to 2.5 N·m, <strong><u>not more</u></strong>.</p>";
      expect(sanitizePostHtml(html)).toBe(html);
    });

    it("keeps tables and figures with captions", () => {
      const html =
        '<table><caption>Loads</caption><thead><tr><th scope="col">Part</th><th>N</th></tr></thead>' +
        '<tbody><tr><td colspan="2">38</td></tr></tbody></table>' +
        '<figure><img src="https://cdn.example.com/a.webp" alt="Arm" /><figcaption>The arm</figcaption></figure>';
      const out = sanitizePostHtml(html);
      expect(out).toContain('<th scope="col">Part</th>');
      expect(out).toContain('<td colspan="2">38</td>');
      expect(out).toContain('<img src="https://cdn.example.com/a.webp" alt="Arm"');
      expect(out).toContain("<figcaption>The arm</figcaption>");
    });

    it("keeps https, http, mailto and relative links; external ones get rel=noopener noreferrer", () => {
      const out = sanitizePostHtml(
        '<a href="https://example.com/x">ext</a> <a href="http://example.org">old</a> ' +
          '<a href="mailto:me@example.com">mail</a> <a href="/projects/arm">internal</a> <a href="#part-2">anchor</a>',
      );
      expect(out).toContain('<a href="https://example.com/x" rel="noopener noreferrer">ext</a>');
      expect(out).toContain('<a href="http://example.org" rel="noopener noreferrer">old</a>');
      expect(out).toContain('<a href="mailto:me@example.com">mail</a>');
      expect(out).toContain('<a href="/projects/arm">internal</a>');
      expect(out).toContain('<a href="#part-2">anchor</a>');
    });

    it("replaces an author's rel and drops target on links", () => {
      const out = sanitizePostHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>');
      expect(out).toBe('<a href="https://example.com" rel="noopener noreferrer">x</a>');
    });

    it("keeps site-relative and http(s) images, always with an alt and lazy loading", () => {
      const out = sanitizePostHtml('<img src="/storage/v1/object/public/documents/demo/images/blog-1.webp">');
      expect(out).toBe(
        '<img src="/storage/v1/object/public/documents/demo/images/blog-1.webp" alt="" loading="lazy" decoding="async" />',
      );
    });

    it("maps h1 to h2 and h5/h6 to h4 (the page title is the only h1)", () => {
      expect(sanitizePostHtml("<h1>A</h1><h5>B</h5><h6>C</h6>")).toBe("<h2>A</h2><h4>B</h4><h4>C</h4>");
    });

    it("leaves the published demo posts' content intact", () => {
      for (const post of demoBlogPosts) {
        const out = sanitizePostHtml(post.content);
        expect(out.replace(/\s+/g, " ")).toBe(post.content.replace(/\s+/g, " "));
      }
    });
  });

  describe("removes every attack", () => {
    const attacks: Record<string, string> = {
      "a script tag": "<p>Hi</p><script>alert(1)</script>",
      "an uppercase script with attributes": '<SCRIPT type="text/javascript" src="https://evil.example/x.js"></SCRIPT>',
      "an image onerror": '<img src="x" onerror="alert(1)">',
      "a valid image with onerror": '<img src="/a.png" alt="a" onerror="alert(1)">',
      "an onclick on a paragraph": '<p onclick="alert(1)">click</p>',
      "a javascript: link": '<a href="javascript:alert(1)">x</a>',
      "a mixed-case javascript: link": '<a href="JaVaScRiPt:alert(1)">x</a>',
      "an entity-encoded javascript: link": '<a href="&#106;avascript&#58;alert(1)">x</a>',
      "a javascript: link split by a tab": '<a href="java\tscript:alert(1)">x</a>',
      "a javascript: link with a hex entity tab": '<a href="java&#x09;script:alert(1)">x</a>',
      "a javascript: link with leading spaces": '<a href="   javascript:alert(1)">x</a>',
      "a vbscript: link": '<a href="vbscript:msgbox(1)">x</a>',
      "a data: link": '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      "a data: image": '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
      "an svg with onload": '<svg onload="alert(1)"><circle r="4"/></svg>',
      "an svg with a script inside": "<svg><script>alert(1)</script></svg>",
      "a style attribute": '<p style="background:url(javascript:alert(1))">x</p>',
      "a style element": "<style>body{display:none}</style><p>x</p>",
      "an iframe": '<iframe src="https://evil.example"></iframe>',
      "an iframe with srcdoc": '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "an object": '<object data="https://evil.example/x.swf"></object>',
      "an embed": '<embed src="https://evil.example/x.swf">',
      "a form with a submit button": '<form action="https://evil.example"><button>Go</button></form>',
      "a meta refresh": '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
      "a base tag": '<base href="https://evil.example/">',
      "a link stylesheet": '<link rel="stylesheet" href="https://evil.example/x.css">',
      "a nested script split by a tag": "<scr<script>ipt>alert(1)</scr</script>ipt>",
      "a script in a comment trick": "<!--<script>--><script>alert(1)</script>",
      "a closing-tag attribute break": '<p title="</p><script>alert(1)</script>">x</p>',
      "an image src breaking out of its attribute": '<img src="/a.png" alt="x"" onerror="alert(1)">',
      "a math element with an xlink": '<math><a xlink:href="javascript:alert(1)">x</a></math>',
      "a protocol-relative link": '<a href="//evil.example/x">x</a>',
      "a protocol-relative image": '<img src="//evil.example/x.png" alt="x">',
      "a template with a script": "<template><script>alert(1)</script></template>",
      "an unquoted onerror": "<img src=/a.png alt=x onerror=alert(1)>",
      "a noscript mutation trick": '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    };

    for (const [name, html] of Object.entries(attacks)) {
      it(`removes ${name}`, () => {
        expectInert(sanitizePostHtml(html));
      });
    }

    it("drops images with a refused source entirely", () => {
      expect(sanitizePostHtml('<p><img src="javascript:alert(1)" alt="x"></p>')).toBe("<p></p>");
      expect(sanitizePostHtml('<p><img src="relative.png" alt="x"></p>')).toBe("<p></p>");
    });

    it("keeps the text of a refused link but not its target", () => {
      expect(sanitizePostHtml('<a href="javascript:alert(1)">read me</a>')).toBe("<a>read me</a>");
    });

    it("escapes text that looks like markup", () => {
      expect(sanitizePostHtml("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>")).toBe("<p>1 &lt; 2 &amp;&amp; 3 &gt; 2</p>");
    });

    it("keeps the text of unknown containers but not the containers", () => {
      expect(sanitizePostHtml('<div class="x"><span style="color:red">Hello</span></div>')).toBe("Hello");
    });
  });
});

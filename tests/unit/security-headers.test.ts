import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pagePatterns } from "../../src/integrations/security-headers";
import {
  inlineScriptHashes,
  pageContentSecurityPolicy,
  responseKindFor,
  securityHeaders,
} from "../../src/server/security/headers";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("inline script hashes", () => {
  it("hashes inline scripts exactly as written, skipping external scripts and data blocks", () => {
    const html = `<head><script>document.documentElement.dataset.mode="dark"</script>
      <script type="module" src="/_astro/a.js"></script>
      <script type="application/ld+json">{"@type":"Person"}</script>
      <script type="module">import "/x.js";
</script></head>`;
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha256('document.documentElement.dataset.mode="dark"'), sha256('import "/x.js";\n')].sort(),
    );
  });

  it("gives one hash per distinct script", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toHaveLength(1);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

describe("content security policy", () => {
  it("allows the site's own files, its inline scripts by hash, and nothing inline otherwise", () => {
    const policy = directives(pageContentSecurityPolicy(["sha256-abc"], {}));
    expect(policy["default-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
  });

  it("adds the Supabase project, the PDF viewer's origin, and upgrades insecure requests on https", () => {
    const policy = directives(
      pageContentSecurityPolicy([], {
        supabaseUrl: "https://abc.supabase.co",
        pdfViewerTemplate: "https://docs.google.com/viewer?url={url}&embedded=true",
        siteUrl: "https://jane.dev",
      }),
    );
    expect(policy["connect-src"]).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(policy["object-src"]).toEqual(["'self'", "https://abc.supabase.co"]);
    expect(policy["frame-src"]).toEqual(["'self'", "https://docs.google.com", "https://abc.supabase.co"]);
    expect(policy["upgrade-insecure-requests"]).toEqual([]);
  });

  it("every kind of response carries HSTS, nosniff, a referrer policy and a permissions policy", () => {
    for (const kind of ["page", "api", "stored-file"] as const) {
      const headers = securityHeaders(kind, {});
      expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors");
    }
    expect(securityHeaders("stored-file", {})["Content-Security-Policy"]).toBe("frame-ancestors 'self'");
    expect(securityHeaders("api", {})["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("classifies on-demand responses", () => {
    expect(responseKindFor("/storage/v1/object/public/documents/a.pdf", "application/pdf")).toBe("stored-file");
    expect(responseKindFor("/admin/projects", "text/html; charset=utf-8")).toBe("page");
    expect(responseKindFor("/api/projects", "application/json")).toBe("api");
  });
});

describe("headers of prebuilt files", () => {
  it("assets get only the transport headers; documents get the rest", () => {
    expect(securityHeaders("asset", {})).toEqual({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
    });
  });

  it("a handful of rules covers every prebuilt page, and no asset", () => {
    const patterns = pagePatterns([
      "index.html",
      "projects/index.html",
      "projects/drifter/index.html",
      "blog/index.html",
      "blog/post-one/index.html",
      "documents/index.html",
      "404.html",
    ]);
    expect(patterns).toEqual([
      "/",
      "/404",
      "/404.html",
      "/blog",
      "/blog/*",
      "/documents",
      "/documents/*",
      "/projects",
      "/projects/*",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { headersFile } from "../../src/integrations/headers-file";
import {
  isShownInline,
  pagePolicyDirectives,
  responseKindFor,
  securityHeaders,
  STYLE_SOURCES,
} from "../../src/server/security/headers";

function directives(list: string[]): Record<string, string[]> {
  return Object.fromEntries(
    list.map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("content security policy", () => {
  it("allows the site's own files and leaves scripts to Astro's per-page hashes", () => {
    const policy = directives(pagePolicyDirectives({}));
    expect(policy["default-src"]).toEqual(["'self'"]);
    // Astro writes script-src (with the page's hashes) and style-src itself.
    expect(policy["script-src"]).toBeUndefined();
    expect(policy["style-src"]).toBeUndefined();
    // Browsers ignore frame-ancestors in a <meta> policy: it is a header.
    expect(policy["frame-ancestors"]).toBeUndefined();
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy["upgrade-insecure-requests"]).toBeUndefined();
    expect(STYLE_SOURCES).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds the Supabase project, the PDF viewer's origin, and upgrades insecure requests on https", () => {
    const policy = directives(
      pagePolicyDirectives({
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

  it("every kind of response carries HSTS, nosniff, a referrer policy, a permissions policy and framing rules", () => {
    for (const kind of ["page", "api", "stored-file", "stored-pdf"] as const) {
      const headers = securityHeaders(kind);
      expect(headers["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
      expect(headers["X-Content-Type-Options"]).toBe("nosniff");
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["Permissions-Policy"]).toContain("camera=()");
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors");
    }
    expect(securityHeaders("page")["Content-Security-Policy"]).toBe("frame-ancestors 'none'");
    expect(securityHeaders("page")["X-Frame-Options"]).toBe("DENY");
    // A stored file is a sandboxed document that loads nothing; a PDF, which browsers will not open
    // in a sandbox, loads nothing and is framed by the site's own preview only.
    expect(securityHeaders("stored-file")["Content-Security-Policy"]).toBe(
      "default-src 'none'; sandbox; frame-ancestors 'none'",
    );
    expect(securityHeaders("stored-file")["X-Frame-Options"]).toBe("DENY");
    expect(securityHeaders("stored-pdf")["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(securityHeaders("stored-pdf")["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(securityHeaders("api")["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("shows raster images and PDFs in place; anything else (SVG, HTML, archives) is downloaded", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif", "image/avif", "application/pdf"])
      expect(isShownInline(type), type).toBe(true);
    for (const type of ["image/svg+xml", "text/html", "application/zip", "application/octet-stream", "text/plain"])
      expect(isShownInline(type), type).toBe(false);
  });

  it("classifies on-demand responses", () => {
    expect(responseKindFor("/storage/v1/object/public/documents/a.pdf", "application/pdf")).toBe("stored-pdf");
    expect(responseKindFor("/storage/v1/object/public/documents/a.svg", "image/svg+xml")).toBe("stored-file");
    expect(responseKindFor("/storage/v1/object/public/documents/a.png", "image/png")).toBe("stored-file");
    expect(responseKindFor("/admin/projects", "text/html; charset=utf-8")).toBe("page");
    expect(responseKindFor("/api/projects", "application/json")).toBe("api");
  });
});

describe("the _headers file", () => {
  it("is written in Netlify's syntax", () => {
    expect(headersFile({ "/*": { A: "1", B: "x: y" }, "/_img/*": { C: "2" } })).toBe(
      "/*\n  A: 1\n  B: x: y\n\n/_img/*\n  C: 2\n",
    );
  });
});

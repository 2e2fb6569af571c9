import { PDF_VIEWER_TEMPLATE } from "../../lib/documents";

/**
 * Security headers and the page policy, in one place for every kind of response:
 * - prebuilt pages and files: the `_headers` file the build writes (src/integrations/headers-file.ts),
 *   which Netlify's CDN and `npm start`'s static host both apply;
 * - everything rendered on demand (pages such as /admin and 404, API answers, stored files):
 *   src/middleware.ts, here and in the Netlify function alike (Netlify applies `_headers` to
 *   static files only);
 * - the Netlify-only functions (netlify/functions/).
 *
 * A page's Content-Security-Policy comes in two parts, both enforced by the browser:
 * - in the page itself (`<meta http-equiv="content-security-policy">`), written by Astro's
 *   `security.csp` where it emits the page: `script-src` with the hash of every inline script of
 *   that page and nothing else, `style-src`, and the directives of `pagePolicyDirectives`;
 * - in the response header: `frame-ancestors 'none'`, which browsers ignore in a `<meta>`.
 */
export interface PolicyOptions {
  /** The Supabase project's URL (SUPABASE_URL), when the site uses one. */
  supabaseUrl?: string | null;
  /** The fallback PDF viewer's URL template (PDF_VIEWER_TEMPLATE), when configured. */
  pdfViewerTemplate?: string | null;
  /** The site's public URL: https sites also ask browsers to upgrade insecure requests. */
  siteUrl?: string | null;
}

/** What kind of response the headers are for: a stored PDF is previewed by the site's own pages. */
export type ResponseKind = "page" | "api" | "stored-file" | "stored-pdf";

/** Every response: HTTPS only from now on, no content-type sniffing, referrer, features, opener. */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
});

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url.replace("{url}", "")).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

function directive(name: string, sources: Array<string | null>): string {
  return [name, ...new Set(sources.filter((source): source is string => Boolean(source)))].join(" ");
}

/**
 * A page's policy besides `script-src` and `style-src` (which Astro writes):
 * - images: own files, data/blob URLs (upload previews) and any https origin, because the owner
 *   may reference project images hosted anywhere;
 * - connections, PDFs and stored files: own origin plus the Supabase project (signed uploads go
 *   from the browser straight to Storage; hosted documents live there);
 * - frames: the PDF viewer service and stored PDFs.
 */
export function pagePolicyDirectives(options: PolicyOptions): string[] {
  const supabase = originOf(options.supabaseUrl);
  const viewer = originOf(options.pdfViewerTemplate);
  const directives = [
    directive("default-src", ["'self'"]),
    directive("img-src", ["'self'", "data:", "blob:", "https:", supabase]),
    directive("font-src", ["'self'", "data:"]),
    directive("connect-src", ["'self'", supabase]),
    directive("object-src", ["'self'", supabase]),
    directive("frame-src", ["'self'", viewer, supabase]),
    directive("media-src", ["'self'", supabase]),
    directive("worker-src", ["'self'", "blob:"]),
    directive("manifest-src", ["'self'"]),
    directive("base-uri", ["'self'"]),
    directive("form-action", ["'self'"]),
  ];
  if (options.siteUrl?.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives;
}

/**
 * `style-src`: own files and inline styles. React renders style attributes, which hashes cannot
 * allow, and a hash in the directive would make browsers ignore 'unsafe-inline' (Astro then
 * writes none). Styles cannot run code.
 */
export const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/** Every security header of one response. */
export function securityHeaders(kind: ResponseKind): Record<string, string> {
  switch (kind) {
    case "page":
      return { ...DOCUMENT_HEADERS, "Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY" };
    case "api":
      // JSON answers run nothing and are never framed.
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
      };
    case "stored-file":
      // Whatever a stored file holds (an SVG or HTML with scripts, say), opened on the site's own
      // origin it is a sandboxed document that can load and run nothing.
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
      };
    case "stored-pdf":
      // A PDF loads nothing either, and only the site's own pages may frame it (the inline
      // preview). No sandbox: browsers' PDF viewers do not open in one.
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'",
        "X-Frame-Options": "SAMEORIGIN",
      };
  }
}

/** The kind of a response rendered on demand, from its path and content type. */
export function responseKindFor(pathname: string, contentType: string | null): ResponseKind {
  if (pathname.startsWith("/storage/")) return contentType === "application/pdf" ? "stored-pdf" : "stored-file";
  if (contentType?.includes("text/html")) return "page";
  return "api";
}

/** The options for this deployment: its Supabase project, the configured PDF viewer, its URL. */
export function policyOptions(env: { SUPABASE_URL?: string; SITE_URL?: string }): PolicyOptions {
  return {
    supabaseUrl: env.SUPABASE_URL ?? null,
    pdfViewerTemplate: PDF_VIEWER_TEMPLATE || null,
    siteUrl: env.SITE_URL ?? null,
  };
}

/** Stored files a browser may show in place: raster images and PDFs. Everything else is downloaded. */
export function isShownInline(contentType: string): boolean {
  return /^(image\/(png|jpeg|gif|webp|avif)|application\/pdf)$/.test(contentType);
}

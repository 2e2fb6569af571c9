import { createHash } from "node:crypto";
import { site } from "../../config/site";

/**
 * Security headers for every response (issue 6): static pages (the `_headers` file written at build,
 * read by Netlify's CDN and by `npm start`'s server alike), pages and API answers rendered on
 * demand (src/middleware.ts), stored files and the Netlify-only functions.
 *
 * The Content-Security-Policy allows exactly what the site uses:
 * - scripts: the site's own files and its inline scripts by hash (the theme script that runs before
 *   first paint, Astro's island loader); no 'unsafe-inline', no eval;
 * - styles: own files and inline styles ('unsafe-inline' for styles only: React renders style
 *   attributes, which hashes cannot allow; styles cannot run code);
 * - images: own files, data/blob URLs (upload previews) and any https origin, because the owner may
 *   reference project images hosted anywhere (owner-admin.md lets any http(s) URL be an image);
 * - connections, PDFs and stored files: own origin plus the Supabase project (signed uploads go
 *   from the browser straight to Storage; hosted documents live there);
 * - frames: the PDF viewer service (decisions.md's fallback viewer) and stored PDFs;
 * - framing of the site itself: nowhere (`frame-ancestors 'none'`), except stored files, which the
 *   site's own PDF preview frames (`frame-ancestors 'self'`).
 */
export interface SecurityHeaderOptions {
  /** The Supabase project's URL (SUPABASE_URL), when the site uses one. */
  supabaseUrl?: string | null;
  /** The fallback PDF viewer's URL template (site config `pdfViewerTemplate`), when configured. */
  pdfViewerTemplate?: string | null;
  /** The site's public URL: https sites also ask browsers to upgrade insecure requests. */
  siteUrl?: string | null;
}

/**
 * What kind of response the headers are for. Policies about documents (what a page may load and
 * run, who may frame it, what it sends as referrer) mean nothing on a script, a stylesheet or an
 * image, and every byte of headers is paid again on each of a page's twenty-odd files: assets get
 * the transport headers only.
 */
export type ResponseKind = "page" | "api" | "stored-file" | "asset";

/** Every response: HTTPS only from now on, and no content-type sniffing. */
const TRANSPORT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
});

/** Every document (page, API answer, stored file): referrer, powerful features, window opener. */
const DOCUMENT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...TRANSPORT_HEADERS,
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

/** The policy of an HTML page whose inline scripts have the given hashes ('sha256-…'). */
export function pageContentSecurityPolicy(scriptHashes: Iterable<string>, options: SecurityHeaderOptions): string {
  const supabase = originOf(options.supabaseUrl);
  const viewer = originOf(options.pdfViewerTemplate);
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  const directives = [
    directive("default-src", ["'self'"]),
    directive("script-src", ["'self'", ...hashes]),
    directive("style-src", ["'self'", "'unsafe-inline'"]),
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
    directive("frame-ancestors", ["'none'"]),
  ];
  if (options.siteUrl?.startsWith("https://")) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Every security header of one response. */
export function securityHeaders(
  kind: ResponseKind,
  options: SecurityHeaderOptions,
  scriptHashes: Iterable<string> = [],
): Record<string, string> {
  switch (kind) {
    case "asset":
      return { ...TRANSPORT_HEADERS };
    case "page":
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": pageContentSecurityPolicy(scriptHashes, options),
        "X-Frame-Options": "DENY",
      };
    case "api":
      // JSON answers run nothing and are never framed.
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
      };
    case "stored-file":
      // PDFs and images the site's own PDF preview and pages embed. Nothing else is restricted:
      // browsers' PDF viewers are plugins that a document policy on the PDF itself would block.
      return {
        ...DOCUMENT_HEADERS,
        "Content-Security-Policy": "frame-ancestors 'self'",
        "X-Frame-Options": "SAMEORIGIN",
      };
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NON_EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!module\b|text\/javascript\b|application\/javascript\b)[\w/+.-]+/i;

/**
 * The CSP hashes ('sha256-…') of an HTML document's inline scripts. Scripts with a `src` need no
 * hash ('self' allows them); data blocks such as JSON-LD (`type="application/ld+json"`) never run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || NON_EXECUTABLE_TYPE.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** The kind of a response rendered on demand, from its path and content type. */
export function responseKindFor(pathname: string, contentType: string | null): ResponseKind {
  if (pathname.startsWith("/storage/")) return "stored-file";
  if (contentType?.includes("text/html")) return "page";
  return "api";
}

/** The options for this deployment: its Supabase project, the configured PDF viewer, its URL. */
export function securityHeaderOptions(env: { SUPABASE_URL?: string; SITE_URL?: string }): SecurityHeaderOptions {
  return {
    supabaseUrl: env.SUPABASE_URL ?? null,
    pdfViewerTemplate: site.documents.pdfViewerTemplate || null,
    siteUrl: env.SITE_URL ?? null,
  };
}

import { defineMiddleware } from "astro:middleware";
import { serverEnv } from "./server/env";
import { inlineScriptHashes, responseKindFor, securityHeaderOptions, securityHeaders } from "./server/security/headers";

/**
 * Security headers on everything rendered on demand (pages such as /admin and 404, API answers,
 * stored files), here and in the Netlify function alike. Prebuilt pages get theirs from the
 * `_headers` file written at build (src/integrations/security-headers.ts). A page's policy allows
 * its own inline scripts by hash, computed from the HTML it is about to send.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;

  const pathname = context.url.pathname;
  const kind = responseKindFor(pathname, response.headers.get("content-type"));
  const options = securityHeaderOptions(serverEnv());

  if (kind === "page") {
    const headers = new Headers(response.headers);
    const html = await response.text();
    for (const [name, value] of Object.entries(securityHeaders(kind, options, inlineScriptHashes(html)))) {
      headers.set(name, value);
    }
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  }
  const added = Object.entries(securityHeaders(kind, options));
  try {
    // In place where the response allows it (every API answer): no copy per request.
    for (const [name, value] of added) response.headers.set(name, value);
    return response;
  } catch {
    // Immutable headers (Response.redirect and the like): a copy with the headers added.
    const headers = new Headers(response.headers);
    for (const [name, value] of added) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
});

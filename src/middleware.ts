import { defineMiddleware, sequence } from "astro:middleware";
import { serverRoutes } from "./server/pipeline";
import { responseKindFor, securityHeaders } from "./server/security/headers";

/**
 * Security headers on everything rendered on demand (pages such as /admin and 404, API answers,
 * stored files), here and in the Netlify function alike. Prebuilt files get theirs from the
 * `_headers` file the build writes; a page's script policy is in the page itself (Astro's
 * `security.csp`).
 */
const withSecurityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered) return response;

  const added = Object.entries(
    securityHeaders(responseKindFor(context.url.pathname, response.headers.get("content-type"))),
  );
  // A page rendered here already carries Astro's policy (its scripts' hashes) as a header: ours is
  // a second policy beside it (browsers enforce each), never a replacement.
  const add = (headers: Headers) => {
    for (const [name, value] of added) {
      if (name === "Content-Security-Policy") headers.append(name, value);
      else headers.set(name, value);
    }
  };
  try {
    // In place where the response allows it: no copy per request.
    add(response.headers);
    return response;
  } catch {
    // Immutable headers (Response.redirect and the like): a copy with the headers added.
    const headers = new Headers(response.headers);
    add(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
});

/**
 * Every request, in this order: security headers on the answer (whatever the later steps decide);
 * for on-demand server routes, the server's context, session and admin check on `locals`, and
 * thrown errors answered in one place (src/server/pipeline.ts); then the route itself.
 */
export const onRequest = sequence(withSecurityHeaders, serverRoutes);

import type { APIContext, MiddlewareHandler } from "astro";
import { adminDeps } from "./admin/http";
import { authDeps } from "./auth/auth-deps";
import { ACCESS_COOKIE } from "./auth/cookies";
import { astroAuthContext, refuseCrossSite, requireAdmin } from "./auth/require-admin";
import { getServerContext } from "./context";
import { errorResponse } from "./http";
import type { ClientAddressSource } from "./visitors/client-identity";

/**
 * The request pipeline of every on-demand server route (src/middleware.ts runs it after the
 * security headers). Endpoints read `context.locals` and call their handler; what a handler
 * throws is answered in one place, `errorResponse` (./http).
 */

/** The routes this pipeline serves: the API and the two document redirects, never a prebuilt page. */
export function isServerRoute(context: Pick<APIContext, "isPrerendered" | "routePattern">): boolean {
  if (context.isPrerendered) return false;
  const route = context.routePattern;
  return route.startsWith("/api/") || route === "/resume.pdf" || route === "/portfolio.pdf";
}

/**
 * The one step of every server route. It answers whatever the route throws, here or in its
 * endpoint (`errorResponse`), and puts on `locals` what the endpoint needs (`prepareLocals`),
 * which may answer first.
 */
export const serverRoutes: MiddlewareHandler = async (context, next) => {
  if (!isServerRoute(context)) return next();
  try {
    return (await prepareLocals(context)) ?? (await next());
  } catch (error) {
    return errorResponse(error, context.routePattern);
  }
};

/**
 * The server's context on `locals` (a server that cannot start, or a database that cannot be
 * reached, throws: 503 with Retry-After). For /api/auth/* also the auth dependencies. For
 * /api/admin/*, in this order: a state-changing request from another site is refused (403), then
 * the session and the admin role are checked (401, 403), and the admin goes on `locals.admin`.
 * Answers only a refusal; null lets the endpoint run.
 */
async function prepareLocals(context: APIContext): Promise<Response | null> {
  const server = await getServerContext();
  const { locals } = context;
  locals.server = server;
  const route = context.routePattern;
  if (route.startsWith("/api/auth/")) locals.auth = authDeps(server);
  if (!route.startsWith("/api/admin/")) return null;
  const refused = refuseCrossSite(context.request, server.env.SITE_URL);
  if (refused) return refused;
  const check = await requireAdmin(astroAuthContext(context), authDeps(server));
  if (!check.ok) return check.response;
  // Supabase Storage applies its policies to the user's own token (the access cookie, refreshed
  // by requireAdmin when it had expired); the embedded storage needs only the claims.
  locals.admin = { ...check.admin, accessToken: context.cookies.get(ACCESS_COOKIE)?.value };
  locals.adminDeps = adminDeps(server);
  return null;
}

/** The request and the platform's client address, read only when needed (it may throw). */
export function visitorCall(context: Pick<APIContext, "request" | "clientAddress">): ClientAddressSource {
  return { request: context.request, clientAddress: () => context.clientAddress };
}

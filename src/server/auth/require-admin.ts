import type { APIContext } from "astro";
import type { JwtClaims } from "../db/types";
import { json } from "../http";
import type { AuthDeps } from "./auth-deps";
import { AUTH_ERRORS } from "./provider";
import { isAdmin, resolveSession, type AuthRequestContext } from "./session";

export interface AdminSession {
  user: { id: string; email: string };
  claims: JwtClaims;
}

export type AdminCheck = { ok: true; admin: AdminSession } | { ok: false; response: Response };

/**
 * Session from cookies (transparent refresh via context.cookies), then the admin role checked in
 * the database with the user's claims. 401 {"error":"Not signed in"} / 403 {"error":"You don't
 * have admin privileges. Contact the system administrator."}
 *
 * The role comes from `user_roles` through `private.is_admin()`, never from token metadata: a
 * user who edits their own user_metadata or app_metadata gains nothing. Run the endpoint's
 * queries with `admin.claims` (`db.withClaims`) so row-level security checks again.
 */
export async function requireAdmin(context: AuthRequestContext, deps: AuthDeps): Promise<AdminCheck> {
  const session = await resolveSession(context, deps);
  if (!session) return { ok: false, response: json({ error: AUTH_ERRORS.notSignedIn }, { status: 401 }) };
  if (!(await isAdmin(deps.db, session.claims))) {
    return { ok: false, response: json({ error: AUTH_ERRORS.notAdmin }, { status: 403 }) };
  }
  return { ok: true, admin: { user: session.user, claims: session.claims } };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * 403 {"error":"Cross-site request refused"} for a state-changing request whose Origin is not the
 * site's (Sec-Fetch-Site same-origin also accepted); null when fine.
 */
export function refuseCrossSite(request: Request, siteUrl: string): Response | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  const origin = request.headers.get("origin");
  if (origin && origin !== "null" && origin === new URL(siteUrl).origin) return null;
  if (request.headers.get("sec-fetch-site") === "same-origin") return null;
  return json({ error: AUTH_ERRORS.crossSite }, { status: 403 });
}

/** Astro's context as the auth layer reads it. */
export function astroAuthContext(
  context: Pick<APIContext, "request" | "cookies" | "clientAddress">,
): AuthRequestContext {
  return { request: context.request, cookies: context.cookies, clientAddress: () => context.clientAddress };
}

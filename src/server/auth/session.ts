import type { AstroCookies } from "astro";
import type { Database } from "../db/database";
import type { JwtClaims } from "../db/types";
import { clientAddressOf, type ClientAddressSource } from "../visitors/client-identity";
import type { AuthDeps } from "./auth-deps";
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, secureCookies, setSessionCookies } from "./cookies";
import { AuthError, type AuthCallInfo, type VerifiedAccessToken } from "./provider";

/** The parts of Astro's APIContext the auth layer reads. */
export interface AuthRequestContext {
  request: Request;
  cookies: AstroCookies;
  /** Astro's `clientAddress` getter (may throw where the platform gives none). */
  clientAddress: () => string | undefined;
}

export interface ResolvedSession extends VerifiedAccessToken {
  /** Access token expiry, epoch seconds. */
  expiresAt: number;
}

export function callInfo(context: AuthRequestContext, deps: AuthDeps): AuthCallInfo {
  const source: ClientAddressSource = { request: context.request, clientAddress: context.clientAddress };
  const address = clientAddressOf(source, deps.clientAddressHeader);
  return { clientAddress: address === "unknown" ? undefined : address };
}

export function cookiesSecure(context: AuthRequestContext, deps: AuthDeps): boolean {
  return secureCookies(context.request.url, deps.siteUrl);
}

/**
 * The session the request's cookies carry: the access token when it verifies; otherwise, when a
 * refresh cookie is present (it is sent only to /api/auth/*), a transparent refresh that sets the
 * rotated cookies on `context.cookies`. Cookies that lead nowhere are cleared. Null: not signed in.
 */
export async function resolveSession(context: AuthRequestContext, deps: AuthDeps): Promise<ResolvedSession | null> {
  const access = context.cookies.get(ACCESS_COOKIE)?.value;
  if (access) {
    const verified = await deps.provider.verifyAccessToken(access);
    if (verified) return withExpiry(verified);
  }
  const refresh = context.cookies.get(REFRESH_COOKIE)?.value;
  if (!refresh) {
    if (access) context.cookies.delete(ACCESS_COOKIE, { path: "/" });
    return null;
  }
  return refreshSession(context, deps, refresh);
}

/** Rotates the refresh cookie's token; null (and cookies cleared) when it is refused. */
export async function refreshSession(
  context: AuthRequestContext,
  deps: AuthDeps,
  refreshToken: string,
): Promise<ResolvedSession | null> {
  const secure = cookiesSecure(context, deps);
  try {
    const session = await deps.provider.refresh(refreshToken, callInfo(context, deps));
    const verified = await deps.provider.verifyAccessToken(session.accessToken);
    if (!verified) {
      clearSessionCookies(context.cookies, secure);
      return null;
    }
    setSessionCookies(context.cookies, session, secure);
    return withExpiry(verified, session.expiresAt);
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) {
      clearSessionCookies(context.cookies, secure);
      return null;
    }
    throw error;
  }
}

function withExpiry(verified: VerifiedAccessToken, expiresAt?: number): ResolvedSession {
  const exp = typeof verified.claims.exp === "number" ? verified.claims.exp : (expiresAt ?? 0);
  return { ...verified, expiresAt: exp };
}

/** The admin role, from user_roles through `private.is_admin()` under the user's own claims. */
export async function isAdmin(db: Database, claims: JwtClaims): Promise<boolean> {
  const rows = await db.withClaims(claims, (sql) =>
    sql.query<{ admin: boolean }>("select private.is_admin() as admin"),
  );
  return rows[0]?.admin === true;
}

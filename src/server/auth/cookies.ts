import type { AstroCookies } from "astro";
import { REFRESH_TOKEN_SECONDS, type AuthSession } from "./provider";

/** Cookie names and attributes of docs/admin-api.md ("Cookies"). */
export const ACCESS_COOKIE = "portfolio-access";
export const REFRESH_COOKIE = "portfolio-refresh";
/**
 * `/api`, not `/api/auth`: admin requests must carry it too, so `requireAdmin` can refresh an
 * expired access token transparently instead of answering 401 every 15 minutes.
 */
export const REFRESH_COOKIE_PATH = "/api";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function isPlainLocalhost(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" && LOOPBACK.has(parsed.hostname);
  } catch {
    return false;
  }
}

/** Secure everywhere except plain http on localhost (the site and this request both). */
export function secureCookies(requestUrl: string, siteUrl: string): boolean {
  return !(isPlainLocalhost(requestUrl) && isPlainLocalhost(siteUrl));
}

export function setSessionCookies(
  cookies: AstroCookies,
  session: AuthSession,
  secure: boolean,
  now = Date.now(),
): void {
  const accessSeconds = Math.max(1, session.expiresAt - Math.floor(now / 1000));
  cookies.set(ACCESS_COOKIE, session.accessToken, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: accessSeconds,
  });
  if (session.refreshToken) {
    cookies.set(REFRESH_COOKIE, session.refreshToken, {
      httpOnly: true,
      secure,
      sameSite: "strict",
      path: REFRESH_COOKIE_PATH,
      maxAge: REFRESH_TOKEN_SECONDS,
    });
  }
}

export function clearSessionCookies(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(ACCESS_COOKIE, { httpOnly: true, secure, sameSite: "lax", path: "/" });
  cookies.delete(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: "strict", path: REFRESH_COOKIE_PATH });
}

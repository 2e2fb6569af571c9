import { isIP } from "node:net";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { JwtClaims } from "../db/types";
import { supabaseClient } from "../supabase-client";
import {
  AUTH_ERRORS,
  AuthError,
  type AuthCallInfo,
  type AuthProvider,
  type AuthSession,
  type AuthUserInfo,
  type VerifiedAccessToken,
} from "./provider";

export interface SupabaseProviderOptions {
  url: string;
  /** The publishable (anon) key. */
  anonKey: string;
  /**
   * The secret (service role) key. When set, calls go out with it, which lets Supabase Auth take
   * the visitor's address from `Sb-Forwarded-For` (project setting "IP address forwarding").
   */
  serviceRoleKey?: string;
  /** `${SITE_URL}/admin`: where the confirmation email sends a new user. */
  emailRedirectTo: string;
  /** Only unit tests pass one: the network boundary of supabase-js. */
  fetch?: typeof fetch;
}

/**
 * Supabase Auth through supabase-js, on the server. Nothing is stored in the client (a fresh
 * client per call, persistSession and autoRefreshToken off): the browser's cookies are the only
 * session store, and every access token is verified with the project's keys (`getClaims`) and
 * then against the Auth server (`getUser`), so a revoked session stops working at once.
 *
 * The server signs in on the visitor's behalf, so Supabase's per-address limits would see this
 * function's address. Each call forwards the visitor's address: `Sb-Forwarded-For`, which hosted
 * Supabase Auth honours for requests made with a secret key when "IP address forwarding" is on
 * (supabase/auth `internal/api/sbff`), and `X-Forwarded-For`, which self-hosted GoTrue uses when
 * GOTRUE_RATE_LIMIT_HEADER names it. Failed sign-ins are throttled by this server as well.
 */
export class SupabaseAuthProvider implements AuthProvider {
  readonly kind = "supabase";

  constructor(private readonly options: SupabaseProviderOptions) {}

  /** Supabase Auth, called on the visitor's behalf. */
  private async auth(call?: AuthCallInfo): Promise<SupabaseClient["auth"]> {
    const headers: Record<string, string> = {};
    const address = call?.clientAddress?.trim();
    if (address && isIP(address)) {
      headers["Sb-Forwarded-For"] = address;
      headers["X-Forwarded-For"] = address;
    }
    const client = await supabaseClient(this.options.url, this.options.serviceRoleKey ?? this.options.anonKey, {
      auth: { detectSessionInUrl: false },
      global: { headers, ...(this.options.fetch ? { fetch: this.options.fetch } : {}) },
    });
    return client.auth;
  }

  async signIn(email: string, password: string, call?: AuthCallInfo): Promise<AuthSession> {
    const { data, error } = await (await this.auth(call)).signInWithPassword({ email, password });
    if (error || !data.session) throw mapSupabaseError(error, "signin");
    return toSession(data.session);
  }

  async signUp(email: string, password: string, call?: AuthCallInfo): Promise<AuthUserInfo> {
    const auth = await this.auth(call);
    const { data, error } = await auth.signUp({
      email,
      password,
      options: { emailRedirectTo: this.options.emailRedirectTo },
    });
    if (error || !data.user) throw mapSupabaseError(error, "signup");
    // With email enumeration protection on, a taken email answers with a user that has no identities.
    if (Array.isArray(data.user.identities) && data.user.identities.length === 0) {
      throw new AuthError(400, AUTH_ERRORS.alreadyRegistered);
    }
    return { id: data.user.id, email: data.user.email ?? email };
  }

  /** Through the Auth admin API, which needs the service-role key; other sessions end with the caller's next sign-in. */
  async changePassword(userId: string, password: string, call?: AuthCallInfo): Promise<void> {
    if (!this.options.serviceRoleKey) throw new AuthError(503, AUTH_ERRORS.passwordChangeUnavailable);
    const { error } = await (await this.auth(call)).admin.updateUserById(userId, { password });
    if (error) throw mapSupabaseError(error, "signup");
  }

  async refresh(refreshToken: string, call?: AuthCallInfo): Promise<AuthSession> {
    const { data, error } = await (await this.auth(call)).refreshSession({ refresh_token: refreshToken });
    if (error || !data.session) throw mapSupabaseError(error, "refresh");
    return toSession(data.session);
  }

  async signOut(token: string, call?: AuthCallInfo): Promise<void> {
    try {
      let accessToken = token;
      if (!token.includes(".")) {
        // A refresh token: exchange it once to learn which session to end.
        const { data } = await (await this.auth(call)).refreshSession({ refresh_token: token });
        if (!data.session) return;
        accessToken = data.session.access_token;
      }
      // POST /logout?scope=local with the user's JWT: ends this session and its refresh tokens.
      const { error } = await (await this.auth(call)).admin.signOut(accessToken, "local");
      if (error && error.status !== 401 && error.status !== 403 && error.status !== 404) {
        console.warn("[auth] Supabase sign-out failed:", error.message);
      }
    } catch (error) {
      console.warn("[auth] Supabase sign-out failed:", error instanceof Error ? error.message : error);
    }
  }

  async verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
    if (!token.includes(".")) return null;
    const auth = await this.auth();
    const { data, error } = await auth.getClaims(token);
    if (error || !data) {
      if (error && isUnavailable(error)) throw new AuthError(503, AUTH_ERRORS.unavailable);
      return null;
    }
    const claims = supabaseClaims(data.claims as Record<string, unknown>);
    if (!claims) return null;
    // getClaims checks the signature and expiry; getUser asks the Auth server, which also
    // refuses a token whose session was signed out or revoked.
    const { data: userData, error: userError } = await auth.getUser(token);
    if (userError || !userData.user || userData.user.id !== claims.sub) {
      if (userError && isUnavailable(userError)) throw new AuthError(503, AUTH_ERRORS.unavailable);
      return null;
    }
    return { user: { id: claims.sub, email: userData.user.email ?? claims.email }, claims };
  }
}

type SupabaseSession = {
  access_token: string;
  refresh_token: string;
  expires_at?: number;
  expires_in: number;
  user: { id: string; email?: string };
};

function toSession(session: SupabaseSession): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
    user: { id: session.user.id, email: session.user.email ?? "" },
  };
}

/**
 * The claims the database will see, from a verified Supabase access token: only a signed-in
 * user's token ('authenticated', with a subject) counts; the anon key's token or a service key's
 * never make a session.
 */
export function supabaseClaims(
  raw: Record<string, unknown>,
): (JwtClaims & { sub: string; email: string; role: "authenticated" }) | null {
  if (raw.role !== "authenticated" || typeof raw.sub !== "string" || raw.sub === "") return null;
  if (raw.is_anonymous === true) return null;
  return { ...raw, role: "authenticated", sub: raw.sub, email: typeof raw.email === "string" ? raw.email : "" };
}

function isUnavailable(error: { status?: number; name?: string }): boolean {
  return error.name === "AuthRetryableFetchError" || (typeof error.status === "number" && error.status >= 500);
}

/** Supabase Auth's errors in this API's words (docs/admin-api.md). */
export function mapSupabaseError(
  error: { message?: string; status?: number; code?: string; name?: string } | null,
  operation: "signin" | "signup" | "refresh",
): AuthError {
  if (!error) return new AuthError(401, AUTH_ERRORS.invalidCredentials);
  if (error.status === 429 || error.code?.startsWith("over_")) {
    return new AuthError(429, AUTH_ERRORS.tooManyAttempts(60), 60);
  }
  if (isUnavailable(error)) return new AuthError(503, AUTH_ERRORS.unavailable);
  switch (operation) {
    case "signin":
      if (error.code === "email_not_confirmed") return new AuthError(401, "Email not confirmed");
      return new AuthError(401, AUTH_ERRORS.invalidCredentials);
    case "refresh":
      return new AuthError(401, AUTH_ERRORS.notSignedIn);
    case "signup":
      if (error.code === "user_already_exists" || error.code === "email_exists") {
        return new AuthError(400, AUTH_ERRORS.alreadyRegistered);
      }
      if (error.code === "signup_disabled") return new AuthError(403, AUTH_ERRORS.signUpDisabled);
      return new AuthError(400, error.message || "Signup failed");
  }
}

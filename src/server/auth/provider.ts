import type { JwtClaims } from "../db/types";

/**
 * The one interface both sign-in providers implement (docs/admin-api.md, "Auth"): the embedded
 * one (users in auth.users, our own HS256 tokens) and Supabase Auth (supabase-js on the server).
 * Endpoints and `requireAdmin` only ever see this interface.
 */
export interface AuthUserInfo {
  id: string;
  email: string;
}

export interface AuthSession {
  accessToken: string;
  /**
   * The rotated refresh token. Null when a refresh raced another one for the same token inside
   * the reuse interval: the access token is fresh, and the refresh cookie the other answer set
   * stays the current one.
   */
  refreshToken: string | null;
  /** Access token expiry, epoch seconds. */
  expiresAt: number;
  user: AuthUserInfo;
}

export interface VerifiedAccessToken {
  user: AuthUserInfo;
  /** The claims the database sees (`request.jwt.claims`); role is always 'authenticated'. */
  claims: JwtClaims;
}

/** Who is calling, for providers that rate-limit by address (Supabase Auth). */
export interface AuthCallInfo {
  clientAddress?: string;
}

/** A refusal with its status and the user-facing text of docs/admin-api.md. */
export class AuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 429 | 503,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const AUTH_ERRORS = {
  invalidCredentials: "Invalid login credentials",
  alreadyRegistered: "User already registered",
  notSignedIn: "Not signed in",
  notAdmin: "You don't have admin privileges. Contact the system administrator.",
  crossSite: "Cross-site request refused",
  signUpDisabled: "Sign-up is disabled",
  unavailable: "The sign-in service cannot be reached right now. Please try again in a few minutes.",
  busy: "Too many sign-ins are being checked right now. Please try again in a few seconds.",
  wrongCurrentPassword: "Current password is incorrect",
  passwordChangeUnavailable:
    "Changing the password here needs SUPABASE_SERVICE_ROLE_KEY on the server; change it in the Supabase dashboard instead.",
  checkFirst:
    "Many failed sign-ins were tried here lately, so the site asks your browser for a quick check first. Please sign in again.",
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
} as const;

export interface AuthProvider {
  readonly kind: "embedded" | "supabase";
  /** A new session; AuthError 401 'Invalid login credentials' for any wrong email or password. */
  signIn(email: string, password: string, call?: AuthCallInfo): Promise<AuthSession>;
  /** A new user and no session; AuthError 400 'User already registered' for a taken email. */
  signUp(email: string, password: string, call?: AuthCallInfo): Promise<AuthUserInfo>;
  /** Rotates the refresh token; AuthError 401 when unknown, expired, revoked or reused. */
  refresh(refreshToken: string, call?: AuthCallInfo): Promise<AuthSession>;
  /** Revokes the session the token (access or refresh) belongs to; never throws for a bad token. */
  signOut(token: string, call?: AuthCallInfo): Promise<void>;
  /** The user and claims of a valid, unexpired access token of a live session; else null. */
  verifyAccessToken(token: string): Promise<VerifiedAccessToken | null>;
  /** Gives the user a new password and ends every other session they have. */
  changePassword(userId: string, password: string, call?: AuthCallInfo): Promise<void>;
}

/** Lifetimes shared by both providers' cookies (Supabase's own defaults are 1 h / no expiry). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/**
 * The embedded provider's session limits: a session refreshes for at most this long after its
 * sign-in, however often it is used (Supabase Auth: "Time-box user sessions")…
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** …and not after this long without a refresh (Supabase Auth: "Inactivity timeout"). */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;

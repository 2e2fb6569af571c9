import { createHash, randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { signAccessToken, verifyAccessToken, type AccessTokenClaims } from "./access-tokens";
import { hashCost, hashPassword, needsRehash, verifyPassword } from "./passwords";
import {
  ACCESS_TOKEN_SECONDS,
  AUTH_ERRORS,
  AuthError,
  REFRESH_TOKEN_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  type AuthProvider,
  type AuthSession,
  type AuthUserInfo,
  type VerifiedAccessToken,
} from "./provider";
import { createUser, setPasswordHash } from "./users";

export interface EmbeddedProviderOptions {
  /** HMAC key for the access tokens (32+ characters). */
  secret: string;
  /** `iss` of the tokens: `{SITE_URL}/auth/v1`, as Supabase names its issuer. */
  issuer: string;
  /**
   * Seconds during which a just-rotated refresh token still refreshes (without a new refresh
   * token) instead of counting as reuse: two tabs, or two parallel requests, refreshing with the
   * same cookie at once. Supabase Auth has the same allowance (10 s by default).
   */
  reuseIntervalSeconds?: number;
  /** Clock, epoch milliseconds (tests). */
  now?: () => number;
}

/**
 * A scrypt hash of a random password at today's cost: checked when the email is unknown, so timing
 * tells nothing.
 */
const decoyHash = () => `scrypt$${hashCost()}$8$1$SDMn1yCBQ0CvHj1a5vEZ0A$3YQZ0UGSw8NnQwWcC1fU9X5z3hHkV8zjQ9f0hC9Qd8Y`;

export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Users in auth.users (scrypt), HS256 access tokens with Supabase's claims (15 minutes), and
 * sessions with rotating refresh tokens in auth.sessions / auth.refresh_tokens. Refresh tokens are
 * 32 random bytes, stored only as their SHA-256. Presenting a token that was already rotated (after
 * the reuse interval) or revoked deletes the whole session: whoever holds a stolen copy and the
 * rightful owner are both signed out, and every access token of the session stops verifying.
 * A session also ends (deleted at its next refresh) 30 days after its sign-in, or when it went
 * 7 days without a refresh (SESSION_MAX_AGE_SECONDS, SESSION_IDLE_SECONDS).
 */
export class EmbeddedAuthProvider implements AuthProvider {
  readonly kind = "embedded";
  private readonly reuseInterval: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Database,
    private readonly options: EmbeddedProviderOptions,
  ) {
    if (options.secret.length < 32) throw new Error("The access-token secret must be at least 32 characters");
    this.reuseInterval = options.reuseIntervalSeconds ?? 10;
    this.now = options.now ?? Date.now;
  }

  async signIn(email: string, password: string): Promise<AuthSession> {
    const found = await this.db.asServiceRole(async (sql) => {
      const rows = await sql.query<{ id: string; email: string; encrypted_password: string | null; blocked: boolean }>(
        `select id, email, encrypted_password,
                (banned_until is not null and banned_until > now()) as blocked
           from auth.users
          where lower(email) = lower($1) and deleted_at is null`,
        [email.trim()],
      );
      return rows[0];
    });
    const matches = await verifyPassword(password, found?.encrypted_password ?? decoyHash());
    if (!found || !found.encrypted_password || !matches || found.blocked) {
      throw new AuthError(401, AUTH_ERRORS.invalidCredentials);
    }
    const user = { id: found.id, email: found.email };
    // A hash made with weaker settings is replaced now that the password is known.
    const rehashed = needsRehash(found.encrypted_password) ? await hashPassword(password) : null;
    return this.db.asServiceRole(async (sql) => {
      await sql.query(
        "update auth.users set last_sign_in_at = now(), encrypted_password = coalesce($2, encrypted_password) where id = $1",
        [user.id, rehashed],
      );
      const sessions = await sql.query<{ id: string }>("insert into auth.sessions (user_id) values ($1) returning id", [
        user.id,
      ]);
      const sessionId = sessions[0]!.id;
      const refreshToken = await this.issueRefreshToken(sql, user.id, sessionId, null);
      return this.session(user, sessionId, refreshToken);
    });
  }

  /** The new password's hash, and every session of the user ended (the caller then signs in anew). */
  async changePassword(userId: string, password: string): Promise<void> {
    // Hashed before the transaction: the embedded database runs one at a time.
    const passwordHash = await hashPassword(password);
    await this.db.asServiceRole((sql) => setPasswordHash(sql, userId, passwordHash));
  }

  async signUp(email: string, password: string): Promise<AuthUserInfo> {
    // Hashed before the transaction: the embedded database runs one at a time.
    const passwordHash = await hashPassword(password);
    try {
      return await this.db.asServiceRole((sql) => createUser(sql, { email, passwordHash }));
    } catch (error) {
      if ((error as { code?: unknown }).code === "23505") throw new AuthError(400, AUTH_ERRORS.alreadyRegistered);
      throw error;
    }
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const hash = sha256Hex(refreshToken);
    // Refusals are returned, not thrown, so that the revocation they make commits.
    const outcome = await this.db.asServiceRole(async (sql): Promise<AuthSession | "refused"> => {
      const rows = await sql.query<{
        id: string;
        session_id: string;
        revoked: boolean;
        age_seconds: number;
        revoked_seconds_ago: number;
        session_age_seconds: number;
        idle_seconds: number;
        user_id: string;
        email: string;
      }>(
        // refreshed_at is a timestamp without time zone: it holds the UTC time of the last refresh.
        `select t.id::text as id, t.session_id, t.revoked,
                extract(epoch from ($2::timestamptz - t.created_at))::float8 as age_seconds,
                extract(epoch from ($2::timestamptz - t.updated_at))::float8 as revoked_seconds_ago,
                extract(epoch from ($2::timestamptz - s.created_at))::float8 as session_age_seconds,
                extract(epoch from ($2::timestamptz - coalesce(s.refreshed_at at time zone 'UTC', s.created_at)))::float8
                  as idle_seconds,
                u.id as user_id, u.email
           from auth.refresh_tokens t
           join auth.sessions s on s.id = t.session_id
           join auth.users u on u.id = s.user_id and u.deleted_at is null
          where t.token = $1
          for update of t`,
        [hash, new Date(this.now())],
      );
      const token = rows[0];
      if (!token) return "refused";
      const user = { id: token.user_id, email: token.email };

      if (token.revoked) {
        if (token.revoked_seconds_ago <= this.reuseInterval) {
          // A parallel refresh with the same cookie: fresh access, no new refresh token.
          return this.session(user, token.session_id, null);
        }
        await sql.query("delete from auth.sessions where id = $1", [token.session_id]);
        console.warn("[auth] a rotated refresh token was presented again; its session is revoked");
        return "refused";
      }
      // An expired token, a session past its absolute lifetime, or one left unused too long.
      if (
        token.age_seconds > REFRESH_TOKEN_SECONDS ||
        token.session_age_seconds > SESSION_MAX_AGE_SECONDS ||
        token.idle_seconds > SESSION_IDLE_SECONDS
      ) {
        await sql.query("delete from auth.sessions where id = $1", [token.session_id]);
        return "refused";
      }

      await sql.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1::bigint", [
        token.id,
        new Date(this.now()),
      ]);
      await sql.query("update auth.sessions set refreshed_at = $2, updated_at = now() where id = $1", [
        token.session_id,
        new Date(this.now()),
      ]);
      const next = await this.issueRefreshToken(sql, user.id, token.session_id, hash);
      return this.session(user, token.session_id, next);
    });
    if (outcome === "refused") throw new AuthError(401, AUTH_ERRORS.notSignedIn);
    return outcome;
  }

  async signOut(token: string): Promise<void> {
    const sessionId = await this.sessionIdOf(token);
    await this.db.asServiceRole(async (sql) => {
      if (sessionId) {
        await sql.query("delete from auth.sessions where id = $1", [sessionId]);
      } else {
        await sql.query(
          "delete from auth.sessions where id = (select session_id from auth.refresh_tokens where token = $1)",
          [sha256Hex(token)],
        );
      }
    });
  }

  async verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
    const payload = await verifyAccessToken(token, this.options.secret, {
      issuer: this.options.issuer,
      now: this.now(),
    });
    if (!payload) return null;
    const claims = payload as Partial<AccessTokenClaims>;
    if (
      claims.role !== "authenticated" ||
      typeof claims.sub !== "string" ||
      typeof claims.email !== "string" ||
      typeof claims.session_id !== "string" ||
      !UUID.test(claims.session_id) ||
      !UUID.test(claims.sub)
    ) {
      return null;
    }
    const { sub, email, session_id: sessionId } = claims;
    // The one lookup that makes sign-out and reuse revocation immediate (primary key).
    const live = await this.db.asServiceRole((sql) =>
      sql.query("select 1 from auth.sessions where id = $1 and user_id = $2", [sessionId, sub]),
    );
    if (live.length === 0) return null;
    return { user: { id: sub, email }, claims: claims as AccessTokenClaims };
  }

  /** The session id of an access token with a valid signature (expired or not), else null. */
  private async sessionIdOf(token: string): Promise<string | null> {
    const payload = await verifyAccessToken(token, this.options.secret, {
      issuer: this.options.issuer,
      now: this.now(),
      allowExpired: true,
    });
    const sessionId = payload?.session_id;
    return typeof sessionId === "string" && UUID.test(sessionId) ? sessionId : null;
  }

  private async issueRefreshToken(
    sql: SqlExecutor,
    userId: string,
    sessionId: string,
    parentHash: string | null,
  ): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await sql.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [sha256Hex(token), userId, sessionId, parentHash, new Date(this.now())],
    );
    return token;
  }

  private async session(user: AuthUserInfo, sessionId: string, refreshToken: string | null): Promise<AuthSession> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + ACCESS_TOKEN_SECONDS;
    const claims: AccessTokenClaims = {
      iss: this.options.issuer,
      sub: user.id,
      aud: "authenticated",
      exp,
      iat,
      email: user.email,
      role: "authenticated",
      session_id: sessionId,
      aal: "aal1",
      is_anonymous: false,
    };
    return { accessToken: await signAccessToken(claims, this.options.secret), refreshToken, expiresAt: exp, user };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { SessionState } from "../../lib/api-types";
import { changePasswordSchema, firstAuthIssue, loginSchema, signUpSchema } from "../../lib/validation/auth-forms";
import type { JwtClaims } from "../db/types";
import { json } from "../http";
import { PROOF_OF_WORK_HEADER } from "../../lib/proof-of-work";
import { proofRequired } from "../security/proof-of-work";
import { identifyClient } from "../visitors/client-identity";
import { readJsonBody } from "../visitors/json-request";
import { takeRateLimit } from "../visitors/rate-limits";
import type { AuthDeps } from "./auth-deps";
import { ACCESS_COOKIE, REFRESH_COOKIE, clearSessionCookies, setSessionCookies } from "./cookies";
import { AUTH_ERRORS, AuthError, type AuthUserInfo } from "./provider";
import { refuseCrossSite } from "./require-admin";
import { callInfo, cookiesSecure, isAdmin, refreshSession, resolveSession, type AuthRequestContext } from "./session";
import { returnSignInSlots, signInKeys, takeSignInSlots } from "./signin-throttle";

/**
 * The /api/auth/* endpoints (docs/admin-api.md, "Auth"). Each takes the request's context and
 * the server's auth dependencies and answers JSON; tokens only ever travel in HttpOnly cookies.
 * A refusal the provider throws (AuthError) is answered with its status by `errorResponse`.
 */
export type AuthHandler = (context: AuthRequestContext, deps: AuthDeps) => Promise<Response>;

const SIGNED_OUT: SessionState = { user: null, isAdmin: false, expiresAt: null };

/** The answer naming a signed-in user; whether they are an admin is asked with their claims, if known. */
async function signedIn(
  deps: AuthDeps,
  session: { user: AuthUserInfo; expiresAt: number },
  claims: JwtClaims | null,
): Promise<Response> {
  return json({
    user: session.user,
    isAdmin: claims ? await isAdmin(deps.db, claims) : false,
    expiresAt: session.expiresAt,
  } satisfies SessionState);
}

/** The request's JSON body checked against the form's schema, or the answer refusing it. */
async function readCredentials<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const body = await readJsonBody(request);
  if (!body.ok) return body;
  const input = schema.safeParse(body.body);
  if (!input.success) return { ok: false, response: json({ error: firstAuthIssue(input.error) }, { status: 400 }) };
  return { ok: true, data: input.data };
}

/** Refuses a cookie-only call made from another site, or whose body is not a JSON object. */
async function refuseUnlessSameSiteJson(context: AuthRequestContext, deps: AuthDeps): Promise<Response | null> {
  const refused = refuseCrossSite(context.request, deps.siteUrl);
  if (refused) return refused;
  const body = await readJsonBody(context.request);
  return body.ok ? null : body.response;
}

/** The caller's keyed client hash, for the sign-in and sign-up limits. */
function clientOf(context: AuthRequestContext, deps: AuthDeps) {
  return identifyClient(
    { request: context.request, clientAddress: context.clientAddress },
    deps.clientHashKey,
    deps.clientAddressHeader,
  );
}

/** GET /api/auth/session: who is signed in (refreshing transparently), never an error for "nobody". */
export const getSession: AuthHandler = async (context, deps) => {
  const session = await resolveSession(context, deps);
  if (!session) return json(SIGNED_OUT);
  return signedIn(deps, session, session.claims);
};

/** POST /api/auth/signin {email, password}. */
export const signIn: AuthHandler = async (context, deps) => {
  const refused = refuseCrossSite(context.request, deps.siteUrl);
  if (refused) return refused;
  const input = await readCredentials(context.request, loginSchema);
  if (!input.ok) return input.response;

  const client = clientOf(context, deps);
  const attempt = randomUUID();
  const slots = await takeSignInSlots(deps.db, signInKeys(input.data.email, client.hash, deps.clientHashKey), attempt, {
    header: context.request.headers.get(PROOF_OF_WORK_HEADER),
    hashKey: deps.clientHashKey,
  });
  if ("wait" in slots) return tooMany(slots.wait);
  if ("proof" in slots) return proofRequired(deps.clientHashKey, "signin", AUTH_ERRORS.checkFirst);

  try {
    const session = await deps.provider.signIn(input.data.email, input.data.password, callInfo(context, deps));
    await returnSignInSlots(deps.db, attempt);
    setSessionCookies(context.cookies, session, cookiesSecure(context, deps));
    const verified = await deps.provider.verifyAccessToken(session.accessToken);
    return signedIn(deps, session, verified?.claims ?? null);
  } catch (error) {
    // A wrong password keeps its slots; an attempt that was never checked gives them back.
    if (!(error instanceof AuthError && error.status === 401)) await returnSignInSlots(deps.db, attempt);
    throw error;
  }
};

/** POST /api/auth/signup {email, password}: creates the user, no session (the owner then logs in). */
export const signUp: AuthHandler = async (context, deps) => {
  const refused = refuseCrossSite(context.request, deps.siteUrl);
  if (refused) return refused;
  if (!deps.signUpEnabled) return json({ error: AUTH_ERRORS.signUpDisabled }, { status: 403 });
  const input = await readCredentials(context.request, signUpSchema);
  if (!input.ok) return input.response;

  const client = clientOf(context, deps);
  const wait = await deps.db.asServiceRole((sql) =>
    takeRateLimit(sql, { bucket: "signup", clientHash: client.hash, requestKey: randomUUID() }),
  );
  if (wait > 0) return tooMany(wait);

  try {
    const user = await deps.provider.signUp(input.data.email, input.data.password, callInfo(context, deps));
    return json({ user: { id: user.id, email: user.email } }, { status: 201 });
  } catch (error) {
    // A taken email gets the answer a new one gets (the account is left as it was): sign-up never
    // tells who has an account here.
    if (error instanceof AuthError && error.message === AUTH_ERRORS.alreadyRegistered) {
      return json({ user: { id: randomUUID(), email: input.data.email.trim().toLowerCase() } }, { status: 201 });
    }
    throw error;
  }
};

/** POST /api/auth/refresh {}: rotates the refresh cookie. */
export const refresh: AuthHandler = async (context, deps) => {
  const refused = await refuseUnlessSameSiteJson(context, deps);
  if (refused) return refused;
  const token = context.cookies.get(REFRESH_COOKIE)?.value;
  const session = token ? await refreshSession(context, deps, token) : null;
  if (!session) {
    clearSessionCookies(context.cookies, cookiesSecure(context, deps));
    return json({ error: AUTH_ERRORS.notSignedIn }, { status: 401 });
  }
  return signedIn(deps, session, session.claims);
};

/** POST /api/auth/signout {}: revokes the session server-side and clears the cookies. */
export const signOut: AuthHandler = async (context, deps) => {
  const refused = await refuseUnlessSameSiteJson(context, deps);
  if (refused) return refused;
  const access = context.cookies.get(ACCESS_COOKIE)?.value;
  const refreshToken = context.cookies.get(REFRESH_COOKIE)?.value;
  const info = callInfo(context, deps);
  // The access token names the session; without one (expired and dropped), the refresh token does.
  if (access) await deps.provider.signOut(access, info);
  else if (refreshToken) await deps.provider.signOut(refreshToken, info);
  clearSessionCookies(context.cookies, cookiesSecure(context, deps));
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
};

/**
 * POST /api/admin/password {currentPassword, newPassword} (the pipeline has checked the admin):
 * the current password is checked as a sign-in is (and throttled alike), the new one must pass
 * the sign-up rules; then every session ends and this one continues with new cookies.
 */
export async function changePassword(
  context: AuthRequestContext,
  deps: AuthDeps,
  user: AuthUserInfo,
): Promise<Response> {
  const input = await readCredentials(context.request, changePasswordSchema);
  if (!input.ok) return input.response;

  const client = clientOf(context, deps);
  const attempt = randomUUID();
  // The owner is signed in already: only the hard windows (this client's failures) apply.
  const slots = await takeSignInSlots(deps.db, signInKeys(user.email, client.hash, deps.clientHashKey), attempt, null);
  if ("wait" in slots) return tooMany(slots.wait);
  const info = callInfo(context, deps);
  try {
    await deps.provider.signIn(user.email, input.data.currentPassword, info);
  } catch (error) {
    if (error instanceof AuthError && error.status === 401) {
      return json({ error: AUTH_ERRORS.wrongCurrentPassword }, { status: 400 });
    }
    await returnSignInSlots(deps.db, attempt);
    throw error;
  }
  await returnSignInSlots(deps.db, attempt);
  await deps.provider.changePassword(user.id, input.data.newPassword, info);
  const session = await deps.provider.signIn(user.email, input.data.newPassword, info);
  setSessionCookies(context.cookies, session, cookiesSecure(context, deps));
  return json({ ok: true });
}

function tooMany(seconds: number): Response {
  return json(
    { error: AUTH_ERRORS.tooManyAttempts(seconds) },
    { status: 429, headers: { "retry-after": String(seconds) } },
  );
}

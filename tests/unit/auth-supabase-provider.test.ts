/**
 * The Supabase provider's own logic, without the network: how Supabase Auth's answers map to this
 * API's statuses and words, which claims make a session, and what each call forwards. supabase-js
 * is real; only its `fetch` (the network boundary) answers as Supabase Auth's HTTP API would.
 */
import { describe, expect, it } from "vitest";
import { AuthError } from "../../src/server/auth/provider";
import { mapSupabaseError, SupabaseAuthProvider, supabaseClaims } from "../../src/server/auth/supabase-provider";

const URL_BASE = "https://project.supabase.co";
const ANON = "anon-key-0123456789abcdef";
const SERVICE = "service-key-0123456789abcdef";
const USER = { id: "6f1c2f9e-8a53-4a36-9a55-0c9f1d7c0a11", email: "owner@example.com", identities: [{ id: "x" }] };

interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

function fakeAuthServer(routes: Record<string, (body: unknown, headers: Headers) => Response>) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? JSON.parse(text) : null;
    seen.push({ method: request.method, path: url.pathname + url.search, headers: request.headers, body });
    const key = `${request.method} ${url.pathname}${url.searchParams.get("grant_type") ? `?grant_type=${url.searchParams.get("grant_type")}` : ""}`;
    const route = routes[key];
    if (!route) return jsonResponse({ msg: `no route ${key}` }, 404);
    return route(body, request.headers);
  }) as typeof fetch;
  return { seen, fetchImpl };
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
  });
}

const authError = (status: number, code: string, msg: string) => () =>
  jsonResponse({ code: status, error_code: code, msg }, status);

const base64url = (value: string) => Buffer.from(value).toString("base64url");

function accessToken(claims: Record<string, unknown>) {
  const header = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  return `${header}.${base64url(JSON.stringify(claims))}.${base64url("sig")}`;
}

const now = Math.floor(Date.now() / 1000);
const CLAIMS = {
  sub: USER.id,
  email: USER.email,
  role: "authenticated",
  aud: "authenticated",
  exp: now + 3600,
  iat: now,
  session_id: "0b7e0b7e-0000-4000-8000-000000000001",
  iss: `${URL_BASE}/auth/v1`,
  app_metadata: { provider: "email" },
};
const session = () => ({
  access_token: accessToken(CLAIMS),
  token_type: "bearer",
  expires_in: 3600,
  expires_at: now + 3600,
  refresh_token: "refresh-abc",
  user: USER,
});

function provider(fetchImpl: typeof fetch, serviceRoleKey?: string) {
  return new SupabaseAuthProvider({
    url: URL_BASE,
    anonKey: ANON,
    serviceRoleKey,
    emailRedirectTo: "https://portfolio.example/admin",
    fetch: fetchImpl,
  });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return { status: (error as AuthError).status, message: (error as AuthError).message };
  }
  throw new Error("expected a refusal");
}

describe("Supabase provider: sign-in", () => {
  it("maps a session, and forwards the visitor's address with the secret key", async () => {
    const server = fakeAuthServer({ "POST /auth/v1/token?grant_type=password": () => jsonResponse(session()) });
    const result = await provider(server.fetchImpl, SERVICE).signIn(USER.email, "Right-password-1!", {
      clientAddress: "203.0.113.7",
    });
    expect(result).toMatchObject({
      refreshToken: "refresh-abc",
      expiresAt: now + 3600,
      user: { id: USER.id, email: USER.email },
    });
    const call = server.seen[0]!;
    expect(call.body).toMatchObject({ email: USER.email, password: "Right-password-1!" });
    expect(call.headers.get("sb-forwarded-for")).toBe("203.0.113.7");
    expect(call.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(call.headers.get("apikey")).toBe(SERVICE);
  });

  it("never forwards something that is not an address", async () => {
    const server = fakeAuthServer({ "POST /auth/v1/token?grant_type=password": () => jsonResponse(session()) });
    await provider(server.fetchImpl).signIn(USER.email, "Right-password-1!", { clientAddress: "unknown, 1.2.3.4" });
    expect(server.seen[0]!.headers.get("sb-forwarded-for")).toBeNull();
    expect(server.seen[0]!.headers.get("apikey")).toBe(ANON);
  });

  it("answers 401 'Invalid login credentials' for wrong credentials", async () => {
    const server = fakeAuthServer({
      "POST /auth/v1/token?grant_type=password": authError(400, "invalid_credentials", "Invalid login credentials"),
    });
    expect(await refusal(provider(server.fetchImpl).signIn(USER.email, "wrong-password"))).toEqual({
      status: 401,
      message: "Invalid login credentials",
    });
  });

  it("answers 429 when Supabase rate-limits, 503 when it fails", async () => {
    const limited = fakeAuthServer({
      "POST /auth/v1/token?grant_type=password": authError(
        429,
        "over_request_rate_limit",
        "Request rate limit reached",
      ),
    });
    expect((await refusal(provider(limited.fetchImpl).signIn(USER.email, "x-password"))).status).toBe(429);
    const broken = fakeAuthServer({
      "POST /auth/v1/token?grant_type=password": authError(500, "unexpected_failure", "boom"),
    });
    expect((await refusal(provider(broken.fetchImpl).signIn(USER.email, "x-password"))).status).toBe(503);
  });

  it("answers 503 saying the service cannot be reached when Supabase Auth is out of reach", async () => {
    const unreachable: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    for (const call of [
      (auth: SupabaseAuthProvider) => auth.signIn(USER.email, "x-password"),
      (auth: SupabaseAuthProvider) => auth.signUp("new@example.com", "Brand-new-pass-42!"),
    ]) {
      const error = await refusal(call(provider(unreachable)));
      expect(error.status).toBe(503);
      expect(error.message).toBe("The sign-in service cannot be reached right now. Please try again in a few minutes.");
    }
  });
});

describe("Supabase provider: sign-up", () => {
  it("sends the /admin redirect and answers the new user", async () => {
    const server = fakeAuthServer({ "POST /auth/v1/signup": () => jsonResponse({ ...USER }) });
    expect(await provider(server.fetchImpl).signUp(USER.email, "Brand-new-pass-42!")).toEqual({
      id: USER.id,
      email: USER.email,
    });
    expect(server.seen[0]!.path).toContain(`redirect_to=${encodeURIComponent("https://portfolio.example/admin")}`);
  });

  it("answers 'User already registered' for a taken email, with or without enumeration protection", async () => {
    const taken = fakeAuthServer({
      "POST /auth/v1/signup": authError(422, "user_already_exists", "User already registered"),
    });
    expect(await refusal(provider(taken.fetchImpl).signUp(USER.email, "Brand-new-pass-42!"))).toEqual({
      status: 400,
      message: "User already registered",
    });
    const obfuscated = fakeAuthServer({ "POST /auth/v1/signup": () => jsonResponse({ ...USER, identities: [] }) });
    expect((await refusal(provider(obfuscated.fetchImpl).signUp(USER.email, "Brand-new-pass-42!"))).message).toBe(
      "User already registered",
    );
  });
});

describe("Supabase provider: refresh, sign-out and verification", () => {
  it("refresh maps the rotated session; a refused token is 401 'Not signed in'", async () => {
    const ok = fakeAuthServer({ "POST /auth/v1/token?grant_type=refresh_token": () => jsonResponse(session()) });
    expect((await provider(ok.fetchImpl).refresh("refresh-old")).refreshToken).toBe("refresh-abc");
    expect(ok.seen[0]!.body).toEqual({ refresh_token: "refresh-old" });
    const reused = fakeAuthServer({
      "POST /auth/v1/token?grant_type=refresh_token": authError(
        400,
        "refresh_token_already_used",
        "Invalid Refresh Token: Already Used",
      ),
    });
    expect(await refusal(provider(reused.fetchImpl).refresh("refresh-old"))).toEqual({
      status: 401,
      message: "Not signed in",
    });
  });

  it("sign-out ends this session with the user's JWT", async () => {
    const server = fakeAuthServer({ "POST /auth/v1/logout": () => new Response(null, { status: 204 }) });
    const token = accessToken(CLAIMS);
    await provider(server.fetchImpl, SERVICE).signOut(token);
    expect(server.seen[0]!.path).toBe("/auth/v1/logout?scope=local");
    expect(server.seen[0]!.headers.get("authorization")).toBe(`Bearer ${token}`);
  });

  it("verification asks the Auth server and maps the claims", async () => {
    const server = fakeAuthServer({ "GET /auth/v1/user": () => jsonResponse(USER) });
    const verified = await provider(server.fetchImpl).verifyAccessToken(accessToken(CLAIMS));
    expect(verified).toMatchObject({
      user: { id: USER.id, email: USER.email },
      claims: { role: "authenticated", sub: USER.id },
    });
    expect(server.seen.every((call) => call.path === "/auth/v1/user")).toBe(true);
  });

  it("a token the Auth server refuses (signed out, forged) verifies to null", async () => {
    const server = fakeAuthServer({ "GET /auth/v1/user": authError(403, "session_not_found", "Session not found") });
    expect(await provider(server.fetchImpl).verifyAccessToken(accessToken(CLAIMS))).toBeNull();
    expect(await provider(server.fetchImpl).verifyAccessToken("not-a-jwt")).toBeNull();
  });
});

describe("supabaseClaims", () => {
  it("takes only a signed-in user's token", () => {
    expect(supabaseClaims(CLAIMS)).toMatchObject({ role: "authenticated", sub: USER.id, email: USER.email });
    expect(supabaseClaims({ ...CLAIMS, role: "anon" })).toBeNull();
    expect(supabaseClaims({ ...CLAIMS, role: "service_role" })).toBeNull();
    expect(supabaseClaims({ ...CLAIMS, sub: "" })).toBeNull();
    expect(supabaseClaims({ ...CLAIMS, is_anonymous: true })).toBeNull();
  });

  it("keeps metadata as data only (the admin role never comes from it)", () => {
    const claims = supabaseClaims({ ...CLAIMS, user_metadata: { role: "admin" } });
    expect(claims?.role).toBe("authenticated");
  });
});

describe("mapSupabaseError", () => {
  it("uses this API's words", () => {
    expect(
      mapSupabaseError({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" }, "signin"),
    ).toMatchObject({
      status: 401,
      message: "Email not confirmed",
    });
    expect(
      mapSupabaseError({ status: 422, code: "signup_disabled", message: "Signups not allowed" }, "signup"),
    ).toMatchObject({
      status: 403,
      message: "Sign-up is disabled",
    });
    expect(mapSupabaseError(null, "signin").status).toBe(401);
  });
});

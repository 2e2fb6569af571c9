/**
 * /api/auth/* with real Requests and Astro's real cookies against the embedded database: sign-in,
 * sign-up and its password rules, the cookies' attributes, token tampering and expiry, refresh
 * rotation and reuse, sign-out revocation, throttling, the origin check and requireAdmin.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { authDeps, type AuthDeps } from "../../src/server/auth/auth-deps";
import { authJwtSecret } from "../../src/server/auth/auth-secret";
import { EmbeddedAuthProvider, sha256Hex } from "../../src/server/auth/embedded-provider";
import { getSession, refresh, signIn, signOut, signUp } from "../../src/server/auth/handlers";
import { decodeJwt, SignJWT, type JWTPayload } from "jose";
import { refuseCrossSite, requireAdmin } from "../../src/server/auth/require-admin";
import { signInKeys } from "../../src/server/auth/signin-throttle";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import { askedForProof, solveProof } from "../../src/lib/proof-of-work";
import { AuthClient, SITE, bodyOf, newUser } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

/** A token as anyone holding `key` could sign it (HS256). */
const signed = (claims: JWTPayload, key: string) =>
  new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(new TextEncoder().encode(key));
const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

let server: ServerContext;
let deps: AuthDeps;
const ISSUER = `${SITE}/auth/v1`;
const OWNER = { email: "", password: "Owner-password-123!" };
const VISITOR = { email: "", password: "Visitor-password-123!" };

const freshEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = authDeps(server);
  OWNER.email = freshEmail("owner");
  VISITOR.email = freshEmail("visitor");
  const [ownerUser, visitorUser] = await Promise.all([newUser(OWNER), newUser(VISITOR)]);
  await server.db.asOwner(async (sql) => {
    const owner = await createUser(sql, ownerUser);
    await grantAdmin(sql, owner.id);
    await createUser(sql, visitorUser);
  });
});

afterAll(async () => {
  await closeEmbeddedContext();
});

async function signedIn(account: { email: string; password: string }, client = new AuthClient(deps)) {
  const { response } = await client.call(signIn, "/api/auth/signin", { body: account });
  expect(response.status).toBe(200);
  return client;
}

async function sessionOf(client: AuthClient, path = "/api/auth/session") {
  const { response } = await client.call(getSession, path);
  return bodyOf(response);
}

/** The admin check an /api/admin/* endpoint makes, from this client's cookies. */
async function adminCheck(client: AuthClient, path = "/api/admin/overview") {
  const { context } = client.context(path);
  return requireAdmin(context, deps);
}

/** Moves a refresh token's rotation time into the past (beyond the parallel-refresh allowance). */
async function ageRotations(seconds: number) {
  await server.db.asOwner((sql) =>
    sql.query(`update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $1) where revoked`, [
      seconds,
    ]),
  );
}

describe("POST /api/auth/signin", () => {
  it("signs in with the right password: user, role and expiry in the body, tokens only in cookies", async () => {
    const client = new AuthClient(deps);
    const { response } = await client.call(signIn, "/api/auth/signin", { body: OWNER });
    expect(response.status).toBe(200);
    const body = await bodyOf(response);
    expect(body).toMatchObject({ user: { email: OWNER.email }, isAdmin: true });
    expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000 + 14 * 60);
    expect(Object.keys(body).sort()).toEqual(["expiresAt", "isAdmin", "user"]);
    expect(JSON.stringify(body)).not.toContain(client.cookie("portfolio-access")!);
    expect(client.cookie("portfolio-access")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(client.cookie("portfolio-refresh")).toBeTruthy();
  });

  it("says who is signed in afterwards, and that a visitor is no admin", async () => {
    const client = await signedIn(VISITOR);
    expect(await sessionOf(client)).toMatchObject({ user: { email: VISITOR.email }, isAdmin: false });
  });

  it("accepts the email in any case", async () => {
    await signedIn({ email: OWNER.email.toUpperCase(), password: OWNER.password });
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    for (const body of [
      { email: OWNER.email, password: "Wrong-password-123!" },
      { email: freshEmail("nobody"), password: OWNER.password },
    ]) {
      const client = new AuthClient(deps);
      const { response, setCookies } = await client.call(signIn, "/api/auth/signin", { body });
      expect(response.status).toBe(401);
      expect(await bodyOf(response)).toEqual({ error: "Invalid login credentials" });
      expect(setCookies).toEqual([]);
    }
  });

  it("validates with the shared schema's messages", async () => {
    const client = new AuthClient(deps);
    let { response } = await client.call(signIn, "/api/auth/signin", { body: { email: "nope", password: "123456" } });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "Invalid email address" });
    ({ response } = await client.call(signIn, "/api/auth/signin", { body: { email: OWNER.email, password: "12345" } }));
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "Password must be at least 6 characters" });
  });

  it("takes JSON only", async () => {
    const client = new AuthClient(deps);
    const { response } = await client.call(signIn, "/api/auth/signin", {
      raw: `email=${OWNER.email}&password=x`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
  });
});

describe("session cookies", () => {
  it("are HttpOnly, SameSite and scoped as documented, without Secure on http://localhost", async () => {
    const client = new AuthClient(deps);
    const { setCookies } = await client.call(signIn, "/api/auth/signin", { body: OWNER });
    const access = setCookies.find((line) => line.startsWith("portfolio-access="))!;
    const refreshCookie = setCookies.find((line) => line.startsWith("portfolio-refresh="))!;
    expect(access).toMatch(/; HttpOnly/i);
    expect(access).toMatch(/; SameSite=Lax/i);
    expect(access).toMatch(/; Path=\/(;|$)/);
    expect(access).toMatch(/; Max-Age=(89\d|900)(;|$)/);
    expect(access).not.toMatch(/; Secure/i);
    expect(refreshCookie).toMatch(/; HttpOnly/i);
    expect(refreshCookie).toMatch(/; SameSite=Strict/i);
    expect(refreshCookie).toMatch(/; Path=\/api(;|$)/);
    expect(refreshCookie).toMatch(/; Max-Age=2592000(;|$)/);
  });

  it("are Secure outside localhost", async () => {
    const client = new AuthClient({ ...deps, siteUrl: "https://portfolio.example" });
    const { setCookies } = await client.call(signIn, "/api/auth/signin", {
      body: OWNER,
      base: "https://portfolio.example",
      origin: "https://portfolio.example",
    });
    expect(setCookies).toHaveLength(2);
    for (const line of setCookies) expect(line).toMatch(/; Secure/i);
  });

  it("both cookies reach the admin API (so it can refresh), neither reaches the pages", async () => {
    const client = await signedIn(OWNER);
    const { context } = client.context("/api/admin/overview");
    expect(context.cookies.get("portfolio-access")?.value).toBeTruthy();
    expect(context.cookies.get("portfolio-refresh")?.value).toBeTruthy();
    const page = client.context("/projects").context;
    expect(page.cookies.get("portfolio-refresh")).toBeUndefined();
  });
});

describe("POST /api/auth/signup", () => {
  const cases: [string, string][] = [
    ["Sh0rt!pass", "Password must be at least 12 characters"],
    ["lowercase-only-123!", "Password must contain at least one uppercase letter"],
    ["UPPERCASE-ONLY-123!", "Password must contain at least one lowercase letter"],
    ["No-Numbers-Here!!", "Password must contain at least one number"],
    ["NoSpecials12345", "Password must contain at least one special character"],
  ];
  for (const [password, message] of cases) {
    it(`refuses '${password}': ${message}`, async () => {
      const client = new AuthClient(deps);
      const { response } = await client.call(signUp, "/api/auth/signup", {
        body: { email: freshEmail("weak"), password },
      });
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
    });
  }

  it("creates a user without a session and without any role; the user can then log in", async () => {
    const account = { email: freshEmail("new"), password: "Brand-new-pass-42!" };
    const client = new AuthClient(deps);
    const { response, setCookies } = await client.call(signUp, "/api/auth/signup", { body: account });
    expect(response.status).toBe(201);
    expect(await bodyOf(response)).toMatchObject({ user: { email: account.email } });
    expect(setCookies).toEqual([]);
    const session = await sessionOf(await signedIn(account));
    expect(session).toMatchObject({ user: { email: account.email }, isAdmin: false });
  });

  it("answers a taken email (in any case) as it answers a new one, and changes nothing", async () => {
    const fresh = await new AuthClient(deps).call(signUp, "/api/auth/signup", {
      body: { email: freshEmail("shape"), password: "Another-pass-42!" },
    });
    const taken = await new AuthClient(deps).call(signUp, "/api/auth/signup", {
      body: { email: VISITOR.email.toUpperCase(), password: "Another-pass-42!" },
    });
    expect(taken.response.status).toBe(fresh.response.status);
    const shape = (body: Record<string, unknown>) =>
      JSON.stringify(body).replace(/"[0-9a-f-]{36}"|"[^"]+@[^"]+"/g, "…");
    expect(shape(await bodyOf(taken.response))).toBe(shape(await bodyOf(fresh.response)));
    // The account keeps its password; the one sent with the taken email opens nothing.
    expect((await new AuthClient(deps).call(signIn, "/api/auth/signin", { body: VISITOR })).response.status).toBe(200);
    const other = { email: VISITOR.email, password: "Another-pass-42!" };
    expect((await new AuthClient(deps).call(signIn, "/api/auth/signin", { body: other })).response.status).toBe(401);
  });

  it("answers 403 when sign-up is turned off", async () => {
    const client = new AuthClient({ ...deps, signUpEnabled: false });
    const { response } = await client.call(signUp, "/api/auth/signup", {
      body: { email: freshEmail("off"), password: "Brand-new-pass-42!" },
    });
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({ error: "Sign-up is disabled" });
  });
});

describe("access tokens", () => {
  const secret = () => authJwtSecret(server.env, null);

  async function withAccessToken(token: string) {
    const client = new AuthClient(deps);
    client.jar.set("portfolio-access", { value: token, path: "/", attributes: "" });
    return client;
  }

  it("a token whose payload was changed is refused", async () => {
    const victim = await signedIn(VISITOR);
    const [header, , sig] = victim.cookie("portfolio-access")!.split(".");
    const owner = await signedIn(OWNER);
    const ownerPayload = owner.cookie("portfolio-access")!.split(".")[1];
    const forged = await withAccessToken(`${header}.${ownerPayload}.${sig}`);
    expect(await sessionOf(forged)).toEqual({ user: null, isAdmin: false, expiresAt: null });
    expect((await adminCheck(forged)).ok).toBe(false);
  });

  it("a token signed with another key is refused", async () => {
    const real = decodeJwt((await signedIn(OWNER)).cookie("portfolio-access")!);
    const forged = await withAccessToken(await signed(real, "x".repeat(64)));
    expect(await sessionOf(forged)).toMatchObject({ user: null });
    const check = await adminCheck(forged);
    expect(check.ok ? 200 : check.response.status).toBe(401);
  });

  it("an unsigned token (alg none) is refused", async () => {
    const real = decodeJwt((await signedIn(OWNER)).cookie("portfolio-access")!);
    const none = `${segment({ alg: "none", typ: "JWT" })}.${segment(real)}.`;
    expect(await sessionOf(await withAccessToken(none))).toMatchObject({ user: null });
  });

  it("an expired token is refused; with the refresh cookie the session refreshes transparently", async () => {
    const client = await signedIn(OWNER);
    const later = new EmbeddedAuthProvider(server.db, {
      secret: secret(),
      issuer: ISSUER,
      now: () => Date.now() + 16 * 60_000,
    });
    const laterDeps = { ...deps, provider: later };
    const oldAccess = client.cookie("portfolio-access")!;
    const oldRefresh = client.cookie("portfolio-refresh")!;

    const onlyAccess = new AuthClient(laterDeps);
    onlyAccess.jar.set("portfolio-access", { value: oldAccess, path: "/", attributes: "" });
    expect(await sessionOf(onlyAccess)).toMatchObject({ user: null });
    const check = await requireAdmin(onlyAccess.context("/api/admin/overview").context, laterDeps);
    expect(check.ok ? 200 : check.response.status).toBe(401);

    const browser = new AuthClient(laterDeps);
    for (const [name, cookie] of client.jar) browser.jar.set(name, cookie);
    const session = await sessionOf(browser);
    expect(session).toMatchObject({ user: { email: OWNER.email }, isAdmin: true });
    expect(browser.cookie("portfolio-access")).not.toBe(oldAccess);
    expect(browser.cookie("portfolio-refresh")).not.toBe(oldRefresh);
  });

  it("a validly signed token of an unknown session is refused", async () => {
    const real = decodeJwt((await signedIn(OWNER)).cookie("portfolio-access")!);
    const token = await signed({ ...real, session_id: "00000000-0000-4000-8000-000000000000" }, secret());
    expect(await sessionOf(await withAccessToken(token))).toMatchObject({ user: null });
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates the refresh token within the same session", async () => {
    const client = await signedIn(OWNER);
    const first = client.cookie("portfolio-refresh")!;
    const { response } = await client.call(refresh, "/api/auth/refresh", { body: {} });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ user: { email: OWNER.email }, isAdmin: true });
    expect(client.cookie("portfolio-refresh")).not.toBe(first);
    const sessions = await server.db.asOwner((sql) =>
      sql.query<{ sessions: number; tokens: number }>(
        `select count(distinct session_id)::int as sessions, count(*)::int as tokens
           from auth.refresh_tokens where user_id = (select id::text from auth.users where email = $1)
            and session_id = (select session_id from auth.refresh_tokens where token = encode(sha256(convert_to($2, 'utf8')), 'hex'))`,
        [OWNER.email, client.cookie("portfolio-refresh")!],
      ),
    );
    expect(sessions[0]).toEqual({ sessions: 1, tokens: 2 });
  });

  it("stores refresh tokens only as hashes", async () => {
    const client = await signedIn(VISITOR);
    const raw = client.cookie("portfolio-refresh")!;
    const rows = await server.db.asOwner((sql) =>
      sql.query("select 1 from auth.refresh_tokens where token = $1 or parent = $1", [raw]),
    );
    expect(rows).toEqual([]);
  });

  it("a reused refresh token revokes the whole session", async () => {
    const client = await signedIn(OWNER);
    const stolen = new AuthClient(deps);
    for (const [name, cookie] of client.jar) stolen.jar.set(name, cookie);

    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(200);
    await ageRotations(60);

    const reuse = await stolen.call(refresh, "/api/auth/refresh", { body: {} });
    expect(reuse.response.status).toBe(401);
    expect(await bodyOf(reuse.response)).toEqual({ error: "Not signed in" });
    // The rightful owner's newer tokens die with the session.
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(401);
    const holder = new AuthClient(deps);
    holder.jar.set("portfolio-access", client.jar.get("portfolio-access") ?? { value: "", path: "/", attributes: "" });
    expect(await sessionOf(holder)).toMatchObject({ user: null });
  });

  it("two refreshes racing with the same cookie both succeed (no false reuse)", async () => {
    const client = await signedIn(VISITOR);
    const twin = new AuthClient(deps);
    for (const [name, cookie] of client.jar) twin.jar.set(name, cookie);
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(200);
    const second = await twin.call(refresh, "/api/auth/refresh", { body: {} });
    expect(second.response.status).toBe(200);
    expect(second.setCookies.some((line) => line.startsWith("portfolio-refresh="))).toBe(false);
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(200);
  });

  it("an expired refresh token (30 days) is refused", async () => {
    const client = await signedIn(VISITOR);
    const later = new EmbeddedAuthProvider(server.db, {
      secret: authJwtSecret(server.env, null),
      issuer: ISSUER,
      now: () => Date.now() + 31 * 24 * 3600_000,
    });
    const browser = new AuthClient({ ...deps, provider: later });
    for (const [name, cookie] of client.jar) browser.jar.set(name, cookie);
    const { response } = await browser.call(refresh, "/api/auth/refresh", { body: {} });
    expect(response.status).toBe(401);
    expect(browser.jar.size).toBe(0);
  });

  /** A provider whose clock runs `days` ahead, and a browser holding `client`'s cookies that uses it. */
  const daysLater = (client: AuthClient, days: number) => {
    const later = new EmbeddedAuthProvider(server.db, {
      secret: authJwtSecret(server.env, null),
      issuer: ISSUER,
      now: () => Date.now() + days * 24 * 3600_000,
    });
    const browser = new AuthClient({ ...deps, provider: later });
    for (const [name, cookie] of client.jar) browser.jar.set(name, cookie);
    return browser;
  };
  const sessionIdOf = async (client: AuthClient) =>
    server.db.asOwner(async (sql) => {
      const rows = await sql.query<{ session_id: string }>(
        "select session_id from auth.refresh_tokens where token = $1",
        [sha256Hex(client.cookie("portfolio-refresh")!)],
      );
      return rows[0]!.session_id;
    });
  /** Moves the start of `client`'s session `days` into the past, its refreshes and tokens left as they are. */
  const backdateSession = async (client: AuthClient, days: number) => {
    const sessionId = await sessionIdOf(client);
    await server.db.asOwner((sql) =>
      sql.query("update auth.sessions set created_at = created_at - make_interval(days => $2) where id = $1", [
        sessionId,
        days,
      ]),
    );
    return sessionId;
  };
  const sessionExists = async (sessionId: string) =>
    (await server.db.asOwner((sql) => sql.query("select 1 from auth.sessions where id = $1", [sessionId]))).length > 0;

  it("a session begun more than 30 days ago is refused and deleted, even with a fresh refresh token", async () => {
    const client = await signedIn(VISITOR);
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(200);
    const sessionId = await backdateSession(client, 31);

    const { response } = await client.call(refresh, "/api/auth/refresh", { body: {} });
    expect(response.status).toBe(401);
    expect(client.jar.size).toBe(0);
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it("a session left idle for more than 7 days is refused and deleted", async () => {
    const client = await signedIn(VISITOR);
    const sessionId = await sessionIdOf(client);
    const browser = daysLater(client, 8);
    const { response } = await browser.call(refresh, "/api/auth/refresh", { body: {} });
    expect(response.status).toBe(401);
    expect(browser.jar.size).toBe(0);
    expect(await sessionExists(sessionId)).toBe(false);
  });

  it("a session 29 days old, refreshed 6 days ago, still refreshes", async () => {
    const client = await signedIn(VISITOR);
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(200);
    await backdateSession(client, 23);
    const browser = daysLater(client, 6);
    const { response } = await browser.call(refresh, "/api/auth/refresh", { body: {} });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toMatchObject({ user: { email: VISITOR.email } });
    expect(browser.cookie("portfolio-refresh")).not.toBe(client.cookie("portfolio-refresh"));
  });

  it("an unknown refresh token or none is refused", async () => {
    const client = new AuthClient(deps);
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(401);
    client.jar.set("portfolio-refresh", { value: "made-up", path: "/api", attributes: "" });
    expect((await client.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(401);
  });
});

describe("POST /api/auth/signout", () => {
  it("clears the cookies and revokes the session: its tokens stop working", async () => {
    const client = await signedIn(OWNER);
    const copy = new AuthClient(deps);
    for (const [name, cookie] of client.jar) copy.jar.set(name, cookie);

    const { response, setCookies } = await client.call(signOut, "/api/auth/signout", { body: {} });
    expect(response.status).toBe(204);
    expect(setCookies.filter((line) => /Expires=Thu, 01 Jan 1970/i.test(line))).toHaveLength(2);
    expect(client.jar.size).toBe(0);

    expect(await sessionOf(copy, "/api/admin/overview")).toMatchObject({ user: null });
    const check = await adminCheck(copy);
    expect(check.ok ? 200 : check.response.status).toBe(401);
    expect((await copy.call(refresh, "/api/auth/refresh", { body: {} })).response.status).toBe(401);
  });

  it("answers 204 without a session", async () => {
    const { response } = await new AuthClient(deps).call(signOut, "/api/auth/signout", { body: {} });
    expect(response.status).toBe(204);
  });
});

// These send up to 40 sign-ins each, and a password check is slow on purpose (scrypt): about half
// a second on a quiet machine, several seconds on a busy one.
describe("failed sign-in throttling", { timeout: 180_000 }, () => {
  const wrong = (email: string) => ({ email, password: "Wrong-password-1!" });
  const newAccount = async (label: string) => {
    const account = { email: freshEmail(label), password: "Throttled-pass-42!" };
    const user = await newUser(account);
    await server.db.asOwner((sql) => createUser(sql, user));
    return account;
  };
  /** Failed attempts recorded in a window as the throttle would have recorded them. */
  const pastFailures = (bucket: string, key: string, count: number) =>
    server.db.asOwner((sql) =>
      sql.query(
        `insert into private.rate_limit_hits (bucket, client_hash, request_key)
         select $1, $2, gen_random_uuid()::text from generate_series(1, $3)`,
        [bucket, key, count],
      ),
    );

  it("answers 429 with Retry-After after 5 failures for one email from one client, even with the right password", async () => {
    const account = await newAccount("throttled");
    const client = new AuthClient(deps);
    for (let i = 0; i < 5; i++) {
      const { response } = await client.call(signIn, "/api/auth/signin", { body: wrong(account.email) });
      expect(response.status).toBe(401);
    }
    const { response } = await client.call(signIn, "/api/auth/signin", { body: account });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await bodyOf(response)).error).toMatch(/^Too many sign-in attempts/);

    // Refused attempts count in no window: hammering on leaves the email's other windows at 5.
    const emailKey = signInKeys(account.email, "any-client-hash-0000", deps.clientHashKey).email;
    const emailHits = () =>
      server.db.asOwner(async (sql) => {
        const rows = await sql.query<{ n: number }>(
          "select count(*)::int as n from private.rate_limit_hits where bucket = 'signin-email' and client_hash = $1",
          [emailKey],
        );
        return rows[0]!.n;
      });
    for (let i = 0; i < 3; i++) await client.call(signIn, "/api/auth/signin", { body: wrong(account.email) });
    expect(await emailHits()).toBe(5);

    // Someone else's failures do not lock the owner out from their own address.
    expect((await new AuthClient(deps).call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(200);
  });

  it("checks 5 of 40 wrong passwords sent together for one account from one client, and refuses the rest", async () => {
    const account = await newAccount("parallel");
    const address = new AuthClient(deps).address;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const { response } = await new AuthClient(deps, address).call(signIn, "/api/auth/signin", {
          body: wrong(account.email),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429 || status === 503)).toBe(true);
  });

  it("asks for a proof of work, instead of refusing, once strangers failed 50 times for an email: the owner still signs in", async () => {
    const account = await newAccount("ceiling");
    await pastFailures("signin-email", signInKeys(account.email, "any-client-hash-0000", deps.clientHashKey).email, 50);
    const client = new AuthClient(deps);
    const { response } = await client.call(signIn, "/api/auth/signin", { body: account });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBeNull();
    const answer = await bodyOf(response);
    expect(answer.error).toBe(
      "Many failed sign-ins were tried here lately, so the site asks your browser for a quick check first. Please sign in again.",
    );
    const proof = (await solveProof(askedForProof(answer)!))!;
    const proved = (body: unknown, header = proof) =>
      client.call(signIn, "/api/auth/signin", { body, headers: { "x-proof-of-work": header } });

    // With the check done, the password is checked: a wrong one is refused as wrong…
    const another = (await solveProof(
      askedForProof(await bodyOf((await client.call(signIn, "/api/auth/signin", { body: account })).response))!,
    ))!;
    expect((await proved(wrong(account.email), another)).response.status).toBe(401);
    // …and the right one signs in.
    expect((await proved(account)).response.status).toBe(200);
    // A solved challenge opens one attempt only.
    expect((await proved(account)).response.status).toBe(429);
  });

  it("asks every client for a proof of work once the site's window is full, and refuses hard only per email and client", async () => {
    const account = await newAccount("site-full");
    await pastFailures("signin-site", signInKeys(account.email, "any-client-hash-0000", deps.clientHashKey).site, 300);
    try {
      const client = new AuthClient(deps);
      const asked = await client.call(signIn, "/api/auth/signin", { body: account });
      expect(asked.response.status).toBe(429);
      const proof = (await solveProof(askedForProof(await bodyOf(asked.response))!))!;
      const signedIn = await client.call(signIn, "/api/auth/signin", {
        body: account,
        headers: { "x-proof-of-work": proof },
      });
      expect(signedIn.response.status).toBe(200);

      // The per-email-and-client window still refuses outright, proof or not.
      const guesser = new AuthClient(deps);
      for (let i = 0; i < 5; i++) {
        const challenge = askedForProof(
          await bodyOf((await guesser.call(signIn, "/api/auth/signin", { body: wrong(account.email) })).response),
        )!;
        const solved = (await solveProof(challenge))!;
        const { response } = await guesser.call(signIn, "/api/auth/signin", {
          body: wrong(account.email),
          headers: { "x-proof-of-work": solved },
        });
        expect(response.status).toBe(401);
      }
      const refused = await guesser.call(signIn, "/api/auth/signin", { body: account });
      expect(refused.response.status).toBe(429);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(800);
      expect((await bodyOf(refused.response)).proofOfWork).toBeUndefined();
    } finally {
      await server.db.asOwner((sql) => sql.query("delete from private.rate_limit_hits where bucket = 'signin-site'"));
    }
  });

  it("answers 429 to a client that failed 20 times, whatever the emails", async () => {
    const client = new AuthClient(deps);
    // The client's first failure shows its key; 19 more are recorded as if they had happened.
    expect((await client.call(signIn, "/api/auth/signin", { body: wrong(freshEmail("spray")) })).response.status).toBe(
      401,
    );
    const clientKey = await server.db.asOwner(async (sql) => {
      const rows = await sql.query<{ client_hash: string }>(
        "select client_hash from private.rate_limit_hits where bucket = 'signin-client' order by hit_at desc limit 1",
      );
      return rows[0]!.client_hash;
    });
    await pastFailures("signin-client", clientKey, 19);
    const { response } = await client.call(signIn, "/api/auth/signin", { body: VISITOR });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("counts failures only: a success gives its slots back and clears nobody's failures", async () => {
    const account = await newAccount("steady");
    const client = new AuthClient(deps);
    for (let i = 0; i < 6; i++) {
      expect((await client.call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(200);
    }
    for (let i = 0; i < 4; i++) await client.call(signIn, "/api/auth/signin", { body: wrong(account.email) });
    expect((await client.call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(200);
    await client.call(signIn, "/api/auth/signin", { body: wrong(account.email) });
    expect((await client.call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(429);
  });

  it("stores a stronger hash on sign-in when the stored one was made with weaker settings", async () => {
    // The product's cost (the suite hashes at a lower one, vitest.config.ts).
    vi.stubEnv("AUTH_HASH_COST", "");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const account = await newAccount("rehash");
    const weak = await server.db.asOwner(async (sql) => {
      // The same password, hashed as before (scrypt N=2^15).
      const { scryptSync, randomBytes: salt } = await import("node:crypto");
      const s = salt(16);
      const key = scryptSync(account.password.normalize("NFKC"), s, 32, {
        N: 2 ** 15,
        r: 8,
        p: 1,
        maxmem: 64 * 1024 * 1024,
      });
      const hash = ["scrypt", 15, 8, 1, s.toString("base64url"), key.toString("base64url")].join("$");
      await sql.query("update auth.users set encrypted_password = $2 where lower(email) = $1", [account.email, hash]);
      return hash;
    });
    expect((await new AuthClient(deps).call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(200);
    const stored = await server.db.asOwner(
      async (sql) =>
        (
          await sql.query<{ encrypted_password: string }>(
            "select encrypted_password from auth.users where lower(email) = $1",
            [account.email],
          )
        )[0]!.encrypted_password,
    );
    expect(stored).not.toBe(weak);
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$/);
    expect((await new AuthClient(deps).call(signIn, "/api/auth/signin", { body: account })).response.status).toBe(200);
  });
});

describe("origin check", () => {
  it("refuses state-changing auth requests from another origin or with none", async () => {
    for (const origin of ["https://evil.example", null, "null"]) {
      const client = new AuthClient(deps);
      for (const [handler, path] of [
        [signIn, "/api/auth/signin"],
        [signUp, "/api/auth/signup"],
        [refresh, "/api/auth/refresh"],
        [signOut, "/api/auth/signout"],
      ] as const) {
        const { response } = await client.call(handler, path, { body: OWNER, origin });
        expect(response.status).toBe(403);
        expect(await bodyOf(response)).toEqual({ error: "Cross-site request refused" });
      }
    }
  });

  it("accepts the site's origin, or Sec-Fetch-Site same-origin", async () => {
    const client = new AuthClient(deps);
    const { response } = await client.call(signIn, "/api/auth/signin", {
      body: OWNER,
      origin: null,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(response.status).toBe(200);
    expect(
      refuseCrossSite(new Request(`${SITE}/api/admin/x`, { method: "DELETE", headers: { origin: SITE } }), SITE),
    ).toBeNull();
    expect(refuseCrossSite(new Request(`${SITE}/api/admin/x`), SITE)).toBeNull();
    const refused = refuseCrossSite(
      new Request(`${SITE}/api/admin/x`, {
        method: "PUT",
        headers: { origin: "http://localhost:9999", "sec-fetch-site": "same-site" },
      }),
      SITE,
    );
    expect(refused?.status).toBe(403);
  });
});

describe("requireAdmin", () => {
  it("401 without a session", async () => {
    const check = await adminCheck(new AuthClient(deps));
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.response.status).toBe(401);
      expect(await bodyOf(check.response)).toEqual({ error: "Not signed in" });
    }
  });

  it("403 for a signed-in user without the role", async () => {
    const check = await adminCheck(await signedIn(VISITOR));
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.response.status).toBe(403);
      expect(await bodyOf(check.response)).toEqual({
        error: "You don't have admin privileges. Contact the system administrator.",
      });
    }
  });

  it("403 for a user who wrote role admin into their own metadata, even inside a signed token", async () => {
    const account = { email: freshEmail("sneaky"), password: "Sneaky-pass-42!" };
    const user = await newUser(account);
    await server.db.asOwner(async (sql) => {
      await createUser(sql, user);
      await sql.query(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin","roles":["admin"]}',
                raw_user_meta_data = '{"role":"admin","is_admin":true}' where email = $1`,
        [account.email],
      );
    });
    const client = await signedIn(account);
    let check = await adminCheck(client);
    expect(check.ok ? 200 : check.response.status).toBe(403);

    const claims = decodeJwt(client.cookie("portfolio-access")!);
    const withMetadata = await signed(
      { ...claims, app_metadata: { role: "admin" }, user_metadata: { role: "admin" }, user_role: "admin" },
      authJwtSecret(server.env, null),
    );
    client.jar.set("portfolio-access", { value: withMetadata, path: "/", attributes: "" });
    check = await adminCheck(client);
    expect(check.ok ? 200 : check.response.status).toBe(403);
  });

  it("lets the admin through with claims that run queries as that user", async () => {
    const check = await adminCheck(await signedIn(OWNER));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.admin.user.email).toBe(OWNER.email);
    expect(check.admin.claims).toMatchObject({ role: "authenticated", aud: "authenticated", email: OWNER.email });
    const uid = await server.db.withClaims(check.admin.claims, (sql) =>
      sql.query<{ uid: string }>("select auth.uid()::text as uid"),
    );
    expect(uid[0]!.uid).toBe(check.admin.user.id);
  });

  it("loses admin rights as soon as the role row is gone", async () => {
    const client = await signedIn(OWNER);
    const id = (await adminCheck(client)).ok;
    expect(id).toBe(true);
    await server.db.asOwner((sql) =>
      sql.query("delete from public.user_roles where user_id = (select id from auth.users where email = $1)", [
        OWNER.email,
      ]),
    );
    const check = await adminCheck(client);
    expect(check.ok ? 200 : check.response.status).toBe(403);
    await server.db.asOwner(async (sql) => {
      const rows = await sql.query<{ id: string }>("select id from auth.users where email = $1", [OWNER.email]);
      await grantAdmin(sql, rows[0]!.id);
    });
  });
});

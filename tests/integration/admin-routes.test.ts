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
import * as analyticsRoute from "../../src/pages/api/admin/analytics";
import * as documentsKindRoute from "../../src/pages/api/admin/documents/[kind]";
import * as documentRoute from "../../src/pages/api/admin/documents/[kind]/[id]";
import * as activateRoute from "../../src/pages/api/admin/documents/[kind]/[id]/activate";
import * as experiencesRoute from "../../src/pages/api/admin/experiences";
import * as experienceRoute from "../../src/pages/api/admin/experiences/[id]";
import * as guestbookRoute from "../../src/pages/api/admin/guestbook";
import * as guestbookMessageRoute from "../../src/pages/api/admin/guestbook/[id]";
import * as approveRoute from "../../src/pages/api/admin/guestbook/[id]/approve";
import * as rejectRoute from "../../src/pages/api/admin/guestbook/[id]/reject";
import * as readRoute from "../../src/pages/api/admin/messages/[id]/read";
import * as overviewRoute from "../../src/pages/api/admin/overview";
import * as postsRoute from "../../src/pages/api/admin/posts";
import * as postRoute from "../../src/pages/api/admin/posts/[id]";
import * as projectFilesRoute from "../../src/pages/api/admin/project-files";
import * as projectFileRoute from "../../src/pages/api/admin/project-files/[id]";
import * as projectsRoute from "../../src/pages/api/admin/projects";
import * as projectRoute from "../../src/pages/api/admin/projects/[id]";
import * as skillsRoute from "../../src/pages/api/admin/skills";
import * as skillRoute from "../../src/pages/api/admin/skills/[id]";
import * as uploadsRoute from "../../src/pages/api/admin/uploads";
import * as uploadRoute from "../../src/pages/api/admin/uploads/[token]";
import { authDeps, type AuthDeps } from "../../src/server/auth/auth-deps";
import { signIn } from "../../src/server/auth/handlers";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import { projectPath } from "../../src/server/paths";
import { AuthClient, bodyOf } from "../support/auth";
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
  await server.db.asOwner(async (sql) => {
    const owner = await createUser(sql, accounts.owner.email, accounts.owner.password);
    await grantAdmin(sql, owner.id);
    await createUser(sql, accounts.visitor.email, accounts.visitor.password);
    await createUser(sql, accounts.sneaky.email, accounts.sneaky.password);
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
  ["POST", readRoute, `/api/admin/messages/${SOME_ID}/read`, "read", { id: SOME_ID }],
  ["GET", analyticsRoute, "/api/admin/analytics?days=30", "analytics", {}],
  ["GET", projectsRoute, "/api/admin/projects", "projects", {}],
  ["POST", projectsRoute, "/api/admin/projects", "projects", {}],
  ["PUT", projectRoute, `/api/admin/projects/${SOME_ID}`, "project", { id: SOME_ID }],
  ["DELETE", projectRoute, `/api/admin/projects/${SOME_ID}`, "project", { id: SOME_ID }],
  ["GET", postsRoute, "/api/admin/posts", "posts", {}],
  ["POST", postsRoute, "/api/admin/posts", "posts", {}],
  ["PUT", postRoute, `/api/admin/posts/${SOME_ID}`, "post", { id: SOME_ID }],
  ["DELETE", postRoute, `/api/admin/posts/${SOME_ID}`, "post", { id: SOME_ID }],
  ["GET", experiencesRoute, "/api/admin/experiences", "experiences", {}],
  ["POST", experiencesRoute, "/api/admin/experiences", "experiences", {}],
  ["PUT", experienceRoute, `/api/admin/experiences/${SOME_ID}`, "experience", { id: SOME_ID }],
  ["DELETE", experienceRoute, `/api/admin/experiences/${SOME_ID}`, "experience", { id: SOME_ID }],
  ["GET", skillsRoute, "/api/admin/skills", "skills", {}],
  ["POST", skillsRoute, "/api/admin/skills", "skills", {}],
  ["DELETE", skillRoute, `/api/admin/skills/${SOME_ID}`, "skill", { id: SOME_ID }],
  ["GET", guestbookRoute, "/api/admin/guestbook", "guestbook", {}],
  ["POST", approveRoute, `/api/admin/guestbook/${SOME_ID}/approve`, "approve", { id: SOME_ID }],
  ["POST", rejectRoute, `/api/admin/guestbook/${SOME_ID}/reject`, "reject", { id: SOME_ID }],
  ["DELETE", guestbookMessageRoute, `/api/admin/guestbook/${SOME_ID}`, "guestbook message", { id: SOME_ID }],
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
  ["GET", projectFilesRoute, "/api/admin/project-files", "project files", {}],
  ["POST", projectFilesRoute, "/api/admin/project-files", "project files", {}],
  ["DELETE", projectFileRoute, `/api/admin/project-files/${SOME_ID}`, "project file", { id: SOME_ID }],
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
      overview: "An overview text.",
      role: "Lead",
      challenge: "c",
      approach: "a",
      outcome: "o",
    };
    const created = await callRoute(client, projectsRoute, "/api/admin/projects", {}, { method: "POST", body: input });
    expect(created.status).toBe(201);
    const project = (await bodyOf(created)).project as { id: string; updated_at: string };
    const path = `/api/admin/projects/${project.id}`;
    const edit = (title: string) =>
      callRoute(
        client,
        projectRoute,
        path,
        { id: project.id },
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
    const deleted = await callRoute(client, projectRoute, path, { id: project.id }, { method: "DELETE" });
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
      projectRoute,
      `/api/admin/projects/${SOME_ID}`,
      { id: SOME_ID },
      {
        method: "DELETE",
      },
    );
    expect(response.status).toBe(404);
    expect(await bodyOf(response)).toEqual({ error: "Item not found" });
  });
});

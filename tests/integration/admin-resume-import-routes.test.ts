/**
 * Import JSON Resume's two endpoint files through the real request pipeline, with sessions from
 * the real sign-in endpoint: 401 without a session, 403 for a signed-in user without the admin
 * role, 403 for a request from another site (even the admin's), and the admin getting through;
 * nothing is stored for those refused.
 */
import { randomBytes } from "node:crypto";
import type { APIContext, APIRoute } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as importRoute from "../../src/pages/api/admin/resume-import";
import * as previewRoute from "../../src/pages/api/admin/resume-import/preview";
import { authDeps, type AuthDeps } from "../../src/server/auth/auth-deps";
import { signIn } from "../../src/server/auth/handlers";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import { countRows } from "../support/admin";
import { AuthClient, bodyOf, newUser } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { throughPipeline } from "../support/pipeline";

let server: ServerContext;
let deps: AuthDeps;
const owner = { email: `owner-${randomBytes(4).toString("hex")}@example.com`, password: "Owner-password-123!" };
const visitor = { email: `visitor-${randomBytes(4).toString("hex")}@example.com`, password: "Visitor-password-123!" };

const resume = {
  work: [
    {
      name: "Route Robotics",
      position: "Design Engineer",
      location: "Berlin, Germany",
      startDate: "2021-03",
      summary: "Grippers.",
    },
  ],
  skills: [{ name: "CAD", keywords: ["Route CAD"] }],
};
const confirmed = { resume, expected: { experiences: 1, skills: 1 } };

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = authDeps(server);
  const [ownerUser, visitorUser] = await Promise.all([newUser(owner), newUser(visitor)]);
  await server.db.asOwner(async (sql) => {
    const user = await createUser(sql, ownerUser);
    await grantAdmin(sql, user.id);
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

/** POSTs to an endpoint file the way Astro does: request, cookies, address, then the pipeline. */
function post(client: AuthClient, route: { POST: APIRoute }, path: string, body: unknown, origin?: string | null) {
  const { context } = client.context(path, { method: "POST", body, origin });
  const apiContext = {
    request: context.request,
    cookies: (context as unknown as { cookies: APIContext["cookies"] }).cookies,
    params: {},
    url: new URL(context.request.url),
    get clientAddress() {
      return client.address;
    },
  } as unknown as APIContext;
  return throughPipeline(route.POST, apiContext);
}

const ROUTES: [string, { POST: APIRoute }, string][] = [
  ["the preview", previewRoute, "/api/admin/resume-import/preview"],
  ["the import", importRoute, "/api/admin/resume-import"],
];

const storedFromFile = async () =>
  (await countRows(server, "public.experiences", "organization = 'Route Robotics'")) +
  (await countRows(server, "public.skills", "skill_name = 'Route CAD'"));

describe("Import JSON Resume's endpoints", () => {
  it.each(ROUTES)("%s answers 401 without a session", async (_name, route, path) => {
    const response = await post(new AuthClient(deps), route, path, confirmed);
    expect(response.status).toBe(401);
    expect(await bodyOf(response)).toEqual({ error: "Not signed in" });
    expect(await storedFromFile()).toBe(0);
  });

  it.each(ROUTES)("%s refuses a signed-in user without the admin role", async (_name, route, path) => {
    const response = await post(await signedIn(visitor), route, path, confirmed);
    expect(response.status).toBe(403);
    expect(await bodyOf(response)).toEqual({
      error: "You don't have admin privileges. Contact the system administrator.",
    });
    expect(await storedFromFile()).toBe(0);
  });

  it.each(ROUTES)("%s refuses a request from another site, even the admin's", async (_name, route, path) => {
    const client = await signedIn(owner);
    for (const origin of ["https://evil.example", null]) {
      const response = await post(client, route, path, confirmed, origin);
      expect(response.status).toBe(403);
      expect(await bodyOf(response)).toEqual({ error: "Cross-site request refused" });
    }
    expect(await storedFromFile()).toBe(0);
  });

  it("lets the admin preview and import the file", async () => {
    const client = await signedIn(owner);
    const preview = await post(client, previewRoute, "/api/admin/resume-import/preview", { resume });
    expect(preview.status).toBe(200);
    expect(await storedFromFile()).toBe(0);
    const imported = await post(client, importRoute, "/api/admin/resume-import", confirmed);
    expect(imported.status).toBe(200);
    expect((await bodyOf(imported)).added).toEqual({ experiences: 1, skills: 1 });
    expect(await storedFromFile()).toBe(2);
  });
});

/**
 * The admin's applications endpoints with real Requests against the embedded database, called as
 * the request pipeline calls them once `requireAdmin` passed (and once through the pipeline
 * signed out): the token the database makes, validation with the form's messages, stale saves,
 * RLS as the second wall, no rebuild ever (an application is private), and the activity of one
 * application as its link's events make it.
 */
import { randomUUID } from "node:crypto";
import type { APIContext, APIRoute } from "astro";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as collectionRoute from "../../src/pages/api/admin/[resource]";
import * as itemRoute from "../../src/pages/api/admin/[resource]/[id]";
import { APPLICATION_TOKEN } from "../../src/lib/application-visit";
import type { Application, ApplicationActivity } from "../../src/lib/entities";
import { contentResources } from "../../src/server/admin/content";
import { ADMIN_ERRORS, type AdminDeps } from "../../src/server/admin/http";
import { authDeps } from "../../src/server/auth/auth-deps";
import type { ServerContext } from "../../src/server/context";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  countRows,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  stored,
  type AdminCallers,
} from "../support/admin";
import { AuthClient } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered, throughPipeline } from "../support/pipeline";

const applications = answered(contentResources.applications);
const read = applications.read!;

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;
let rebuildsBefore: number;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
  rebuildsBefore = await lastRebuildId(server);
});
afterAll(() => closeEmbeddedContext());

const input = (overrides: Record<string, unknown> = {}) => ({
  company: "Acme Robotics",
  role: "Design Engineer",
  posting_url: " https://jobs.example.com/acme/123 ",
  contact: "",
  applied_on: "2026-01-05",
  status: "applied",
  resume_version_id: "",
  pinned_projects: ["soft-gripper", "arm"],
  greeting: "Hello Acme team!",
  notes: "Referred by Sam.\nFollow up in a week.",
  ...overrides,
});

const put = (id: string, body: unknown) => adminRequest(`/api/admin/applications/${id}`, { method: "PUT", body });
const del = (id: string) => adminRequest(`/api/admin/applications/${id}`, { method: "DELETE" });
const get = (id: string) => adminRequest(`/api/admin/applications/${id}`);

async function created(overrides: Record<string, unknown> = {}): Promise<Application> {
  const response = await applications.create(
    adminRequest("/api/admin/applications", { body: input(overrides) }),
    callers.owner,
    deps,
  );
  expect(response.status).toBe(201);
  return (await bodyOf<{ application: Application }>(response)).application;
}

async function listed(): Promise<Application[]> {
  const response = await applications.list(adminRequest("/api/admin/applications"), callers.owner, deps);
  expect(response.status).toBe(200);
  return (await bodyOf<{ applications: Application[] }>(response)).applications;
}

async function activityOf(id: string): Promise<ApplicationActivity> {
  const response = await read(get(id), callers.owner, deps, id);
  expect(response.status).toBe(200);
  return (await bodyOf<{ activity: ApplicationActivity }>(response)).activity;
}

/** One event of a link, as the link's endpoint records it (service role). */
function record(
  token: string,
  visit: string | null,
  kind: string,
  target?: string,
  referrer?: string,
  checker?: string,
) {
  return server.db.asServiceRole((sql) =>
    sql.query("select private.record_application_event($1, $2, $3, $4, $5, $6) as first", [
      token,
      visit,
      kind,
      target ?? null,
      referrer ?? null,
      checker ?? null,
    ]),
  );
}

describe("applications", () => {
  it("creates an application with a token of the database's, and lists it with no opens yet", async () => {
    const application = await created();
    expect(application.token).toMatch(APPLICATION_TOKEN);
    expect(application).toMatchObject({
      company: "Acme Robotics",
      posting_url: "https://jobs.example.com/acme/123",
      contact: null,
      applied_on: "2026-01-05",
      status: "applied",
      resume_version_id: null,
      pinned_projects: ["soft-gripper", "arm"],
      greeting: "Hello Acme team!",
      notes: "Referred by Sam.\nFollow up in a week.",
      opens: 0,
      first_opened_at: null,
      last_opened_at: null,
      link_checks: 0,
    });
    expect((await listed()).find((row) => row.id === application.id)).toEqual(application);
    const [history] = await stored(
      server,
      "select status from public.application_status_changes where application_id = $1",
      [application.id],
    );
    expect(history).toEqual({ status: "applied" });
  });

  it("keeps the chosen resume version, and refuses an id that names none", async () => {
    const [resume] = await stored<{ id: string }>(
      server,
      `insert into public.resume_files (file_name, file_path, storage_path, file_size, version)
       values ('cv.pdf', '/storage/v1/object/public/documents/resumes/cv.pdf', 'resumes/cv.pdf', 1000, 901) returning id`,
    );
    expect((await created({ resume_version_id: resume!.id })).resume_version_id).toBe(resume!.id);
    const before = await countRows(server, "public.applications");
    const unknown = await applications.create(
      adminRequest("/api/admin/applications", { body: input({ resume_version_id: randomUUID() }) }),
      callers.owner,
      deps,
    );
    expect(unknown.status).toBe(400);
    expect(await bodyOf(unknown)).toEqual({ error: "Referenced item not found" });
    expect(await countRows(server, "public.applications")).toBe(before);
  });

  it("saves an edit based on the current copy, keeps each status's date, and refuses a stale one with 409", async () => {
    const application = await created({ company: "Edit Co" });
    const saved = await applications.update(
      put(application.id, {
        ...input({ company: "Edit Co", status: "interview", pinned_projects: ["arm"], greeting: "" }),
        expected_updated_at: application.updated_at,
      }),
      callers.owner,
      deps,
      application.id,
    );
    expect(saved.status).toBe(200);
    const edited = (await bodyOf<{ application: Application }>(saved)).application;
    expect(edited).toMatchObject({ status: "interview", pinned_projects: ["arm"], greeting: null });
    expect(edited.token).toBe(application.token);

    const stale = await applications.update(
      put(application.id, { ...input({ company: "Stale Co" }), expected_updated_at: application.updated_at }),
      callers.owner,
      deps,
      application.id,
    );
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toEqual({ error: ADMIN_ERRORS.stale });
    expect(await countRows(server, "public.applications", "company = 'Stale Co'")).toBe(0);

    const { statuses } = await activityOf(application.id);
    expect(statuses.map((change) => change.status)).toEqual(["applied", "interview"]);
    expect(statuses.every((change) => !Number.isNaN(Date.parse(change.changed_at)))).toBe(true);
  });

  it("deletes an application (204), then answers 404 for it", async () => {
    const application = await created({ company: "Gone Co" });
    expect((await applications.remove(del(application.id), callers.owner, deps, application.id)).status).toBe(204);
    expect(await countRows(server, "public.applications", "id = $1", [application.id])).toBe(0);
    expect((await applications.remove(del(application.id), callers.owner, deps, application.id)).status).toBe(404);
    const update = await applications.update(
      put(application.id, { ...input(), expected_updated_at: application.updated_at }),
      callers.owner,
      deps,
      application.id,
    );
    expect(update.status).toBe(404);
    expect((await read(get(application.id), callers.owner, deps, application.id)).status).toBe(404);
    expect((await read(get("nope"), callers.owner, deps, "nope")).status).toBe(404);
  });

  it.each([
    [{ company: undefined }, "Company is required"],
    [{ company: "  " }, "Company is required"],
    [{ role: "" }, "Role is required"],
    [{ posting_url: "javascript:alert(1)" }, "Must be a valid URL"],
    [{ posting_url: "ftp://files.example.com/job" }, "Must be a valid URL"],
    [{ greeting: "Hello\nthere" }, "Greeting must be one line"],
    [{ greeting: "g".repeat(201) }, "Greeting must be less than 200 characters"],
    [{ notes: "n".repeat(5001) }, "Notes must be less than 5000 characters"],
    [{ pinned_projects: ["a", "b", "c", "d", "e"] }, "Pin at most 4 projects"],
    [{ pinned_projects: ["a", "a"] }, "Pin each project only once"],
    [{ pinned_projects: ["Not A Slug"] }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ status: "ghosted" }, "Status must be one of Applied, Screening, Interview, Offer, Rejected, Withdrawn"],
    [{ applied_on: "2026-02-30" }, "Applied on must be a date (YYYY-MM-DD)"],
    [{ applied_on: "05/01/2026" }, "Applied on must be a date (YYYY-MM-DD)"],
    [{ resume_version_id: "not-a-uuid" }, "Resume version must be one of the uploaded resumes"],
  ])("refuses %o with 400 and the form's message, storing nothing", async (change, message) => {
    const before = await countRows(server, "public.applications");
    const response = await applications.create(
      adminRequest("/api/admin/applications", { body: input(change) }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
    expect(await countRows(server, "public.applications")).toBe(before);
  });

  it("lets row-level security refuse a signed-in user without the role even past the server's check", async () => {
    const application = await created({ company: "Guarded Co" });
    const create = await applications.create(
      adminRequest("/api/admin/applications", { body: input({ company: "Stranger Co" }) }),
      callers.stranger,
      deps,
    );
    expect(create.status).toBe(403);
    const list = await applications.list(adminRequest("/api/admin/applications"), callers.stranger, deps);
    expect((await bodyOf<{ applications: Application[] }>(list)).applications).toEqual([]);
    expect((await read(get(application.id), callers.stranger, deps, application.id)).status).toBe(404);
    const update = await applications.update(
      put(application.id, { ...input({ company: "Hijacked" }), expected_updated_at: application.updated_at }),
      callers.stranger,
      deps,
      application.id,
    );
    expect(update.status).toBe(404);
    expect((await applications.remove(del(application.id), callers.stranger, deps, application.id)).status).toBe(404);
    expect(await countRows(server, "public.applications", "company in ('Stranger Co', 'Hijacked')")).toBe(0);
    expect(await countRows(server, "public.applications", "id = $1", [application.id])).toBe(1);
  });

  it("answers 401 to a request without a session, through the routes", async () => {
    const application = await created({ company: "Signed Out Co" });
    const calls: [APIRoute, string, Record<string, string>][] = [
      [collectionRoute.GET, "/api/admin/applications", { resource: "applications" }],
      [itemRoute.GET, `/api/admin/applications/${application.id}`, { resource: "applications", id: application.id }],
    ];
    for (const [route, path, params] of calls) {
      const client = new AuthClient(authDeps(server));
      const { context } = client.context(path, { method: "GET" });
      const apiContext = {
        request: context.request,
        cookies: (context as unknown as { cookies: APIContext["cookies"] }).cookies,
        params,
        url: new URL(context.request.url),
        clientAddress: client.address,
      };
      const response = await throughPipeline(route, apiContext);
      expect(response.status, path).toBe(401);
      expect(await bodyOf(response)).toEqual({ error: "Not signed in" });
    }
  });

  it("counts opens by visit and link checks apart, and answers the activity visit by visit", async () => {
    const application = await created({ company: "Visited Co" });
    const [first, second] = [randomUUID(), randomUUID()];
    await record(application.token, first, "open", undefined, "www.LinkedIn.com");
    await record(application.token, first, "page", "/projects");
    await record(application.token, first, "project", "soft-gripper");
    await record(application.token, null, "link_check", undefined, undefined, "Slack");
    await record(application.token, first, "file", "spec.pdf");
    // The same tab seen again: still one visit.
    await record(application.token, first, "open");
    await record(application.token, second, "open");
    await record(application.token, second, "model", "arm.glb");
    await record(application.token, null, "link_check", undefined, undefined, "Microsoft Safe Links");

    const row = (await listed()).find((item) => item.id === application.id)!;
    expect(row).toMatchObject({ opens: 2, link_checks: 2 });
    expect(Date.parse(row.first_opened_at!)).toBeLessThanOrEqual(Date.parse(row.last_opened_at!));

    const activity = await activityOf(application.id);
    expect(activity.statuses.map((change) => change.status)).toEqual(["applied"]);
    expect(
      activity.visits.map(({ visit_id, referrer_host, events }) => ({
        visit_id,
        referrer_host,
        events: events.map((e) => [e.kind, e.target]),
      })),
    ).toEqual([
      { visit_id: second, referrer_host: null, events: [["model", "arm.glb"]] },
      {
        visit_id: first,
        referrer_host: "www.linkedin.com",
        events: [
          ["page", "/projects"],
          ["project", "soft-gripper"],
          ["file", "spec.pdf"],
        ],
      },
    ]);
    expect(activity.visits.every((visit) => visit.opened_at !== null)).toBe(true);
    expect(activity.link_checks.map((check) => check.checker)).toEqual(["Microsoft Safe Links", "Slack"]);

    // Another application's activity is its own.
    expect(await activityOf((await created({ company: "Quiet Co" })).id)).toMatchObject({
      visits: [],
      link_checks: [],
    });
  });

  it("never requests a rebuild: no public page shows an application", async () => {
    expect(await rebuildsSince(server, rebuildsBefore)).toEqual([]);
  });
});

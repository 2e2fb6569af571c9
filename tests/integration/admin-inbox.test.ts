/**
 * The dashboard, contact messages, analytics and guestbook moderation endpoints with real
 * Requests against the embedded database, as the admin (and, for RLS, as a user without the role).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage, GuestbookMessage } from "../../src/lib/entities";
import type { AdminDeps } from "../../src/server/admin/http";
import * as inboxHandlers from "../../src/server/admin/inbox";
import type { ServerContext } from "../../src/server/context";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  stored,
  type AdminCallers,
} from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const inbox = answered(inboxHandlers);

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;

async function insertProject(slug: string) {
  await stored(
    server,
    `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
     values ($1, $1, 'Robotics', '/storage/v1/object/public/documents/a.webp', 'An overview text.', 'r', 'c', 'a', 'o')`,
    [slug],
  );
}

async function insertViews(slug: string, count: number, referrer: string | null, daysAgo = 0) {
  await stored(
    server,
    `insert into public.project_views (project_slug, referrer, created_at)
     select $1, $2, now() - make_interval(days => $4) from generate_series(1, $3)`,
    [slug, referrer, count, daysAgo],
  );
}

async function insertContact(name: string, status: "new" | "read" = "new", secondsAgo = 0): Promise<string> {
  // An explicit age, as for signatures below.
  const rows = await stored<{ id: string }>(
    server,
    `insert into public.contact_messages (name, email, message, status, created_at)
     values ($1, 'a@example.com', 'A message long enough.', $2, now() - make_interval(secs => $3))
     returning id`,
    [name, status, secondsAgo],
  );
  return rows[0]!.id;
}

async function insertSignature(
  name: string,
  status: "pending" | "approved" | "rejected" = "pending",
  secondsAgo = 0,
): Promise<string> {
  // An explicit age: two inserts in a row can get the same clock reading, which would leave
  // "newest first" undecided.
  const rows = await stored<{ id: string }>(
    server,
    `insert into public.guestbook_messages (name, message, status, approved_at, created_at)
     values ($1, 'Lovely portfolio, thanks!', $2::public.guestbook_status, case when $2 = 'approved' then now() end,
             now() - make_interval(secs => $3))
     returning id`,
    [name, status, secondsAgo],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
  await insertProject("inbox-alpha");
  await insertProject("inbox-beta");
  await insertViews("inbox-alpha", 5, "https://www.google.com/search?q=x");
  await insertViews("inbox-alpha", 2, "https://www.linkedin.com/feed/", 3);
  await insertViews("inbox-beta", 3, null, 1);
  await insertViews("inbox-beta", 4, "https://www.google.com/", 45);
});
afterAll(() => closeEmbeddedContext());

const post = (path: string) => adminRequest(path, { method: "POST", body: {} });

describe("GET /api/admin/overview", () => {
  it("gives the email, messages newest first, view counts highest first and the pending guestbook count", async () => {
    await insertContact("Older", "new", 60);
    await insertContact("Newer");
    await insertSignature("Pending One");
    const response = await inbox.overview(adminRequest("/api/admin/overview"), callers.owner, deps);
    expect(response.status).toBe(200);
    const body = await bodyOf<{
      email: string;
      messages: ContactMessage[];
      viewCounts: { project_slug: string; views: number }[];
      pendingGuestbook: number;
    }>(response);
    expect(body.email).toBe(callers.owner.user.email);
    expect(body.messages.map((m) => m.name).slice(0, 2)).toEqual(["Newer", "Older"]);
    // All time (the dashboard's counts): a tie is ordered by slug.
    expect(body.viewCounts).toEqual([
      { project_slug: "inbox-alpha", views: 7 },
      { project_slug: "inbox-beta", views: 7 },
    ]);
    expect(body.pendingGuestbook).toBeGreaterThanOrEqual(1);
  });

  it("shows a signed-in user without the role nothing (RLS)", async () => {
    const body = await bodyOf<{ messages: unknown[]; viewCounts: unknown[]; pendingGuestbook: number }>(
      await inbox.overview(adminRequest("/api/admin/overview"), callers.stranger, deps),
    );
    expect(body).toMatchObject({ messages: [], viewCounts: [], pendingGuestbook: 0 });
  });
});

describe("POST /api/admin/messages/{id}/read", () => {
  it("marks a new message read, then answers 404 because it is no longer new", async () => {
    const id = await insertContact("To read");
    const first = await inbox.markMessageRead(post(`/api/admin/messages/${id}/read`), callers.owner, deps, id);
    expect(first.status).toBe(200);
    expect((await bodyOf<{ message: ContactMessage }>(first)).message).toMatchObject({ id, status: "read" });
    const again = await inbox.markMessageRead(post(`/api/admin/messages/${id}/read`), callers.owner, deps, id);
    expect(again.status).toBe(404);
    expect(await bodyOf(again)).toEqual({ error: "Item not found" });
  });

  it("accepts an empty body, refuses a non-JSON one with 415, and a bad id with 404", async () => {
    const id = await insertContact("Empty body");
    const empty = adminRequest(`/api/admin/messages/${id}/read`, { method: "POST" });
    expect((await inbox.markMessageRead(empty, callers.owner, deps, id)).status).toBe(200);
    const id2 = await insertContact("Form body");
    const form = adminRequest(`/api/admin/messages/${id2}/read`, {
      method: "POST",
      raw: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await inbox.markMessageRead(form, callers.owner, deps, id2)).status).toBe(415);
    expect((await inbox.markMessageRead(post("/x"), callers.owner, deps, "not-a-uuid")).status).toBe(404);
  });

  it("lets a user without the role mark nothing", async () => {
    const id = await insertContact("Guarded");
    const response = await inbox.markMessageRead(post(""), callers.stranger, deps, id);
    expect(response.status).toBe(404);
    const [row] = await stored<{ status: string }>(server, "select status from public.contact_messages where id = $1", [
      id,
    ]);
    expect(row!.status).toBe("new");
  });
});

describe("GET /api/admin/analytics", () => {
  it("aggregates views per day (zero days included), per project and per referring site over the window", async () => {
    const response = await inbox.analytics(adminRequest("/api/admin/analytics?days=30"), callers.owner, deps);
    expect(response.status).toBe(200);
    const body = await bodyOf<{
      daily: { day: string; views: number }[];
      perProject: { project_slug: string; views: number }[];
      referrers: { referrer: string; views: number }[];
    }>(response);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(body.daily.reduce((sum, d) => sum + d.views, 0)).toBe(10);
    expect(body.daily.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day))).toBe(true);
    expect(body.perProject).toEqual([
      { project_slug: "inbox-alpha", views: 7 },
      { project_slug: "inbox-beta", views: 3 },
    ]);
    expect(body.referrers).toEqual([
      { referrer: "https://www.google.com", views: 5 },
      { referrer: "https://www.linkedin.com", views: 2 },
    ]);
  });

  it("defaults to 30 days and refuses a window outside 1..365", async () => {
    const byDefault = await bodyOf<{ daily: unknown[] }>(
      await inbox.analytics(adminRequest("/api/admin/analytics"), callers.owner, deps),
    );
    expect(byDefault.daily).toHaveLength(30);
    const wide = await bodyOf<{ perProject: { views: number }[] }>(
      await inbox.analytics(adminRequest("/api/admin/analytics?days=60"), callers.owner, deps),
    );
    expect(wide.perProject.reduce((sum, p) => sum + p.views, 0)).toBe(14);
    for (const days of ["0", "366", "abc", "1.5"]) {
      const response = await inbox.analytics(adminRequest(`/api/admin/analytics?days=${days}`), callers.owner, deps);
      expect(response.status, days).toBe(400);
    }
  });

  it("counts nothing for a user without the role", async () => {
    const body = await bodyOf<{ daily: { views: number }[]; perProject: unknown[]; referrers: unknown[] }>(
      await inbox.analytics(adminRequest("/api/admin/analytics"), callers.stranger, deps),
    );
    expect(body.daily.every((d) => d.views === 0)).toBe(true);
    expect(body.perProject).toEqual([]);
    expect(body.referrers).toEqual([]);
  });
});

describe("guestbook moderation", () => {
  it("lists every state newest first", async () => {
    await insertSignature("Listed Rejected", "rejected", 1);
    await insertSignature("Listed Approved", "approved");
    const body = await bodyOf<{ messages: GuestbookMessage[] }>(
      await inbox.listGuestbook(adminRequest("/api/admin/guestbook"), callers.owner, deps),
    );
    const states = new Set(body.messages.map((m) => m.status));
    expect(states).toEqual(new Set(["pending", "approved", "rejected"]));
    expect(body.messages[0]!.name).toBe("Listed Approved");
  });

  it("approves a pending message with approved_at and approved_by, and asks for no rebuild (the page's island shows it)", async () => {
    const since = await lastRebuildId(server);
    const id = await insertSignature("To Approve");
    const response = await inbox.approveGuestbookMessage(post(""), callers.owner, deps, id);
    expect(response.status).toBe(200);
    const { message } = await bodyOf<{ message: GuestbookMessage }>(response);
    expect(message).toMatchObject({ id, status: "approved", approved_by: callers.adminId });
    expect(message.approved_at).not.toBeNull();
    expect(await rebuildsSince(server, since)).toEqual([]);

    // Approving again changes nothing.
    const again = await inbox.approveGuestbookMessage(post(""), callers.owner, deps, id);
    expect((await bodyOf<{ message: GuestbookMessage }>(again)).message.approved_at).toBe(message.approved_at);
    expect(await rebuildsSince(server, since)).toEqual([]);
  });

  it("rejects a pending message without a rebuild; rejecting an approved one asks for one", async () => {
    const since = await lastRebuildId(server);
    const pending = await insertSignature("To Reject");
    const rejected = await inbox.rejectGuestbookMessage(post(""), callers.owner, deps, pending);
    expect((await bodyOf<{ message: GuestbookMessage }>(rejected)).message).toMatchObject({
      status: "rejected",
      approved_at: null,
      approved_by: null,
    });
    expect(await rebuildsSince(server, since)).toEqual([]);

    const approved = await insertSignature("Was Approved", "approved");
    await inbox.rejectGuestbookMessage(post(""), callers.owner, deps, approved);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual(["guestbook message rejected"]);
  });

  it("deletes in any state (rebuild only for an approved one) and answers 404 after", async () => {
    const since = await lastRebuildId(server);
    const pending = await insertSignature("Delete Pending");
    const approved = await insertSignature("Delete Approved", "approved");
    const del = (id: string) =>
      inbox.deleteGuestbookMessage(adminRequest("", { method: "DELETE" }), callers.owner, deps, id);
    expect((await del(pending)).status).toBe(204);
    expect((await del(approved)).status).toBe(204);
    expect((await del(approved)).status).toBe(404);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual(["guestbook message deleted"]);
  });

  it("lets a user without the role moderate nothing", async () => {
    const id = await insertSignature("Guarded Pending");
    expect((await inbox.approveGuestbookMessage(post(""), callers.stranger, deps, id)).status).toBe(404);
    expect(
      (await inbox.deleteGuestbookMessage(adminRequest("", { method: "DELETE" }), callers.stranger, deps, id)).status,
    ).toBe(404);
    const [row] = await stored<{ status: string }>(
      server,
      "select status from public.guestbook_messages where id = $1",
      [id],
    );
    expect(row!.status).toBe("pending");
  });
});

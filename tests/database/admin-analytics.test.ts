/**
 * The admin's database side on every backend (PGlite; PostgreSQL too when TEST_DATABASE_URL is
 * set): analytics aggregated in SQL under RLS, rebuild requests recorded by the server only, a
 * stale save refused while a fresh one (its timestamp through JSON, to the millisecond) passes,
 * and document versions numbered distinctly under truly concurrent transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlParam } from "../../src/server/db/types";
import { listRebuildRequests, requestRebuild } from "../../src/server/publishing/request-rebuild";
import { addDocumentVersion } from "../../src/server/repositories/document-versions";
import * as projects from "../../src/server/repositories/projects";
import {
  topReferrers,
  topReferrersBetween,
  viewsPerDay,
  viewsPerProject,
  viewsPerProjectBetween,
} from "../../src/server/repositories/project-views";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

describe.each(testBackends())("admin database side on %s", (backend) => {
  let t: TestDatabase;
  let callers: Callers;

  const owner = <T extends Row = Row>(text: string, params: readonly SqlParam[] = []) =>
    t.db.asOwner((sql) => sql.query<T>(text, params));

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    callers = await createCallers(t.db);
    await owner(
      `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
       values ('stats-a', 'A', 'Robotics', 'https://example.com/a.webp', 'An overview text.', 'r', 'c', 'a', 'o'),
              ('stats-b', 'B', 'Robotics', 'https://example.com/b.webp', 'An overview text.', 'r', 'c', 'a', 'o')`,
    );
    await owner(
      `insert into public.project_views (project_slug, referrer, created_at)
       select 'stats-a', 'https://www.google.com/search?q=' || i, now() - make_interval(days => i % 3)
       from generate_series(1, 9) as i`,
    );
    await owner(
      `insert into public.project_views (project_slug, referrer, created_at) values
         ('stats-b', 'https://github.com/someone', now()),
         ('stats-b', null, now() - interval '1 day'),
         ('stats-b', 'https://github.com/other', now() - interval '100 days')`,
    );
  });
  afterAll(() => t?.close());

  it("counts views per day over the window, zero days included, oldest first", async () => {
    const days = await t.db.withClaims(callers.admin, (sql) => viewsPerDay(sql, 7));
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    expect(days.at(-1)!.day).toBe(new Date().toISOString().slice(0, 10));
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(11);
    expect(days.slice(0, 4).every((d) => d.views === 0)).toBe(true);
  });

  it("counts views per project and referring sites within the window, highest first", async () => {
    const perProject = await t.db.withClaims(callers.admin, (sql) => viewsPerProject(sql, 30));
    expect(perProject).toEqual([
      { project_slug: "stats-a", views: 9 },
      { project_slug: "stats-b", views: 2 },
    ]);
    const referrers = await t.db.withClaims(callers.admin, (sql) => topReferrers(sql, 30));
    expect(referrers).toEqual([
      { referrer: "https://www.google.com", views: 9 },
      { referrer: "https://github.com", views: 1 },
    ]);
    const year = await t.db.withClaims(callers.admin, (sql) => topReferrers(sql, 365, 1));
    expect(year).toEqual([{ referrer: "https://www.google.com", views: 9 }]);
  });

  it("counts over any window with the queries of the last N days (the weekly summary's): start included, end excluded", async () => {
    const startOfUtcDay = (daysAgo: number) => {
      const today = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");
      return new Date(today.getTime() - daysAgo * 86_400_000);
    };
    const always = new Date("9999-12-31T00:00:00Z");
    const { lastDays, window } = await t.db.withClaims(callers.admin, async (sql) => ({
      lastDays: { perProject: await viewsPerProject(sql, 2), referrers: await topReferrers(sql, 2) },
      window: {
        perProject: await viewsPerProjectBetween(sql, { starts: startOfUtcDay(1), ends: always }),
        referrers: await topReferrersBetween(sql, { starts: startOfUtcDay(1), ends: always }),
      },
    }));
    expect(window).toEqual(lastDays);
    expect(window.perProject).toEqual([
      { project_slug: "stats-a", views: 6 },
      { project_slug: "stats-b", views: 2 },
    ]);
    // A view exactly at a window's start counts in it, not in the window that ends there.
    await owner(
      `insert into public.project_views (project_slug, referrer, created_at)
       values ('stats-b', 'https://edge.example.org/x', '2020-01-06T00:00:00Z')`,
    );
    const edge = new Date("2020-01-06T00:00:00Z");
    const [before, after] = await t.db.withClaims(callers.admin, async (sql) => [
      await topReferrersBetween(sql, { starts: new Date("2019-12-30T00:00:00Z"), ends: edge }),
      await topReferrersBetween(sql, { starts: edge, ends: new Date("2020-01-13T00:00:00Z") }),
    ]);
    expect(before).toEqual([]);
    expect(after).toEqual([{ referrer: "https://edge.example.org", views: 1 }]);
    // The server (the weekly summary) counts every view, as the admin does.
    expect(await t.db.asServiceRole((sql) => viewsPerProjectBetween(sql, { starts: edge, ends: always }))).toEqual([
      { project_slug: "stats-a", views: 9 },
      { project_slug: "stats-b", views: 4 },
    ]);
    await expect(
      t.db.withClaims(callers.anon, (sql) => viewsPerProjectBetween(sql, { starts: edge, ends: always })),
    ).rejects.toMatchObject({ code: "42501" });
  });

  it("counts nothing for a signed-in user without the role, and refuses visitors", async () => {
    const perProject = await t.db.withClaims(callers.user, (sql) => viewsPerProject(sql, 30));
    expect(perProject).toEqual([]);
    await expect(t.db.withClaims(callers.anon, (sql) => viewsPerDay(sql, 30))).rejects.toMatchObject({ code: "42501" });
  });

  it("records rebuild requests as the server; nobody else can read or write them", async () => {
    const request = await requestRebuild(t.db, "project updated: stats-a", callers.adminId);
    expect(request).toMatchObject({ reason: "project updated: stats-a", requested_by: callers.adminId });
    expect((await listRebuildRequests(t.db, 1))[0]!.id).toBe(request.id);
    for (const claims of [callers.admin, callers.user, callers.anon]) {
      await expect(
        t.db.withClaims(claims, (sql) => sql.query("select * from private.rebuild_requests")),
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        t.db.withClaims(claims, (sql) => sql.query("insert into private.rebuild_requests (reason) values ('x')")),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("saves an edit from a copy whose updated_at went through JSON, and refuses a stale one", async () => {
    const input: projects.ProjectInput = {
      slug: "stats-edit",
      title: "Edit me",
      category: "Robotics",
      tags: [],
      image: "https://example.com/e.webp",
      gallery: null,
      overview: "An overview text.",
      role: "r",
      challenge: "c",
      approach: "a",
      outcome: "o",
      tech_stack: [],
      featured: false,
      published: true,
      display_order: 0,
    };
    const created = await t.db.withClaims(callers.admin, (sql) => projects.createProject(sql, input));
    const loaded = JSON.parse(JSON.stringify(created)) as projects.ProjectInput & { id: string; updated_at: string };
    const first = await t.db.withClaims(callers.admin, (sql) =>
      projects.updateProject(sql, created.id, { ...input, title: "First" }, loaded.updated_at),
    );
    expect(first?.title).toBe("First");
    const stale = await t.db.withClaims(callers.admin, (sql) =>
      projects.updateProject(sql, created.id, { ...input, title: "Stale" }, loaded.updated_at),
    );
    expect(stale).toBeUndefined();
    const [row] = await owner<{ title: string }>("select title from public.projects_dynamic where id = $1", [
      created.id,
    ]);
    expect(row!.title).toBe("First");
  });

  it("numbers concurrently recorded versions distinctly (highest + 1)", async () => {
    const count = 8;
    const versions = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        t.db.withClaims(callers.admin, (sql) =>
          addDocumentVersion(sql, "resume", {
            file_name: `v${i}.pdf`,
            file_path: `/storage/v1/object/public/documents/resumes/${i}-v.pdf`,
            storage_path: `resumes/${i}-v.pdf`,
            file_size: 100,
            mime_type: "application/pdf",
            uploaded_by: callers.adminId,
          }),
        ),
      ),
    );
    expect(versions.map((v) => v.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: count }, (_, i) => i + 1),
    );
  });
});

/**
 * The owner's order and categories through the admin handlers, on every backend (PGlite;
 * PostgreSQL too when TEST_DATABASE_URL is set): a reorder is one request and one transaction
 * that refuses anything but the list's exact ids (400, nothing written); a new project or
 * experience takes its place, an edit keeps it; a category that differs from a known or stored
 * one only in case or spaces is stored in that one's spelling.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIContext } from "astro";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Experience, Project, Skill } from "../../src/lib/entities";
import * as itemRoute from "../../src/pages/api/admin/[resource]/[id]";
import { contentResources, REORDER_ERRORS } from "../../src/server/admin/content";
import type { AdminActor, AdminDeps } from "../../src/server/admin/http";
import type { Row, SqlParam } from "../../src/server/db/types";
import { LocalStorage } from "../../src/server/storage/local-storage";
import { adminRequest, bodyOf } from "../support/admin";
import { createCallers, createTestDatabase, testBackends, type TestDatabase } from "../support/database";
import { answered } from "../support/pipeline";

const projects = answered(contentResources.projects);
const reorderProjects = answered(contentResources.projects.collectionActions!).reorder!;
const experiences = answered(contentResources.experiences);
const reorderExperiences = answered(contentResources.experiences.collectionActions!).reorder!;
const skills = answered(contentResources.skills);

const projectInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Project ${slug}`,
  category: "Robotics",
  image: "https://cdn.example.com/a.webp",
  image_alt: "The part on the bench",
  overview: "An overview long enough.",
  role: "Lead",
  challenge: "Challenge.",
  approach: "Approach.",
  outcome: "Outcome.",
  ...overrides,
});

const experienceInput = (role: string, overrides: Record<string, unknown> = {}) => ({
  role,
  organization: "Acme Robotics",
  location: "San Diego, CA",
  period_start: "Jun 2024",
  focus: "End effectors",
  ...overrides,
});

describe.each(testBackends())("the owner's order and categories on %s", (backend) => {
  let t: TestDatabase;
  let deps: AdminDeps;
  let owner: AdminActor;
  let storageRoot: string;

  const stored = <T extends Row = Row>(text: string, params: readonly SqlParam[] = []) =>
    t.db.asOwner((sql) => sql.query<T>(text, params));
  /** The projects as stored, in display order: id, slug, display_order and updated_at. */
  const storedProjects = () =>
    stored<{ id: string; slug: string; display_order: number; updated_at: string }>(
      "select id, slug, display_order, updated_at from public.projects_dynamic order by display_order, created_at, id",
    );
  const lastRebuild = async () =>
    (await stored<{ id: number | null }>("select max(id)::int as id from private.rebuild_requests"))[0]!.id ?? 0;
  const rebuildsSince = async (id: number) =>
    (
      await stored<{ reason: string }>("select reason from private.rebuild_requests where id > $1 order by id", [id])
    ).map((row) => row.reason);
  const reorder = (handler: typeof reorderProjects, resource: string, body: unknown) =>
    handler(adminRequest(`/api/admin/${resource}/reorder`, { body }), owner, deps);

  async function createdProject(slug: string, overrides: Record<string, unknown> = {}): Promise<Project> {
    const response = await projects.create(
      adminRequest("/api/admin/projects", { body: projectInput(slug, overrides) }),
      owner,
      deps,
    );
    expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201);
    return (await bodyOf<{ project: Project }>(response)).project;
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const callers = await createCallers(t.db);
    owner = { user: { id: callers.adminId, email: callers.admin.email! }, claims: callers.admin };
    storageRoot = mkdtempSync(path.join(os.tmpdir(), "portfolio-reorder-"));
    deps = { db: t.db, storage: new LocalStorage(t.db, storageRoot), messagesPerHour: 100 };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(storageRoot, { recursive: true, force: true });
  });

  describe("projects", () => {
    beforeEach(async () => {
      await stored("delete from public.projects_dynamic");
      // Created in this order, each new one first: e, d (a draft), c, b, a.
      for (const slug of ["order-e", "order-d", "order-c", "order-b", "order-a"]) {
        await createdProject(slug, { published: slug !== "order-d" });
      }
    });

    it("puts each new project first, and one that names a position there; the rest move down one", async () => {
      expect((await storedProjects()).map((row) => [row.slug, row.display_order])).toEqual([
        ["order-a", 0],
        ["order-b", 1],
        ["order-c", 2],
        ["order-d", 3],
        ["order-e", 4],
      ]);
      await createdProject("order-x", { display_order: 2 });
      expect((await storedProjects()).map((row) => row.slug)).toEqual([
        "order-a",
        "order-b",
        "order-x",
        "order-c",
        "order-d",
        "order-e",
      ]);
      const listed = await bodyOf<{ projects: Project[] }>(
        await projects.list(adminRequest("/api/admin/projects"), owner, deps),
      );
      expect(listed.projects.map((project) => project.slug)).toEqual((await storedProjects()).map((row) => row.slug));
    });

    it("a form open on a project stays saveable when another project is created or the list is reordered", async () => {
      const [, opened] = await storedProjects();
      // Another tab adds a project (the rows after it move down) and reorders the list.
      await createdProject("order-new");
      const ids = (await storedProjects()).map((row) => row.id).reverse();
      expect((await reorder(reorderProjects, "projects", { ids })).status).toBe(200);
      // Moving a row is not an edit of it: the copy the form opened is still current.
      const response = await projects.update(
        adminRequest(`/api/admin/projects/${opened!.id}`, {
          method: "PUT",
          body: {
            ...projectInput("order-b", { title: "Saved after the moves" }),
            expected_updated_at: opened!.updated_at,
          },
        }),
        owner,
        deps,
        opened!.id,
      );
      expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(200);
    });

    it("keeps a project's place when it is edited, whatever display_order the body carries", async () => {
      const [, second] = await storedProjects();
      const response = await projects.update(
        adminRequest(`/api/admin/projects/${second!.id}`, {
          method: "PUT",
          body: {
            ...projectInput("order-b", { title: "Edited" }),
            display_order: 9,
            expected_updated_at: second!.updated_at,
          },
        }),
        owner,
        deps,
        second!.id,
      );
      expect(response.status).toBe(200);
      expect((await bodyOf<{ project: Project }>(response)).project).toMatchObject({
        title: "Edited",
        display_order: 1,
      });
      expect((await storedProjects()).map((row) => row.slug)).toEqual([
        "order-a",
        "order-b",
        "order-c",
        "order-d",
        "order-e",
      ]);
    });

    it("stores a new order in one request, answers the list in it and asks for one rebuild", async () => {
      const before = await storedProjects();
      const since = await lastRebuild();
      const ids = [before[2]!, before[0]!, before[4]!, before[3]!, before[1]!].map((row) => row.id);
      const response = await reorder(reorderProjects, "projects", { ids });
      expect(response.status).toBe(200);
      const { projects: listed } = await bodyOf<{ projects: Project[] }>(response);
      expect(listed.map((project) => project.id)).toEqual(ids);
      expect(listed.map((project) => project.display_order)).toEqual([0, 1, 2, 3, 4]);
      expect((await storedProjects()).map((row) => row.id)).toEqual(ids);
      expect(await rebuildsSince(since)).toEqual(["projects reordered"]);
    });

    it("asks for no rebuild when only a draft moved among the published projects' order", async () => {
      const before = (await storedProjects()).map((row) => row.id);
      const since = await lastRebuild();
      // order-d, the draft, from fourth to first: the published ones keep their order.
      const ids = [before[3]!, before[0]!, before[1]!, before[2]!, before[4]!];
      expect((await reorder(reorderProjects, "projects", { ids })).status).toBe(200);
      expect((await storedProjects()).map((row) => row.slug)).toEqual([
        "order-d",
        "order-a",
        "order-b",
        "order-c",
        "order-e",
      ]);
      expect(await rebuildsSince(since)).toEqual([]);
    });

    it.each([
      ["one id missing", (ids: string[]) => ({ ids: ids.slice(1) }), REORDER_ERRORS.changed],
      [
        "an id that is not the list's",
        (ids: string[]) => ({ ids: [...ids.slice(1), "00000000-0000-4000-8000-000000000001"] }),
        REORDER_ERRORS.changed,
      ],
      [
        "an extra id",
        (ids: string[]) => ({ ids: [...ids, "00000000-0000-4000-8000-000000000001"] }),
        REORDER_ERRORS.changed,
      ],
      ["an id twice", (ids: string[]) => ({ ids: [...ids.slice(1), ids[1]] }), REORDER_ERRORS.ids],
      ["an id that is not a uuid", (ids: string[]) => ({ ids: [...ids.slice(1), "order-a"] }), REORDER_ERRORS.ids],
      ["no list", () => ({ ids: "all" }), REORDER_ERRORS.ids],
      ["an empty list", () => ({ ids: [] }), REORDER_ERRORS.changed],
    ])("refuses %s with 400 and writes nothing", async (_case, body, message) => {
      const before = await storedProjects();
      const since = await lastRebuild();
      const reversed = before.map((row) => row.id).reverse();
      const response = await reorder(reorderProjects, "projects", body(reversed));
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
      expect(await storedProjects()).toEqual(before);
      expect(await rebuildsSince(since)).toEqual([]);
    });

    it("writes the whole order in one transaction: a failure after the rows are written leaves every row as it was", async () => {
      const before = await storedProjects();
      const since = await lastRebuild();
      await stored(`create function public.refuse_for_test() returns trigger language plpgsql as $$
        begin raise exception 'refused once the rows are written'; end $$`);
      await stored(`create trigger refuse_for_test after update on public.projects_dynamic
        for each statement execute function public.refuse_for_test()`);
      try {
        const ids = before.map((row) => row.id).reverse();
        const response = await reorder(reorderProjects, "projects", { ids });
        expect(response.status).toBe(500);
      } finally {
        await stored("drop trigger refuse_for_test on public.projects_dynamic");
        await stored("drop function public.refuse_for_test()");
      }
      expect(await storedProjects()).toEqual(before);
      expect(await rebuildsSince(since)).toEqual([]);
    });

    it("is reached at POST /api/admin/{resource}/reorder, for the ordered resources only", async () => {
      const ids = (await storedProjects()).map((row) => row.id).reverse();
      const call = (resource: string, action: string) =>
        itemRoute.POST({
          request: adminRequest(`/api/admin/${resource}/${action}`, { body: { ids } }),
          locals: { admin: owner, adminDeps: deps },
          params: { resource, id: action },
        } as unknown as APIContext);
      expect((await call("projects", "reorder")).status).toBe(200);
      expect((await storedProjects()).map((row) => row.id)).toEqual(ids);
      for (const [resource, action] of [
        ["posts", "reorder"],
        ["skills", "reorder"],
        ["projects", "sort"],
        ["projects", "constructor"],
      ]) {
        expect((await call(resource!, action!)).status, `${resource}/${action}`).toBe(404);
      }
    });
  });

  describe("experiences", () => {
    it("puts a new one first, keeps its place on edit, and stores a new order with a rebuild", async () => {
      await stored("delete from public.experiences");
      const created: Experience[] = [];
      for (const role of ["Third", "Second", "First"]) {
        const response = await experiences.create(
          adminRequest("/api/admin/experiences", { body: experienceInput(role) }),
          owner,
          deps,
        );
        expect(response.status).toBe(201);
        created.push((await bodyOf<{ experience: Experience }>(response)).experience);
      }
      const roles = async () =>
        (await stored<{ role: string }>("select role from public.experiences order by display_order")).map(
          (row) => row.role,
        );
      expect(await roles()).toEqual(["First", "Second", "Third"]);

      const second = (
        await stored<{ id: string; updated_at: string }>(
          "select id, updated_at from public.experiences where role = 'Second'",
        )
      )[0]!;
      const edited = await experiences.update(
        adminRequest(`/api/admin/experiences/${second.id}`, {
          method: "PUT",
          body: {
            ...experienceInput("Second"),
            focus: "Grippers",
            display_order: 0,
            expected_updated_at: second.updated_at,
          },
        }),
        owner,
        deps,
        second.id,
      );
      expect(edited.status).toBe(200);
      expect(await roles()).toEqual(["First", "Second", "Third"]);

      const since = await lastRebuild();
      const [third, , first] = created;
      const response = await reorder(reorderExperiences, "experiences", { ids: [third!.id, second.id, first!.id] });
      expect(response.status).toBe(200);
      expect(await roles()).toEqual(["Third", "Second", "First"]);
      expect(await rebuildsSince(since)).toEqual(["experiences reordered"]);

      const refused = await reorder(reorderExperiences, "experiences", { ids: [third!.id, second.id] });
      expect(refused.status).toBe(400);
      expect(await roles()).toEqual(["Third", "Second", "First"]);
    });
  });

  describe("categories", () => {
    it("stores a project's category in the spelling of the known or stored one it names, ignoring case and spaces", async () => {
      await stored("delete from public.projects_dynamic");
      expect((await createdProject("cat-a", { category: "  soft  ROBOTICS " })).category).toBe("Soft Robotics");
      expect((await createdProject("cat-b", { category: "Mechanical design" })).category).toBe("Mechanical design");
      expect((await createdProject("cat-c", { category: "mechanical   Design" })).category).toBe("Mechanical design");
      expect((await createdProject("cat-d", { category: "Mechanicaldesign" })).category).toBe("Mechanical design");
      const categories = await stored<{ category: string }>(
        "select distinct category from public.projects_dynamic order by category",
      );
      expect(categories.map((row) => row.category)).toEqual(["Mechanical design", "Soft Robotics"]);
    });

    it("resolves an edit's category against the other projects, so a project alone in its category can respell it", async () => {
      await stored("delete from public.projects_dynamic");
      const alone = await createdProject("cat-alone", { category: "Field robotics" });
      const respelled = await projects.update(
        adminRequest(`/api/admin/projects/${alone.id}`, {
          method: "PUT",
          body: { ...projectInput("cat-alone"), category: "Field Robotics", expected_updated_at: alone.updated_at },
        }),
        owner,
        deps,
        alone.id,
      );
      expect((await bodyOf<{ project: Project }>(respelled)).project.category).toBe("Field Robotics");
      const other = await createdProject("cat-other", { category: "Sensing" });
      const joined = await projects.update(
        adminRequest(`/api/admin/projects/${other.id}`, {
          method: "PUT",
          body: { ...projectInput("cat-other"), category: "field robotics", expected_updated_at: other.updated_at },
        }),
        owner,
        deps,
        other.id,
      );
      expect((await bodyOf<{ project: Project }>(joined)).project.category).toBe("Field Robotics");
    });

    it("stores a skill in the category it names, so a case variant is the same skill (409)", async () => {
      const add = (body: unknown) => skills.create(adminRequest("/api/admin/skills", { body }), owner, deps);
      const first = await add({ skill_name: "GD&T", category: " mechanical DESIGN" });
      expect(first.status).toBe(201);
      expect((await bodyOf<{ skill: Skill }>(first)).skill.category).toBe("Mechanical Design");
      const again = await add({ skill_name: "GD&T", category: "Mechanical design" });
      expect(again.status).toBe(409);
      expect(await bodyOf(again)).toEqual({ error: "This item already exists" });
      const added = await add({ skill_name: "Rust", category: "Embedded software" });
      expect((await bodyOf<{ skill: Skill }>(added)).skill.category).toBe("Embedded software");
      const variant = await add({ skill_name: "C", category: "embedded Software" });
      expect((await bodyOf<{ skill: Skill }>(variant)).skill.category).toBe("Embedded software");
      const categories = await stored<{ category: string }>(
        "select distinct category from public.skills where category ilike '%software%' or category ilike '%design%'",
      );
      expect(categories.map((row) => row.category).sort()).toEqual(["Embedded software", "Mechanical Design"]);
    });
  });
});

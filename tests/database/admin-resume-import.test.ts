/**
 * Import JSON Resume through the admin handlers, on every backend (PGlite; PostgreSQL too when
 * TEST_DATABASE_URL is set): the preview stores nothing; the import adds the file's new
 * experiences and skills in one transaction, so an entry refused in the middle of the file
 * stores nothing from it; the server checks the file again and refuses to add other than what
 * the owner confirmed; a second import adds nothing; a user without the admin role stores nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_RESUME_BYTES, RESUME_IMPORT_MESSAGES, type ImportPreview } from "../../src/lib/resume-import";
import type { AdminActor, AdminDeps } from "../../src/server/admin/http";
import { importResume, previewResumeImport } from "../../src/server/admin/resume-import";
import type { Row, SqlParam } from "../../src/server/db/types";
import { LocalStorage } from "../../src/server/storage/local-storage";
import { adminRequest, bodyOf } from "../support/admin";
import { createCallers, createTestDatabase, testBackends, type TestDatabase } from "../support/database";
import { answered } from "../support/pipeline";

const M = RESUME_IMPORT_MESSAGES;
const handlers = answered({ previewResumeImport, importResume }, "/api/admin/resume-import");

const job = (name: string, position: string, overrides: Record<string, unknown> = {}) => ({
  name,
  position,
  location: "Berlin, Germany",
  startDate: "2021-03",
  summary: "Grippers for pick-and-place cells.",
  highlights: ["Cut cycle time 12%"],
  ...overrides,
});

/** A résumé with one job the site already has (Design Engineer at Acme Robotics, Mar 2021). */
const resume = {
  basics: { name: "Jane Doe" },
  work: [
    job("Acme Robotics", "Design Engineer"),
    job("Tidewater Robotics", "Mechanical Design Intern", { startDate: "2020-06-01", endDate: "2020-08-31" }),
    job("Harbor Labs", "Research Assistant", { startDate: "2019-09" }),
  ],
  skills: [{ name: "Mechanical Design", level: "Advanced", keywords: ["solidworks", "PTC Creo"] }],
};

describe.each(testBackends())("Import JSON Resume on %s", (backend) => {
  let t: TestDatabase;
  let deps: AdminDeps;
  let owner: AdminActor;
  let stranger: AdminActor;
  let storageRoot: string;

  const stored = <T extends Row = Row>(text: string, params: readonly SqlParam[] = []) =>
    t.db.asOwner((sql) => sql.query<T>(text, params));
  const storedExperiences = async () =>
    (
      await stored<{ label: string; display_order: number }>(
        "select role || ' at ' || organization as label, display_order from public.experiences order by display_order, created_at",
      )
    ).map((row) => [row.label, row.display_order]);
  const storedSkills = async () =>
    (await stored<{ skill_name: string }>("select skill_name from public.skills order by skill_name")).map(
      (row) => row.skill_name,
    );
  const lastRebuild = async () =>
    (await stored<{ id: number | null }>("select max(id)::int as id from private.rebuild_requests"))[0]!.id ?? 0;
  const rebuildsSince = async (id: number) =>
    (
      await stored<{ reason: string }>("select reason from private.rebuild_requests where id > $1 order by id", [id])
    ).map((row) => row.reason);

  const preview = (body: unknown, as = owner) =>
    handlers.previewResumeImport(adminRequest("/api/admin/resume-import/preview", { body }), as, deps);
  const importing = (body: unknown, as = owner) =>
    handlers.importResume(adminRequest("/api/admin/resume-import", { body }), as, deps);

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    const callers = await createCallers(t.db);
    owner = { user: { id: callers.adminId, email: callers.admin.email! }, claims: callers.admin };
    stranger = { user: { id: callers.userId, email: callers.user.email! }, claims: callers.user };
    storageRoot = mkdtempSync(path.join(os.tmpdir(), "portfolio-resume-import-"));
    deps = { db: t.db, storage: new LocalStorage(t.db, storageRoot), messagesPerHour: 100 };
  });
  afterAll(async () => {
    await t?.close();
    rmSync(storageRoot, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await stored("delete from public.experiences");
    await stored("delete from public.skills");
    await stored(
      `insert into public.experiences (role, organization, location, period_start, focus)
       values ('Design Engineer', 'Acme Robotics', 'Berlin, Germany', 'March 2021', 'Grippers.')`,
    );
    await stored("insert into public.skills (skill_name, category) values ('SolidWorks', 'Mechanical Design')");
  });

  it("previews what the file adds, what is already there and what is invalid, and stores nothing", async () => {
    const withInvalid = { ...resume, work: [...resume.work, job("Broken Works", "")] };
    const response = await preview({ resume: withInvalid });
    expect(response.status).toBe(200);
    const shown = await bodyOf<ImportPreview>(response);
    expect(shown.experiences.map((item) => [item.label, item.status, item.reason])).toEqual([
      ["Design Engineer at Acme Robotics", "exists", M.exists],
      ["Mechanical Design Intern at Tidewater Robotics", "new", undefined],
      ["Research Assistant at Harbor Labs", "new", undefined],
      ["Broken Works", "invalid", "Role is required"],
    ]);
    expect(shown.skills.map((item) => [item.label, item.detail, item.status])).toEqual([
      ["solidworks", "Mechanical Design", "exists"],
      ["PTC Creo", "Mechanical Design", "new"],
    ]);
    expect(shown.levelsDropped).toBe(true);
    expect(await storedExperiences()).toHaveLength(1);
    expect(await storedSkills()).toEqual(["SolidWorks"]);
  });

  it("adds the new experiences first, in the file's order, and the new skills; answers the counts and asks for a rebuild", async () => {
    const since = await lastRebuild();
    const response = await importing({ resume, expected: { experiences: 2, skills: 1 } });
    expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(200);
    expect(await bodyOf(response)).toEqual({
      added: { experiences: 2, skills: 1 },
      skipped: { experiences: 1, skills: 1 },
      invalid: { experiences: 0, skills: 0 },
    });
    expect(await storedExperiences()).toEqual([
      ["Mechanical Design Intern at Tidewater Robotics", 0],
      ["Research Assistant at Harbor Labs", 1],
      ["Design Engineer at Acme Robotics", 2],
    ]);
    const [intern] = await stored(
      "select period_start, period_end, focus, impact from public.experiences where organization = 'Tidewater Robotics'",
    );
    expect(intern).toEqual({
      period_start: "Jun 2020",
      period_end: "Aug 2020",
      focus: "Grippers for pick-and-place cells.",
      impact: ["Cut cycle time 12%"],
    });
    expect(await storedSkills()).toEqual(["PTC Creo", "SolidWorks"]);
    expect(await rebuildsSince(since)).toEqual(["resume imported: 2 experiences and 1 skill"]);
  });

  it("adds nothing, and asks for no rebuild, when the same file is imported again", async () => {
    expect((await importing({ resume, expected: { experiences: 2, skills: 1 } })).status).toBe(200);
    const before = await storedExperiences();
    const since = await lastRebuild();
    const again = await bodyOf<ImportPreview>(await preview({ resume }));
    expect([...again.experiences, ...again.skills].every((item) => item.status === "exists")).toBe(true);
    const response = await importing({ resume, expected: { experiences: 0, skills: 0 } });
    expect(response.status).toBe(200);
    expect((await bodyOf(response)).added).toEqual({ experiences: 0, skills: 0 });
    expect(await storedExperiences()).toEqual(before);
    expect(await storedSkills()).toEqual(["PTC Creo", "SolidWorks"]);
    expect(await rebuildsSince(since)).toEqual([]);
  });

  it("stores nothing from the file when the database refuses an entry in the middle of it", async () => {
    // The database refuses the second new experience, after the first one and the shift of the
    // stored ones were written in the same transaction.
    await stored(`create function public.refuse_tidewater() returns trigger language plpgsql as $$
      begin
        if new.organization = 'Tidewater Robotics' then
          raise exception 'refused' using errcode = '23514';
        end if;
        return new;
      end $$`);
    await stored(`create trigger refuse_tidewater before insert on public.experiences
      for each row execute function public.refuse_tidewater()`);
    try {
      const middle = { ...resume, work: [resume.work[0], resume.work[2], resume.work[1], job("Dock Co", "Welder")] };
      const since = await lastRebuild();
      const response = await importing({ resume: middle, expected: { experiences: 3, skills: 1 } });
      expect(response.status).toBe(400);
      expect(await storedExperiences()).toEqual([["Design Engineer at Acme Robotics", 0]]);
      expect(await storedSkills()).toEqual(["SolidWorks"]);
      expect(await rebuildsSince(since)).toEqual([]);
    } finally {
      await stored("drop trigger refuse_tidewater on public.experiences");
      await stored("drop function public.refuse_tidewater()");
    }
  });

  it("checks the file again: a bad entry in the middle that the request counts as good stores nothing", async () => {
    const middleBad = {
      work: [job("Harbor Labs", "Research Assistant"), job("Broken Works", ""), job("Dock Co", "Welder")],
    };
    // The request claims three new experiences; the server finds the middle one invalid.
    const response = await importing({ resume: middleBad, expected: { experiences: 3, skills: 0 } });
    expect(response.status).toBe(409);
    expect(await bodyOf(response)).toEqual({ error: M.changed });
    expect(await storedExperiences()).toEqual([["Design Engineer at Acme Robotics", 0]]);
    // Confirmed as the preview shows it (two new, one invalid), the two are added.
    const confirmed = await importing({ resume: middleBad, expected: { experiences: 2, skills: 0 } });
    expect(confirmed.status).toBe(200);
    expect((await bodyOf(confirmed)).invalid).toEqual({ experiences: 1, skills: 0 });
    expect(await storedExperiences()).toHaveLength(3);
  });

  it("refuses a file too large, one that is not a JSON Resume and an unconfirmed import, storing nothing", async () => {
    const large = { work: [job("Acme", "Engineer", { summary: "x".repeat(MAX_RESUME_BYTES + 2048) })] };
    const tooLarge = await importing({ resume: large, expected: { experiences: 1, skills: 0 } });
    expect(tooLarge.status).toBe(413);
    expect(await bodyOf(tooLarge)).toEqual({ error: M.tooLarge });

    for (const body of [{ resume: { name: "Jane" } }, { resume: [resume] }, { resume: "{}" }, {}]) {
      const response = await importing({ ...body, expected: { experiences: 0, skills: 0 } });
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: M.notResume });
    }
    const unconfirmed = await importing({ resume });
    expect(unconfirmed.status).toBe(400);
    expect(await bodyOf(unconfirmed)).toEqual({ error: M.notConfirmed });

    expect(await storedExperiences()).toHaveLength(1);
    expect(await storedSkills()).toEqual(["SolidWorks"]);
  });

  it("stores nothing for a signed-in user without the admin role", async () => {
    // They see none of the stored rows, so to them everything in the file is new.
    const response = await importing({ resume, expected: { experiences: 3, skills: 2 } }, stranger);
    expect(response.status).toBe(403);
    expect(await storedExperiences()).toEqual([["Design Engineer at Acme Robotics", 0]]);
    expect(await storedSkills()).toEqual(["SolidWorks"]);
  });
});

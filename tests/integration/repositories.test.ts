/**
 * The typed repositories through the one data path, as the admin and as a visitor would call
 * them (RLS applies): what each returns, and the rules the admin relies on (stale saves refused,
 * published_at kept, one active version, moderation stamps).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import type { JwtClaims, SqlExecutor } from "../../src/server/db/types";
import * as posts from "../../src/server/repositories/blog-posts";
import * as contact from "../../src/server/repositories/contact-messages";
import * as documents from "../../src/server/repositories/document-versions";
import * as experiences from "../../src/server/repositories/experiences";
import * as guestbook from "../../src/server/repositories/guestbook";
import * as files from "../../src/server/repositories/project-files";
import * as views from "../../src/server/repositories/project-views";
import * as projects from "../../src/server/repositories/projects";
import * as skills from "../../src/server/repositories/skills";
import { isAdmin } from "../../src/server/repositories/user-roles";
import { insertVisitorMessage } from "../../src/server/repositories/visitor-messages";
import { createCallers, createTestDatabase, type Callers, type TestDatabase } from "../support/database";

let t: TestDatabase;
let db: Database;
let callers: Callers;

const as = <T>(claims: JwtClaims, work: (sql: SqlExecutor) => Promise<T>) => db.withClaims(claims, work);
const admin = <T>(work: (sql: SqlExecutor) => Promise<T>) => as(callers.admin, work);
const visitor = <T>(work: (sql: SqlExecutor) => Promise<T>) => as(callers.anon, work);
/** A plain delete as the admin (row-level security decides): how many rows went. */
const adminDelete = (table: string, id: string) =>
  admin(async (sql) => (await sql.query(`delete from ${table} where id = $1 returning id`, [id])).length);

const project = (slug: string, published = true): projects.ProjectInput => ({
  slug,
  title: `Project ${slug}`,
  category: "Robotics",
  tags: ["ROS 2", 'GD&T "Y14.5"'],
  image: "/storage/v1/object/public/documents/demo/a.webp",
  gallery: null,
  overview: "An overview long enough.",
  role: "Lead",
  challenge: "Challenge.",
  approach: "Approach.",
  outcome: "Outcome.",
  tech_stack: ["SolidWorks"],
  featured: false,
  published,
  display_order: 0,
});

const post = (slug: string, published: boolean): posts.BlogPostInput => ({
  title: `Post ${slug}`,
  slug,
  excerpt: null,
  content: "<p>Body</p>",
  featured_image: null,
  reading_time: 5,
  published,
});

beforeAll(async () => {
  t = await createTestDatabase("pglite");
  db = t.db;
  callers = await createCallers(db);
});
afterAll(() => t?.close());

describe("user roles", () => {
  it("tell the admin from a signed-in user without the role", async () => {
    expect(await as(callers.admin, isAdmin)).toBe(true);
    expect(await as(callers.user, isAdmin)).toBe(false);
  });
});

describe("projects", () => {
  it("creates, lists for visitors (published only), updates and deletes", async () => {
    const created = await admin((sql) => projects.createProject(sql, project("repo-one")));
    await admin((sql) => projects.createProject(sql, project("repo-draft", false)));
    expect(created.tags).toEqual(["ROS 2", 'GD&T "Y14.5"']);

    const published = await visitor(projects.listPublishedProjects);
    expect(published.map((p) => p.slug)).toContain("repo-one");
    expect(published.map((p) => p.slug)).not.toContain("repo-draft");
    expect(await visitor((sql) => projects.findPublishedProject(sql, "repo-draft"))).toBeUndefined();
    expect((await admin(projects.listAllProjects)).map((p) => p.slug)).toContain("repo-draft");

    const updated = await admin((sql) =>
      projects.updateProject(sql, created.id, { ...project("repo-one"), title: "Renamed" }, created.updated_at),
    );
    expect(updated?.title).toBe("Renamed");
    expect(await adminDelete("public.projects_dynamic", created.id)).toBe(1);
    expect(await adminDelete("public.projects_dynamic", created.id)).toBe(0);
  });

  it("refuses a save based on a stale copy instead of overwriting", async () => {
    const created = await admin((sql) => projects.createProject(sql, project("repo-stale")));
    const first = await admin((sql) =>
      projects.updateProject(sql, created.id, { ...project("repo-stale"), title: "First edit" }, created.updated_at),
    );
    expect(first?.title).toBe("First edit");
    const second = await admin((sql) =>
      projects.updateProject(sql, created.id, { ...project("repo-stale"), title: "Stale edit" }, created.updated_at),
    );
    expect(second).toBeUndefined();
    expect((await visitor((sql) => projects.findPublishedProject(sql, "repo-stale")))?.title).toBe("First edit");
  });

  it("gives a signed-in user without the role nothing to update", async () => {
    const created = await admin((sql) => projects.createProject(sql, project("repo-guarded")));
    expect(
      await as(callers.user, (sql) => projects.updateProject(sql, created.id, project("repo-guarded"))),
    ).toBeUndefined();
  });
});

describe("blog posts", () => {
  it("sets published_at on first publish, keeps it on later saves and clears it on unpublish", async () => {
    const draft = await admin((sql) => posts.createPost(sql, post("repo-post", false), { authorId: callers.adminId }));
    expect(draft.published_at).toBeNull();
    expect(draft.author_id).toBe(callers.adminId);

    const publishedOnce = await admin((sql) => posts.updatePost(sql, draft.id, post("repo-post", true)));
    expect(publishedOnce?.published_at).not.toBeNull();
    const edited = await admin((sql) =>
      posts.updatePost(sql, draft.id, { ...post("repo-post", true), title: "Edited" }, publishedOnce!.updated_at),
    );
    expect(edited?.published_at).toBe(publishedOnce?.published_at);

    const visible = await visitor((sql) => posts.findPublishedPost(sql, "repo-post"));
    expect(visible?.title).toBe("Edited");
    expect(visible?.author_id).toBeNull();

    const unpublished = await admin((sql) => posts.updatePost(sql, draft.id, post("repo-post", false)));
    expect(unpublished?.published_at).toBeNull();
    expect(await visitor((sql) => posts.findPublishedPost(sql, "repo-post"))).toBeUndefined();
  });

  it("counts a view for published posts only and returns the new count", async () => {
    const live = await admin((sql) => posts.createPost(sql, post("repo-views", true), { views: 41 }));
    const hidden = await admin((sql) => posts.createPost(sql, post("repo-hidden", false)));
    expect(await visitor((sql) => posts.incrementPostViews(sql, live.id))).toBe(42);
    expect(await visitor((sql) => posts.incrementPostViews(sql, hidden.id))).toBeNull();
  });

  it("lists published posts newest first for visitors", async () => {
    await admin((sql) => posts.createPost(sql, post("repo-older", true), { publishedAt: "2024-01-01T00:00:00Z" }));
    await admin((sql) => posts.createPost(sql, post("repo-newer", true), { publishedAt: "2025-06-01T00:00:00Z" }));
    const slugs = (await visitor(posts.listPublishedPosts)).map((p) => p.slug);
    expect(slugs.indexOf("repo-newer")).toBeLessThan(slugs.indexOf("repo-older"));
  });
});

describe("experiences and skills", () => {
  it("keeps display order, reads an empty end as null, and deletes", async () => {
    const later = await admin((sql) =>
      experiences.createExperience(sql, {
        role: "Intern",
        organization: "Acme Robotics",
        location: "San Diego, CA",
        period_start: "Jun 2024",
        period_end: null,
        focus: "Grippers",
        impact: ["Cut cycle time 12%"],
        tags: ["SolidWorks"],
        display_order: 2,
      }),
    );
    const first = await admin((sql) =>
      experiences.createExperience(sql, { ...later, display_order: 1, role: "Co-op" }),
    );
    const listed = await visitor(experiences.listExperiences);
    expect(listed.map((e) => e.id)).toEqual([first.id, later.id]);
    expect(listed[1]!.period_end).toBeNull();

    const updated = await admin((sql) =>
      experiences.updateExperience(sql, later.id, { ...later, period_end: "Dec 2024" }, later.updated_at),
    );
    expect(updated?.period_end).toBe("Dec 2024");
    expect(await adminDelete("public.experiences", first.id)).toBe(1);
  });

  it("orders skills by category then display order", async () => {
    await admin((sql) =>
      skills.createSkill(sql, { skill_name: "Python", category: "Programming/Data", display_order: 1 }),
    );
    await admin((sql) =>
      skills.createSkill(sql, { skill_name: "MATLAB", category: "Programming/Data", display_order: 0 }),
    );
    const created = await admin((sql) =>
      skills.createSkill(sql, { skill_name: "FEA", category: "Mechanical Design", display_order: 0 }),
    );
    const names = (await visitor(skills.listSkills)).map((s) => s.skill_name);
    expect(names).toEqual(["FEA", "MATLAB", "Python"]);
    expect(await adminDelete("public.skills", created.id)).toBe(1);
  });
});

describe("guestbook and contact messages", () => {
  it("stores a signature as pending, shows it once approved and stamps the moderator", async () => {
    await visitor((sql) =>
      insertVisitorMessage(sql, "guestbook_messages", {
        name: "Zoë",
        email: null,
        message: "Great portfolio, thanks!",
      }),
    );
    expect((await visitor(guestbook.listApprovedMessages)).map((m) => m.name)).not.toContain("Zoë");

    const pending = (await admin(guestbook.listAllMessages)).find((m) => m.name === "Zoë")!;
    expect(pending.status).toBe("pending");
    const approved = await admin((sql) => guestbook.moderateMessage(sql, pending.id, "approved", callers.adminId));
    expect(approved).toMatchObject({ status: "approved", approved_by: callers.adminId });
    expect(approved?.approved_at).not.toBeNull();
    expect((await visitor(guestbook.listApprovedMessages)).map((m) => m.name)).toContain("Zoë");

    const rejected = await admin((sql) => guestbook.moderateMessage(sql, pending.id, "rejected", callers.adminId));
    expect(rejected).toMatchObject({ status: "rejected", approved_at: null, approved_by: null });
    expect(await admin((sql) => guestbook.deleteMessage(sql, pending.id))).toBe(true);
  });

  it("stores a contact message as new; the admin marks it read once", async () => {
    await visitor((sql) =>
      insertVisitorMessage(sql, "contact_messages", {
        name: "Ólafur",
        email: "o@example.com",
        message: "Hello there, a role for you.",
      }),
    );
    const message = (await admin(contact.listContactMessages)).find((m) => m.name === "Ólafur")!;
    expect(message.status).toBe("new");
    expect((await admin((sql) => contact.markContactMessageRead(sql, message.id)))?.status).toBe("read");
    expect(await admin((sql) => contact.markContactMessageRead(sql, message.id))).toBeUndefined();
    expect(await adminDelete("public.contact_messages", message.id)).toBe(1);
  });
});

describe("project files and views", () => {
  it("lists a project's files newest first, counts downloads and returns the deleted record", async () => {
    await admin((sql) => projects.createProject(sql, project("repo-files")));
    const older = await admin((sql) =>
      files.addProjectFile(sql, {
        project_slug: "repo-files",
        file_name: "drawing.pdf",
        file_path: "project-files/repo-files/1-drawing.pdf",
        file_type: "application/pdf",
        file_size: 2048,
        description: null,
      }),
    );
    const newer = await admin((sql) =>
      files.addProjectFile(sql, {
        ...older,
        file_name: "notes.pdf",
        file_path: "project-files/repo-files/2-notes.pdf",
      }),
    );
    // Two inserts in a row can read the same clock: the older is made a minute older.
    await db.asOwner((sql) =>
      sql.query("update public.project_files set created_at = created_at - interval '1 minute' where id = $1", [
        older.id,
      ]),
    );
    expect((await visitor((sql) => files.listProjectFiles(sql, "repo-files"))).map((f) => f.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(await visitor((sql) => files.incrementFileDownloads(sql, older.id))).toBe(1);
    expect((await admin((sql) => files.deleteProjectFile(sql, older.id)))?.file_path).toBe(
      "project-files/repo-files/1-drawing.pdf",
    );
  });

  it("records views of published projects and counts them per slug, highest first", async () => {
    await admin((sql) => projects.createProject(sql, project("repo-viewed")));
    for (let i = 0; i < 3; i++)
      await visitor((sql) => views.recordProjectView(sql, "repo-viewed", "https://example.com"));
    await visitor((sql) => views.recordProjectView(sql, "repo-files", null));
    const counts = await admin(views.countViewsPerProject);
    expect(counts.slice(0, 2)).toEqual([
      { project_slug: "repo-viewed", views: 3 },
      { project_slug: "repo-files", views: 1 },
    ]);
    expect(await as(callers.user, views.countViewsPerProject)).toEqual([]);
  });
});

describe("resume and portfolio versions", () => {
  it("numbers uploads, keeps exactly one active and shows visitors only that one", async () => {
    for (const kind of ["resume", "portfolio"] as const) {
      const folder = kind === "resume" ? "resumes" : "portfolios";
      const add = (n: number) =>
        admin((sql) =>
          documents.addDocumentVersion(sql, kind, {
            file_name: `v${n}.pdf`,
            file_path: `/storage/v1/object/public/documents/${folder}/${n}-v.pdf`,
            storage_path: `${folder}/${n}-v.pdf`,
            file_size: 1000 + n,
            mime_type: "application/pdf",
            uploaded_by: callers.adminId,
          }),
        );
      const first = await add(1);
      const second = await add(2);
      expect([first.version, second.version, first.is_active]).toEqual([1, 2, false]);
      expect(await visitor((sql) => documents.findActiveDocument(sql, kind))).toBeUndefined();

      expect(await admin((sql) => documents.activateDocumentVersion(sql, kind, first.id))).toBe(true);
      expect(await admin((sql) => documents.activateDocumentVersion(sql, kind, second.id))).toBe(true);
      const active = await visitor((sql) => documents.findActiveDocument(sql, kind));
      expect(active).toMatchObject({ id: second.id, uploaded_by: null });
      expect((await admin((sql) => documents.listDocumentVersions(sql, kind))).filter((v) => v.is_active)).toHaveLength(
        1,
      );

      expect(
        await admin((sql) => documents.activateDocumentVersion(sql, kind, "00000000-0000-4000-8000-000000000000")),
      ).toBe(false);
      expect((await visitor((sql) => documents.findActiveDocument(sql, kind)))?.id).toBe(second.id);
      expect((await admin((sql) => documents.deleteDocumentVersion(sql, kind, first.id)))?.storage_path).toBe(
        `${folder}/1-v.pdf`,
      );
    }
  });
});

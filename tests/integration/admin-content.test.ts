/**
 * The admin's content endpoints (projects, blog posts, experiences, skills) with real Requests
 * against the embedded database, called as the request pipeline calls them once `requireAdmin`
 * passed: validation with the forms' messages, stale saves refused with nothing written,
 * published_at, sanitising, RLS as the second wall, and the rebuild requests every public change
 * records.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost, Experience, Project, Skill } from "../../src/lib/entities";
import { contentResources } from "../../src/server/admin/content";
import { ADMIN_ERRORS, type AdminDeps } from "../../src/server/admin/http";
import type { ServerContext } from "../../src/server/context";
import { Database } from "../../src/server/db/database";
import { createPostgresDriver } from "../../src/server/db/postgres-driver";
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
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const content = {
  projects: answered(contentResources.projects),
  posts: answered(contentResources.posts),
  experiences: answered(contentResources.experiences),
  skills: answered(contentResources.skills),
};

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
});
afterAll(() => closeEmbeddedContext());

const projectInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Project ${slug}`,
  category: "Robotics",
  tags: "ROS 2, SolidWorks",
  image: "/storage/v1/object/public/documents/demo/images/a.webp",
  image_alt: "A soft gripper holding a tomato",
  gallery: ["https://cdn.example.com/b.webp"],
  gallery_alt: ["Close-up of the gripper's fingers"],
  overview: "A gripper that learns its grasp.",
  role: "Lead engineer",
  challenge: "Grasping soft things.",
  approach: "Compliant fingers.",
  outcome: "Ninety percent success.",
  tech_stack: ["Python", "ROS 2"],
  ...overrides,
});

const postInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: "Short.",
  content: "<p>Hello <strong>world</strong></p>",
  featured_image: "",
  reading_time: 7,
  published: false,
  ...overrides,
});

const experienceInput = (overrides: Record<string, unknown> = {}) => ({
  role: "Mechanical Engineering Intern",
  organization: "Acme Robotics",
  location: "San Diego, CA",
  period_start: "Jun 2024",
  period_end: "",
  focus: "End effectors",
  impact: "Cut cycle time 12%\nDesigned a quick-change tool plate",
  tags: "SolidWorks, FEA",
  display_order: 3,
  ...overrides,
});

async function createdProject(slug: string, overrides: Record<string, unknown> = {}): Promise<Project> {
  const response = await content.projects.create(
    adminRequest("/api/admin/projects", { body: projectInput(slug, overrides) }),
    callers.owner,
    deps,
  );
  expect(response.status).toBe(201);
  return (await bodyOf<{ project: Project }>(response)).project;
}

async function createdPost(slug: string, overrides: Record<string, unknown> = {}): Promise<BlogPost> {
  const response = await content.posts.create(
    adminRequest("/api/admin/posts", { body: postInput(slug, overrides) }),
    callers.owner,
    deps,
  );
  expect(response.status).toBe(201);
  return (await bodyOf<{ post: BlogPost }>(response)).post;
}

const put = (path: string, body: unknown) => adminRequest(path, { method: "PUT", body });
const del = (path: string) => adminRequest(path, { method: "DELETE" });

describe("projects", () => {
  it("creates a project with the defaults (featured false, published true) and lists it newest first", async () => {
    const first = await createdProject("admin-first");
    const second = await createdProject("admin-second");
    // Two inserts in a row can read the same clock: the first is made a minute older.
    await stored(
      server,
      "update public.projects_dynamic set created_at = created_at - interval '1 minute' where id = $1",
      [first.id],
    );
    expect(first).toMatchObject({
      featured: false,
      published: true,
      display_order: 0,
      tags: ["ROS 2", "SolidWorks"],
      image_alt: "A soft gripper holding a tomato",
      gallery: ["https://cdn.example.com/b.webp"],
      gallery_alt: ["Close-up of the gripper's fingers"],
    });
    const response = await content.projects.list(adminRequest("/api/admin/projects"), callers.owner, deps);
    expect(response.status).toBe(200);
    const { projects } = await bodyOf<{ projects: Project[] }>(response);
    expect(projects.map((p) => p.slug).slice(0, 2)).toEqual([second.slug, first.slug]);
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "t".repeat(201) }, "Title must be less than 200 characters"],
    [{ slug: "Has Spaces" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ category: " " }, "Category is required"],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "Maximum 20 tags allowed"],
    [{ image: "not a url" }, "Must be a valid URL"],
    [{ image: "javascript:alert(1)" }, "Must be a valid URL"],
    [
      { gallery: Array.from({ length: 21 }, (_, i) => `https://cdn.example.com/${i}.webp`) },
      "Maximum 20 gallery images",
    ],
    [{ overview: "Too short" }, "Overview must be at least 10 characters"],
    [{ role: "" }, "Role is required"],
    [{ tech_stack: Array.from({ length: 31 }, (_, i) => `s${i}`) }, "Maximum 30 tech stack items"],
  ])("refuses %o with 400 and the form's message, storing nothing", async (change, message) => {
    const before = await countRows(server, "public.projects_dynamic");
    const response = await content.projects.create(
      adminRequest("/api/admin/projects", { body: projectInput("admin-invalid", change) }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
    expect(await countRows(server, "public.projects_dynamic")).toBe(before);
  });

  it("answers 415 for a body that is not JSON and 409 'This item already exists' for a taken slug", async () => {
    const notJson = await content.projects.create(
      adminRequest("/api/admin/projects", { method: "POST", raw: "slug=x", headers: { "content-type": "text/plain" } }),
      callers.owner,
      deps,
    );
    expect(notJson.status).toBe(415);
    await createdProject("admin-taken");
    const taken = await content.projects.create(
      adminRequest("/api/admin/projects", { body: projectInput("admin-taken") }),
      callers.owner,
      deps,
    );
    expect(taken.status).toBe(409);
    expect(await bodyOf(taken)).toEqual({ error: "This item already exists" });
  });

  it("saves an edit based on the current copy and refuses a stale one with 409, writing nothing", async () => {
    const project = await createdProject("admin-edit");
    const saved = await content.projects.update(
      put(`/api/admin/projects/${project.id}`, {
        ...projectInput("admin-edit", { title: "First edit" }),
        expected_updated_at: project.updated_at,
      }),
      callers.owner,
      deps,
      project.id,
    );
    expect(saved.status).toBe(200);
    const first = (await bodyOf<{ project: Project }>(saved)).project;
    expect(first.title).toBe("First edit");

    const stale = await content.projects.update(
      put(`/api/admin/projects/${project.id}`, {
        ...projectInput("admin-edit", { title: "Stale edit" }),
        expected_updated_at: project.updated_at,
      }),
      callers.owner,
      deps,
      project.id,
    );
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toEqual({ error: ADMIN_ERRORS.stale });
    const [row] = await stored<{ title: string; updated_at: string }>(
      server,
      "select title, updated_at from public.projects_dynamic where id = $1",
      [project.id],
    );
    expect(row!.title).toBe("First edit");

    // The copy the first save returned is current: saving from it works.
    const again = await content.projects.update(
      put(`/api/admin/projects/${project.id}`, {
        ...projectInput("admin-edit", { title: "Second edit" }),
        expected_updated_at: first.updated_at,
      }),
      callers.owner,
      deps,
      project.id,
    );
    expect(again.status).toBe(200);
  });

  it("requires expected_updated_at on an update, and answers 404 for an unknown id", async () => {
    const project = await createdProject("admin-needs-version");
    const missing = await content.projects.update(
      put(`/api/admin/projects/${project.id}`, projectInput("admin-needs-version")),
      callers.owner,
      deps,
      project.id,
    );
    expect(missing.status).toBe(400);
    expect(await bodyOf(missing)).toEqual({ error: ADMIN_ERRORS.expectedUpdatedAt });

    const unknownId = "00000000-0000-4000-8000-00000000abcd";
    const unknown = await content.projects.update(
      put(`/api/admin/projects/${unknownId}`, { ...projectInput("x"), expected_updated_at: project.updated_at }),
      callers.owner,
      deps,
      unknownId,
    );
    expect(unknown.status).toBe(404);
    expect(await bodyOf(unknown)).toEqual({ error: "Item not found" });
    expect((await content.projects.remove(del("/api/admin/projects/nope"), callers.owner, deps, "nope")).status).toBe(
      404,
    );
  });

  it("deletes with 204, then 404", async () => {
    const project = await createdProject("admin-delete");
    const response = await content.projects.remove(
      del(`/api/admin/projects/${project.id}`),
      callers.owner,
      deps,
      project.id,
    );
    expect(response.status).toBe(204);
    expect(await countRows(server, "public.projects_dynamic", "id = $1", [project.id])).toBe(0);
    expect((await content.projects.remove(del(""), callers.owner, deps, project.id)).status).toBe(404);
  });

  it("lets row-level security refuse a signed-in user without the role even past the server's check", async () => {
    const project = await createdProject("admin-guarded");
    const create = await content.projects.create(
      adminRequest("/api/admin/projects", { body: projectInput("stranger-made") }),
      callers.stranger,
      deps,
    );
    expect(create.status).toBe(403);
    expect(await bodyOf(create)).toEqual({ error: "Permission denied" });
    const update = await content.projects.update(
      put("", { ...projectInput("admin-guarded", { title: "Hijacked" }), expected_updated_at: project.updated_at }),
      callers.stranger,
      deps,
      project.id,
    );
    expect(update.status).toBe(404);
    const list = await bodyOf<{ projects: Project[] }>(
      await content.projects.list(adminRequest("/api/admin/projects"), callers.stranger, deps),
    );
    expect(list.projects.map((p) => p.slug)).not.toContain("admin-guarded");
    expect(await countRows(server, "public.projects_dynamic", "title = 'Hijacked'")).toBe(0);
  });

  it("records a rebuild for public changes only: not for a draft that stays a draft", async () => {
    const since = await lastRebuildId(server);
    const draft = await createdProject("admin-draft", { published: false });
    await content.projects.update(
      put("", {
        ...projectInput("admin-draft", { published: false, title: "Still draft" }),
        expected_updated_at: draft.updated_at,
      }),
      callers.owner,
      deps,
      draft.id,
    );
    expect(await rebuildsSince(server, since)).toEqual([]);

    const live = await createdProject("admin-live");
    await content.projects.remove(del(""), callers.owner, deps, live.id);
    const rebuilds = await rebuildsSince(server, since);
    expect(rebuilds.map((r) => r.reason)).toEqual(["project created: admin-live", "project deleted: admin-live"]);
    expect(rebuilds.every((r) => r.requested_by === callers.adminId)).toBe(true);
  });
});

describe("blog posts", () => {
  it("sanitises content on save, keeps featured image and reading time, and stamps the author", async () => {
    const post = await createdPost("admin-sanitised", {
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="javascript:x"><a href="https://example.com">ok</a>',
      featured_image: "https://cdn.example.com/cover.webp",
      reading_time: 12,
    });
    expect(post.content).toBe('<p>Hi</p><a href="https://example.com" rel="noopener noreferrer">ok</a>');
    expect(post).toMatchObject({
      featured_image: "https://cdn.example.com/cover.webp",
      reading_time: 12,
      author_id: callers.adminId,
      published: false,
      published_at: null,
      excerpt: "Short.",
    });
  });

  it("keeps underlined text when a post is saved", async () => {
    const post = await createdPost("admin-underlined", {
      content: "<p>Check the <u>underlined</u> step before you <strong>tighten</strong>.</p>",
    });
    expect(post.content).toBe("<p>Check the <u>underlined</u> step before you <strong>tighten</strong>.</p>");
    const { posts } = await bodyOf<{ posts: BlogPost[] }>(
      await content.posts.list(adminRequest("/api/admin/posts"), callers.owner, deps),
    );
    expect(posts.find((saved) => saved.id === post.id)?.content).toContain("<u>underlined</u>");
  });

  it("refuses content that sanitising empties, with 'Content is required'", async () => {
    const response = await content.posts.create(
      adminRequest("/api/admin/posts", {
        body: postInput("admin-only-script", { content: "<script>alert(1)</script>" }),
      }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "Content is required" });
  });

  it.each([
    [{ title: "" }, "Title is required"],
    [{ title: "x".repeat(201) }, "Title must be less than 200 characters"],
    [{ slug: "Bad_Slug" }, "Slug can only contain lowercase letters, numbers, and hyphens"],
    [{ excerpt: "e".repeat(501) }, "Excerpt must be less than 500 characters"],
    [{ content: "" }, "Content is required"],
    [{ content: "c".repeat(50_001) }, "Content is too long"],
    [{ featured_image: "ftp://example.com/a.png" }, "Must be a valid URL"],
  ])("refuses %o with the form's message", async (change, message) => {
    const response = await content.posts.create(
      adminRequest("/api/admin/posts", { body: postInput("admin-bad-post", change) }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
    expect(await countRows(server, "public.blog_posts", "slug = 'admin-bad-post'")).toBe(0);
  });

  it("sets published_at on first publish, keeps it on later saves and clears it on unpublish", async () => {
    const draft = await createdPost("admin-publishing");
    const save = async (current: BlogPost, changes: Record<string, unknown>) => {
      const response = await content.posts.update(
        put("", { ...postInput("admin-publishing", changes), expected_updated_at: current.updated_at }),
        callers.owner,
        deps,
        current.id,
      );
      expect(response.status).toBe(200);
      return (await bodyOf<{ post: BlogPost }>(response)).post;
    };
    const published = await save(draft, { published: true });
    expect(published.published_at).not.toBeNull();
    const edited = await save(published, { published: true, title: "Edited later" });
    expect(edited.published_at).toBe(published.published_at);
    expect(edited.title).toBe("Edited later");
    const unpublished = await save(edited, { published: false });
    expect(unpublished.published_at).toBeNull();
  });

  it("refuses a stale save of a post, writing nothing", async () => {
    const post = await createdPost("admin-stale-post");
    await content.posts.update(
      put("", { ...postInput("admin-stale-post", { title: "Fresh" }), expected_updated_at: post.updated_at }),
      callers.owner,
      deps,
      post.id,
    );
    const stale = await content.posts.update(
      put("", { ...postInput("admin-stale-post", { title: "Stale" }), expected_updated_at: post.updated_at }),
      callers.owner,
      deps,
      post.id,
    );
    expect(stale.status).toBe(409);
    expect(await bodyOf(stale)).toEqual({ error: ADMIN_ERRORS.stale });
    expect(await countRows(server, "public.blog_posts", "id = $1 and title = 'Fresh'", [post.id])).toBe(1);
  });

  it("records rebuilds when a post goes public or stops being public, and deletes with 204", async () => {
    const since = await lastRebuildId(server);
    const post = await createdPost("admin-rebuild-post", { published: true });
    const response = await content.posts.remove(del(""), callers.owner, deps, post.id);
    expect(response.status).toBe(204);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "post created: admin-rebuild-post",
      "post deleted: admin-rebuild-post",
    ]);
  });
});

describe("experiences", () => {
  it("creates from one-per-line impact and comma-separated tags, with an empty end as Present (null)", async () => {
    const response = await content.experiences.create(
      adminRequest("/api/admin/experiences", { body: experienceInput() }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(201);
    const { experience } = await bodyOf<{ experience: Experience }>(response);
    expect(experience).toMatchObject({
      impact: ["Cut cycle time 12%", "Designed a quick-change tool plate"],
      tags: ["SolidWorks", "FEA"],
      period_end: null,
      display_order: 3,
    });

    const edited = await content.experiences.update(
      put("", { ...experienceInput({ period_end: "Dec 2024" }), expected_updated_at: experience.updated_at }),
      callers.owner,
      deps,
      experience.id,
    );
    expect(edited.status).toBe(200);
    const stale = await content.experiences.update(
      put("", { ...experienceInput({ period_end: "Jan 2025" }), expected_updated_at: experience.updated_at }),
      callers.owner,
      deps,
      experience.id,
    );
    expect(stale.status).toBe(409);
    expect(await countRows(server, "public.experiences", "id = $1 and period_end = 'Dec 2024'", [experience.id])).toBe(
      1,
    );

    const list = await bodyOf<{ experiences: Experience[] }>(
      await content.experiences.list(adminRequest("/api/admin/experiences"), callers.owner, deps),
    );
    expect(list.experiences.map((e) => e.id)).toContain(experience.id);
    expect((await content.experiences.remove(del(""), callers.owner, deps, experience.id)).status).toBe(204);
  });

  it.each([
    [{ role: "" }, "Role is required"],
    [{ organization: "" }, "Organization is required"],
    [{ location: "" }, "Location is required"],
    [{ period_start: "" }, "Start period is required"],
    [{ focus: "" }, "Focus is required"],
    [{ impact: Array.from({ length: 21 }, (_, i) => `i${i}`) }, "Maximum 20 impact items"],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "Maximum 20 tags"],
  ])("refuses %o with the form's message", async (change, message) => {
    const response = await content.experiences.create(
      adminRequest("/api/admin/experiences", { body: experienceInput(change) }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
  });
});

describe("skills", () => {
  it("adds with display order 0 whatever is sent, lists by category, and deletes", async () => {
    const since = await lastRebuildId(server);
    const response = await content.skills.create(
      adminRequest("/api/admin/skills", {
        body: { skill_name: "GD&T", category: "Mechanical Design", display_order: 9 },
      }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(201);
    const { skill } = await bodyOf<{ skill: Skill }>(response);
    expect(skill.display_order).toBe(0);
    const list = await bodyOf<{ skills: Skill[] }>(
      await content.skills.list(adminRequest("/api/admin/skills"), callers.owner, deps),
    );
    expect(list.skills.map((s) => s.id)).toContain(skill.id);
    expect((await content.skills.remove(del(""), callers.owner, deps, skill.id)).status).toBe(204);
    expect((await rebuildsSince(server, since)).map((r) => r.reason)).toEqual([
      "skill added: GD&T",
      "skill deleted: GD&T",
    ]);
  });

  it.each([
    [{ skill_name: "" }, "Skill name is required"],
    [{ category: "" }, "Category is required"],
    [{ skill_name: "s".repeat(101) }, "Skill name must be less than 100 characters"],
  ])("refuses %o with the form's message", async (change, message) => {
    const response = await content.skills.create(
      adminRequest("/api/admin/skills", { body: { skill_name: "CAD", category: "Toolchain", ...change } }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: message });
  });
});

describe("failures", () => {
  it("answers 503 with Retry-After when the database cannot be reached, with no internals in the body", async () => {
    const db = new Database(
      createPostgresDriver({ url: "postgres://nobody:secret@127.0.0.1:1/nowhere", maxConnections: 1 }),
    );
    const down: AdminDeps = { ...deps, db };
    for (const response of [
      await content.projects.list(adminRequest("/api/admin/projects"), callers.owner, down),
      await content.skills.create(
        adminRequest("/api/admin/skills", { body: { skill_name: "Down", category: "Toolchain" } }),
        callers.owner,
        down,
      ),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).toBe(JSON.stringify({ error: "Service temporarily unavailable" }));
    }
    await db.close().catch(() => undefined);
  });

  it("answers a database refusal with the error table's words, never SQL", async () => {
    // Two skills with one name in one category: the unique constraint refuses the second.
    const add = () =>
      content.skills.create(
        adminRequest("/api/admin/skills", { body: { skill_name: "Twice", category: "Toolchain" } }),
        callers.owner,
        deps,
      );
    expect((await add()).status).toBe(201);
    const second = await add();
    expect(second.status).toBe(409);
    const text = await second.text();
    expect(text).toBe(JSON.stringify({ error: "This item already exists" }));
    expect(text).not.toMatch(/constraint|skills_category|insert/i);
  });
});

import { describe, expect, it } from "vitest";
import {
  canAlterPublicPage,
  ContentChangePayloadSchema,
  ContentWebhookBodySchema,
  changedColumns,
  decideContentChange,
  decideContentWebhook,
  type ContentChangePayload,
} from "../../src/server/publishing/content-change-filter";

/**
 * Which row changes made outside the admin (Supabase's table editor, SQL) rebuild the hosted
 * site: exactly those a visitor could see on a prebuilt page. Payloads have the shape of
 * Supabase's database webhooks.
 */
const project = {
  id: "7c1d",
  slug: "drifter",
  title: "Drifter",
  category: "Robotics",
  published: true,
  featured: false,
  display_order: 0,
  created_at: "2026-11-01T10:00:00+00:00",
  updated_at: "2026-11-01T10:00:00+00:00",
};
const post = {
  id: "9a2b",
  slug: "gear-trains",
  title: "Gear trains",
  content: "<p>Teeth</p>",
  published: true,
  published_at: "2026-11-02T10:00:00+00:00",
  author_id: "u1",
  views: 10,
  updated_at: "2026-11-02T10:00:00+00:00",
};
const guestbook = {
  id: "g1",
  name: "Zoë",
  email: "zoe@example.com",
  message: "Lovely robots, thank you!",
  status: "pending",
  approved_at: null,
  approved_by: null,
  created_at: "2026-11-03T10:00:00+00:00",
  updated_at: "2026-11-03T10:00:00+00:00",
};
const resume = {
  id: "r1",
  file_name: "resume.pdf",
  file_path: "/storage/v1/object/public/documents/resumes/r1.pdf",
  is_active: false,
  version: 2,
  uploaded_by: "u1",
};
const file = { id: "f1", project_slug: "drifter", file_name: "cad.step", downloads: 3, updated_at: "x" };

type Row = Record<string, unknown>;
const insert = (table: string, record: Row): ContentChangePayload => ({
  type: "INSERT",
  table,
  schema: "public",
  record,
  old_record: null,
});
const update = (table: string, old_record: Row, changes: Row): ContentChangePayload => ({
  type: "UPDATE",
  table,
  schema: "public",
  record: { ...old_record, ...changes },
  old_record,
});
const remove = (table: string, old_record: Row): ContentChangePayload => ({
  type: "DELETE",
  table,
  schema: "public",
  record: null,
  old_record,
});
const rebuilds = (payload: ContentChangePayload) => decideContentChange(payload).rebuild;

describe("projects", () => {
  it("rebuilds when a project is published or unpublished", () => {
    expect(rebuilds(update("projects_dynamic", { ...project, published: false }, { published: true }))).toBe(true);
    expect(rebuilds(update("projects_dynamic", project, { published: false }))).toBe(true);
  });

  it("rebuilds when a published project is edited, added or deleted", () => {
    expect(rebuilds(update("projects_dynamic", project, { title: "Drifter II" }))).toBe(true);
    expect(rebuilds(insert("projects_dynamic", project))).toBe(true);
    expect(rebuilds(remove("projects_dynamic", project))).toBe(true);
  });

  it("ignores drafts that stay drafts", () => {
    const draft = { ...project, published: false };
    expect(rebuilds(update("projects_dynamic", draft, { title: "Still a draft" }))).toBe(false);
    expect(rebuilds(insert("projects_dynamic", draft))).toBe(false);
    expect(rebuilds(remove("projects_dynamic", draft))).toBe(false);
  });

  it("ignores an update that changes nothing but updated_at", () => {
    expect(rebuilds(update("projects_dynamic", project, { updated_at: "2026-11-22T09:00:00+00:00" }))).toBe(false);
  });

  it("names the project and the change in the reason (the deploy's title)", () => {
    const decision = decideContentChange(
      update("projects_dynamic", { ...project, published: false }, { published: true }),
    );
    expect(decision).toEqual({ rebuild: true, reason: 'project "drifter" published (changed outside the admin)' });
    expect(decideContentChange(update("projects_dynamic", project, { published: false })).reason).toBe(
      'project "drifter" unpublished (changed outside the admin)',
    );
  });
});

describe("blog posts", () => {
  it("never rebuilds for a view count going up", () => {
    const decision = decideContentChange(update("blog_posts", post, { views: 11 }));
    expect(decision.rebuild).toBe(false);
    expect(decision.reason).toContain("views");
  });

  it("rebuilds when a published post's content changes, even together with its views", () => {
    expect(rebuilds(update("blog_posts", post, { content: "<p>More teeth</p>" }))).toBe(true);
    expect(rebuilds(update("blog_posts", post, { content: "<p>More teeth</p>", views: 12 }))).toBe(true);
  });

  it("rebuilds on publish and unpublish, not for a draft edited as a draft", () => {
    const draft = { ...post, published: false, published_at: null };
    expect(rebuilds(update("blog_posts", draft, { published: true, published_at: "2026-11-22T09:00:00+00:00" }))).toBe(
      true,
    );
    expect(rebuilds(update("blog_posts", post, { published: false, published_at: null }))).toBe(true);
    expect(rebuilds(update("blog_posts", draft, { content: "<p>Draft</p>" }))).toBe(false);
  });

  it("ignores the private author column", () => {
    expect(rebuilds(update("blog_posts", post, { author_id: null }))).toBe(false);
  });
});

describe("guestbook messages", () => {
  it("ignores new pending messages and pending ones rejected", () => {
    expect(rebuilds(insert("guestbook_messages", guestbook))).toBe(false);
    expect(rebuilds(update("guestbook_messages", guestbook, { status: "rejected" }))).toBe(false);
    expect(rebuilds(remove("guestbook_messages", guestbook))).toBe(false);
  });

  it("rebuilds when a message stops being approved, not when it is approved (the page's island shows it)", () => {
    const approved = { ...guestbook, status: "approved", approved_at: "2026-11-04T10:00:00+00:00", approved_by: "u1" };
    expect(
      decideContentChange(
        update("guestbook_messages", guestbook, {
          status: "approved",
          approved_at: approved.approved_at,
          approved_by: "u1",
        }),
      ),
    ).toEqual({ rebuild: false, reason: 'guestbook message "Zoë" approved, shown live by its page' });
    expect(rebuilds(insert("guestbook_messages", approved))).toBe(false);
    expect(rebuilds(update("guestbook_messages", approved, { status: "rejected", approved_at: null }))).toBe(true);
    expect(rebuilds(remove("guestbook_messages", approved))).toBe(true);
  });

  it("rebuilds when an approved message's text changes, not its private email", () => {
    const approved = { ...guestbook, status: "approved", approved_at: "2026-11-04T10:00:00+00:00" };
    expect(rebuilds(update("guestbook_messages", approved, { message: "Edited by the owner, kindly." }))).toBe(true);
    expect(rebuilds(update("guestbook_messages", approved, { email: "other@example.com" }))).toBe(false);
  });
});

describe("resume and portfolio versions", () => {
  it("rebuilds when the active version changes", () => {
    expect(rebuilds(update("resume_files", resume, { is_active: true }))).toBe(true);
    expect(rebuilds(update("portfolio_files", { ...resume, is_active: true }, { is_active: false }))).toBe(true);
  });

  it("ignores inactive versions being uploaded, renamed or deleted", () => {
    expect(rebuilds(insert("resume_files", resume))).toBe(false);
    expect(rebuilds(update("resume_files", resume, { file_name: "old.pdf" }))).toBe(false);
    expect(rebuilds(remove("portfolio_files", resume))).toBe(false);
  });

  it("rebuilds when the active version is deleted or inserted already active", () => {
    expect(rebuilds(remove("resume_files", { ...resume, is_active: true }))).toBe(true);
    expect(rebuilds(insert("portfolio_files", { ...resume, is_active: true }))).toBe(true);
  });
});

describe("experiences, skills and project files", () => {
  it("rebuilds for every insert, edit and delete", () => {
    const experience = { id: "e1", role: "Intern", organization: "Acme", display_order: 0, updated_at: "x" };
    const skill = { id: "s1", skill_name: "SolidWorks", category: "CAD", display_order: 1, updated_at: "x" };
    expect(rebuilds(insert("experiences", experience))).toBe(true);
    expect(rebuilds(update("experiences", experience, { role: "Engineer" }))).toBe(true);
    expect(rebuilds(remove("experiences", experience))).toBe(true);
    expect(rebuilds(insert("skills", skill))).toBe(true);
    expect(rebuilds(update("skills", skill, { display_order: 2 }))).toBe(true);
    expect(rebuilds(remove("skills", skill))).toBe(true);
    expect(rebuilds(insert("project_files", file))).toBe(true);
    expect(rebuilds(update("project_files", file, { description: "The CAD model" }))).toBe(true);
    expect(rebuilds(remove("project_files", file))).toBe(true);
  });

  it("never rebuilds for a download count going up", () => {
    expect(rebuilds(update("project_files", file, { downloads: 4 }))).toBe(false);
  });
});

describe("tables that are never on a public page", () => {
  it("ignores contact messages, project views and role grants", () => {
    const message = { id: "m1", name: "Ada", email: "ada@example.com", message: "Hello there!", status: "new" };
    expect(decideContentChange(insert("contact_messages", message))).toEqual({
      rebuild: false,
      reason: "contact messages are never on a public page",
    });
    expect(rebuilds(update("contact_messages", message, { status: "read" }))).toBe(false);
    expect(rebuilds(insert("project_views", { id: 1, project_slug: "drifter" }))).toBe(false);
    expect(rebuilds(insert("user_roles", { user_id: "u1", role: "admin" }))).toBe(false);
  });

  it("ignores other schemas (auth, storage)", () => {
    expect(rebuilds({ ...insert("users", { id: "u1" }), schema: "auth" })).toBe(false);
    expect(rebuilds({ ...insert("objects", { id: "o1" }), schema: "storage" })).toBe(false);
  });

  it("rebuilds for a public table it does not know, rather than miss a change", () => {
    expect(decideContentChange(insert("testimonials", { id: 1 }))).toEqual({
      rebuild: true,
      reason: "testimonials row added (changed outside the admin)",
    });
  });
});

describe("payloads without the old row", () => {
  it("treats a delete whose row is unknown as public", () => {
    expect(
      rebuilds({ type: "DELETE", table: "projects_dynamic", schema: "public", record: null, old_record: null }),
    ).toBe(true);
  });

  it("reads a deleted row sent as `record` (some webhook senders do)", () => {
    const draft = { ...project, published: false };
    expect(rebuilds({ type: "DELETE", table: "projects_dynamic", schema: "public", record: draft })).toBe(false);
  });

  it("decides an update without the old row by whether the row is public now", () => {
    expect(rebuilds({ type: "UPDATE", table: "projects_dynamic", schema: "public", record: project })).toBe(true);
    expect(
      rebuilds({
        type: "UPDATE",
        table: "projects_dynamic",
        schema: "public",
        record: { ...project, published: false },
      }),
    ).toBe(false);
  });
});

describe("payload shape", () => {
  it("accepts Supabase's webhook payload and refuses anything else", () => {
    expect(ContentChangePayloadSchema.safeParse(update("skills", { id: "s1" }, { id: "s1" })).success).toBe(true);
    expect(ContentChangePayloadSchema.safeParse({ type: "TRUNCATE", table: "skills", schema: "public" }).success).toBe(
      false,
    );
    expect(ContentChangePayloadSchema.safeParse({ type: "INSERT", schema: "public" }).success).toBe(false);
    expect(ContentChangePayloadSchema.safeParse("INSERT").success).toBe(false);
  });
});

describe("one statement's rows (this project's trigger)", () => {
  const skill = (id: number, order: number) => ({
    id: `s${id}`,
    skill_name: `Skill ${id}`,
    category: "CAD",
    display_order: order,
  });
  const post = { id: "b1", slug: "gears", published: true, views: 4 };

  it("rebuilds once for a bulk edit, naming the first row and counting the rest", () => {
    const changes = [1, 2, 3].map((id) => ({ old_record: skill(id, id), record: skill(id, id + 10) }));
    const body = ContentWebhookBodySchema.parse({ type: "UPDATE", table: "skills", schema: "public", changes });
    expect(decideContentWebhook(body)).toEqual({
      rebuild: true,
      reason: 'skill "Skill 1" updated and 2 more (changed outside the admin)',
    });
  });

  it("does not rebuild when no row of the statement is public", () => {
    const changes = [{ old_record: post, record: { ...post, views: 5 } }];
    const body = ContentWebhookBodySchema.parse({ type: "UPDATE", table: "blog_posts", schema: "public", changes });
    expect(canAlterPublicPage(body)).toBe(false);
    const drafts = ContentWebhookBodySchema.parse({
      type: "INSERT",
      table: "projects_dynamic",
      schema: "public",
      changes: [1, 2].map((id) => ({ record: { ...project, id, published: false }, old_record: null })),
    });
    expect(decideContentWebhook(drafts)).toMatchObject({ rebuild: false, reason: expect.stringContaining("2 rows") });
  });

  it("rebuilds when rows were left out of the list, since they are unknown", () => {
    const body = ContentWebhookBodySchema.parse({
      type: "UPDATE",
      table: "blog_posts",
      schema: "public",
      changes: [{ old_record: post, record: { ...post, views: 5 } }],
      truncated: true,
    });
    expect(decideContentWebhook(body)).toEqual({
      rebuild: true,
      reason: "many blog_posts rows changed (changed outside the admin)",
    });
  });

  it("decides a single-row body exactly like decideContentChange", () => {
    const single = update("projects_dynamic", project, { title: "New" });
    expect(decideContentWebhook(ContentWebhookBodySchema.parse(single))).toEqual(decideContentChange(single));
  });
});

describe("changedColumns", () => {
  it("compares arrays and objects by value", () => {
    expect(changedColumns({ tags: ["a"], meta: { x: 1 } }, { tags: ["a"], meta: { x: 1 } }, [])).toEqual([]);
    expect(changedColumns({ tags: ["a"] }, { tags: ["a", "b"] }, [])).toEqual(["tags"]);
    expect(changedColumns({ a: 1 }, { a: 1, b: null }, [])).toEqual(["b"]);
  });
});

describe("site settings", () => {
  const settings = { id: true, settings: { owner: { name: "Alex Rivera" } }, updated_at: "x" };

  it("rebuilds when the settings are saved, and names them", () => {
    const change = update("site_settings", settings, { settings: { owner: { name: "Jordan Lee" } } });
    expect(decideContentChange(change)).toEqual({
      rebuild: true,
      reason: "site settings updated (changed outside the admin)",
    });
    expect(rebuilds(insert("site_settings", settings))).toBe(true);
  });

  it("ignores an update that changes nothing but updated_at", () => {
    expect(rebuilds(update("site_settings", settings, { updated_at: "y" }))).toBe(false);
  });
});

/**
 * The designed permission matrix, table by table, for the three kinds of caller: a visitor
 * (anon), a signed-in user without a role, and the admin. "Refused" is one of two things and
 * every assertion says which: the statement fails with 42501 (no privilege, or a row refused by
 * a policy's WITH CHECK), or it runs and sees/touches zero rows (a policy's USING hides them).
 * Rows are seeded as the owner (bypassing RLS); every test uses its own rows.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlParam } from "../../src/server/db/types";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

/** SQLSTATE "insufficient privilege": a missing grant, or a new row refused by a policy. */
const INSUFFICIENT_PRIVILEGE = "42501";

/** Awaits a statement the database must refuse; passes when it fails with one of `codes` and returns the code. */
async function expectRefused(
  promise: Promise<unknown>,
  codes: readonly string[] = [INSUFFICIENT_PRIVILEGE],
): Promise<string> {
  const outcome = await promise.then(
    (value) => ({ refused: false as const, value }),
    (error: unknown) => ({ refused: true as const, error }),
  );
  if (!outcome.refused) {
    return expect.fail(
      `expected the database to refuse with ${codes.join(" or ")}, but it answered ${JSON.stringify(outcome.value)}`,
    );
  }
  const error = outcome.error as { code?: unknown; message?: unknown } | null;
  expect(codes, `refused with ${String(error?.code)}: ${String(error?.message)}`).toContain(error?.code);
  return error!.code as string;
}

/** Awaits a statement the database runs, but that must see or touch zero rows. */
async function expectNoRows(promise: Promise<readonly unknown[]>): Promise<void> {
  expect(await promise).toEqual([]);
}

const unique = () => randomUUID().replaceAll("-", "").slice(0, 12);

type Caller = "anon" | "user" | "admin";

describe.each(testBackends())("permission matrix on %s", (backend) => {
  let t: TestDatabase;
  let callers: Callers;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    callers = await createCallers(t.db);
  });
  afterAll(() => t?.close());

  /** One statement in its own transaction, as `who` with that caller's JWT claims. */
  function run<T extends Row = Row>(who: Caller, text: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return t.db.withClaims(callers[who], (sql) => sql.query<T>(text, params));
  }

  /** One statement as the owner (the connecting role; bypasses RLS): seeding and checking. */
  function owner<T extends Row = Row>(text: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return t.db.asOwner((sql) => sql.query<T>(text, params));
  }

  const ids = (rows: readonly Row[], key = "id") => rows.map((row) => row[key]);

  // Seeds ------------------------------------------------------------------------------------------

  async function seedProject(published: boolean): Promise<string> {
    const slug = `project-${unique()}`;
    await owner(
      `insert into public.projects_dynamic
         (slug, title, category, image, overview, role, challenge, approach, outcome, published)
       values ($1, 'A test project', 'Robotics', '/images/test.png', 'An overview of the test project.',
               'Lead engineer', 'The challenge.', 'The approach.', 'The outcome.', $2::boolean)`,
      [slug, published],
    );
    return slug;
  }

  async function seedPost(published: boolean, views = 0): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.blog_posts (title, slug, content, published, published_at, author_id, views)
       values ('A test post', $1, '<p>Body</p>', $2::boolean, case when $2::boolean then now() end, $3, $4)
       returning id`,
      [`post-${unique()}`, published, callers.adminId, views],
    );
    return rows[0]!.id;
  }

  async function seedExperience(): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.experiences (role, organization, location, period_start, focus)
       values ('Engineer', $1, 'Somewhere', '2020', 'Building things.') returning id`,
      [`Org ${unique()}`],
    );
    return rows[0]!.id;
  }

  async function seedSkill(): Promise<string> {
    const rows = await owner<{ id: string }>(
      "insert into public.skills (skill_name, category) values ($1, 'Tools') returning id",
      [`Skill ${unique()}`],
    );
    return rows[0]!.id;
  }

  async function seedGuestbook(status: "pending" | "approved" | "rejected"): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.guestbook_messages (name, email, message, status, approved_at)
       values ('Ada Lovelace', 'ada@example.com', $1, $2::public.guestbook_status,
               case when $2 = 'approved' then now() end)
       returning id`,
      [`A guestbook message ${unique()}`, status],
    );
    return rows[0]!.id;
  }

  async function seedContact(): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.contact_messages (name, email, message)
       values ('Grace Hopper', 'grace@example.com', $1) returning id`,
      [`A contact message ${unique()}`],
    );
    return rows[0]!.id;
  }

  async function seedView(slug: string): Promise<number> {
    const rows = await owner<{ id: number }>(
      "insert into public.project_views (project_slug, referrer) values ($1, 'https://example.com/') returning id",
      [slug],
    );
    return rows[0]!.id;
  }

  async function seedFile(slug: string, downloads = 0): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.project_files (project_slug, file_name, file_path, file_type, file_size, downloads)
       values ($1, 'spec.pdf', $2, 'application/pdf', 1000, $3) returning id`,
      [slug, `project-files/${slug}/${unique()}.pdf`, downloads],
    );
    return rows[0]!.id;
  }

  type DocumentTable = "resume_files" | "portfolio_files";
  const documentFolder = (table: DocumentTable) => (table === "resume_files" ? "resumes" : "portfolios");

  async function seedDocument(table: DocumentTable, active: boolean): Promise<string> {
    const name = `${unique()}.pdf`;
    const folder = documentFolder(table);
    const rows = await owner<{ id: string }>(
      `insert into public.${table} (file_name, file_path, storage_path, file_size, is_active, uploaded_by)
       values ($1, $2, $3, 1000, $4::boolean, $5) returning id`,
      [name, `/documents/${folder}/${name}`, `${folder}/${name}`, active, callers.adminId],
    );
    return rows[0]!.id;
  }

  async function seedObject(bucket = "documents"): Promise<string> {
    const rows = await owner<{ id: string }>(
      "insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}'::jsonb) returning id",
      [bucket, `tests/${unique()}.pdf`],
    );
    return rows[0]!.id;
  }

  const INSERT_PROJECT = `insert into public.projects_dynamic
      (slug, title, category, image, overview, role, challenge, approach, outcome, published)
    values ($1, 'A new project', 'Robotics', '/images/new.png', 'An overview of the new project.',
            'Lead', 'Challenge.', 'Approach.', 'Outcome.', true)`;

  const INSERT_POST = `insert into public.blog_posts (title, slug, content, published, published_at)
    values ('A new post', $1, '<p>New</p>', true, now())`;

  // projects_dynamic ----------------------------------------------------------------------------------
  describe("projects_dynamic", () => {
    let published: string;
    let draft: string;
    beforeAll(async () => {
      published = await seedProject(true);
      draft = await seedProject(false);
    });

    it("a visitor sees published projects and never a draft", async () => {
      const rows = await run("anon", "select slug from public.projects_dynamic where slug = any($1::text[])", [
        [published, draft],
      ]);
      expect(ids(rows, "slug")).toEqual([published]);
      const flags = await run<{ published: boolean }>("anon", "select published from public.projects_dynamic");
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every((row) => row.published)).toBe(true);
    });

    it("a visitor cannot create, edit or delete a project (42501, no grant)", async () => {
      await expectRefused(run("anon", INSERT_PROJECT, [`project-${unique()}`]));
      await expectRefused(
        run("anon", "update public.projects_dynamic set title = 'Hacked' where slug = $1", [published]),
      );
      await expectRefused(run("anon", "delete from public.projects_dynamic where slug = $1", [published]));
    });

    it("a signed-in user without the role sees no project at all (0 rows)", async () => {
      await expectNoRows(run("user", "select id from public.projects_dynamic"));
    });

    it("a signed-in user cannot create a project (42501, policy)", async () => {
      await expectRefused(run("user", INSERT_PROJECT, [`project-${unique()}`]));
    });

    it("a signed-in user cannot edit or delete a project (0 rows)", async () => {
      await expectNoRows(
        run("user", "update public.projects_dynamic set title = 'Hacked' where slug = $1 returning id", [published]),
      );
      await expectNoRows(run("user", "delete from public.projects_dynamic where slug = $1 returning id", [published]));
      const rows = await owner("select title from public.projects_dynamic where slug = $1", [published]);
      expect(rows).toEqual([{ title: "A test project" }]);
    });

    it("the admin sees drafts too", async () => {
      const rows = await run(
        "admin",
        "select slug from public.projects_dynamic where slug = any($1::text[]) order by published desc",
        [[published, draft]],
      );
      expect(ids(rows, "slug")).toEqual([published, draft]);
    });

    it("the admin creates, edits and deletes a project", async () => {
      const slug = `project-${unique()}`;
      expect(await run("admin", `${INSERT_PROJECT} returning slug`, [slug])).toEqual([{ slug }]);
      expect(
        await run("admin", "update public.projects_dynamic set title = 'Renamed' where slug = $1 returning title", [
          slug,
        ]),
      ).toEqual([{ title: "Renamed" }]);
      expect(await run("admin", "delete from public.projects_dynamic where slug = $1 returning slug", [slug])).toEqual([
        { slug },
      ]);
    });
  });

  // blog_posts ------------------------------------------------------------------------------------------
  describe("blog_posts", () => {
    let published: string;
    let draft: string;
    beforeAll(async () => {
      published = await seedPost(true);
      draft = await seedPost(false);
    });

    it("a visitor sees published posts and never a draft", async () => {
      const rows = await run("anon", "select id, title from public.blog_posts where id = any($1::uuid[])", [
        [published, draft],
      ]);
      expect(rows).toEqual([{ id: published, title: "A test post" }]);
      const flags = await run<{ published: boolean }>("anon", "select published from public.blog_posts");
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every((row) => row.published)).toBe(true);
    });

    it("a visitor cannot read a post's author (42501, column not granted)", async () => {
      await expectRefused(run("anon", "select author_id from public.blog_posts where id = $1", [published]));
      await expectRefused(run("anon", "select * from public.blog_posts where id = $1", [published]));
    });

    it("a visitor cannot create, edit or delete a post, nor set its view count (42501, no grant)", async () => {
      await expectRefused(run("anon", INSERT_POST, [`post-${unique()}`]));
      await expectRefused(run("anon", "update public.blog_posts set title = 'Hacked' where id = $1", [published]));
      await expectRefused(run("anon", "update public.blog_posts set views = 1000000 where id = $1", [published]));
      await expectRefused(run("anon", "delete from public.blog_posts where id = $1", [published]));
    });

    it("a signed-in user without the role sees no post at all (0 rows)", async () => {
      await expectNoRows(run("user", "select id from public.blog_posts"));
    });

    it("a signed-in user cannot create a post (42501, policy)", async () => {
      await expectRefused(run("user", INSERT_POST, [`post-${unique()}`]));
    });

    it("a signed-in user cannot edit or delete a post (0 rows)", async () => {
      await expectNoRows(
        run("user", "update public.blog_posts set title = 'Hacked' where id = $1 returning id", [published]),
      );
      await expectNoRows(run("user", "delete from public.blog_posts where id = $1 returning id", [published]));
      expect(await owner("select title from public.blog_posts where id = $1", [published])).toEqual([
        { title: "A test post" },
      ]);
    });

    it("the admin sees drafts too, with their author", async () => {
      const rows = await run(
        "admin",
        "select id, author_id from public.blog_posts where id = any($1::uuid[]) order by published desc",
        [[published, draft]],
      );
      expect(rows).toEqual([
        { id: published, author_id: callers.adminId },
        { id: draft, author_id: callers.adminId },
      ]);
    });

    it("the admin creates, edits and deletes a post", async () => {
      const [created] = await run<{ id: string }>("admin", `${INSERT_POST} returning id`, [`post-${unique()}`]);
      expect(created?.id).toBeTruthy();
      expect(
        await run("admin", "update public.blog_posts set title = 'Renamed' where id = $1 returning title", [
          created!.id,
        ]),
      ).toEqual([{ title: "Renamed" }]);
      expect(await run("admin", "delete from public.blog_posts where id = $1 returning id", [created!.id])).toEqual([
        { id: created!.id },
      ]);
    });

    it("not even the admin sets a view count directly (42501, column not granted)", async () => {
      await expectRefused(run("admin", "update public.blog_posts set views = 1000000 where id = $1", [published]));
    });
  });

  // experiences and skills ------------------------------------------------------------------------------
  describe.each([
    {
      table: "experiences",
      seed: () => seedExperience(),
      insert: `insert into public.experiences (role, organization, location, period_start, focus)
               values ('Engineer', 'New org', 'Here', '2021', 'Focus.')`,
      edit: "update public.experiences set focus = 'Changed.' where id = $1",
    },
    {
      table: "skills",
      seed: () => seedSkill(),
      insert: `insert into public.skills (skill_name, category) values ('New skill ' || gen_random_uuid(), 'Tools')`,
      edit: "update public.skills set skill_name = 'Changed ' || gen_random_uuid() where id = $1",
    },
  ])("$table", ({ table, seed, insert, edit }) => {
    let seeded: string;
    beforeAll(async () => {
      seeded = await seed();
    });

    it(`a visitor reads every row of ${table}`, async () => {
      const visible = await run("anon", `select id from public.${table}`);
      const all = await owner(`select id from public.${table}`);
      expect(visible.length).toBeGreaterThan(0);
      expect(new Set(ids(visible))).toEqual(new Set(ids(all)));
      expect(ids(visible)).toContain(seeded);
    });

    it(`a visitor cannot create, edit or delete ${table} (42501, no grant)`, async () => {
      await expectRefused(run("anon", insert));
      await expectRefused(run("anon", edit, [seeded]));
      await expectRefused(run("anon", `delete from public.${table} where id = $1`, [seeded]));
    });

    it(`a signed-in user without the role sees no ${table} (0 rows)`, async () => {
      await expectNoRows(run("user", `select id from public.${table}`));
    });

    it(`a signed-in user cannot create ${table} (42501, policy) nor edit or delete them (0 rows)`, async () => {
      await expectRefused(run("user", insert));
      await expectNoRows(run("user", `${edit} returning id`, [seeded]));
      await expectNoRows(run("user", `delete from public.${table} where id = $1 returning id`, [seeded]));
      expect(await owner(`select id from public.${table} where id = $1`, [seeded])).toEqual([{ id: seeded }]);
    });

    it(`the admin creates, reads, edits and deletes ${table}`, async () => {
      const [created] = await run<{ id: string }>("admin", `${insert} returning id`);
      expect(ids(await run("admin", `select id from public.${table} where id = $1`, [created!.id]))).toEqual([
        created!.id,
      ]);
      expect(await run("admin", `${edit} returning id`, [created!.id])).toEqual([{ id: created!.id }]);
      expect(await run("admin", `delete from public.${table} where id = $1 returning id`, [created!.id])).toEqual([
        { id: created!.id },
      ]);
    });
  });

  // guestbook_messages ----------------------------------------------------------------------------------
  describe("guestbook_messages", () => {
    let approved: string;
    let pending: string;
    let rejected: string;
    beforeAll(async () => {
      approved = await seedGuestbook("approved");
      pending = await seedGuestbook("pending");
      rejected = await seedGuestbook("rejected");
    });

    const SIGN = "insert into public.guestbook_messages (name, email, message) values ('Zoë', $1, $2)";

    it("a visitor sees approved messages only", async () => {
      const rows = await run("anon", "select id from public.guestbook_messages where id = any($1::uuid[])", [
        [approved, pending, rejected],
      ]);
      expect(ids(rows)).toEqual([approved]);
      const statuses = await run<{ status: string }>("anon", "select status from public.guestbook_messages");
      expect(statuses.every((row) => row.status === "approved")).toBe(true);
    });

    it("a visitor reads id, name, message, status and date, but never the email (42501, column not granted)", async () => {
      const rows = await run(
        "anon",
        "select id, name, message, status, created_at from public.guestbook_messages where id = $1",
        [approved],
      );
      expect(rows).toHaveLength(1);
      await expectRefused(run("anon", "select email from public.guestbook_messages where id = $1", [approved]));
      await expectRefused(run("anon", "select approved_by from public.guestbook_messages where id = $1", [approved]));
    });

    it("a visitor's signature is stored as pending", async () => {
      const message = `Lovely portfolio ${unique()}`;
      await run("anon", SIGN, ["zoe@example.com", message]);
      const rows = await owner("select status, approved_at from public.guestbook_messages where message = $1", [
        message,
      ]);
      expect(rows).toEqual([{ status: "pending", approved_at: null }]);
    });

    it("a visitor cannot choose the status, approval time or id (42501, column not granted)", async () => {
      await expectRefused(
        run("anon", "insert into public.guestbook_messages (name, message, status) values ('Zoë', $1, 'approved')", [
          `Approve me ${unique()}`,
        ]),
      );
      await expectRefused(
        run("anon", "insert into public.guestbook_messages (name, message, approved_at) values ('Zoë', $1, now())", [
          `Approve me ${unique()}`,
        ]),
      );
      await expectRefused(
        run("anon", "insert into public.guestbook_messages (id, name, message) values ($1, 'Zoë', $2)", [
          randomUUID(),
          `Choose my id ${unique()}`,
        ]),
      );
    });

    it("a visitor cannot edit, approve or delete a message (42501, no grant)", async () => {
      await expectRefused(
        run("anon", "update public.guestbook_messages set status = 'approved' where id = $1", [pending]),
      );
      await expectRefused(
        run("anon", "update public.guestbook_messages set message = 'Changed words' where id = $1", [approved]),
      );
      await expectRefused(run("anon", "delete from public.guestbook_messages where id = $1", [approved]));
    });

    it("a signed-in user without the role sees no message (0 rows) and cannot sign (42501, no grant)", async () => {
      await expectNoRows(run("user", "select id from public.guestbook_messages"));
      await expectRefused(run("user", SIGN, [null, `Signed in ${unique()}`]));
    });

    it("a signed-in user cannot approve or delete a message (0 rows)", async () => {
      await expectNoRows(
        run(
          "user",
          "update public.guestbook_messages set status = 'approved', approved_at = now() where id = $1 returning id",
          [pending],
        ),
      );
      await expectNoRows(run("user", "delete from public.guestbook_messages where id = $1 returning id", [pending]));
      expect(await owner("select status from public.guestbook_messages where id = $1", [pending])).toEqual([
        { status: "pending" },
      ]);
    });

    it("the admin sees every message, with its email", async () => {
      const rows = await run<{ id: string; email: string }>(
        "admin",
        "select id, email from public.guestbook_messages where id = any($1::uuid[])",
        [[approved, pending, rejected]],
      );
      expect(new Set(ids(rows))).toEqual(new Set([approved, pending, rejected]));
      expect(rows.every((row) => row.email === "ada@example.com")).toBe(true);
    });

    it("the admin approves and rejects messages", async () => {
      const first = await seedGuestbook("pending");
      const second = await seedGuestbook("pending");
      expect(
        await run(
          "admin",
          `update public.guestbook_messages set status = 'approved', approved_at = now(), approved_by = $2
           where id = $1 returning status, approved_by`,
          [first, callers.adminId],
        ),
      ).toEqual([{ status: "approved", approved_by: callers.adminId }]);
      expect(
        await run(
          "admin",
          `update public.guestbook_messages set status = 'rejected', approved_at = null, approved_by = null
           where id = $1 returning status`,
          [second],
        ),
      ).toEqual([{ status: "rejected" }]);
      expect(
        ids(
          await run("anon", "select id from public.guestbook_messages where id = any($1::uuid[])", [[first, second]]),
        ),
      ).toEqual([first]);
    });

    it("the admin deletes a message", async () => {
      const id = await seedGuestbook("rejected");
      expect(await run("admin", "delete from public.guestbook_messages where id = $1 returning id", [id])).toEqual([
        { id },
      ]);
    });

    it("the admin cannot write a message nor change a visitor's words (42501, no grant)", async () => {
      await expectRefused(run("admin", SIGN, [null, `Written by the admin ${unique()}`]));
      await expectRefused(
        run("admin", "update public.guestbook_messages set message = 'Other words here' where id = $1", [approved]),
      );
    });
  });

  // contact_messages ------------------------------------------------------------------------------------
  describe("contact_messages", () => {
    let seeded: string;
    beforeAll(async () => {
      seeded = await seedContact();
    });

    const SEND =
      "insert into public.contact_messages (name, email, message) values ('Ólafur', 'olafur@example.com', $1)";

    it("a visitor's message is stored as new", async () => {
      const message = `Hello, I would like to talk ${unique()}`;
      await run("anon", SEND, [message]);
      expect(await owner("select status from public.contact_messages where message = $1", [message])).toEqual([
        { status: "new" },
      ]);
    });

    it("a visitor cannot read contact messages (42501, no grant)", async () => {
      await expectRefused(run("anon", "select id from public.contact_messages"));
      await expectRefused(run("anon", `${SEND} returning id`, [`Give me my id back ${unique()}`]));
    });

    it("a visitor cannot set the status (42501, column not granted)", async () => {
      await expectRefused(
        run(
          "anon",
          "insert into public.contact_messages (name, email, message, status) values ('Ólafur', 'o@example.com', $1, 'read')",
          [`Already read ${unique()}`],
        ),
      );
    });

    it("a visitor cannot edit or delete a message (42501, no grant)", async () => {
      await expectRefused(run("anon", "update public.contact_messages set status = 'read' where id = $1", [seeded]));
      await expectRefused(run("anon", "delete from public.contact_messages where id = $1", [seeded]));
    });

    it("a signed-in user without the role sees no message (0 rows) and cannot send one (42501, no grant)", async () => {
      await expectNoRows(run("user", "select id from public.contact_messages"));
      await expectRefused(run("user", SEND, [`From a signed-in user ${unique()}`]));
    });

    it("a signed-in user cannot mark or delete a message (0 rows)", async () => {
      await expectNoRows(
        run("user", "update public.contact_messages set status = 'read' where id = $1 returning id", [seeded]),
      );
      await expectNoRows(run("user", "delete from public.contact_messages where id = $1 returning id", [seeded]));
      expect(await owner("select status from public.contact_messages where id = $1", [seeded])).toEqual([
        { status: "new" },
      ]);
    });

    it("the admin reads messages and marks them read", async () => {
      const id = await seedContact();
      expect(ids(await run("admin", "select id from public.contact_messages where id = $1", [id]))).toEqual([id]);
      expect(
        await run("admin", "update public.contact_messages set status = 'read' where id = $1 returning status", [id]),
      ).toEqual([{ status: "read" }]);
    });

    it("the admin cannot change what the sender wrote (42501, column not granted)", async () => {
      await expectRefused(
        run("admin", "update public.contact_messages set name = 'Someone else' where id = $1", [seeded]),
      );
      await expectRefused(
        run("admin", "update public.contact_messages set message = 'Other words here' where id = $1", [seeded]),
      );
    });

    it("the admin deletes a message but cannot write one (42501, no grant)", async () => {
      const id = await seedContact();
      expect(await run("admin", "delete from public.contact_messages where id = $1 returning id", [id])).toEqual([
        { id },
      ]);
      await expectRefused(run("admin", SEND, [`Written by the admin ${unique()}`]));
    });
  });

  // project_views ---------------------------------------------------------------------------------------
  describe("project_views", () => {
    let published: string;
    let draft: string;
    beforeAll(async () => {
      published = await seedProject(true);
      draft = await seedProject(false);
    });

    const RECORD = "insert into public.project_views (project_slug, referrer) values ($1, 'https://example.com/')";
    const countViews = async (slug: string) =>
      (
        await owner<{ n: number }>("select count(*)::integer as n from public.project_views where project_slug = $1", [
          slug,
        ])
      )[0]!.n;

    it("a visitor records a view of a published project", async () => {
      await run("anon", RECORD, [published]);
      await run("anon", "insert into public.project_views (project_slug) values ($1)", [published]);
      expect(await countViews(published)).toBe(2);
    });

    it("a visitor cannot record a view of a draft (42501, policy)", async () => {
      await expectRefused(run("anon", RECORD, [draft]));
      expect(await countViews(draft)).toBe(0);
    });

    it("a visitor cannot record a view of an unknown project (42501: the policy refuses before the foreign key)", async () => {
      const code = await expectRefused(run("anon", RECORD, [`no-such-project-${unique()}`]), [
        INSUFFICIENT_PRIVILEGE,
        "23503",
      ]);
      expect(code).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it("a visitor cannot choose a view's id or date (42501, column not granted)", async () => {
      await expectRefused(
        run(
          "anon",
          "insert into public.project_views (project_slug, created_at) values ($1, now() - interval '1 year')",
          [published],
        ),
      );
    });

    it("a visitor cannot read, edit or delete views (42501, no grant)", async () => {
      await expectRefused(run("anon", "select id from public.project_views"));
      await expectRefused(
        run("anon", "update public.project_views set referrer = null where project_slug = $1", [published]),
      );
      await expectRefused(run("anon", "delete from public.project_views where project_slug = $1", [published]));
    });

    it("a signed-in user without the role sees no view (0 rows), records none (42501, no grant) and deletes none (0 rows)", async () => {
      const id = await seedView(published);
      await expectNoRows(run("user", "select id from public.project_views"));
      await expectRefused(run("user", RECORD, [published]));
      await expectNoRows(run("user", "delete from public.project_views where id = $1 returning id", [id]));
      expect(await owner("select id from public.project_views where id = $1", [id])).toEqual([{ id }]);
    });

    it("the admin reads and deletes views", async () => {
      const id = await seedView(published);
      expect(ids(await run("admin", "select id from public.project_views where id = $1", [id]))).toEqual([id]);
      expect(await run("admin", "delete from public.project_views where id = $1 returning id", [id])).toEqual([{ id }]);
    });
  });

  // project_files ---------------------------------------------------------------------------------------
  describe("project_files", () => {
    let published: string;
    let draft: string;
    let publishedFile: string;
    let draftFile: string;
    beforeAll(async () => {
      published = await seedProject(true);
      draft = await seedProject(false);
      publishedFile = await seedFile(published);
      draftFile = await seedFile(draft);
    });

    const ADD = `insert into public.project_files (project_slug, file_name, file_path, file_size)
                 values ($1, 'added.pdf', 'project-files/' || gen_random_uuid() || '.pdf', 10)`;

    it("a visitor sees the files of published projects only", async () => {
      const rows = await run("anon", "select id from public.project_files where id = any($1::uuid[])", [
        [publishedFile, draftFile],
      ]);
      expect(ids(rows)).toEqual([publishedFile]);
    });

    it("a visitor cannot add, edit or delete files, nor set a download count (42501, no grant)", async () => {
      await expectRefused(run("anon", ADD, [published]));
      await expectRefused(
        run("anon", "update public.project_files set description = 'Changed' where id = $1", [publishedFile]),
      );
      await expectRefused(
        run("anon", "update public.project_files set downloads = 1000 where id = $1", [publishedFile]),
      );
      await expectRefused(run("anon", "delete from public.project_files where id = $1", [publishedFile]));
    });

    it("a signed-in user without the role sees no file (0 rows) and cannot add one (42501, policy)", async () => {
      await expectNoRows(run("user", "select id from public.project_files"));
      await expectRefused(run("user", ADD, [published]));
    });

    it("a signed-in user cannot edit or delete a file (0 rows)", async () => {
      await expectNoRows(
        run("user", "update public.project_files set description = 'Changed' where id = $1 returning id", [
          publishedFile,
        ]),
      );
      await expectNoRows(run("user", "delete from public.project_files where id = $1 returning id", [publishedFile]));
      expect(await owner("select description from public.project_files where id = $1", [publishedFile])).toEqual([
        { description: null },
      ]);
    });

    it("the admin sees every file, adds, edits and deletes files", async () => {
      const visible = await run("admin", "select id from public.project_files where id = any($1::uuid[])", [
        [publishedFile, draftFile],
      ]);
      expect(new Set(ids(visible))).toEqual(new Set([publishedFile, draftFile]));
      const [added] = await run<{ id: string }>("admin", `${ADD} returning id`, [draft]);
      expect(
        await run(
          "admin",
          "update public.project_files set description = 'A description' where id = $1 returning description",
          [added!.id],
        ),
      ).toEqual([{ description: "A description" }]);
      expect(await run("admin", "delete from public.project_files where id = $1 returning id", [added!.id])).toEqual([
        { id: added!.id },
      ]);
    });

    it("not even the admin sets a download count directly (42501, column not granted)", async () => {
      await expectRefused(
        run("admin", "update public.project_files set downloads = 1000 where id = $1", [publishedFile]),
      );
    });
  });

  // resume_files and portfolio_files --------------------------------------------------------------------
  describe.each(["resume_files", "portfolio_files"] as const)("%s", (table) => {
    let inactive: string;
    let active: string;
    const folder = documentFolder(table);
    const upload = (
      active: boolean,
    ) => `insert into public.${table} (file_name, file_path, storage_path, file_size, is_active)
      select n || '.pdf', '/documents/${folder}/' || n || '.pdf', '${folder}/' || n || '.pdf', 1000, ${active}
      from (select gen_random_uuid()::text as n) as name`;
    const UPLOAD = upload(false);

    beforeAll(async () => {
      inactive = await seedDocument(table, false);
      active = await seedDocument(table, true);
    });

    it("a visitor sees the active version only", async () => {
      const visible = await run("anon", `select id, is_active from public.${table}`);
      const activeRows = await owner(`select id from public.${table} where is_active`);
      expect(activeRows).toHaveLength(1);
      expect(visible).toEqual([{ id: activeRows[0]!.id, is_active: true }]);
      const seeded = await run("anon", `select id from public.${table} where id = any($1::uuid[])`, [
        [inactive, active],
      ]);
      expect(seeded.every((row) => row.id !== inactive)).toBe(true);
    });

    it("a visitor cannot see who uploaded a version (42501, column not granted)", async () => {
      await expectRefused(run("anon", `select uploaded_by from public.${table}`));
    });

    it("a visitor cannot upload, activate or delete a version (42501, no grant)", async () => {
      await expectRefused(run("anon", UPLOAD));
      await expectRefused(run("anon", `update public.${table} set is_active = true where id = $1`, [inactive]));
      await expectRefused(run("anon", `delete from public.${table} where id = $1`, [inactive]));
    });

    it("a signed-in user without the role sees no version (0 rows) and cannot upload one (42501, policy)", async () => {
      await expectNoRows(run("user", `select id from public.${table}`));
      await expectRefused(run("user", UPLOAD));
    });

    it("a signed-in user cannot activate or delete a version (0 rows)", async () => {
      await expectNoRows(
        run("user", `update public.${table} set is_active = false where id = $1 returning id`, [active]),
      );
      await expectNoRows(run("user", `delete from public.${table} where id = $1 returning id`, [active]));
      expect(await owner(`select is_active from public.${table} where id = $1`, [active])).toEqual([
        { is_active: true },
      ]);
    });

    it("the admin uploads versions that the database numbers 1, 2, 3 …", async () => {
      const [{ top }] = (await run<{ top: number }>(
        "admin",
        `select coalesce(max(version), 0) as top from public.${table}`,
      )) as [{ top: number }];
      const versions: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const [row] = await run<{ version: number; is_active: boolean }>(
          "admin",
          `${UPLOAD} returning version, is_active`,
        );
        expect(row?.is_active).toBe(false);
        versions.push(row!.version);
      }
      expect(versions).toEqual([top + 1, top + 2, top + 3]);
    });

    it("the admin cannot add a second active version (23505)", async () => {
      await expectRefused(run("admin", upload(true)), ["23505"]);
      await expectRefused(run("admin", `update public.${table} set is_active = true where id = $1`, [inactive]), [
        "23505",
      ]);
    });

    it("the admin switches the active version in one transaction", async () => {
      const target = await seedDocument(table, false);
      await t.db.withClaims(callers.admin, async (sql) => {
        await sql.query(`update public.${table} set is_active = false where is_active`);
        const rows = await sql.query(`update public.${table} set is_active = true where id = $1 returning id`, [
          target,
        ]);
        expect(rows).toEqual([{ id: target }]);
      });
      expect(await owner(`select id from public.${table} where is_active`)).toEqual([{ id: target }]);
      expect(await run("anon", `select id from public.${table}`)).toEqual([{ id: target }]);
    });

    it("the admin reads every version and deletes one", async () => {
      const all = await owner(`select id from public.${table}`);
      const visible = await run("admin", `select id, uploaded_by from public.${table}`);
      expect(new Set(ids(visible))).toEqual(new Set(ids(all)));
      expect(await run("admin", `delete from public.${table} where id = $1 returning id`, [inactive])).toEqual([
        { id: inactive },
      ]);
    });
  });

  // user_roles ------------------------------------------------------------------------------------------
  describe("user_roles", () => {
    const GRANT = "insert into public.user_roles (user_id, role) values ($1, 'admin')";

    it("a visitor cannot read or write role grants (42501, no grant)", async () => {
      await expectRefused(run("anon", "select id from public.user_roles"));
      await expectRefused(run("anon", GRANT, [callers.userId]));
    });

    it("a signed-in user reads no role grants (0 rows)", async () => {
      await expectNoRows(run("user", "select id from public.user_roles"));
    });

    it("a signed-in user cannot grant themselves admin (42501, no grant)", async () => {
      await expectRefused(run("user", GRANT, [callers.userId]));
      await expectRefused(
        run("user", "update public.user_roles set user_id = $1 where user_id = $2", [callers.userId, callers.adminId]),
      );
      await expectRefused(run("user", "delete from public.user_roles where user_id = $1", [callers.adminId]));
      expect(await run("user", "select private.is_admin() as admin")).toEqual([{ admin: false }]);
      expect(await owner("select role from public.user_roles where user_id = $1", [callers.userId])).toEqual([]);
    });

    it("the admin reads role grants but cannot change them (42501, no grant)", async () => {
      const rows = await run("admin", "select user_id, role from public.user_roles where user_id = $1", [
        callers.adminId,
      ]);
      expect(rows).toEqual([{ user_id: callers.adminId, role: "admin" }]);
      await expectRefused(run("admin", GRANT, [callers.userId]));
      await expectRefused(run("admin", "delete from public.user_roles where user_id = $1", [callers.adminId]));
    });
  });

  describe("site_settings", () => {
    const SAVE = `insert into public.site_settings (settings) values ($1::jsonb)
      on conflict (id) do update set settings = excluded.settings returning settings`;

    it("a visitor reads the settings but cannot write them (42501, no grant)", async () => {
      await owner(SAVE, [JSON.stringify({ owner: { name: "Seeded" } })]);
      expect(await run("anon", "select settings from public.site_settings")).toEqual([
        { settings: { owner: { name: "Seeded" } } },
      ]);
      await expectRefused(run("anon", SAVE, [JSON.stringify({ owner: { name: "Visitor" } })]));
      await expectRefused(run("anon", "update public.site_settings set settings = '{}'::jsonb"));
      await expectRefused(run("anon", "delete from public.site_settings"));
    });

    it("a signed-in user without the role reads none and writes none (0 rows, 42501)", async () => {
      await expectNoRows(run("user", "select settings from public.site_settings"));
      await expectRefused(run("user", SAVE, [JSON.stringify({ owner: { name: "Intruder" } })]));
      await expectNoRows(run("user", "update public.site_settings set settings = '{}'::jsonb returning id"));
      await expectRefused(run("user", "delete from public.site_settings"));
      expect(await owner("select settings->'owner'->>'name' as name from public.site_settings")).toEqual([
        { name: "Seeded" },
      ]);
    });

    it("the admin saves the settings but cannot delete them (42501, no grant)", async () => {
      expect(await run("admin", SAVE, [JSON.stringify({ owner: { name: "Owner" } })])).toEqual([
        { settings: { owner: { name: "Owner" } } },
      ]);
      await expectRefused(run("admin", "delete from public.site_settings"));
      expect(await run("anon", "select settings->'owner'->>'name' as name from public.site_settings")).toEqual([
        { name: "Owner" },
      ]);
    });
  });

  // applications ------------------------------------------------------------------------------------
  describe("applications, their status history and their link's events", () => {
    const INSERT_APPLICATION = `insert into public.applications (company, role) values ($1, 'Design Engineer')
      returning id, token, status`;

    async function seedApplication(fields: Record<string, SqlParam> = {}): Promise<{ id: string; token: string }> {
      const columns = ["company", "role", ...Object.keys(fields)];
      const values = [`Acme ${unique()}`, "Design Engineer", ...Object.values(fields)];
      const rows = await owner<{ id: string; token: string }>(
        `insert into public.applications (${columns.join(", ")})
         values (${values.map((_, index) => `$${index + 1}`).join(", ")}) returning id, token`,
        values,
      );
      return rows[0]!;
    }

    const event = (token: string, kind: string, extra: SqlParam[] = []) =>
      run<{ first: boolean | null }>(
        "anon",
        `select private.record_application_event($1, $2, $3${extra.map((_, i) => `, $${i + 4}`).join("")}) as first`,
        [token, kind === "link_check" ? null : VISIT, kind, ...extra],
      );
    const VISIT = randomUUID();

    it("a visitor reads, creates, edits and deletes no application, status or event (42501, no grant)", async () => {
      const { id } = await seedApplication();
      await expectRefused(run("anon", "select id from public.applications"));
      await expectRefused(run("anon", INSERT_APPLICATION, [`Visitor ${unique()}`]));
      await expectRefused(run("anon", "update public.applications set notes = 'x' where id = $1", [id]));
      await expectRefused(run("anon", "delete from public.applications where id = $1", [id]));
      await expectRefused(run("anon", "select id from public.application_status_changes"));
      await expectRefused(run("anon", "select id from public.application_events"));
      await expectRefused(
        run("anon", "insert into public.application_events (application_id, visit_id, kind) values ($1, $2, 'open')", [
          id,
          VISIT,
        ]),
      );
    });

    it("a signed-in user without the role sees none (0 rows), creates none (42501, policy) and changes none (0 rows)", async () => {
      const { id, token } = await seedApplication();
      await event(token, "open");
      await expectNoRows(run("user", "select id from public.applications"));
      await expectNoRows(run("user", "select id from public.application_status_changes"));
      await expectNoRows(run("user", "select id from public.application_events"));
      await expectRefused(run("user", INSERT_APPLICATION, [`User ${unique()}`]));
      await expectNoRows(run("user", "update public.applications set notes = 'x' where id = $1 returning id", [id]));
      await expectNoRows(run("user", "delete from public.applications where id = $1 returning id", [id]));
      await expectNoRows(run("user", "delete from public.application_events returning id"));
      expect(
        await owner("select count(*)::int as n from public.application_events where application_id = $1", [id]),
      ).toEqual([{ n: 1 }]);
    });

    it("the admin creates an application with a random token of the database's, edits and deletes it", async () => {
      const [created] = await run<{ id: string; token: string; status: string }>("admin", INSERT_APPLICATION, [
        `Acme ${unique()}`,
      ]);
      expect(created!.token).toMatch(/^[0-9a-f]{32}$/);
      expect(created!.status).toBe("applied");
      const [other] = await run<{ token: string }>("admin", INSERT_APPLICATION, [`Other ${unique()}`]);
      expect(other!.token).not.toBe(created!.token);
      expect(
        await run("admin", "update public.applications set notes = 'Called back' where id = $1 returning notes", [
          created!.id,
        ]),
      ).toEqual([{ notes: "Called back" }]);
      await expectRefused(
        run("admin", "update public.applications set token = 'chosen-by-hand-0001' where id = $1", [created!.id]),
      );
      await expectRefused(
        run("admin", "insert into public.applications (company, role, token) values ('A', 'B', 'chosen-by-hand-0002')"),
      );
      expect(await run("admin", "delete from public.applications where id = $1 returning id", [created!.id])).toEqual([
        { id: created!.id },
      ]);
    });

    it("each status an application takes keeps its date; other edits add none, and nobody writes the history", async () => {
      const { id } = await seedApplication();
      await run("admin", "update public.applications set notes = 'Sent' where id = $1", [id]);
      await run("admin", "update public.applications set status = 'interview' where id = $1", [id]);
      const history = await run<{ status: string; changed_at: string }>(
        "admin",
        "select status, changed_at from public.application_status_changes where application_id = $1 order by id",
        [id],
      );
      expect(history.map((row) => row.status)).toEqual(["applied", "interview"]);
      expect(history.every((row) => row.changed_at)).toBe(true);
      await expectRefused(
        run("admin", "insert into public.application_status_changes (application_id, status) values ($1, 'offer')", [
          id,
        ]),
      );
      await expectRefused(
        run("admin", "delete from public.application_status_changes where application_id = $1", [id]),
      );
    });

    it("a visitor's events count for a live token only: the first open says so, an unknown token stores nothing", async () => {
      const { id, token } = await seedApplication();
      expect(await event(token, "open", [null, "mail.google.com"])).toEqual([{ first: true }]);
      expect(await event(token, "project", ["gripper-design"])).toEqual([{ first: false }]);
      expect(await event(token, "open")).toEqual([{ first: false }]);
      expect(await event(token, "link_check", [null, null, "Slack"])).toEqual([{ first: false }]);
      expect(await event(`unknown${unique()}`, "open")).toEqual([{ first: null }]);
      const stored = await run(
        "admin",
        "select kind, target, referrer_host, checker from public.application_events where application_id = $1 order by id",
        [id],
      );
      expect(stored).toEqual([
        { kind: "open", target: null, referrer_host: "mail.google.com", checker: null },
        { kind: "project", target: "gripper-design", referrer_host: null, checker: null },
        { kind: "open", target: null, referrer_host: null, checker: null },
        { kind: "link_check", target: null, referrer_host: null, checker: "Slack" },
      ]);
      // Deleted, the link counts nothing more, and its events go with it.
      await run("admin", "delete from public.applications where id = $1", [id]);
      expect(await event(token, "open")).toEqual([{ first: null }]);
      expect(
        await owner("select count(*)::int as n from public.application_events where application_id = $1", [id]),
      ).toEqual([{ n: 0 }]);
    });

    it("a malformed event is refused (23514) and stores nothing", async () => {
      const { id, token } = await seedApplication();
      await expectRefused(event(token, "keystroke"), ["23514"]);
      await expectRefused(event(token, "link_check"), ["23514"]);
      await expectRefused(event(token, "open", [null, "evil.example/path?q=1"]), ["23514"]);
      await expectRefused(event(token, "page", ["x".repeat(301)]), ["23514"]);
      expect(
        await owner("select count(*)::int as n from public.application_events where application_id = $1", [id]),
      ).toEqual([{ n: 0 }]);
    });

    it("a visitor reads a live link's greeting, pinned projects and résumé file, and nothing for another token", async () => {
      const resume = await seedDocument("resume_files", false);
      const { token } = await seedApplication({
        greeting: "Hello, Acme team",
        pinned_projects: ["gripper-design", "cnc-fixture"],
        resume_version_id: resume,
      });
      const link = (value: string) =>
        run("anon", "select greeting, pinned_projects, resume_path from private.application_link($1)", [value]);
      const [shown] = await link(token);
      expect(shown).toMatchObject({ greeting: "Hello, Acme team", pinned_projects: ["gripper-design", "cnc-fixture"] });
      expect(String(shown!.resume_path)).toMatch(/^\/documents\/resumes\/.+\.pdf$/);
      await expectNoRows(link(`unknown${unique()}`));
      // A deleted résumé version leaves the link on the site's active résumé.
      await owner("delete from public.resume_files where id = $1", [resume]);
      expect(await link(token)).toEqual([{ ...shown, resume_path: null }]);
    });
  });

  // Functions -------------------------------------------------------------------------------------------
  describe("database functions", () => {
    it("is_admin() is false for a signed-in user, true for the admin and not callable by a visitor (42501)", async () => {
      expect(await run("user", "select private.is_admin() as admin")).toEqual([{ admin: false }]);
      expect(await run("admin", "select private.is_admin() as admin")).toEqual([{ admin: true }]);
      await expectRefused(run("anon", "select private.is_admin()"));
    });

    it("a visitor raises a published post's view count and gets the new count back", async () => {
      const post = await seedPost(true, 41);
      expect(await run("anon", "select private.increment_blog_views($1) as views", [post])).toEqual([{ views: 42 }]);
      expect(await owner("select views from public.blog_posts where id = $1", [post])).toEqual([{ views: 42 }]);
    });

    it("a view of a draft or unknown post counts nothing and returns null", async () => {
      const draft = await seedPost(false, 3);
      expect(await run("anon", "select private.increment_blog_views($1) as views", [draft])).toEqual([{ views: null }]);
      expect(await run("anon", "select private.increment_blog_views($1) as views", [randomUUID()])).toEqual([
        { views: null },
      ]);
      expect(await owner("select views from public.blog_posts where id = $1", [draft])).toEqual([{ views: 3 }]);
    });

    it("a visitor raises a published project's file download count and gets the new count back", async () => {
      const file = await seedFile(await seedProject(true), 7);
      expect(await run("anon", "select private.increment_file_downloads($1) as downloads", [file])).toEqual([
        { downloads: 8 },
      ]);
    });

    it("a download of a draft project's file or an unknown file counts nothing and returns null", async () => {
      const file = await seedFile(await seedProject(false), 7);
      expect(await run("anon", "select private.increment_file_downloads($1) as downloads", [file])).toEqual([
        { downloads: null },
      ]);
      expect(await run("anon", "select private.increment_file_downloads($1) as downloads", [randomUUID()])).toEqual([
        { downloads: null },
      ]);
      expect(await owner("select downloads from public.project_files where id = $1", [file])).toEqual([
        { downloads: 7 },
      ]);
    });

    it("record_project_view() records a visitor's view of a published project and refuses a draft (42501)", async () => {
      const published = await seedProject(true);
      const draft = await seedProject(false);
      await run("anon", "select public.record_project_view($1, $2)", [published, "https://example.com/from"]);
      expect(await owner("select referrer from public.project_views where project_slug = $1", [published])).toEqual([
        { referrer: "https://example.com/from" },
      ]);
      await expectRefused(run("anon", "select public.record_project_view($1, null)", [draft]));
    });

    it("project_view_counts() gives the admin counts per project, highest first", async () => {
      const popular = await seedProject(true);
      const quiet = await seedProject(true);
      for (const slug of [popular, popular, popular, quiet]) await seedView(slug);
      const rows = await run<{ project_slug: string; views: number }>(
        "admin",
        "select project_slug, views from public.project_view_counts()",
      );
      const counts = rows.map((row) => row.views);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const mine = rows.filter((row) => row.project_slug === popular || row.project_slug === quiet);
      expect(mine).toEqual([
        { project_slug: popular, views: 3 },
        { project_slug: quiet, views: 1 },
      ]);
    });

    it("project_view_counts() is empty for a signed-in user and not callable by a visitor (42501)", async () => {
      await seedView(await seedProject(true));
      await expectNoRows(run("user", "select * from public.project_view_counts()"));
      await expectRefused(run("anon", "select * from public.project_view_counts()"));
    });
  });

  // Storage ---------------------------------------------------------------------------------------------
  describe("storage.objects in the documents bucket", () => {
    const UPLOAD = "insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}'::jsonb)";

    it("the documents bucket exists and is public", async () => {
      expect(await owner("select name, public from storage.buckets where id = 'documents'")).toEqual([
        { name: "documents", public: true },
      ]);
    });

    it("the admin uploads, lists, replaces and deletes documents", async () => {
      const name = `tests/${unique()}.pdf`;
      const [created] = await run<{ id: string }>("admin", `${UPLOAD} returning id`, ["documents", name]);
      expect(await run("admin", "select name from storage.objects where id = $1", [created!.id])).toEqual([{ name }]);
      expect(
        await run(
          "admin",
          `update storage.objects set metadata = '{"size": 10}'::jsonb where id = $1 returning metadata`,
          [created!.id],
        ),
      ).toEqual([{ metadata: { size: 10 } }]);
      expect(await run("admin", "delete from storage.objects where id = $1 returning id", [created!.id])).toEqual([
        { id: created!.id },
      ]);
    });

    it("the admin's rights stop at the documents bucket (42501, policy)", async () => {
      await owner(
        "insert into storage.buckets (id, name, public) values ('private', 'private', false) on conflict do nothing",
      );
      await expectRefused(run("admin", UPLOAD, ["private", `tests/${unique()}.pdf`]));
    });

    it.each(["anon", "user"] as const)("%s cannot upload a document (42501, policy)", async (who) => {
      await expectRefused(run(who, UPLOAD, ["documents", `tests/${unique()}.pdf`]));
    });

    it.each(["anon", "user"] as const)("%s sees, replaces and deletes no document (0 rows)", async (who) => {
      const id = await seedObject();
      await expectNoRows(run(who, "select id from storage.objects"));
      await expectNoRows(
        run(who, "update storage.objects set name = 'tests/moved.pdf' where id = $1 returning id", [id]),
      );
      await expectNoRows(run(who, "delete from storage.objects where id = $1 returning id", [id]));
      expect(await owner("select id from storage.objects where id = $1", [id])).toEqual([{ id }]);
    });
  });

  describe("storage.objects in the private uploads bucket", () => {
    const UPLOAD = "insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}'::jsonb)";

    it("the uploads bucket exists and is private", async () => {
      expect(await owner("select name, public from storage.buckets where id = 'uploads'")).toEqual([
        { name: "uploads", public: false },
      ]);
    });

    it("the admin stages an upload, lists it and moves it into the documents bucket", async () => {
      const name = `tests/${unique()}.pdf`;
      const [created] = await run<{ id: string }>("admin", `${UPLOAD} returning id`, ["uploads", name]);
      expect(await run("admin", "select name from storage.objects where id = $1", [created!.id])).toEqual([{ name }]);
      expect(
        await run("admin", "update storage.objects set bucket_id = 'documents' where id = $1 returning bucket_id", [
          created!.id,
        ]),
      ).toEqual([{ bucket_id: "documents" }]);
    });

    it("the admin cannot move a document into a bucket of no policy (42501, policy)", async () => {
      await owner(
        "insert into storage.buckets (id, name, public) values ('private', 'private', false) on conflict do nothing",
      );
      const [created] = await run<{ id: string }>("admin", `${UPLOAD} returning id`, [
        "documents",
        `tests/${unique()}.pdf`,
      ]);
      await expectRefused(
        run("admin", "update storage.objects set bucket_id = 'private' where id = $1", [created!.id]),
      );
    });

    it.each(["anon", "user"] as const)("%s stages, sees, moves and deletes no upload", async (who) => {
      await expectRefused(run(who, UPLOAD, ["uploads", `tests/${unique()}.pdf`]));
      const id = await seedObject("uploads");
      await expectNoRows(run(who, "select id from storage.objects where bucket_id = 'uploads'"));
      await expectNoRows(
        run(who, "update storage.objects set bucket_id = 'documents' where id = $1 returning id", [id]),
      );
      await expectNoRows(run(who, "delete from storage.objects where id = $1 returning id", [id]));
      expect(await owner("select bucket_id from storage.objects where id = $1", [id])).toEqual([
        { bucket_id: "uploads" },
      ]);
    });
  });

  // The invariant: a signed-in user without the role gets nothing a visitor does not ----------------------
  describe("a signed-in user without the role", () => {
    const TABLES = [
      "public.projects_dynamic",
      "public.experiences",
      "public.skills",
      "public.blog_posts",
      "public.guestbook_messages",
      "public.contact_messages",
      "public.project_views",
      "public.project_files",
      "public.resume_files",
      "public.portfolio_files",
      "public.user_roles",
      "public.site_settings",
      "storage.objects",
    ];

    beforeAll(async () => {
      // At least one row of every kind, including the ones a visitor must not see.
      const published = await seedProject(true);
      const draft = await seedProject(false);
      await Promise.all([seedPost(true), seedPost(false), seedExperience(), seedSkill(), seedContact()]);
      for (const status of ["pending", "approved", "rejected"] as const) await seedGuestbook(status);
      await seedView(published);
      await seedFile(published);
      await seedFile(draft);
      await seedDocument("resume_files", false);
      await seedDocument("portfolio_files", false);
      await seedObject();
    });

    /** The ids `who` can select from `table`; a refusal (42501) means none. */
    async function visibleIds(who: Caller, table: string): Promise<Set<string>> {
      try {
        const rows = await run<{ id: string | number }>(who, `select id from ${table}`);
        return new Set(rows.map((row) => String(row.id)));
      } catch (error) {
        if ((error as { code?: unknown }).code === INSUFFICIENT_PRIVILEGE) return new Set();
        throw error;
      }
    }

    it("can select, in every table, only rows that a visitor can select too", async () => {
      for (const table of TABLES) {
        const everything = await owner<{ id: string }>(`select id from ${table}`);
        expect(everything.length, `${table} has rows to test with`).toBeGreaterThan(0);
        const visitor = await visibleIds("anon", table);
        const user = await visibleIds("user", table);
        const beyondVisitor = [...user].filter((id) => !visitor.has(id));
        expect(beyondVisitor, `${table}: rows a signed-in user sees that a visitor does not`).toEqual([]);
      }
    });
  });
});

/**
 * The content-changed triggers (migration 20261122001000) on every backend. pg_net and Vault exist
 * only on Supabase, so each test database first gets small stand-ins with the same names and
 * signatures: `net.http_post` records the request it would queue, `vault.decrypted_secrets`
 * serves the two secrets. What the triggers send is then decided by the same filter the Netlify
 * function uses.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlParam } from "../../src/server/db/types";
import {
  ContentWebhookBodySchema,
  decideContentWebhook,
  type ContentChangeBatch,
} from "../../src/server/publishing/content-change-filter";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

const HOOK_URL = "https://portfolio.example/.netlify/functions/content-changed";
const SECRET = "webhook-secret-for-tests-0123456789";

const STAND_INS = [
  "create schema net",
  `create table net.sent (
     id bigint generated always as identity primary key,
     url text, body jsonb, headers jsonb, timeout_milliseconds integer)`,
  `create function net.http_post(
     url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
     timeout_milliseconds integer default 5000)
   returns bigint language plpgsql as $$
   declare request_id bigint;
   begin
     if url like '%fail%' then raise exception 'queue is full'; end if;
     insert into net.sent (url, body, headers, timeout_milliseconds) values (url, body, headers, timeout_milliseconds)
     returning id into request_id;
     return request_id;
   end $$`,
  "create schema vault",
  "create table vault.secrets (name text primary key, secret text not null)",
  "create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets",
];

interface Sent extends Row {
  url: string;
  body: ContentChangeBatch;
  headers: Record<string, string>;
}

const unique = () => randomUUID().replaceAll("-", "").slice(0, 10);

describe.each(testBackends())("content-changed webhook triggers on %s", (backend) => {
  let t: TestDatabase;
  let callers: Callers;

  const owner = <T extends Row = Row>(text: string, params: readonly SqlParam[] = []) =>
    t.db.asOwner((sql) => sql.query<T>(text, params));
  const sent = () => owner<Sent>("select url, body, headers from net.sent order by id");
  const clearSent = () => owner("delete from net.sent");

  async function seedProject(published: boolean): Promise<string> {
    const slug = `hooked-${unique()}`;
    await owner(
      `insert into public.projects_dynamic
         (slug, title, category, image, overview, role, challenge, approach, outcome, published)
       values ($1, 'Hooked', 'Robotics', '/images/a.webp', 'An overview long enough.', 'Lead', 'C', 'A', 'O', $2)`,
      [slug, published],
    );
    return slug;
  }

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    callers = await createCallers(t.db);
  });
  afterAll(() => t?.close());

  it("does nothing, and never fails a change, where pg_net and Vault do not exist", async () => {
    const slug = await seedProject(true);
    const [row] = await owner<{ title: string }>(
      "update public.projects_dynamic set title = 'Renamed' where slug = $1 returning title",
      [slug],
    );
    expect(row?.title).toBe("Renamed");
  });

  describe("with pg_net and Vault", () => {
    beforeAll(async () => {
      await t.db.asOwner(async (sql) => {
        for (const statement of STAND_INS) await sql.query(statement);
      });
    });

    it("sends nothing until both secrets are in the Vault", async () => {
      await seedProject(true);
      await owner("insert into vault.secrets (name, secret) values ('content_webhook_url', $1)", [HOOK_URL]);
      await seedProject(true);
      expect(await sent()).toEqual([]);
      await owner("insert into vault.secrets (name, secret) values ('content_webhook_secret', $1)", [SECRET]);
    });

    it("POSTs a change made outside the admin to the function, with the secret header", async () => {
      const slug = await seedProject(false);
      await clearSent();
      await owner("update public.projects_dynamic set published = true where slug = $1", [slug]);
      const [request, ...rest] = await sent();
      expect(rest).toEqual([]);
      expect(request?.url).toBe(HOOK_URL);
      expect(request?.headers).toEqual({ "Content-Type": "application/json", "X-Webhook-Secret": SECRET });
      expect(request?.body).toMatchObject({
        type: "UPDATE",
        table: "projects_dynamic",
        schema: "public",
        truncated: false,
        changes: [{ record: { slug, published: true }, old_record: { slug, published: false } }],
      });
      const decision = decideContentWebhook(ContentWebhookBodySchema.parse(request!.body));
      expect(decision).toEqual({ rebuild: true, reason: `project "${slug}" published (changed outside the admin)` });
    });

    it("sends inserts and deletes with the row on the right side", async () => {
      await clearSent();
      const slug = await seedProject(true);
      await owner("delete from public.projects_dynamic where slug = $1", [slug]);
      const bodies = (await sent()).map((request) => request.body);
      expect(bodies.map((body) => body.type)).toEqual(["INSERT", "DELETE"]);
      expect(bodies[0]?.changes).toEqual([{ record: expect.objectContaining({ slug }), old_record: null }]);
      expect(bodies[1]?.changes).toEqual([{ record: null, old_record: expect.objectContaining({ slug }) }]);
    });

    it("sends one request for a statement that changes many rows, listing at most 20", async () => {
      const category = `Bulk ${unique()}`;
      await owner(
        `insert into public.skills (skill_name, category, display_order)
         select 'Skill ' || n, $1, n from generate_series(1, 25) as n`,
        [category],
      );
      await clearSent();
      await owner("update public.skills set display_order = display_order + 1 where category = $1", [category]);
      const requests = await sent();
      expect(requests).toHaveLength(1);
      expect(requests[0]?.body.changes).toHaveLength(20);
      expect(requests[0]?.body.truncated).toBe(true);
      const pair = requests[0]!.body.changes[0]!;
      expect((pair.record as { display_order: number }).display_order).toBe(
        (pair.old_record as { display_order: number }).display_order + 1,
      );
    });

    it("sends nothing for a statement that changes no row", async () => {
      await clearSent();
      await owner("update public.skills set display_order = 0 where category = 'No such category'");
      expect(await sent()).toEqual([]);
    });

    it("leaves the admin's writes (authenticated) to the admin's own publishing", async () => {
      const slug = await seedProject(true);
      await clearSent();
      await t.db.withClaims(callers.admin, (sql) =>
        sql.query("update public.projects_dynamic set title = 'Edited in the admin' where slug = $1", [slug]),
      );
      const [row] = await owner<{ title: string }>("select title from public.projects_dynamic where slug = $1", [slug]);
      expect(row?.title).toBe("Edited in the admin");
      expect(await sent()).toEqual([]);
    });

    it("sends nothing for visitors' writes: views, downloads and guestbook entries", async () => {
      const slug = await seedProject(true);
      const [post] = await owner<{ id: string }>(
        `insert into public.blog_posts (title, slug, content, published, published_at)
         values ('Gears', $1, '<p>Teeth</p>', true, now()) returning id`,
        [`gears-${unique()}`],
      );
      await clearSent();
      await t.db.asAnon(async (sql) => {
        await sql.query("select private.increment_blog_views($1)", [post!.id]);
        await sql.query("select public.record_project_view($1, null)", [slug]);
        await sql.query(
          "insert into public.guestbook_messages (name, message) values ('Zoë', 'Lovely robots, thank you!')",
        );
      });
      expect(await sent()).toEqual([]);
    });

    it("reports a view count changed in the SQL editor, which the filter then ignores", async () => {
      const [post] = await owner<{ id: string }>(
        `insert into public.blog_posts (title, slug, content, published, published_at)
         values ('Cams', $1, '<p>Lobes</p>', true, now()) returning id`,
        [`cams-${unique()}`],
      );
      await clearSent();
      await owner("update public.blog_posts set views = views + 100 where id = $1", [post!.id]);
      const [request] = await sent();
      expect(decideContentWebhook(ContentWebhookBodySchema.parse(request!.body)).rebuild).toBe(false);
    });

    it("never makes a content change fail when the request cannot be queued", async () => {
      await owner("update vault.secrets set secret = 'https://fail.example/' where name = 'content_webhook_url'");
      try {
        const slug = await seedProject(true);
        const [row] = await owner<{ slug: string }>("select slug from public.projects_dynamic where slug = $1", [slug]);
        expect(row?.slug).toBe(slug);
      } finally {
        await owner("update vault.secrets set secret = $1 where name = 'content_webhook_url'", [HOOK_URL]);
      }
    });
  });
});

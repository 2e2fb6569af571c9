/**
 * The visitor counters under concurrency: each call is its own anonymous transaction, all
 * started at once. An atomic increment gives every caller a distinct new count and loses none;
 * a read-then-write would not. A counter moving is not an edit: updated_at stays put.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlParam } from "../../src/server/db/types";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

const CONCURRENT = 100;
const OLD_TIMESTAMP = "2020-01-01T00:00:00.000Z";

const unique = () => randomUUID().replaceAll("-", "").slice(0, 12);
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe.each(testBackends())("counters on %s", (backend) => {
  let t: TestDatabase;
  let callers: Callers;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    callers = await createCallers(t.db);
  });
  afterAll(() => t?.close());

  function owner<T extends Row = Row>(text: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return t.db.asOwner((sql) => sql.query<T>(text, params));
  }

  /** `CONCURRENT` separate anonymous transactions, all started before any is awaited. */
  function concurrentlyAsAnon<T extends Row>(text: string, params: readonly SqlParam[]): Promise<T[][]> {
    return Promise.all(range(0, CONCURRENT).map(() => t.db.asAnon((sql) => sql.query<T>(text, params))));
  }

  async function seedProject(): Promise<string> {
    const slug = `counted-${unique()}`;
    await owner(
      `insert into public.projects_dynamic
         (slug, title, category, image, overview, role, challenge, approach, outcome, published)
       values ($1, 'A counted project', 'Sensing', '/images/counted.png', 'An overview of the counted project.',
               'Lead', 'Challenge.', 'Approach.', 'Outcome.', true)`,
      [slug],
    );
    return slug;
  }

  async function seedPost(views: number): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.blog_posts (title, slug, content, published, published_at, views, created_at, updated_at)
       values ('A counted post', $1, '<p>Body</p>', true, $2::timestamptz, $3, $2::timestamptz, $2::timestamptz)
       returning id`,
      [`counted-${unique()}`, OLD_TIMESTAMP, views],
    );
    return rows[0]!.id;
  }

  async function seedFile(slug: string, downloads: number): Promise<string> {
    const rows = await owner<{ id: string }>(
      `insert into public.project_files (project_slug, file_name, file_path, file_size, downloads, created_at, updated_at)
       values ($1, 'data.csv', $2, 100, $3, $4::timestamptz, $4::timestamptz) returning id`,
      [slug, `project-files/${slug}/${unique()}.csv`, downloads, OLD_TIMESTAMP],
    );
    return rows[0]!.id;
  }

  it(`${CONCURRENT} simultaneous post views raise the count by exactly ${CONCURRENT}, each view getting its own number`, async () => {
    const start = 17;
    const post = await seedPost(start);
    const results = await concurrentlyAsAnon<{ views: number }>("select private.increment_blog_views($1) as views", [
      post,
    ]);
    const returned = results.map((rows) => rows[0]!.views).sort((a, b) => a - b);
    expect(returned).toEqual(range(start + 1, CONCURRENT));
    expect(await owner("select views from public.blog_posts where id = $1", [post])).toEqual([
      { views: start + CONCURRENT },
    ]);
  });

  it(`${CONCURRENT} simultaneous downloads raise the count by exactly ${CONCURRENT}, each download getting its own number`, async () => {
    const start = 5;
    const file = await seedFile(await seedProject(), start);
    const results = await concurrentlyAsAnon<{ downloads: number }>(
      "select private.increment_file_downloads($1) as downloads",
      [file],
    );
    const returned = results.map((rows) => rows[0]!.downloads).sort((a, b) => a - b);
    expect(returned).toEqual(range(start + 1, CONCURRENT));
    expect(await owner("select downloads from public.project_files where id = $1", [file])).toEqual([
      { downloads: start + CONCURRENT },
    ]);
  });

  it(`${CONCURRENT} simultaneous project views are ${CONCURRENT} rows`, async () => {
    const slug = await seedProject();
    await concurrentlyAsAnon("select public.record_project_view($1, $2)", [slug, "https://example.com/"]);
    expect(
      await owner("select count(*)::integer as views from public.project_views where project_slug = $1", [slug]),
    ).toEqual([{ views: CONCURRENT }]);
    const counts = await t.db.withClaims(callers.admin, (sql) =>
      sql.query("select views from public.project_view_counts() where project_slug = $1", [slug]),
    );
    expect(counts).toEqual([{ views: CONCURRENT }]);
  });

  it("a post view does not change updated_at, while an admin edit does", async () => {
    const post = await seedPost(0);
    await t.db.asAnon((sql) => sql.query("select private.increment_blog_views($1)", [post]));
    expect(await owner("select views, updated_at from public.blog_posts where id = $1", [post])).toEqual([
      { views: 1, updated_at: OLD_TIMESTAMP },
    ]);
    await t.db.withClaims(callers.admin, (sql) =>
      sql.query("update public.blog_posts set title = 'An edited post' where id = $1", [post]),
    );
    const [edited] = await owner<{ views: number; updated_at: string }>(
      "select views, updated_at from public.blog_posts where id = $1",
      [post],
    );
    expect(edited?.views).toBe(1);
    expect(Date.parse(edited!.updated_at)).toBeGreaterThan(Date.parse(OLD_TIMESTAMP));
  });

  it("a download does not change a file's updated_at, while an admin edit does", async () => {
    const file = await seedFile(await seedProject(), 0);
    await t.db.asAnon((sql) => sql.query("select private.increment_file_downloads($1)", [file]));
    expect(await owner("select downloads, updated_at from public.project_files where id = $1", [file])).toEqual([
      { downloads: 1, updated_at: OLD_TIMESTAMP },
    ]);
    await t.db.withClaims(callers.admin, (sql) =>
      sql.query("update public.project_files set description = 'Raw sensor data' where id = $1", [file]),
    );
    const [edited] = await owner<{ updated_at: string }>("select updated_at from public.project_files where id = $1", [
      file,
    ]);
    expect(Date.parse(edited!.updated_at)).toBeGreaterThan(Date.parse(OLD_TIMESTAMP));
  });

  it("preparing a model (its mesh, its poster) does not change its file's updated_at", async () => {
    const file = await seedFile(await seedProject(), 0);
    await t.db.withClaims(callers.admin, (sql) =>
      sql.query(
        "update public.project_files set prepared_path = 'p/1/m.glb', poster_path = 'p/1/m.webp' where id = $1",
        [file],
      ),
    );
    expect(
      await owner("select prepared_path, poster_path, updated_at from public.project_files where id = $1", [file]),
    ).toEqual([{ prepared_path: "p/1/m.glb", poster_path: "p/1/m.webp", updated_at: OLD_TIMESTAMP }]);
  });
});

/**
 * The visitor write guards on every backend (PGlite; PostgreSQL when TEST_DATABASE_URL is set):
 * the endpoints under bursts (100 simultaneous valid contact messages → exactly 100 rows; 100
 * simultaneous post openings → exactly +100), the rate limit holding under a burst from one
 * client, idempotency keys, and who may touch the guards' tables and function.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Row, SqlParam } from "../../src/server/db/types";
import { countPostView } from "../../src/server/visitors/counters";
import { submitContactMessage } from "../../src/server/visitors/messages";
import { takeRateLimit, type RateLimitBucket } from "../../src/server/visitors/rate-limits";
import type { VisitorDeps } from "../../src/server/visitors/visitor-write";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

const CONCURRENT = 100;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

function post(path: string, body: unknown, address: string, headers: Record<string, string> = {}) {
  return {
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
      body: JSON.stringify(body),
    }),
    clientAddress: () => address,
  };
}

describe.each(testBackends())("visitor write guards on %s", (backend) => {
  let t: TestDatabase;
  let callers: Callers;
  let deps: VisitorDeps;

  beforeAll(async () => {
    t = await createTestDatabase(backend);
    callers = await createCallers(t.db);
    deps = { db: t.db, clientHashKey: "k".repeat(64), messagesPerHour: 100_000 };
  });
  afterAll(() => t?.close());

  /** One request's slot, in a transaction of its own as the server takes it. */
  function take(bucket: RateLimitBucket, clientHash: string, requestKey: string): Promise<number> {
    return t.db.asServiceRole((sql) => takeRateLimit(sql, { bucket, clientHash, requestKey }));
  }

  function owner<T extends Row = Row>(text: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return t.db.asOwner((sql) => sql.query<T>(text, params));
  }

  it(`stores exactly ${CONCURRENT} rows for ${CONCURRENT} simultaneous valid contact messages`, async () => {
    const tag = randomUUID().slice(0, 8);
    const responses = await Promise.all(
      range(CONCURRENT).map((i) =>
        submitContactMessage(
          post(
            "/api/contact",
            { name: "Burst Sender", email: `burst-${i}@example.com`, message: `Burst ${tag} message number ${i}` },
            `10.1.${i}.1`,
            { "idempotency-key": randomUUID() },
          ),
          deps,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(range(CONCURRENT).map(() => 201));
    const [{ n }] = (await owner<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where message like $1",
      [`Burst ${tag} %`],
    )) as [{ n: number }];
    expect(n).toBe(CONCURRENT);
  });

  it(`raises a post's views by exactly ${CONCURRENT} for ${CONCURRENT} simultaneous openings`, async () => {
    const slug = `burst-${randomUUID().slice(0, 8)}`;
    await owner(
      `insert into public.blog_posts (title, slug, content, published, published_at, views)
       values ('Burst post', $1, '<p>Body</p>', true, now(), 7)`,
      [slug],
    );
    const responses = await Promise.all(
      range(CONCURRENT).map((i) => countPostView(post(`/api/blog/${slug}/views`, {}, `10.2.${i}.1`), deps, slug)),
    );
    const counts = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { views: number }).views),
    );
    expect(new Set(counts).size).toBe(CONCURRENT);
    expect(Math.max(...counts)).toBe(7 + CONCURRENT);
    const [{ views }] = (await owner<{ views: number }>("select views from public.blog_posts where slug = $1", [
      slug,
    ])) as [{ views: number }];
    expect(views).toBe(7 + CONCURRENT);
  });

  it("lets exactly five of a simultaneous burst from one client through", async () => {
    const client = `burst-client-${randomUUID()}`;
    const waits = await Promise.all(range(30).map(() => take("contact", client, randomUUID())));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0 && wait <= 600)).toHaveLength(25);
  });

  it("gives a simultaneous burst of messages from one client five slots, stores only the valid ones of those", async () => {
    const tag = randomUUID().slice(0, 8);
    const responses = await Promise.all(
      range(20).map((i) =>
        submitContactMessage(
          post(
            "/api/contact",
            // Every third one is refused by the schema, and takes its slot all the same.
            {
              name: "Burst Sender",
              email: "one@example.com",
              message: i % 3 === 0 ? "short" : `Burst ${tag} number ${i}`,
            },
            "10.3.0.1",
            { "idempotency-key": randomUUID() },
          ),
          deps,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    const stored = statuses.filter((status) => status === 201).length;
    // Five slots, taken by valid and refused messages alike; every other one is limited.
    expect(stored + statuses.filter((status) => status === 400).length).toBe(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(stored).toBeGreaterThan(0);
    const [{ n }] = (await owner<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where message like $1",
      [`Burst ${tag} %`],
    )) as [{ n: number }];
    expect(n).toBe(stored);
  });

  it("counts a request key once per window, and each client apart", async () => {
    const [a, b] = [`turn-a-${randomUUID()}`, `turn-b-${randomUUID()}`];
    await take("contact", a, "counted-before");
    // Client a: one slot used before, then seven new requests, one of them sent twice, and the
    // key counted before; client b: two requests. A limit of five per window.
    const requests = [
      [a, "k1"],
      [b, "k1"],
      [a, "k2"],
      [a, "counted-before"],
      [a, "k2"],
      [a, "k3"],
      [a, "k4"],
      [a, "k5"],
      [b, "k2"],
      [a, "k6"],
    ] as const;
    const waits: number[] = [];
    for (const [client, key] of requests) waits.push(await take("contact", client, key));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]); // k2's copy passes like k2, the old key passes again
    expect(waits[5]).toBe(0); // a's fourth slot
    expect(waits[6]).toBe(0); // a's fifth and last slot
    expect(waits[7]).toBeGreaterThan(0); // a's window is full
    expect(waits[7]).toBeLessThanOrEqual(600);
    expect(waits[8]).toBe(0); // b is counted apart
    expect(waits[9]).toBeGreaterThan(0);
    const [{ n }] = (await owner<{ n: number }>(
      "select count(*)::int as n from private.rate_limit_hits where client_hash = $1",
      [a],
    )) as [{ n: number }];
    expect(n).toBe(5);
  });

  it("frees a slot once the oldest hit leaves the window", async () => {
    const client = `window-client-${randomUUID()}`;
    for (let i = 0; i < 5; i++) expect(await take("guestbook", client, randomUUID())).toBe(0);
    expect(await take("guestbook", client, randomUUID())).toBeGreaterThan(0);
    await owner(
      `update private.rate_limit_hits set hit_at = now() - interval '11 minutes'
       where client_hash = $1 and hit_at = (select min(hit_at) from private.rate_limit_hits where client_hash = $1)`,
      [client],
    );
    expect(await take("guestbook", client, randomUUID())).toBe(0);
  });

  it("treats a request key as new once its first use has left the window", async () => {
    const client = `stale-key-client-${randomUUID()}`;
    expect(await take("guestbook", client, "old-key")).toBe(0);
    await owner("update private.rate_limit_hits set hit_at = now() - interval '11 minutes' where client_hash = $1", [
      client,
    ]);
    for (let i = 0; i < 5; i++) expect(await take("guestbook", client, randomUUID())).toBe(0);
    // The window is full again, and the old key no longer passes as counted.
    expect(await take("guestbook", client, "old-key")).toBeGreaterThan(0);
    const fresh = randomUUID();
    await owner("update private.rate_limit_hits set hit_at = now() - interval '11 minutes' where client_hash = $1", [
      client,
    ]);
    expect(await take("guestbook", client, "old-key")).toBe(0);
    expect(await take("guestbook", client, fresh)).toBe(0);
  });

  it("refuses nonsense limits", async () => {
    await expect(
      t.db.asServiceRole((sql) =>
        sql.query("select private.take_rate_limit('contact', $1, 'k', 0, 600)", ["c".repeat(20)]),
      ),
    ).rejects.toMatchObject({ code: "22023" });
  });

  it("keeps the guards away from visitors and signed-in users", async () => {
    for (const claims of [callers.anon, callers.user, callers.admin]) {
      await expect(
        t.db.withClaims(claims, (sql) => sql.query("select count(*) from private.rate_limit_hits")),
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        t.db.withClaims(claims, (sql) =>
          sql.query("select private.take_rate_limit('contact', $1, 'k', 5, 600)", ["c".repeat(20)]),
        ),
      ).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("lets visitors write an idempotency key but never read one back", async () => {
    const key = randomUUID();
    await t.db.asAnon((sql) =>
      sql.query(
        `insert into public.guestbook_messages (name, email, message, idempotency_key)
         values ('Key Writer', null, 'A message with a key attached.', $1) on conflict do nothing`,
        [key],
      ),
    );
    await owner(
      "update public.guestbook_messages set status = 'approved', approved_at = now() where idempotency_key = $1",
      [key],
    );
    await expect(
      t.db.asAnon((sql) => sql.query("select idempotency_key from public.guestbook_messages")),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(
      t.db.asAnon((sql) => sql.query("select idempotency_key from public.contact_messages")),
    ).rejects.toMatchObject({ code: "42501" });
    const visible = await t.db.asAnon((sql) =>
      sql.query<{ name: string }>("select name from public.guestbook_messages where name = 'Key Writer'"),
    );
    expect(visible).toEqual([{ name: "Key Writer" }]);
  });

  it("stores a key's message once, even from two visitors' transactions at the same time", async () => {
    const key = randomUUID();
    const insert = () =>
      t.db.asAnon((sql) =>
        sql.query(
          `insert into public.contact_messages (name, email, message, idempotency_key)
           values ('Same Key', 'same@example.com', 'Stored once, whatever happens.', $1) on conflict do nothing`,
          [key],
        ),
      );
    await Promise.all([insert(), insert(), insert()]);
    const [{ n }] = (await owner<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where idempotency_key = $1",
      [key],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });
});

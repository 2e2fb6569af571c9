/**
 * The notification outbox (migrations 20261127000100, 20261129000400) on every backend (PGlite;
 * PostgreSQL when TEST_DATABASE_URL is set): a visitor's message and its outbox row commit or roll
 * back together, exactly one row per stored message; an application link's first open queues
 * exactly one row, in its own transaction, even when opens race; one weekly summary per week
 * whoever adds it; nobody but the server reaches the outbox; and claims never hand one row to two
 * runs.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actAs, SERVICE_CLAIMS } from "../../src/server/db/database";
import { isPostgresError, SqlState } from "../../src/server/db/errors";
import type { Row, SqlParam } from "../../src/server/db/types";
import {
  claimApplicationOpens,
  claimContacts,
  claimWeeklySummaries,
  recordAttempt,
  type Claim,
} from "../../src/server/notifications/outbox";
import { enqueueWeeklySummary } from "../../src/server/notifications/weekly-summary";
import { insertVisitorMessage } from "../../src/server/repositories/visitor-messages";
import { createCallers, createTestDatabase, testBackends, type Callers, type TestDatabase } from "../support/database";

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
/** Claims with no burst rule in the way (the claim tests below are about leases, not bursts). */
const NO_BURST = { alone: 1000, windowSeconds: 900 };

async function expectRefused(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, "expected the database to refuse").not.toBeNull();
  expect(isPostgresError(error) ? error.code : error).toBe(SqlState.insufficientPrivilege);
}

describe.each(testBackends())("notification outbox on %s", (backend) => {
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

  /** Outbox rows of the contact messages whose text contains `tag`. */
  async function contactOutboxRows(tag: string) {
    return owner<{ id: number; kind: string; status: string; attempts: number }>(
      `select o.id, o.kind, o.status, o.attempts from private.notification_outbox o
       join public.contact_messages m on m.id = o.contact_message_id
       where m.message like '%' || $1 || '%' order by o.id`,
      [tag],
    );
  }

  const contact = (tag: string, key: string | null = null) => ({
    name: "Jordan Lee",
    email: "jordan@example.com",
    message: `Hello from the outbox test ${tag}`,
    idempotencyKey: key,
  });

  it("writes exactly one pending outbox row for a contact message a visitor stores", async () => {
    const tag = randomUUID();
    await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(tag)));
    const rows = await contactOutboxRows(tag);
    expect(rows).toEqual([{ id: expect.any(Number), kind: "contact", status: "pending", attempts: 0 }]);
  });

  it("writes it in the message's own transaction: visible there, gone with a rollback", async () => {
    const tag = randomUUID();
    const seenInside = await t.db
      .asAnon(async (sql) => {
        await insertVisitorMessage(sql, "contact_messages", contact(tag));
        // The same transaction, switched to the server's role to look.
        await actAs(sql, SERVICE_CLAIMS);
        const [row] = await sql.query<{ n: number }>(
          `select count(*)::int as n from private.notification_outbox o
           join public.contact_messages m on m.id = o.contact_message_id where m.message like '%' || $1 || '%'`,
          [tag],
        );
        throw Object.assign(new Error("roll back"), { seen: row!.n });
      })
      .catch((error: { seen?: number }) => error.seen);
    expect(seenInside).toBe(1);
    expect(await contactOutboxRows(tag)).toEqual([]);
    const [{ n }] = (await owner<{ n: number }>(
      "select count(*)::int as n from public.contact_messages where message like '%' || $1 || '%'",
      [tag],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it("adds nothing for a retried submission that stores nothing (same Idempotency-Key)", async () => {
    const tag = randomUUID();
    const key = randomUUID();
    await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(tag, key)));
    await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(tag, key)));
    expect(await contactOutboxRows(tag)).toHaveLength(1);
  });

  it("writes one row per guestbook signature, and none for rows the server or owner write", async () => {
    const tag = randomUUID();
    await t.db.asAnon((sql) =>
      insertVisitorMessage(sql, "guestbook_messages", {
        name: "Sam Park",
        email: null,
        message: `Guestbook line ${tag}`,
      }),
    );
    await owner("insert into public.guestbook_messages (name, message) values ('Seeded', 'Seeded line ' || $1)", [tag]);
    await t.db.asServiceRole((sql) =>
      sql.query(
        "insert into public.contact_messages (name, email, message) values ('Seeded', 'seed@example.com', 'Seeded message ' || $1)",
        [tag],
      ),
    );
    const rows = await owner<{ kind: string; name: string }>(
      `select o.kind, coalesce(g.name, c.name) as name from private.notification_outbox o
       left join public.guestbook_messages g on g.id = o.guestbook_message_id
       left join public.contact_messages c on c.id = o.contact_message_id
       where coalesce(g.message, c.message) like '%' || $1`,
      [tag],
    );
    expect(rows).toEqual([{ kind: "guestbook", name: "Sam Park" }]);
  });

  it("deletes a message's notification with the message", async () => {
    const tag = randomUUID();
    await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(tag)));
    expect(await contactOutboxRows(tag)).toHaveLength(1);
    await t.db.withClaims(callers.admin, (sql) =>
      sql.query("delete from public.contact_messages where message like '%' || $1 || '%'", [tag]),
    );
    expect(await contactOutboxRows(tag)).toEqual([]);
  });

  for (const who of ["anon", "user", "admin"] as const) {
    it(`refuses ${who} any access to the outbox`, async () => {
      const tag = randomUUID();
      await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(tag)));
      const [row] = await contactOutboxRows(tag);
      const claims = callers[who];
      const as = (text: string, params: readonly SqlParam[] = []) =>
        t.db.withClaims(claims, (sql) => sql.query(text, params));
      await expectRefused(as("select * from private.notification_outbox"));
      await expectRefused(as("select count(*) from private.notification_outbox"));
      await expectRefused(as("insert into private.notification_outbox (kind) values ('contact')"));
      await expectRefused(as("update private.notification_outbox set status = 'sent' where id = $1", [row!.id]));
      await expectRefused(as("delete from private.notification_outbox where id = $1", [row!.id]));
      expect(await contactOutboxRows(tag)).toEqual([row]);
    });
  }

  it("never hands one row to two runs claiming at the same time, and frees a claim whose lease ran out", async () => {
    // Only this test's rows are due: earlier ones are pushed into the future.
    await owner("update private.notification_outbox set next_attempt_at = now() + interval '1 day'");
    const tag = randomUUID();
    await Promise.all(
      range(12).map((i) =>
        t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(`${tag} #${i}`))),
      ),
    );
    const runs = range(4).map(() => ({ claimId: randomUUID(), leaseSeconds: 300 }));
    const claimed = await Promise.all(runs.map(async (claim) => (await claimContacts(t.db, claim, 5, NO_BURST)).alone));
    const ids = claimed.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const byId = (a: number, b: number) => a - b;
    expect(ids.toSorted(byId)).toEqual((await contactOutboxRows(tag)).map((row) => row.id).toSorted(byId));
    expect(claimed.flat().every((row) => row.notice.message.includes(tag))).toBe(true);

    // Claimed rows are nobody else's while the lease holds…
    expect(await claimContacts(t.db, { claimId: randomUUID(), leaseSeconds: 300 }, 50, NO_BURST)).toEqual({
      alone: [],
      summary: [],
    });
    // …and free again once it ran out (a run that stopped half way).
    await owner("update private.notification_outbox set claimed_until = now() - interval '1 second' where id = $1", [
      ids[0]!,
    ]);
    const again = await claimContacts(t.db, { claimId: randomUUID(), leaseSeconds: 300 }, 50, NO_BURST);
    expect(again.alone.map((row) => row.id)).toEqual([ids[0]]);
  });

  it("announces a burst's first messages one by one and the rest in one summary once the oldest has waited", async () => {
    // Only this test's rows count: earlier ones are pushed out of the window and into the future.
    await owner(
      "update private.notification_outbox set next_attempt_at = now() + interval '1 day', claimed_until = null, claim_id = null",
    );
    await owner(
      "update private.notification_outbox set finished_at = now() - interval '1 day' where status <> 'pending'",
    );
    const burst = { alone: 3, windowSeconds: 900 };
    const tag = randomUUID();
    for (const i of range(7))
      await t.db.asAnon((sql) => insertVisitorMessage(sql, "contact_messages", contact(`${tag} #${i}`)));
    const run = (): Claim => ({ claimId: randomUUID(), leaseSeconds: 300 });
    const sent = async (claim: Claim, ids: number[]) =>
      recordAttempt(t.db, claim.claimId, ids, { emailed: ids, posted: [], error: null });

    // Three go out alone, in the order they came, even when two runs claim at once.
    const [first, second] = [run(), run()];
    const claims = await Promise.all([claimContacts(t.db, first, 10, burst), claimContacts(t.db, second, 10, burst)]);
    const alone = claims.flatMap((claimed) => claimed.alone);
    expect(claims.flatMap((claimed) => claimed.summary)).toEqual([]);
    expect(alone.map((row) => row.notice.message).toSorted()).toEqual(
      [0, 1, 2].map((i) => `Hello from the outbox test ${tag} #${i}`),
    );
    await sent(
      first,
      claims[0].alone.map((row) => row.id),
    );
    await sent(
      second,
      claims[1].alone.map((row) => row.id),
    );

    // The other four wait: a burst is under way and the oldest of them has not waited 15 minutes.
    expect(await claimContacts(t.db, run(), 10, burst)).toEqual({ alone: [], summary: [] });
    await owner(
      `update private.notification_outbox set created_at = created_at - interval '16 minutes'
        where status = 'pending' and contact_message_id in (select id from public.contact_messages where message like $1)`,
      [`%${tag}%`],
    );
    const summary = await claimContacts(t.db, run(), 10, burst);
    expect(summary.alone).toEqual([]);
    expect(summary.summary.map((row) => row.notice.message)).toEqual(
      [3, 4, 5, 6].map((i) => `Hello from the outbox test ${tag} #${i}`),
    );
  });

  /* Applications' first opens ------------------------------------------------------------------ */

  async function newApplication(company = `Acme Robotics ${randomUUID().slice(0, 8)}`) {
    const [row] = await t.db.withClaims(callers.admin, (sql) =>
      sql.query<{ id: string; token: string }>(
        "insert into public.applications (company, role) values ($1, 'Robotics Engineer') returning id, token",
        [company],
      ),
    );
    return row!;
  }

  /** An event as the link's endpoint records it: as a visitor, through the one function. */
  const linkEvent = (token: string, kind: string, target: string | null = null, visit: string | null = randomUUID()) =>
    t.db.asAnon(async (sql) => {
      const [row] = await sql.query<{ first: boolean | null }>(
        "select private.record_application_event($1, $2, $3, $4, null, $5) as first",
        [token, kind === "link_check" ? null : visit, kind, target, kind === "link_check" ? "Slack" : null],
      );
      return row!.first;
    });

  const applicationOutbox = (applicationId: string) =>
    owner<{ kind: string; status: string; attempts: number }>(
      "select kind, status, attempts from private.notification_outbox where application_id = $1 order by id",
      [applicationId],
    );

  it("queues exactly one row with a link's first open; later opens, other events and link checks queue none", async () => {
    const { id, token } = await newApplication();
    // Before any open: a page (a visit whose open was not recorded) and a link check.
    expect(await linkEvent(token, "link_check")).toBe(false);
    expect(await linkEvent(token, "page", "/projects")).toBe(false);
    expect(await applicationOutbox(id)).toEqual([]);

    expect(await linkEvent(token, "open")).toBe(true);
    expect(await applicationOutbox(id)).toEqual([{ kind: "application", status: "pending", attempts: 0 }]);

    for (const [kind, target] of [
      ["open", null],
      ["project", "soft-gripper"],
      ["model", "gripper.glb"],
      ["file", "report.pdf"],
      ["resume", null],
      ["link_check", null],
      ["open", null],
    ] as const) {
      expect(await linkEvent(token, kind, target)).toBe(false);
    }
    expect(await applicationOutbox(id)).toHaveLength(1);
    // An unknown token stores and queues nothing.
    expect(await linkEvent("0".repeat(32), "open")).toBeNull();
  });

  it("queues it in the open's own transaction: gone with a rollback, and the next open is the first", async () => {
    const { id, token } = await newApplication();
    const seenInside = await t.db
      .asAnon(async (sql) => {
        await sql.query("select private.record_application_event($1, $2, 'open')", [token, randomUUID()]);
        await actAs(sql, SERVICE_CLAIMS);
        const [row] = await sql.query<{ n: number }>(
          "select count(*)::int as n from private.notification_outbox where application_id = $1",
          [id],
        );
        throw Object.assign(new Error("roll back"), { seen: row!.n });
      })
      .catch((error: { seen?: number }) => error.seen);
    expect(seenInside).toBe(1);
    expect(await applicationOutbox(id)).toEqual([]);
    expect(await linkEvent(token, "open")).toBe(true);
    expect(await applicationOutbox(id)).toHaveLength(1);
  });

  it("queues one row when many first opens of one link race, and deletes it with the application", async () => {
    const { id, token } = await newApplication();
    const answers = await Promise.all(range(8).map(() => linkEvent(token, "open")));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await applicationOutbox(id)).toHaveLength(1);
    const [{ opens }] = (await owner<{ opens: number }>(
      "select count(*)::int as opens from public.application_events where application_id = $1 and kind = 'open'",
      [id],
    )) as [{ opens: number }];
    expect(opens).toBe(8);

    await t.db.withClaims(callers.admin, (sql) => sql.query("delete from public.applications where id = $1", [id]));
    expect(await applicationOutbox(id)).toEqual([]);
  });

  it("refuses an application row without its application, and a summary without its week", async () => {
    const refusedWith = async (text: string) => {
      const error = await owner(text).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(isPostgresError(error) ? error.code : error).toBe(SqlState.checkViolation);
    };
    await refusedWith("insert into private.notification_outbox (kind) values ('application')");
    await refusedWith(
      "insert into private.notification_outbox (kind, summary_week) values ('weekly_summary', '2026-11-23')",
    );
    await refusedWith(
      "insert into private.notification_outbox (kind, contact_message_id, summary_week, summary_time_zone) values ('contact', gen_random_uuid(), '2026-11-23', 'UTC')",
    );
  });

  it("hands each first open to one run, with its application and what was viewed so far", async () => {
    await owner(
      "update private.notification_outbox set next_attempt_at = now() + interval '1 day', claimed_until = null, claim_id = null",
    );
    const apps = await Promise.all(range(5).map(() => newApplication()));
    for (const app of apps) await linkEvent(app.token, "open");
    await linkEvent(apps[0]!.token, "project", "soft-gripper");
    await linkEvent(apps[0]!.token, "project", "soft-gripper");
    await linkEvent(apps[0]!.token, "model", "gripper.glb");
    const run = (): Claim => ({ claimId: randomUUID(), leaseSeconds: 300 });
    const claimed = await Promise.all(range(3).map(() => claimApplicationOpens(t.db, run(), 2)));
    const ids = claimed.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(5);
    const first = claimed.flat().find((row) => row.notice.id === apps[0]!.id)!;
    expect(first.notice).toMatchObject({
      company: expect.stringMatching(/^Acme Robotics /),
      role: "Robotics Engineer",
      viewed: [
        { kind: "project", target: "soft-gripper", times: 2 },
        { kind: "model", target: "gripper.glb", times: 1 },
      ],
    });
    expect(Date.parse(first.notice.opened_at)).not.toBeNaN();
    expect(await claimApplicationOpens(t.db, run(), 10)).toEqual([]);
  });

  /* The weekly summary ---------------------------------------------------------------------------- */

  it("adds one summary per week, however many runs add it at once, and none before Monday 08:00", async () => {
    // Monday 30 Nov 2026, 07:59 then 08:00 UTC (the shipped time zone).
    expect(await enqueueWeeklySummary(t.db, new Date("2026-11-30T07:59:00Z"))).toBeNull();
    const rows = () =>
      owner<{ week: string; time_zone: string }>(
        `select to_char(summary_week, 'YYYY-MM-DD') as week, summary_time_zone as time_zone
         from private.notification_outbox where kind = 'weekly_summary' order by summary_week`,
      );
    const before = await rows();
    expect(before.find((row) => row.week === "2026-11-23")).toBeUndefined();
    const added = await Promise.all(range(6).map(() => enqueueWeeklySummary(t.db, new Date("2026-11-30T08:00:00Z"))));
    expect(added.filter(Boolean).map((week) => week!.week)).toEqual(["2026-11-23"]);
    // Later the same week: the same week is due, and is there already.
    expect(await enqueueWeeklySummary(t.db, new Date("2026-12-06T23:59:00Z"))).toBeNull();
    expect((await rows()).filter((row) => row.week === "2026-11-23")).toEqual([
      { week: "2026-11-23", time_zone: "UTC" },
    ]);

    const run = (): Claim => ({ claimId: randomUUID(), leaseSeconds: 300 });
    const claims = await Promise.all([claimWeeklySummaries(t.db, run()), claimWeeklySummaries(t.db, run())]);
    expect(claims.flat().map((row) => row.notice)).toEqual([{ week: "2026-11-23", timeZone: "UTC" }]);
  });
});

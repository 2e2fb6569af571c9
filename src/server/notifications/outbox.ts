/**
 * The notification outbox (`private.notification_outbox`, migrations 20261127000100 and
 * 20261129000400): its rows are written by a trigger in each visitor message's own transaction, by
 * `private.record_application_event` with a link's first open, and by the schedule for each week's
 * summary (weekly-summary.ts); everything here is the server's, as service_role. A row is claimed
 * before it is sent (a lease: `claimed_until` and the run's `claim_id`), so two workers never send
 * it twice; only the run that claimed it may mark it.
 */
import type { NotificationKind, UndeliveredNotification } from "../../lib/notifications";
import type { Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import type { ApplicationOpenNotice, ContactNotice, GuestbookNotice, ViewedItem } from "./compose";

/** A claimed row, with its message and what was already delivered for it. */
export interface ClaimedRow<T> {
  id: number;
  attempts: number;
  email_sent_at: string | null;
  webhook_sent_at: string | null;
  notice: T;
}

interface ClaimedColumns {
  id: number;
  attempts: number;
  email_sent_at: string | null;
  webhook_sent_at: string | null;
  message_id: string;
  name: string;
  email: string | null;
  message: string;
  message_created_at: string;
  message_status: string;
  [key: string]: unknown;
}

function claimed<T>(row: ClaimedColumns, notice: T): ClaimedRow<T> {
  return {
    id: Number(row.id),
    attempts: row.attempts,
    email_sent_at: row.email_sent_at,
    webhook_sent_at: row.webhook_sent_at,
    notice,
  };
}

export interface Claim {
  /** The run's id: its marks only touch rows it claimed. */
  claimId: string;
  /** How long a claimed row stays this run's: far longer than one attempt can take. */
  leaseSeconds: number;
}

/**
 * Work done in a claim's transaction once it claimed rows: a read the sending needs, as current as
 * the claim, without a transaction of its own.
 */
export type WithClaimed = (sql: SqlExecutor) => Promise<void>;

/** How many contact notifications go out one by one before a burst's are announced together. */
export interface ContactBurst {
  /** Notifications sent alone within `windowSeconds`, at most. */
  alone: number;
  windowSeconds: number;
}

/** The contact notifications a run claims: some to send one by one, or a burst's to send as one summary. */
export interface ClaimedContacts {
  alone: ClaimedRow<ContactNotice>[];
  summary: ClaimedRow<ContactNotice>[];
}

/**
 * The contact notifications that are due and not claimed by another run (a lease that ran out, from
 * a run that stopped, counts as free), oldest first. While fewer than `burst.alone` were sent (or
 * are being sent) in the last `burst.windowSeconds`, up to that many are claimed to go out one by
 * one (at most `limit`). Past that, a burst is under way: the waiting ones go out together, as one
 * summary, once the oldest of them has waited the window, so a wave of messages gives the owner one
 * email per window instead of one per message. Claims are taken one run at a time (a
 * transaction-level advisory lock), so two runs never both decide there is room.
 */
export async function claimContacts(
  db: Database,
  claim: Claim,
  limit: number,
  burst: ContactBurst,
  withClaimed?: WithClaimed,
): Promise<ClaimedContacts> {
  const { rows, summary } = await db.asServiceRole(async (sql) => {
    await sql.query("select pg_advisory_xact_lock(hashtextextended('notification-outbox:contact', 0))");
    const [state] = await sql.query<{ recent: number; ready: boolean }>(
      `select
         (select count(*)::int from private.notification_outbox
           where kind = 'contact' and ((status = 'sent' and finished_at > now() - make_interval(secs => $1))
                                       or (status = 'pending' and claimed_until >= now()))) as recent,
         coalesce((select min(created_at) <= now() - make_interval(secs => $1) from private.notification_outbox
           where kind = 'contact' and status = 'pending' and next_attempt_at <= now()
             and (claimed_until is null or claimed_until < now())), false) as ready`,
      [burst.windowSeconds],
    );
    const room = Math.min(limit, burst.alone - (state?.recent ?? 0));
    const take = room > 0 ? room : state?.ready ? 1000 : 0;
    if (take === 0) return { rows: [], summary: false };
    const due = await claimDue(sql, "contact", claim, take);
    const messages = await sql.query<ContactNotice & Record<string, unknown>>(
      "select id, name, email, message, created_at from public.contact_messages where id = any($1::uuid[])",
      [due.map((row) => row.contact_message_id)],
    );
    const claimed = due.flatMap((row) => {
      const message = messages.find((entry) => entry.id === row.contact_message_id);
      return message ? [{ ...base(row), notice: message }] : [];
    });
    if (claimed.length > 0) await withClaimed?.(sql);
    return { rows: claimed, summary: room <= 0 };
  });
  return summary ? { alone: [], summary: rows } : { alone: rows, summary: [] };
}

/**
 * The guestbook's batch: every waiting guestbook notification at once, when the oldest has waited
 * `windowSeconds` and none is held back by a retry's backoff or claimed by another run; else
 * nothing. Claims are taken one run at a time (a transaction-level advisory lock), so one batch
 * is in flight at most. The rows come with their message's current status: a message moderated
 * meanwhile needs no announcement.
 */
export async function claimGuestbookBatch(
  db: Database,
  claim: Claim,
  windowSeconds: number,
  withClaimed?: WithClaimed,
): Promise<ClaimedRow<GuestbookNotice & { status: string }>[]> {
  const rows = await db.asServiceRole(async (sql) => {
    await sql.query("select pg_advisory_xact_lock(hashtextextended('notification-outbox:guestbook', 0))");
    const [state] = await sql.query<{ ready: boolean }>(
      `select coalesce(
                bool_and(claimed_until is null or claimed_until < now())
                and min(created_at) <= now() - make_interval(secs => $1)
                and max(next_attempt_at) <= now(),
                false) as ready
       from private.notification_outbox
       where kind = 'guestbook' and status = 'pending'`,
      [windowSeconds],
    );
    if (!state?.ready) return [];
    const claimed = await sql.query<ClaimedColumns>(
      `update private.notification_outbox o
       set claimed_until = now() + make_interval(secs => $1), claim_id = $2
       from public.guestbook_messages g
       where o.kind = 'guestbook' and o.status = 'pending' and g.id = o.guestbook_message_id
       returning o.id, o.attempts, o.email_sent_at, o.webhook_sent_at, g.id as message_id, g.name, g.email,
                 g.message, g.created_at as message_created_at, g.status::text as message_status`,
      [claim.leaseSeconds, claim.claimId],
    );
    if (claimed.length > 0) await withClaimed?.(sql);
    return claimed;
  });
  return rows
    .map((row) =>
      claimed(row, {
        id: row.message_id,
        name: row.name,
        email: row.email,
        message: row.message,
        created_at: row.message_created_at,
        status: row.message_status,
      }),
    )
    .sort((a, b) => a.id - b.id);
}

/** The columns every claimed row has, and what names its subject in the kinds claimed one by one. */
interface DueRow {
  id: number;
  attempts: number;
  email_sent_at: string | null;
  webhook_sent_at: string | null;
  application_id: string | null;
  contact_message_id: string | null;
  summary_week: string | null;
  summary_time_zone: string | null;
  [key: string]: unknown;
}

/**
 * Claims up to `limit` due rows of a kind, oldest first, skipping rows another run holds (`for update skip locked`; a lease that
 * ran out counts as free).
 */
async function claimDue(
  sql: SqlExecutor,
  kind: "contact" | "application" | "weekly_summary",
  claim: Claim,
  limit: number,
): Promise<DueRow[]> {
  const rows = await sql.query<DueRow>(
    `with due as (
       select id from private.notification_outbox
       where kind = $1 and status = 'pending' and next_attempt_at <= now()
         and (claimed_until is null or claimed_until < now())
       order by next_attempt_at, id
       limit $2
       for update skip locked
     )
     update private.notification_outbox o
     set claimed_until = now() + make_interval(secs => $3), claim_id = $4
     from due
     where o.id = due.id
     returning o.id, o.attempts, o.email_sent_at, o.webhook_sent_at, o.application_id, o.contact_message_id,
               to_char(o.summary_week, 'YYYY-MM-DD') as summary_week, o.summary_time_zone`,
    [kind, limit, claim.leaseSeconds, claim.claimId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
}

const base = (row: DueRow) => ({
  id: row.id,
  attempts: row.attempts,
  email_sent_at: row.email_sent_at,
  webhook_sent_at: row.webhook_sent_at,
});

/** An application's first open as claimed: the owner's time zone is the run's to add. */
export type ClaimedApplicationOpen = Omit<ApplicationOpenNotice, "time_zone">;

/**
 * The due first-open notifications (at most `limit`), each with its application and what the link's
 * visitors have viewed so far, read in the claim's transaction: as current as the claim. What was
 * viewed is listed in the order first viewed, by the events' ids: two events can share a clock reading.
 */
export async function claimApplicationOpens(
  db: Database,
  claim: Claim,
  limit: number,
  withClaimed?: WithClaimed,
): Promise<ClaimedRow<ClaimedApplicationOpen>[]> {
  return db.asServiceRole(async (sql) => {
    const rows = await claimDue(sql, "application", claim, limit);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.application_id!);
    const applications = await sql.query<{ id: string; company: string; role: string; opened_at: string | Date }>(
      `select a.id, a.company, a.role,
              coalesce((select min(e.created_at) from public.application_events e
                         where e.application_id = a.id and e.kind = 'open'), a.created_at) as opened_at
       from public.applications a where a.id = any($1::uuid[])`,
      [ids],
    );
    const viewed = await sql.query<ViewedItem & { application_id: string } & Record<string, unknown>>(
      `select e.application_id, e.kind, e.target, count(*)::int as times
       from public.application_events e
       where e.application_id = any($1::uuid[]) and e.kind in ('page', 'project', 'model', 'file', 'resume')
       group by e.application_id, e.kind, e.target
       order by min(e.id)`,
      [ids],
    );
    await withClaimed?.(sql);
    // An application deleted meanwhile takes its row with it (on delete cascade): nothing to send.
    return rows.flatMap((row) => {
      const application = applications.find((entry) => entry.id === row.application_id);
      if (!application) return [];
      const notice: ClaimedApplicationOpen = {
        id: application.id,
        company: application.company,
        role: application.role,
        opened_at: new Date(application.opened_at).toISOString(),
        viewed: viewed
          .filter((item) => item.application_id === application.id)
          .map(({ kind, target, times }) => ({ kind, target, times })),
      };
      return [{ ...base(row), notice }];
    });
  });
}

/** A week whose summary is claimed: its Monday ("YYYY-MM-DD") and the time zone it is counted in. */
export interface ClaimedWeek {
  week: string;
  timeZone: string;
}

/** The due weekly summaries (normally one; a retry's backoff can leave an older one due with it). */
export async function claimWeeklySummaries(
  db: Database,
  claim: Claim,
  withClaimed?: WithClaimed,
): Promise<ClaimedRow<ClaimedWeek>[]> {
  return db.asServiceRole(async (sql) => {
    const rows = await claimDue(sql, "weekly_summary", claim, 4);
    if (rows.length > 0) await withClaimed?.(sql);
    return rows.map((row) => ({
      ...base(row),
      notice: { week: row.summary_week!, timeZone: row.summary_time_zone! },
    }));
  });
}

/** How an attempt at some claimed rows went, channel by channel. */
export interface AttemptOutcome {
  /** Rows whose email / webhook went out in this attempt. */
  emailed: number[];
  posted: number[];
  /** null: every channel the rows need is done; else what failed (the rows are retried). */
  error: string | null;
}

/**
 * Records an attempt: each channel that went out is stamped; with no error the rows are sent,
 * else they wait 1, 2, 4 … minutes (at most an hour) after this attempt for the next one. The
 * claim is released either way.
 */
export async function recordAttempt(
  db: Database,
  claimId: string,
  ids: number[],
  outcome: AttemptOutcome,
): Promise<void> {
  await db.asServiceRole((sql) =>
    sql.query(
      `update private.notification_outbox set
         email_sent_at = case when id = any($3::bigint[]) then coalesce(email_sent_at, now()) else email_sent_at end,
         webhook_sent_at = case when id = any($4::bigint[]) then coalesce(webhook_sent_at, now()) else webhook_sent_at end,
         attempts = attempts + 1,
         last_attempt_at = now(),
         last_error = $5::text,
         status = case when $5::text is null then 'sent' else 'pending' end,
         finished_at = case when $5::text is null then now() end,
         next_attempt_at = case when $5::text is null then next_attempt_at
                                else now() + interval '1 minute' * power(2, least(attempts, 6)) end,
         claimed_until = null,
         claim_id = null
       where id = any($1::bigint[]) and claim_id = $2`,
      [ids, claimId, outcome.emailed, outcome.posted, outcome.error],
    ),
  );
}

/** Claimed rows that need no delivery (a guestbook message moderated before its batch went out). */
export async function skipClaimed(db: Database, claimId: string, ids: number[], note: string): Promise<void> {
  if (ids.length === 0) return;
  await db.asServiceRole((sql) =>
    sql.query(
      `update private.notification_outbox
       set status = 'skipped', finished_at = now(), note = $3, claimed_until = null, claim_id = null
       where id = any($1::bigint[]) and claim_id = $2`,
      [ids, claimId, note],
    ),
  );
}

/** Gives claimed rows back untried (a run out of time): the next run takes them at once. */
export async function releaseClaimed(db: Database, claimId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.asServiceRole((sql) =>
    sql.query(
      "update private.notification_outbox set claimed_until = null, claim_id = null where id = any($1::bigint[]) and claim_id = $2",
      [ids, claimId],
    ),
  );
}

/** With notifications off, waiting rows are closed as skipped: nothing is queued for ever. */
export async function skipUnclaimed(db: Database, note: string): Promise<number> {
  const rows = await db.asServiceRole((sql) =>
    sql.query(
      `update private.notification_outbox set status = 'skipped', finished_at = now(), note = $1
       where status = 'pending' and (claimed_until is null or claimed_until < now())
       returning id`,
      [note],
    ),
  );
  return rows.length;
}

/** Delivered and skipped rows are kept this long (the history of what was sent), then deleted. */
export async function purgeFinished(db: Database, keepDays: number): Promise<void> {
  await db.asServiceRole((sql) =>
    sql.query(
      "delete from private.notification_outbox where status <> 'pending' and finished_at < now() - make_interval(days => $1)",
      [keepDays],
    ),
  );
}

/**
 * Undelivered notifications, oldest first (at most `limit`), with the totals. Each says when it is
 * sent: a guestbook message with its batch, a contact message during a burst with its summary. The
 * sender is the visitor's name, the application's company, or the week a summary sums up.
 */
export async function listUndelivered(
  db: Database,
  guestbookWindowSeconds: number,
  burst: ContactBurst,
  limit = 50,
): Promise<{ undelivered: UndeliveredNotification[]; undeliveredCount: number; failingCount: number }> {
  return db.asServiceRole(async (sql) => {
    const undelivered = await sql.query<UndeliveredNotification & Record<string, unknown>>(
      `with batch as (
         select min(created_at) + make_interval(secs => $1) as due_at
         from private.notification_outbox where kind = 'guestbook' and status = 'pending'
       ), summary as (
         select case when (select count(*) from private.notification_outbox
                            where kind = 'contact' and status = 'sent'
                              and finished_at > now() - make_interval(secs => $3)) >= $4
                     then min(created_at) + make_interval(secs => $3) end as due_at
         from private.notification_outbox where kind = 'contact' and status = 'pending'
       )
       select o.id, o.kind,
              coalesce(c.name, g.name, ap.company, 'week of ' || to_char(o.summary_week, 'YYYY-MM-DD'), '') as sender,
              o.created_at, o.attempts, o.last_attempt_at,
              o.last_error,
              case when o.kind = 'guestbook' then greatest(o.next_attempt_at, batch.due_at)
                   when o.kind = 'contact' then greatest(o.next_attempt_at, summary.due_at)
                   else o.next_attempt_at end
                as next_attempt_at,
              coalesce(o.claimed_until >= now(), false) as sending
       from private.notification_outbox o
       cross join batch
       cross join summary
       left join public.contact_messages c on c.id = o.contact_message_id
       left join public.guestbook_messages g on g.id = o.guestbook_message_id
       left join public.applications ap on ap.id = o.application_id
       where o.status = 'pending'
       order by o.created_at, o.id
       limit $2`,
      [guestbookWindowSeconds, limit, burst.windowSeconds, burst.alone],
    );
    const [counts] = await sql.query<{ undelivered: number; failing: number }>(
      `select count(*)::int as undelivered, (count(*) filter (where attempts > 0))::int as failing
       from private.notification_outbox where status = 'pending'`,
    );
    return {
      undelivered: undelivered.map((row) => ({ ...row, id: Number(row.id), kind: row.kind as NotificationKind })),
      undeliveredCount: counts?.undelivered ?? 0,
      failingCount: counts?.failing ?? 0,
    };
  });
}

/** The admin's 'Retry now': every failed notification is due at once. */
export async function retryFailedNow(db: Database): Promise<number> {
  const rows = await db.asServiceRole((sql) =>
    sql.query(
      `update private.notification_outbox set next_attempt_at = now()
       where status = 'pending' and attempts > 0 and next_attempt_at > now()
       returning id`,
    ),
  );
  return rows.length;
}

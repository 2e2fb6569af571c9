import type { Application, ApplicationActivity } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { editableValues, firstRow, updateUnlessStale, type EditableTable } from "./rows";

/**
 * The owner's job applications (supabase/migrations/*_applications.sql), each listed with what
 * its link's visitors did, counted: opens are the distinct visits that recorded an `open`, link
 * checks are counted apart. Run as the admin's claims: RLS shows nobody else a row.
 */

export type ApplicationInput = Omit<
  Application,
  "id" | "token" | "opens" | "first_opened_at" | "last_opened_at" | "link_checks" | "created_at" | "updated_at"
>;

/** What the form saves (create binds the same columns as $1…$10, in this order). */
const EDITABLE: EditableTable = {
  table: "public.applications",
  columns: `company, role, posting_url, contact, applied_on::date, status, resume_version_id::uuid,
    pinned_projects::text[], greeting, notes`,
  returning: "id",
};

const SELECT = `
  select a.id, a.token, a.company, a.role, a.posting_url, a.contact,
    to_char(a.applied_on, 'YYYY-MM-DD') as applied_on, a.status, a.resume_version_id, a.pinned_projects,
    a.greeting, a.notes, e.opens, e.first_opened_at, e.last_opened_at, e.link_checks, a.created_at, a.updated_at
  from public.applications a
  cross join lateral (
    select count(distinct visit_id) filter (where kind = 'open')::int as opens,
      min(created_at) filter (where kind = 'open') as first_opened_at,
      max(created_at) filter (where kind = 'open') as last_opened_at,
      count(*) filter (where kind = 'link_check')::int as link_checks
    from public.application_events
    where application_id = a.id
  ) e`;

/** The events an activity reads at most: the latest ones (a link is opened by a few people, not thousands). */
export const ACTIVITY_EVENT_LIMIT = 2000;

/** Newest application first (by the day it was sent, then when it was entered). */
export function listApplications(sql: SqlExecutor): Promise<Application[]> {
  return sql.query<Application & Record<string, unknown>>(
    `${SELECT} order by a.applied_on desc, a.created_at desc, a.id`,
  );
}

export function getApplication(sql: SqlExecutor, id: string): Promise<Application | undefined> {
  return firstRow<Application>(sql, `${SELECT} where a.id = $1`, [id]);
}

/** The database makes the id and the token. */
export async function createApplication(sql: SqlExecutor, input: ApplicationInput): Promise<Application> {
  const [created] = await sql.query<{ id: string }>(
    `insert into public.applications (company, role, posting_url, contact, applied_on, status, resume_version_id,
       pinned_projects, greeting, notes)
     values ($1, $2, $3, $4, $5::date, $6, $7::uuid, $8::text[], $9, $10)
     returning id`,
    editableValues(EDITABLE, input),
  );
  return (await getApplication(sql, created!.id))!;
}

/** Saves an edit unless the row changed since `expectedUpdatedAt`; undefined when it is gone or stale. */
export async function updateApplication(
  sql: SqlExecutor,
  id: string,
  input: ApplicationInput,
  expectedUpdatedAt?: string,
): Promise<Application | undefined> {
  const saved = await updateUnlessStale<{ id: string }>(sql, EDITABLE, id, input, expectedUpdatedAt);
  return saved && getApplication(sql, saved.id);
}

interface EventRow {
  visit_id: string | null;
  kind: string;
  target: string | null;
  referrer_host: string | null;
  checker: string | null;
  created_at: string;
}

type Visit = ApplicationActivity["visits"][number];

/**
 * One application's activity: its statuses (oldest first), its visits (newest first, each with
 * what it opened in order) and its link checks (newest first); undefined when there is no such
 * application (or the caller may not see it). Only the latest ACTIVITY_EVENT_LIMIT events count.
 */
export async function applicationActivity(sql: SqlExecutor, id: string): Promise<ApplicationActivity | undefined> {
  if (!(await firstRow(sql, "select id from public.applications where id = $1", [id]))) return undefined;
  const statuses = await sql.query<ApplicationActivity["statuses"][number] & Record<string, unknown>>(
    `select status, changed_at from public.application_status_changes
     where application_id = $1 order by changed_at, id`,
    [id],
  );
  const events = await sql.query<EventRow & Record<string, unknown>>(
    `select visit_id, kind, target, referrer_host, checker, created_at
     from (
       select * from public.application_events where application_id = $1
       order by created_at desc, id desc limit ${ACTIVITY_EVENT_LIMIT}
     ) latest
     order by created_at, id`,
    [id],
  );
  const visits = new Map<string, Visit>();
  const linkChecks: ApplicationActivity["link_checks"] = [];
  for (const event of events) {
    if (event.kind === "link_check" || event.visit_id === null) {
      linkChecks.unshift({ checker: event.checker ?? "", created_at: event.created_at });
      continue;
    }
    let visit = visits.get(event.visit_id);
    if (!visit) {
      visit = { visit_id: event.visit_id, opened_at: null, referrer_host: null, events: [] };
      visits.set(event.visit_id, visit);
    }
    visit.referrer_host ??= event.referrer_host;
    if (event.kind === "open") {
      visit.opened_at ??= event.created_at;
    } else {
      visit.events.push({
        kind: event.kind as Visit["events"][number]["kind"],
        target: event.target,
        created_at: event.created_at,
      });
    }
  }
  return { statuses, visits: [...visits.values()].reverse(), link_checks: linkChecks };
}

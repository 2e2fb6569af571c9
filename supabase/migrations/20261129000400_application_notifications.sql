-- The owner's notifications about applications and the weekly summary (docs/notifications.md).
--
-- 1. The first open of an application's link is announced once: `record_application_event` adds
--    an outbox row (kind 'application') in the very transaction that records that first open, under
--    the application's row lock, so exactly one of concurrent first opens writes it. Later opens,
--    the other kinds of events and link checks add none. The row refers to its application and
--    copies nothing: deleting the application deletes its pending notification. The email is
--    composed when it is sent, with what the link's visitors had viewed by then.
-- 2. The weekly summary: one outbox row per week (kind 'weekly_summary'), keyed by the local date of
--    the Monday that starts the week it sums up (`summary_week`, unique), with the owner's time zone
--    as it was when the row was written. The server's schedule adds the row once the week is over
--    and Monday 08:00 has come in that zone (src/server/notifications/weekly-summary.ts); the unique
--    key makes that idempotent across runs, processes and servers. Its figures are computed when it
--    is sent.
-- 3. The admin analytics over any window: views per project and top referrers between two instants,
--    the queries the admin's "last N days" functions now run (with N days back from the start of the
--    UTC day), so that the weekly summary and the admin count the same views the same way.
--
-- Claims, leases, retries, channels and the "not configured" handling are the outbox's, unchanged
-- (20261127000100_notification_outbox.sql).

-- The outbox: two new kinds ---------------------------------------------------------------------
alter table private.notification_outbox
  add column application_id uuid references public.applications (id) on delete cascade,
  add column summary_week date,
  add column summary_time_zone text;

alter table private.notification_outbox drop constraint notification_outbox_kind;
alter table private.notification_outbox drop constraint notification_outbox_message;

alter table private.notification_outbox
  add constraint notification_outbox_kind check (kind in ('contact', 'guestbook', 'application', 'weekly_summary')),
  add constraint notification_outbox_message check (
    (kind = 'contact') = (contact_message_id is not null)
    and (kind = 'guestbook') = (guestbook_message_id is not null)
    and (kind = 'application') = (application_id is not null)
    and (kind = 'weekly_summary') = (summary_week is not null)
    and (kind = 'weekly_summary') = (summary_time_zone is not null)
  ),
  add constraint notification_outbox_summary_time_zone check (char_length(summary_time_zone) between 1 and 100),
  -- One summary per week, whoever writes it first.
  add constraint notification_outbox_summary_week_key unique (summary_week);

comment on table private.notification_outbox is
  'One row per notification to the owner (email and/or webhook): a visitor message or an application link''s first open, written in that write''s transaction; a weekly summary, one per week. Server only.';

create index notification_outbox_application_id_idx on private.notification_outbox (application_id);

-- The link's events: the first open queues its notification -------------------------------------
-- As in 20261129000300, plus the outbox row on the first open. security definer: visitors have no
-- grant on the outbox (nor on events).
create or replace function private.record_application_event(
  link_token text,
  event_visit uuid,
  event_kind text,
  event_target text default null,
  event_referrer_host text default null,
  event_checker text default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  opened_before boolean;
  first_open boolean;
begin
  -- The row lock orders concurrent first opens of one link, so exactly one of them is the first
  -- (and queues the one notification).
  select a.id into found_id from public.applications a where a.token = link_token for update;
  if found_id is null then
    return null;
  end if;
  select exists (
    select 1 from public.application_events e where e.application_id = found_id and e.kind = 'open'
  ) into opened_before;
  insert into public.application_events (application_id, visit_id, kind, target, referrer_host, checker)
  values (found_id, event_visit, event_kind, event_target, lower(event_referrer_host), event_checker);
  first_open := event_kind = 'open' and not opened_before;
  if first_open then
    insert into private.notification_outbox (kind, application_id) values ('application', found_id);
  end if;
  return first_open;
end;
$$;

comment on function private.record_application_event(text, uuid, text, text, text, text) is
  'Records one event of a live application link; true when it is the link''s first open (which queues the owner''s notification), null for an unknown token.';

-- Analytics over a window -----------------------------------------------------------------------
-- [starts, ends): security invoker, so row-level security decides what they count (the admin
-- counts every view, anybody else nothing; the server, as service_role, every view).
create function public.project_views_per_project_between(starts timestamptz, ends timestamptz)
returns table (project_slug text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select v.project_slug, count(*)::integer as views
  from public.project_views v
  where v.created_at >= starts and v.created_at < ends
  group by v.project_slug
  order by views desc, v.project_slug;
$$;

comment on function public.project_views_per_project_between(timestamptz, timestamptz) is
  'Project views per slug from starts (included) to ends (excluded), highest first; counts what RLS lets the caller read.';

-- Grouped by the referring site (scheme and host of the referrer URL; the whole value when it is
-- not a URL); views without a referrer are left out.
create function public.project_top_referrers_between(starts timestamptz, ends timestamptz, max_rows integer default 10)
returns table (referrer text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(substring(lower(v.referrer) from '^(https?://[^/?#]+)'), v.referrer) as referrer,
         count(*)::integer as views
  from public.project_views v
  where v.referrer is not null
    and v.created_at >= starts and v.created_at < ends
  group by 1
  order by views desc, 1
  limit greatest(1, least(coalesce(max_rows, 10), 100));
$$;

comment on function public.project_top_referrers_between(timestamptz, timestamptz, integer) is
  'Referring sites of project views from starts (included) to ends (excluded), highest first (at most max_rows, 1..100).';

-- The admin's "last N days" (N clamped to 1..365, from the start of the UTC day N - 1 days ago): the
-- same queries over that window.
create or replace function public.project_views_per_project(days integer default 30)
returns table (project_slug text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.project_slug, w.views
  from public.project_views_per_project_between(
    ((now() at time zone 'utc')::date - (greatest(1, least(coalesce(days, 30), 365)) - 1))::timestamp at time zone 'utc',
    'infinity'::timestamptz
  ) w
  order by w.views desc, w.project_slug;
$$;

create or replace function public.project_top_referrers(days integer default 30, max_rows integer default 10)
returns table (referrer text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.referrer, w.views
  from public.project_top_referrers_between(
    ((now() at time zone 'utc')::date - (greatest(1, least(coalesce(days, 30), 365)) - 1))::timestamp at time zone 'utc',
    'infinity'::timestamptz,
    max_rows
  ) w
  order by w.views desc, w.referrer;
$$;

revoke execute on function public.project_views_per_project_between(timestamptz, timestamptz) from public, anon;
revoke execute on function public.project_top_referrers_between(timestamptz, timestamptz, integer) from public, anon;
grant execute on function public.project_views_per_project_between(timestamptz, timestamptz) to authenticated, service_role;
grant execute on function public.project_top_referrers_between(timestamptz, timestamptz, integer)
  to authenticated, service_role;

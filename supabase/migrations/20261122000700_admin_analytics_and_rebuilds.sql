-- Admin analytics and the publishing hook's record of rebuild requests.
--
-- Analytics are aggregated in the database, never by shipping view rows to the
-- server: views per day, per project and per referring site over the last N days. The functions
-- are security invoker, so row-level security on project_views decides what they count: the
-- admin counts every view, anybody else counts nothing.
--
-- Every admin write that can change a public page records a rebuild request;
-- the publisher (src/server/publishing/) turns these into rebuilds. Only the server (service_role) touches them.

-- Views per day ----------------------------------------------------------------------------------
-- One row per UTC day of the window, oldest first, days without views included as 0 (a chart's
-- x axis). The window is clamped to 1..365 days.
create function public.project_views_per_day(days integer default 30)
returns table (day date, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select greatest(1, least(coalesce(days, 30), 365)) as n,
           (now() at time zone 'utc')::date as today
  ),
  calendar as (
    select (b.today - offs)::date as day
    from bounds b, generate_series(0, (select n from bounds) - 1) as offs
  ),
  counted as (
    select (v.created_at at time zone 'utc')::date as day, count(*)::integer as views
    from public.project_views v, bounds b
    where v.created_at >= (b.today - (b.n - 1))::timestamp at time zone 'utc'
    group by 1
  )
  select c.day, coalesce(counted.views, 0) as views
  from calendar c
  left join counted on counted.day = c.day
  order by c.day;
$$;

comment on function public.project_views_per_day(integer) is
  'Project views per UTC day over the last N days (1..365), zero days included; counts what RLS lets the caller read.';

-- Views per project ------------------------------------------------------------------------------
create function public.project_views_per_project(days integer default 30)
returns table (project_slug text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select v.project_slug, count(*)::integer as views
  from public.project_views v
  where v.created_at >= ((now() at time zone 'utc')::date - (greatest(1, least(coalesce(days, 30), 365)) - 1))::timestamp
    at time zone 'utc'
  group by v.project_slug
  order by views desc, v.project_slug;
$$;

comment on function public.project_views_per_project(integer) is
  'Project views per slug over the last N days (1..365), highest first; counts what RLS lets the caller read.';

-- Top referrers ----------------------------------------------------------------------------------
-- Grouped by the referring site (scheme and host of the referrer URL; the whole value when it is
-- not a URL); views without a referrer are left out.
create function public.project_top_referrers(days integer default 30, max_rows integer default 10)
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
    and v.created_at >= ((now() at time zone 'utc')::date - (greatest(1, least(coalesce(days, 30), 365)) - 1))::timestamp
      at time zone 'utc'
  group by 1
  order by views desc, 1
  limit greatest(1, least(coalesce(max_rows, 10), 100));
$$;

comment on function public.project_top_referrers(integer, integer) is
  'Referring sites of project views over the last N days, highest first (at most max_rows, 1..100).';

revoke execute on function public.project_views_per_day(integer) from public, anon;
revoke execute on function public.project_views_per_project(integer) from public, anon;
revoke execute on function public.project_top_referrers(integer, integer) from public, anon;
grant execute on function public.project_views_per_day(integer) to authenticated, service_role;
grant execute on function public.project_views_per_project(integer) to authenticated, service_role;
grant execute on function public.project_top_referrers(integer, integer) to authenticated, service_role;

-- Rebuild requests -------------------------------------------------------------------------------
create table private.rebuild_requests (
  id bigint generated always as identity primary key,
  reason text not null,
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  constraint rebuild_requests_reason_length check (char_length(btrim(reason)) between 1 and 200)
);

comment on table private.rebuild_requests is
  'One row per admin change that can alter a public page: a request to rebuild the static pages. Server only.';

create index rebuild_requests_requested_at_idx on private.rebuild_requests (requested_at desc);
create index rebuild_requests_requested_by_idx on private.rebuild_requests (requested_by);

alter table private.rebuild_requests enable row level security;

revoke all on table private.rebuild_requests from public, anon, authenticated, service_role;
grant select, insert on table private.rebuild_requests to service_role;

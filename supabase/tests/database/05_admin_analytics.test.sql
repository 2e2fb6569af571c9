-- Admin analytics functions and the rebuild-request record (20261122000700): what exists, who may
-- call or touch what, and that row-level security decides what the security-invoker functions count.
-- Runs under `supabase test db` and under tests/database/pgtap.test.ts (PGlite and PostgreSQL).
begin;
create extension if not exists pgtap with schema extensions;
set search_path = public, extensions;

select plan(22);

select has_function('public', 'project_views_per_day', array['integer'], 'views per day exists');
select has_function('public', 'project_views_per_project', array['integer'], 'views per project exists');
select has_function('public', 'project_top_referrers', array['integer', 'integer'], 'top referrers exists');

select ok(not (select prosecdef from pg_proc where oid = 'public.project_views_per_day(integer)'::regprocedure),
  'views per day is security invoker');
select ok(not (select prosecdef from pg_proc where oid = 'public.project_views_per_project(integer)'::regprocedure),
  'views per project is security invoker');
select ok(not (select prosecdef from pg_proc where oid = 'public.project_top_referrers(integer, integer)'::regprocedure),
  'top referrers is security invoker');
select ok((select proconfig @> array['search_path=""'] from pg_proc
           where oid = 'public.project_top_referrers(integer, integer)'::regprocedure),
  'the functions pin an empty search_path');

select ok(not has_function_privilege('anon', 'public.project_views_per_day(integer)', 'EXECUTE'),
  'visitors cannot call views per day');
select ok(not has_function_privilege('anon', 'public.project_top_referrers(integer, integer)', 'EXECUTE'),
  'visitors cannot call top referrers');
select ok(has_function_privilege('authenticated', 'public.project_views_per_project(integer)', 'EXECUTE'),
  'signed-in users may call the functions (RLS decides what they count)');

select has_table('private', 'rebuild_requests', 'rebuild requests live in the private schema');
select col_is_pk('private', 'rebuild_requests', 'id', 'rebuild requests have a primary key');
select ok((select relrowsecurity from pg_class where oid = 'private.rebuild_requests'::regclass),
  'rebuild requests have row-level security on');
select ok(not has_table_privilege('anon', 'private.rebuild_requests', 'SELECT, INSERT, UPDATE, DELETE'),
  'visitors cannot touch rebuild requests');
select ok(not has_table_privilege('authenticated', 'private.rebuild_requests', 'SELECT, INSERT, UPDATE, DELETE'),
  'signed-in users (the admin included) cannot touch rebuild requests directly');
select ok(has_table_privilege('service_role', 'private.rebuild_requests', 'INSERT'),
  'the server records rebuild requests');
select ok(not has_table_privilege('service_role', 'private.rebuild_requests', 'UPDATE, DELETE'),
  'recorded requests are not rewritten');
select throws_ok(
  $$insert into private.rebuild_requests (reason) values ('   ')$$,
  '23514', null, 'a rebuild request needs a reason');

-- What the functions count, per caller.
insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000005a1', 'pgtap-analytics-admin@example.com'),
  ('00000000-0000-4000-8000-0000000005a2', 'pgtap-analytics-user@example.com');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000005a1', 'admin');
insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
values ('pgtap-analytics', 'P', 'Robotics', 'https://example.com/a.webp', 'An overview text.', 'r', 'c', 'a', 'o');
insert into public.project_views (project_slug, referrer, created_at) values
  ('pgtap-analytics', 'https://news.example.org/item?id=1', now()),
  ('pgtap-analytics', 'https://news.example.org/other', now() - interval '2 days'),
  ('pgtap-analytics', null, now() - interval '40 days');

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-4000-8000-0000000005a1"}', true);
select is((select views from public.project_views_per_project(30) where project_slug = 'pgtap-analytics'), 2,
  'the admin counts the views of the window');
select is((select referrer from public.project_top_referrers(30, 10) limit 1), 'https://news.example.org',
  'referrers are grouped by site');
select is((select count(*)::integer from public.project_views_per_day(7)), 7, 'one row per day of the window');

select set_config('request.jwt.claims', '{"role":"authenticated","sub":"00000000-0000-4000-8000-0000000005a2"}', true);
select is((select coalesce(sum(views), 0)::integer from public.project_views_per_day(30)), 0,
  'a user without the role counts nothing');
reset role;

select * from finish();
rollback;

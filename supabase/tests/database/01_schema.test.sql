-- Schema: every table exists with row-level security on, the functions visitors and policies
-- rely on exist with the right security, and two tables have exactly their designed policies.
-- Runs under `supabase test db` and under tests/database/pgtap.test.ts (PGlite and PostgreSQL).
begin;
create extension if not exists pgtap with schema extensions;
set search_path = public, extensions;

select plan(35);

-- Tables ------------------------------------------------------------------------------------------
select has_table('public', 'user_roles', 'user_roles exists');
select has_table('public', 'projects_dynamic', 'projects_dynamic exists');
select has_table('public', 'experiences', 'experiences exists');
select has_table('public', 'skills', 'skills exists');
select has_table('public', 'blog_posts', 'blog_posts exists');
select has_table('public', 'guestbook_messages', 'guestbook_messages exists');
select has_table('public', 'contact_messages', 'contact_messages exists');
select has_table('public', 'project_views', 'project_views exists');
select has_table('public', 'project_files', 'project_files exists');
select has_table('public', 'resume_files', 'resume_files exists');
select has_table('public', 'portfolio_files', 'portfolio_files exists');

-- Row-level security --------------------------------------------------------------------------------
select is((select relrowsecurity from pg_class where oid = 'public.user_roles'::regclass), true, 'RLS is enabled on user_roles');
select is((select relrowsecurity from pg_class where oid = 'public.projects_dynamic'::regclass), true, 'RLS is enabled on projects_dynamic');
select is((select relrowsecurity from pg_class where oid = 'public.experiences'::regclass), true, 'RLS is enabled on experiences');
select is((select relrowsecurity from pg_class where oid = 'public.skills'::regclass), true, 'RLS is enabled on skills');
select is((select relrowsecurity from pg_class where oid = 'public.blog_posts'::regclass), true, 'RLS is enabled on blog_posts');
select is((select relrowsecurity from pg_class where oid = 'public.guestbook_messages'::regclass), true, 'RLS is enabled on guestbook_messages');
select is((select relrowsecurity from pg_class where oid = 'public.contact_messages'::regclass), true, 'RLS is enabled on contact_messages');
select is((select relrowsecurity from pg_class where oid = 'public.project_views'::regclass), true, 'RLS is enabled on project_views');
select is((select relrowsecurity from pg_class where oid = 'public.project_files'::regclass), true, 'RLS is enabled on project_files');
select is((select relrowsecurity from pg_class where oid = 'public.resume_files'::regclass), true, 'RLS is enabled on resume_files');
select is((select relrowsecurity from pg_class where oid = 'public.portfolio_files'::regclass), true, 'RLS is enabled on portfolio_files');

-- Functions -----------------------------------------------------------------------------------------
select has_function('private', 'is_admin', array[]::name[], 'is_admin() exists');
select has_function('private', 'increment_blog_views', array['uuid'], 'increment_blog_views(uuid) exists');
select has_function('private', 'increment_file_downloads', array['uuid'], 'increment_file_downloads(uuid) exists');
select has_function('public', 'record_project_view', array['text', 'text'], 'record_project_view(text, text) exists');
select is_definer('private', 'is_admin', array[]::name[], 'is_admin() runs as its owner');
select is_definer('private', 'increment_blog_views', array['uuid'], 'increment_blog_views() runs as its owner');
select isnt_definer('public', 'record_project_view', array['text', 'text'], 'record_project_view() runs as the caller');
select function_privs_are('private', 'is_admin', array[]::name[], 'anon', array[]::text[], 'a visitor cannot call is_admin()');
select function_privs_are('private', 'increment_blog_views', array['uuid'], 'anon', array['EXECUTE'], 'a visitor can call increment_blog_views()');

-- Policies ------------------------------------------------------------------------------------------
select policies_are(
  'public', 'contact_messages',
  array[
    'Visitors send contact messages as new',
    'Admins read contact messages',
    'Admins mark contact messages',
    'Admins delete contact messages'
  ],
  'contact_messages has exactly its four policies'
);
select policies_are(
  'public', 'user_roles',
  array['Admins read role grants'],
  'user_roles has exactly one policy: admins read'
);
select policy_roles_are(
  'public', 'user_roles', 'Admins read role grants', array['authenticated'],
  'only signed-in users are even considered for reading role grants'
);
select policy_cmd_is(
  'public', 'user_roles', 'Admins read role grants', 'select',
  'the only policy on user_roles is for select'
);

select * from finish();
rollback;

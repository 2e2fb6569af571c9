-- The visitor counters: the only way a visitor's request changes a row. Each returns the new
-- count for published content and null otherwise; a count going up is not an edit.
-- Runs under `supabase test db` and under tests/database/pgtap.test.ts (PGlite and PostgreSQL).
begin;
create extension if not exists pgtap with schema extensions;
set search_path = public, extensions;

select plan(16);

-- Fixtures, as the owner -------------------------------------------------------------------------------
insert into auth.users (id, email) values ('00000000-0000-4000-8000-0000000c0002', 'pgtap-counter-owner@example.com');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000c0002', 'admin');

insert into public.projects_dynamic
  (slug, title, category, image, overview, role, challenge, approach, outcome, published)
values
  ('pgtap-counter-published', 'Published', 'Sensing', '/images/p.png', 'A published project.', 'Lead', 'C.', 'A.', 'O.', true),
  ('pgtap-counter-draft', 'Draft', 'Sensing', '/images/d.png', 'A draft project here.', 'Lead', 'C.', 'A.', 'O.', false);

insert into public.blog_posts (id, title, slug, content, published, published_at, views, updated_at) values
  ('00000000-0000-4000-8000-0000000d0001', 'Published post', 'pgtap-counter-post', '<p>Hi</p>', true,
   '2020-01-01 00:00:00+00', 41, '2020-01-01 00:00:00+00'),
  ('00000000-0000-4000-8000-0000000d0002', 'Draft post', 'pgtap-counter-draft-post', '<p>Hi</p>', false,
   null, 3, '2020-01-01 00:00:00+00');

insert into public.project_files (id, project_slug, file_name, file_path, file_size, downloads, updated_at) values
  ('00000000-0000-4000-8000-0000000e0001', 'pgtap-counter-published', 'data.csv', 'project-files/pgtap/data.csv',
   100, 7, '2020-01-01 00:00:00+00'),
  ('00000000-0000-4000-8000-0000000e0002', 'pgtap-counter-draft', 'draft.csv', 'project-files/pgtap/draft.csv',
   100, 7, '2020-01-01 00:00:00+00');

-- A visitor ----------------------------------------------------------------------------------------
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select is(private.increment_blog_views('00000000-0000-4000-8000-0000000d0001'), 42, 'a view of a published post returns the new count');
select is(private.increment_blog_views('00000000-0000-4000-8000-0000000d0001'), 43, 'the next view returns the next count');
select is(private.increment_blog_views('00000000-0000-4000-8000-0000000d0002'), null::integer, 'a view of a draft post returns null');
select is(private.increment_blog_views('00000000-0000-4000-8000-00000000ffff'), null::integer, 'a view of an unknown post returns null');
select is(private.increment_file_downloads('00000000-0000-4000-8000-0000000e0001'), 8, 'a download of a published project''s file returns the new count');
select is(private.increment_file_downloads('00000000-0000-4000-8000-0000000e0002'), null::integer, 'a download of a draft project''s file returns null');
select lives_ok(
  $$select public.record_project_view('pgtap-counter-published', 'https://example.com/')$$,
  'a visitor records a view of a published project'
);
select throws_ok(
  $$select public.record_project_view('pgtap-counter-draft', null)$$,
  '42501', null,
  'a visitor cannot record a view of a draft'
);
select throws_ok(
  $$update public.blog_posts set views = 1000000$$,
  '42501', null,
  'a visitor cannot set a view count directly'
);
reset role;

-- What was stored ------------------------------------------------------------------------------------
select is((select views from public.blog_posts where id = '00000000-0000-4000-8000-0000000d0001'), 43, 'the post''s count is stored');
select is((select views from public.blog_posts where id = '00000000-0000-4000-8000-0000000d0002'), 3, 'the draft''s count did not move');
select is(
  (select updated_at from public.blog_posts where id = '00000000-0000-4000-8000-0000000d0001'),
  '2020-01-01 00:00:00+00'::timestamptz,
  'a view is not an edit: updated_at did not move'
);
select is(
  (select updated_at from public.project_files where id = '00000000-0000-4000-8000-0000000e0001'),
  '2020-01-01 00:00:00+00'::timestamptz,
  'a download is not an edit: updated_at did not move'
);

-- The admin ----------------------------------------------------------------------------------------
set local role authenticated;
select set_config(
  'request.jwt.claims',
  '{"role":"authenticated","sub":"00000000-0000-4000-8000-0000000c0002"}',
  true
);
select results_eq(
  $$select views from public.project_view_counts() where project_slug = 'pgtap-counter-published'$$,
  $$values (1)$$,
  'the admin sees the recorded view in the counts'
);
update public.blog_posts set title = 'Edited post' where id = '00000000-0000-4000-8000-0000000d0001';
reset role;

select isnt(
  (select updated_at from public.blog_posts where id = '00000000-0000-4000-8000-0000000d0001'),
  '2020-01-01 00:00:00+00'::timestamptz,
  'an admin edit stamps updated_at'
);
select is((select views from public.blog_posts where id = '00000000-0000-4000-8000-0000000d0001'), 43, 'an admin edit keeps the count');

select * from finish();
rollback;

-- Row-level security, impersonating the API roles the way PostgREST does (role + JWT claims):
-- visitors see only what is published and cannot read private messages; a signed-in user
-- without the role cannot make themselves admin; the admin reads drafts.
-- Runs under `supabase test db` and under tests/database/pgtap.test.ts (PGlite and PostgreSQL).
begin;
create extension if not exists pgtap with schema extensions;
set search_path = public, extensions;

select plan(16);

-- Fixtures, as the owner -------------------------------------------------------------------------------
insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-0000000a0001', 'pgtap-visitor@example.com'),
  ('00000000-0000-4000-8000-0000000a0002', 'pgtap-owner@example.com');
insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000a0002', 'admin');

insert into public.projects_dynamic
  (slug, title, category, image, overview, role, challenge, approach, outcome, published)
values
  ('pgtap-published', 'Published', 'Robotics', '/images/p.png', 'A published project.', 'Lead', 'C.', 'A.', 'O.', true),
  ('pgtap-draft', 'Draft', 'Robotics', '/images/d.png', 'A draft project here.', 'Lead', 'C.', 'A.', 'O.', false);

insert into public.blog_posts (id, title, slug, content, published, published_at) values
  ('00000000-0000-4000-8000-0000000b0001', 'Published post', 'pgtap-published-post', '<p>Hi</p>', true, now()),
  ('00000000-0000-4000-8000-0000000b0002', 'Draft post', 'pgtap-draft-post', '<p>Hi</p>', false, null);

insert into public.contact_messages (name, email, message)
values ('Pgtap Sender', 'pgtap-sender@example.com', 'A private message for the owner.');

-- A visitor ----------------------------------------------------------------------------------------
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select results_eq(
  $$select slug from public.projects_dynamic where slug like 'pgtap-%' order by slug$$,
  $$values ('pgtap-published'::text)$$,
  'a visitor sees the published project only'
);
select is_empty(
  $$select 1 from public.projects_dynamic where not published$$,
  'a visitor sees no draft project at all'
);
select results_eq(
  $$select slug from public.blog_posts where slug like 'pgtap-%' order by slug$$,
  $$values ('pgtap-published-post'::text)$$,
  'a visitor sees the published post only'
);
select throws_ok(
  $$select id from public.contact_messages$$,
  '42501', null,
  'a visitor cannot read contact messages'
);
select throws_ok(
  $$insert into public.contact_messages (name, email, message, status)
    values ('Eve', 'eve@example.com', 'Marking my own message read.', 'read')$$,
  '42501', null,
  'a visitor cannot choose a contact message''s status'
);
select lives_ok(
  $$insert into public.contact_messages (name, email, message)
    values ('Eve', 'eve@example.com', 'An ordinary message from a visitor.')$$,
  'a visitor can send a contact message'
);
select throws_ok(
  $$select author_id from public.blog_posts$$,
  '42501', null,
  'a visitor cannot read a post''s author'
);
select throws_ok(
  $$select private.is_admin()$$,
  '42501', null,
  'a visitor cannot call is_admin()'
);
reset role;

-- A signed-in user without the role ----------------------------------------------------------------
set local role authenticated;
select set_config(
  'request.jwt.claims',
  '{"role":"authenticated","sub":"00000000-0000-4000-8000-0000000a0001","email":"pgtap-visitor@example.com"}',
  true
);

select throws_ok(
  $$insert into public.user_roles (user_id, role) values ('00000000-0000-4000-8000-0000000a0001', 'admin')$$,
  '42501', null,
  'a signed-in user cannot grant themselves admin'
);
select is(private.is_admin(), false, 'the signed-in user is still not an admin');
select is_empty($$select 1 from public.user_roles$$, 'a signed-in user reads no role grants');
select is_empty($$select 1 from public.projects_dynamic$$, 'a signed-in user without the role sees no project');
select is_empty($$select 1 from public.contact_messages$$, 'a signed-in user without the role reads no contact message');
reset role;

-- The admin ----------------------------------------------------------------------------------------
set local role authenticated;
select set_config(
  'request.jwt.claims',
  '{"role":"authenticated","sub":"00000000-0000-4000-8000-0000000a0002","email":"pgtap-owner@example.com"}',
  true
);

select results_eq(
  $$select slug from public.projects_dynamic where slug like 'pgtap-%' order by slug$$,
  $$values ('pgtap-draft'::text), ('pgtap-published'::text)$$,
  'the admin reads draft projects too'
);
select results_eq(
  $$select slug from public.blog_posts where slug like 'pgtap-%' order by slug$$,
  $$values ('pgtap-draft-post'::text), ('pgtap-published-post'::text)$$,
  'the admin reads draft posts too'
);
select results_eq(
  $$select count(*)::integer from public.contact_messages where email in ('pgtap-sender@example.com', 'eve@example.com')$$,
  $$values (2)$$,
  'the admin reads contact messages'
);
reset role;

select * from finish();
rollback;

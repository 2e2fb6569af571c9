-- Published content: projects, experiences, skills and blog posts.
--
-- Visitors (anon) read what is published; only the admin writes. CHECK constraints mirror the
-- admin forms' limits (src/lib/validation/admin-forms.ts) so the database refuses what the forms refuse.
-- Signed-in users without the admin role get nothing beyond what anon gets: every policy for
-- `authenticated` requires is_admin(), and public pages always read as anon.

-- projects_dynamic --------------------------------------------------------------------------------
create table public.projects_dynamic (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  category text not null,
  tags text[] not null default '{}',
  image text not null,
  gallery text[],
  overview text not null,
  role text not null,
  challenge text not null,
  approach text not null,
  outcome text not null,
  tech_stack text[] not null default '{}',
  featured boolean not null default false,
  published boolean not null default true,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_dynamic_slug_key unique (slug),
  constraint projects_dynamic_slug_format check (slug ~ '^[a-z0-9-]+$' and char_length(slug) <= 200),
  constraint projects_dynamic_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint projects_dynamic_category_length check (char_length(btrim(category)) between 1 and 100),
  constraint projects_dynamic_tags_count check (cardinality(tags) <= 20),
  constraint projects_dynamic_image_url check (image ~ '^(https?://|/)' and char_length(image) <= 2048),
  constraint projects_dynamic_gallery_count check (gallery is null or cardinality(gallery) <= 20),
  constraint projects_dynamic_overview_length check (char_length(overview) between 10 and 5000),
  constraint projects_dynamic_role_length check (char_length(btrim(role)) between 1 and 1000),
  constraint projects_dynamic_challenge_length check (char_length(btrim(challenge)) between 1 and 5000),
  constraint projects_dynamic_approach_length check (char_length(btrim(approach)) between 1 and 5000),
  constraint projects_dynamic_outcome_length check (char_length(btrim(outcome)) between 1 and 5000),
  constraint projects_dynamic_tech_stack_count check (cardinality(tech_stack) <= 30),
  constraint projects_dynamic_display_order_min check (display_order >= 0)
);

comment on table public.projects_dynamic is
  'Portfolio projects. Visitors see published rows only, ordered by display_order.';

create index projects_dynamic_published_order_idx
  on public.projects_dynamic (display_order)
  where published;

create trigger projects_dynamic_set_updated_at
  before update on public.projects_dynamic
  for each row execute function public.set_updated_at();

alter table public.projects_dynamic enable row level security;

revoke all on table public.projects_dynamic from public, anon, authenticated, service_role;
grant select on table public.projects_dynamic to anon;
grant select, insert, update, delete on table public.projects_dynamic to authenticated;
grant all on table public.projects_dynamic to service_role;

create policy "Visitors read published projects"
  on public.projects_dynamic for select
  to anon
  using (published);

create policy "Admins read all projects"
  on public.projects_dynamic for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins create projects"
  on public.projects_dynamic for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update projects"
  on public.projects_dynamic for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete projects"
  on public.projects_dynamic for delete
  to authenticated
  using ((select private.is_admin()));

-- experiences -------------------------------------------------------------------------------------
create table public.experiences (
  id uuid primary key default gen_random_uuid(),
  role text not null,
  organization text not null,
  location text not null,
  period_start text not null,
  period_end text,
  focus text not null,
  impact text[] not null default '{}',
  tags text[] not null default '{}',
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint experiences_role_length check (char_length(btrim(role)) between 1 and 200),
  constraint experiences_organization_length check (char_length(btrim(organization)) between 1 and 200),
  constraint experiences_location_length check (char_length(btrim(location)) between 1 and 200),
  constraint experiences_period_start_length check (char_length(btrim(period_start)) between 1 and 50),
  constraint experiences_period_end_length check (period_end is null or char_length(period_end) <= 50),
  constraint experiences_focus_length check (char_length(btrim(focus)) between 1 and 2000),
  constraint experiences_impact_count check (cardinality(impact) <= 20),
  constraint experiences_tags_count check (cardinality(tags) <= 20),
  constraint experiences_display_order_min check (display_order >= 0)
);

comment on table public.experiences is
  'Work and research experience shown on the home timeline, ordered by display_order. An empty period_end reads as Present.';

create index experiences_display_order_idx on public.experiences (display_order);

create trigger experiences_set_updated_at
  before update on public.experiences
  for each row execute function public.set_updated_at();

alter table public.experiences enable row level security;

revoke all on table public.experiences from public, anon, authenticated, service_role;
grant select on table public.experiences to anon;
grant select, insert, update, delete on table public.experiences to authenticated;
grant all on table public.experiences to service_role;

create policy "Visitors read experiences"
  on public.experiences for select
  to anon
  using (true);

create policy "Admins read experiences"
  on public.experiences for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins create experiences"
  on public.experiences for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update experiences"
  on public.experiences for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete experiences"
  on public.experiences for delete
  to authenticated
  using ((select private.is_admin()));

-- skills ------------------------------------------------------------------------------------------
create table public.skills (
  id uuid primary key default gen_random_uuid(),
  skill_name text not null,
  category text not null,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint skills_category_skill_name_key unique (category, skill_name),
  constraint skills_skill_name_length check (char_length(btrim(skill_name)) between 1 and 100),
  constraint skills_category_length check (char_length(btrim(category)) between 1 and 100),
  constraint skills_display_order_min check (display_order >= 0)
);

comment on table public.skills is
  'Skills grouped by category for the home Skills section; ordered by category, then display_order.';

create trigger skills_set_updated_at
  before update on public.skills
  for each row execute function public.set_updated_at();

alter table public.skills enable row level security;

revoke all on table public.skills from public, anon, authenticated, service_role;
grant select on table public.skills to anon;
grant select, insert, update, delete on table public.skills to authenticated;
grant all on table public.skills to service_role;

create policy "Visitors read skills"
  on public.skills for select
  to anon
  using (true);

create policy "Admins read skills"
  on public.skills for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins create skills"
  on public.skills for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update skills"
  on public.skills for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete skills"
  on public.skills for delete
  to authenticated
  using ((select private.is_admin()));

-- blog_posts --------------------------------------------------------------------------------------
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null,
  excerpt text,
  content text not null,
  featured_image text,
  reading_time integer not null default 5,
  published boolean not null default false,
  published_at timestamptz,
  author_id uuid references auth.users (id) on delete set null,
  views integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9-]+$' and char_length(slug) <= 200),
  constraint blog_posts_title_length check (char_length(btrim(title)) between 1 and 200),
  constraint blog_posts_excerpt_length check (excerpt is null or char_length(excerpt) <= 500),
  constraint blog_posts_content_length check (char_length(content) between 1 and 50000),
  constraint blog_posts_featured_image_url check (
    featured_image is null or (featured_image ~ '^(https?://|/)' and char_length(featured_image) <= 2048)
  ),
  constraint blog_posts_reading_time_range check (reading_time between 1 and 999),
  constraint blog_posts_views_min check (views >= 0),
  -- A post is published exactly when it has a publication time (set on first
  -- publish, kept on later saves, cleared on unpublish).
  constraint blog_posts_published_at_matches check (published = (published_at is not null))
);

comment on table public.blog_posts is
  'Blog posts and case studies. content is sanitised HTML. Visitors see published rows only, newest published_at first.';

create index blog_posts_published_at_idx
  on public.blog_posts (published_at desc)
  where published;
create index blog_posts_author_id_idx on public.blog_posts (author_id);

-- A view count going up is not an edit: it must not make the admin's open copy look stale.
create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row
  when (old.views is not distinct from new.views)
  execute function public.set_updated_at();

alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from public, anon, authenticated, service_role;
-- author_id is the admin's user id: not for visitors.
grant select (
  id, title, slug, excerpt, content, featured_image, reading_time, published, published_at, views,
  created_at, updated_at
) on table public.blog_posts to anon;
grant select, insert, delete on table public.blog_posts to authenticated;
-- views moves only through increment_blog_views().
grant update (
  title, slug, excerpt, content, featured_image, reading_time, published, published_at, author_id
) on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

create policy "Visitors read published posts"
  on public.blog_posts for select
  to anon
  using (published);

create policy "Admins read all posts"
  on public.blog_posts for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins create posts"
  on public.blog_posts for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update posts"
  on public.blog_posts for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete posts"
  on public.blog_posts for delete
  to authenticated
  using ((select private.is_admin()));

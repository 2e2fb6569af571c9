-- Project views and downloadable project files, with the counter functions visitors may call.
--
-- Visitors record views of published projects and raise counters only through the functions
-- below: no visitor can update any column of any row directly.

-- project_views -----------------------------------------------------------------------------------
create table public.project_views (
  id bigint generated always as identity primary key,
  project_slug text not null references public.projects_dynamic (slug) on update cascade on delete cascade,
  referrer text,
  created_at timestamptz not null default now(),
  constraint project_views_referrer_length check (referrer is null or char_length(referrer) <= 2048)
);

comment on table public.project_views is
  'One row per project detail view (bots excluded by the server). Aggregated for the admin analytics.';

create index project_views_slug_created_at_idx on public.project_views (project_slug, created_at);
create index project_views_created_at_idx on public.project_views (created_at);

alter table public.project_views enable row level security;

revoke all on table public.project_views from public, anon, authenticated, service_role;
grant insert (project_slug, referrer) on table public.project_views to anon;
grant select, delete on table public.project_views to authenticated;
grant all on table public.project_views to service_role;

create policy "Visitors record views of published projects"
  on public.project_views for insert
  to anon
  with check (
    exists (
      select 1
      from public.projects_dynamic p
      where p.slug = project_views.project_slug
        and p.published
    )
  );

create policy "Admins read project views"
  on public.project_views for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins delete project views"
  on public.project_views for delete
  to authenticated
  using ((select private.is_admin()));

-- project_files -----------------------------------------------------------------------------------
create table public.project_files (
  id uuid primary key default gen_random_uuid(),
  project_slug text not null references public.projects_dynamic (slug) on update cascade on delete cascade,
  file_name text not null,
  file_path text not null,
  file_type text not null default 'application/octet-stream',
  file_size bigint,
  description text,
  downloads integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint project_files_file_path_key unique (file_path),
  constraint project_files_slug_format check (project_slug ~ '^[a-z0-9-]+$'),
  constraint project_files_file_name_length check (char_length(btrim(file_name)) between 1 and 255),
  constraint project_files_file_path_length check (char_length(file_path) between 1 and 1024),
  constraint project_files_file_type_length check (char_length(file_type) between 1 and 255),
  constraint project_files_file_size_range check (file_size is null or file_size between 0 and 10485760),
  constraint project_files_description_length check (description is null or char_length(description) <= 500),
  constraint project_files_downloads_min check (downloads >= 0)
);

comment on table public.project_files is
  'Downloadable files attached to a project; file_path is the object path in the documents bucket.';

create index project_files_slug_created_at_idx on public.project_files (project_slug, created_at desc);

-- A download is not an edit (see blog_posts_set_updated_at).
create trigger project_files_set_updated_at
  before update on public.project_files
  for each row
  when (old.downloads is not distinct from new.downloads)
  execute function public.set_updated_at();

alter table public.project_files enable row level security;

revoke all on table public.project_files from public, anon, authenticated, service_role;
grant select on table public.project_files to anon;
grant select, insert, delete on table public.project_files to authenticated;
-- downloads moves only through increment_file_downloads().
grant update (project_slug, file_name, file_path, file_type, file_size, description)
  on table public.project_files to authenticated;
grant all on table public.project_files to service_role;

create policy "Visitors read files of published projects"
  on public.project_files for select
  to anon
  using (
    exists (
      select 1
      from public.projects_dynamic p
      where p.slug = project_files.project_slug
        and p.published
    )
  );

create policy "Admins read project files"
  on public.project_files for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins add project files"
  on public.project_files for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update project files"
  on public.project_files for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete project files"
  on public.project_files for delete
  to authenticated
  using ((select private.is_admin()));

-- Counter functions -------------------------------------------------------------------------------

-- security definer: visitors hold no UPDATE privilege on blog_posts; this function is the only
-- way their request may touch a row, and it touches only `views` of a published post.
-- Returns the new count, or null when no published post has that id.
create function private.increment_blog_views(post_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.blog_posts
  set views = views + 1
  where id = post_id
    and published
  returning views;
$$;

comment on function private.increment_blog_views(uuid) is
  'Atomically raises a published post''s view count by one and returns the new count.';

revoke execute on function private.increment_blog_views(uuid) from public;
grant execute on function private.increment_blog_views(uuid) to anon, authenticated, service_role;

-- security definer: as above, for `downloads` of a file that belongs to a published project.
-- Returns the new count, or null when there is no such file.
create function private.increment_file_downloads(file_id uuid)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.project_files f
  set downloads = f.downloads + 1
  where f.id = file_id
    and exists (
      select 1
      from public.projects_dynamic p
      where p.slug = f.project_slug
        and p.published
    )
  returning f.downloads;
$$;

comment on function private.increment_file_downloads(uuid) is
  'Atomically raises a project file''s download count by one and returns the new count.';

revoke execute on function private.increment_file_downloads(uuid) from public;
grant execute on function private.increment_file_downloads(uuid) to anon, authenticated, service_role;

-- security invoker: the caller's own insert privilege and policy decide (published projects only).
create function public.record_project_view(view_slug text, view_referrer text default null)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.project_views (project_slug, referrer)
  values (view_slug, left(nullif(btrim(view_referrer), ''), 2048));
$$;

comment on function public.record_project_view(text, text) is
  'Records one view of a published project, with the referrer truncated to 2048 characters.';

revoke execute on function public.record_project_view(text, text) from public;
grant execute on function public.record_project_view(text, text) to anon, service_role;

-- security invoker: RLS limits the rows to what the caller may read (the admin: all of them).
create function public.project_view_counts()
returns table (project_slug text, views integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select v.project_slug, count(*)::integer as views
  from public.project_views v
  group by v.project_slug
  order by views desc, v.project_slug;
$$;

comment on function public.project_view_counts() is 'View counts per project slug, highest first.';

revoke execute on function public.project_view_counts() from public, anon;
grant execute on function public.project_view_counts() to authenticated, service_role;

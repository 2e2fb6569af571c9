-- Resume and portfolio versions, and the public `documents` storage bucket.
--
-- Uploads are PDFs of at most 10 MB. Each upload becomes the next version
-- (numbered by the database under a lock, so concurrent uploads never collide) and starts
-- inactive; the database allows at most one active version per kind. Visitors read the
-- active version only.

-- Shared trigger: version = highest existing version + 1, serialised per table.
create function public.assign_document_version()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext(tg_table_schema || '.' || tg_table_name));
  execute format('select coalesce(max(version), 0) + 1 from %I.%I', tg_table_schema, tg_table_name)
    into new.version;
  return new;
end;
$$;

revoke execute on function public.assign_document_version() from public, anon, authenticated;

-- resume_files ------------------------------------------------------------------------------------
create table public.resume_files (
  id uuid primary key default gen_random_uuid(),
  file_name text not null,
  file_path text not null,
  storage_path text not null,
  file_size bigint not null,
  mime_type text not null default 'application/pdf',
  is_active boolean not null default false,
  version integer not null,
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint resume_files_version_key unique (version),
  constraint resume_files_storage_path_key unique (storage_path),
  constraint resume_files_file_name_length check (char_length(btrim(file_name)) between 1 and 255),
  constraint resume_files_file_path_url check (file_path ~ '^(https?://|/)' and char_length(file_path) <= 2048),
  constraint resume_files_storage_path_folder check (storage_path ~ '^resumes/[^/]+$'),
  constraint resume_files_file_size_range check (file_size between 1 and 10485760),
  constraint resume_files_mime_type_pdf check (mime_type = 'application/pdf'),
  constraint resume_files_version_min check (version >= 1)
);

comment on table public.resume_files is
  'Uploaded resume versions. At most one is active; the active one is the resume visitors download.';

create unique index resume_files_one_active_idx on public.resume_files (is_active) where is_active;
create index resume_files_uploaded_by_idx on public.resume_files (uploaded_by);

create trigger resume_files_assign_version
  before insert on public.resume_files
  for each row execute function public.assign_document_version();

alter table public.resume_files enable row level security;

revoke all on table public.resume_files from public, anon, authenticated, service_role;
grant select (id, file_name, file_path, storage_path, file_size, mime_type, is_active, version, created_at)
  on table public.resume_files to anon;
grant select, insert, delete on table public.resume_files to authenticated;
grant update (is_active) on table public.resume_files to authenticated;
grant all on table public.resume_files to service_role;

create policy "Visitors read the active resume"
  on public.resume_files for select
  to anon
  using (is_active);

create policy "Admins read resume versions"
  on public.resume_files for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins upload resume versions"
  on public.resume_files for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins activate resume versions"
  on public.resume_files for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete resume versions"
  on public.resume_files for delete
  to authenticated
  using ((select private.is_admin()));

-- portfolio_files ---------------------------------------------------------------------------------
create table public.portfolio_files (
  id uuid primary key default gen_random_uuid(),
  file_name text not null,
  file_path text not null,
  storage_path text not null,
  file_size bigint not null,
  mime_type text not null default 'application/pdf',
  is_active boolean not null default false,
  version integer not null,
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint portfolio_files_version_key unique (version),
  constraint portfolio_files_storage_path_key unique (storage_path),
  constraint portfolio_files_file_name_length check (char_length(btrim(file_name)) between 1 and 255),
  constraint portfolio_files_file_path_url check (file_path ~ '^(https?://|/)' and char_length(file_path) <= 2048),
  constraint portfolio_files_storage_path_folder check (storage_path ~ '^portfolios/[^/]+$'),
  constraint portfolio_files_file_size_range check (file_size between 1 and 10485760),
  constraint portfolio_files_mime_type_pdf check (mime_type = 'application/pdf'),
  constraint portfolio_files_version_min check (version >= 1)
);

comment on table public.portfolio_files is
  'Uploaded portfolio versions. At most one is active; the active one is the portfolio visitors download.';

create unique index portfolio_files_one_active_idx on public.portfolio_files (is_active) where is_active;
create index portfolio_files_uploaded_by_idx on public.portfolio_files (uploaded_by);

create trigger portfolio_files_assign_version
  before insert on public.portfolio_files
  for each row execute function public.assign_document_version();

alter table public.portfolio_files enable row level security;

revoke all on table public.portfolio_files from public, anon, authenticated, service_role;
grant select (id, file_name, file_path, storage_path, file_size, mime_type, is_active, version, created_at)
  on table public.portfolio_files to anon;
grant select, insert, delete on table public.portfolio_files to authenticated;
grant update (is_active) on table public.portfolio_files to authenticated;
grant all on table public.portfolio_files to service_role;

create policy "Visitors read the active portfolio"
  on public.portfolio_files for select
  to anon
  using (is_active);

create policy "Admins read portfolio versions"
  on public.portfolio_files for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins upload portfolio versions"
  on public.portfolio_files for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins activate portfolio versions"
  on public.portfolio_files for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete portfolio versions"
  on public.portfolio_files for delete
  to authenticated
  using ((select private.is_admin()));

-- Storage: the public `documents` bucket ----------------------------------------------------------
-- Public: files are served by URL without a policy. Listing and every write are admin-only.
insert into storage.buckets (id, name, public, file_size_limit)
values ('documents', 'documents', true, 10485760)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit;

create policy "Admins list documents"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins upload documents"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins replace documents"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()))
  with check (bucket_id = 'documents' and (select private.is_admin()));

create policy "Admins delete documents"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'documents' and (select private.is_admin()));

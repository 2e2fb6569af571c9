-- The site's settings: the owner's identity and the fixed copy of the public pages (hero, about,
-- education, resume and contact cards, document links, search-engine title and description), as
-- one JSON document in one row. Visitors read it (the build reads as anon); only an admin writes
-- it. While no row exists, the application uses the values in src/config/site.ts, so a fresh
-- install looks as shipped; the admin's first save creates the row. The application validates the
-- document's shape (src/lib/site-settings.ts); the database bounds its kind and size.

create table public.site_settings (
  -- Always true: the table holds at most one row.
  id boolean primary key default true,
  settings jsonb not null,
  updated_at timestamptz not null default now(),
  constraint site_settings_single_row check (id),
  constraint site_settings_object check (jsonb_typeof(settings) = 'object'),
  constraint site_settings_size check (octet_length(settings::text) <= 100000)
);

comment on table public.site_settings is
  'The site settings (identity and fixed copy of the public pages) as one JSON document; one row at most.';

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function public.set_updated_at();

alter table public.site_settings enable row level security;

revoke all on table public.site_settings from public, anon, authenticated, service_role;
grant select (id, settings, updated_at) on table public.site_settings to anon;
grant select, insert, update on table public.site_settings to authenticated;
grant all on table public.site_settings to service_role;

create policy "Visitors read the site settings"
  on public.site_settings for select
  to anon
  using (true);

create policy "Admins read the site settings"
  on public.site_settings for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins create the site settings"
  on public.site_settings for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update the site settings"
  on public.site_settings for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Every page shows the settings: a change made outside the admin rebuilds the hosted site too.
create trigger site_settings_content_changed_insert
  after insert on public.site_settings
  referencing new table as new_rows
  for each statement execute function private.notify_content_changed();
create trigger site_settings_content_changed_update
  after update on public.site_settings
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.notify_content_changed();

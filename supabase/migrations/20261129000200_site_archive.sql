-- Importing a site archive restores each resume and portfolio version under its own number: while
-- the importing transaction says so (`portfolio.restoring`), a version given on insert is kept.
create or replace function public.assign_document_version()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.version is not null and current_setting('portfolio.restoring', true) = 'on' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext(tg_table_schema || '.' || tg_table_name));
  execute format('select coalesce(max(version), 0) + 1 from %I.%I', tg_table_schema, tg_table_name)
    into new.version;
  return new;
end;
$$;

-- The schema version a site archive records and checks: the newest migration applied, from the
-- Supabase CLI's own bookkeeping, which only its owner reads.
create function private.schema_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select max(version) from supabase_migrations.schema_migrations
$$;

revoke execute on function private.schema_version() from public, anon, authenticated;
grant execute on function private.schema_version() to service_role;

-- Roles and shared helpers.
--
-- Admin rights come only from a `user_roles` row with role 'admin'.
-- `private.is_admin()` is what every admin policy asks; `set_updated_at()` keeps `updated_at`
-- honest on every editable table (the admin uses it to refuse saves based on a stale copy).

-- Security definer functions live in `private`, a schema Supabase's Data API does not expose:
-- nobody can reach them through /rest/v1/rpc, only through this project's server and policies
-- (Supabase database linter 0028/0029). The API roles may use the schema but own nothing in it.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Role grants. A row with role admin makes a user the site owner; granted with `npm run admin -- grant EMAIL` or SQL.';

alter table public.user_roles enable row level security;

revoke all on table public.user_roles from public, anon, authenticated, service_role;
grant select on table public.user_roles to authenticated;
grant all on table public.user_roles to service_role;

-- security definer: policies on user_roles (and everywhere else) call this function, and a
-- signed-in user must not read role rows; running as the owner avoids both the recursion and the
-- grant. search_path is pinned so that no caller can shadow the objects it reads.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'
  );
$$;

comment on function private.is_admin() is 'True when the requesting user (JWT sub) has the admin role.';

revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;

create policy "Admins read role grants"
  on public.user_roles for select
  to authenticated
  using ((select private.is_admin()));

-- Trigger function: stamps updated_at on every real change.
create function public.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- Messages visitors leave: guestbook entries (public once approved) and contact messages (private).
--
-- Visitors may insert only the fields of the form (column grants) and only in the initial state
-- (policies); the admin moderates. Limits mirror src/lib/validation/visitor-forms.ts.

-- guestbook_messages ------------------------------------------------------------------------------
create type public.guestbook_status as enum ('pending', 'approved', 'rejected');

create table public.guestbook_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text,
  message text not null,
  status public.guestbook_status not null default 'pending',
  approved_at timestamptz,
  approved_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint guestbook_messages_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint guestbook_messages_email_format check (
    email is null
    or (char_length(email) <= 255 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$')
  ),
  constraint guestbook_messages_message_length check (char_length(message) between 10 and 1000),
  constraint guestbook_messages_approval_matches check ((status = 'approved') = (approved_at is not null))
);

comment on table public.guestbook_messages is
  'Guestbook entries. New entries are pending; visitors see approved ones only, newest first; email stays private.';

create index guestbook_messages_status_created_at_idx
  on public.guestbook_messages (status, created_at desc);
create index guestbook_messages_approved_by_idx on public.guestbook_messages (approved_by);

create trigger guestbook_messages_set_updated_at
  before update on public.guestbook_messages
  for each row execute function public.set_updated_at();

alter table public.guestbook_messages enable row level security;

revoke all on table public.guestbook_messages from public, anon, authenticated, service_role;
grant select (id, name, message, status, created_at) on table public.guestbook_messages to anon;
grant insert (name, email, message) on table public.guestbook_messages to anon;
grant select, delete on table public.guestbook_messages to authenticated;
grant update (status, approved_at, approved_by) on table public.guestbook_messages to authenticated;
grant all on table public.guestbook_messages to service_role;

create policy "Visitors read approved guestbook messages"
  on public.guestbook_messages for select
  to anon
  using (status = 'approved');

create policy "Visitors sign the guestbook as pending"
  on public.guestbook_messages for insert
  to anon
  with check (status = 'pending' and approved_at is null and approved_by is null);

create policy "Admins read guestbook messages"
  on public.guestbook_messages for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins moderate guestbook messages"
  on public.guestbook_messages for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete guestbook messages"
  on public.guestbook_messages for delete
  to authenticated
  using ((select private.is_admin()));

-- contact_messages --------------------------------------------------------------------------------
create type public.contact_status as enum ('new', 'read');

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  status public.contact_status not null default 'new',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 100),
  constraint contact_messages_email_format check (
    char_length(email) <= 255 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  ),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 10 and 2000)
);

comment on table public.contact_messages is
  'Messages sent through the contact form. Write-only for visitors; the admin reads them and marks them read.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row execute function public.set_updated_at();

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from public, anon, authenticated, service_role;
grant insert (name, email, message) on table public.contact_messages to anon;
grant select, delete on table public.contact_messages to authenticated;
grant update (status) on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

create policy "Visitors send contact messages as new"
  on public.contact_messages for insert
  to anon
  with check (status = 'new');

create policy "Admins read contact messages"
  on public.contact_messages for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins mark contact messages"
  on public.contact_messages for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete contact messages"
  on public.contact_messages for delete
  to authenticated
  using ((select private.is_admin()));

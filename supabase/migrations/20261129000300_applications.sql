-- Applications: what the owner sent where, each with a private link, and what that link's
-- visitors looked at.
--
-- An application is the owner's alone: no visitor and no signed-in user without the admin role
-- reads or writes one. Its `token` names its link (/a/<token>); knowing the token is what lets a
-- visitor see the few public fields of that one application (`private.application_link`) and add
-- events to it (`private.record_application_event`). Neither function lists tokens, so the link
-- cannot be guessed from the database: the token holds 122 random bits (a version 4 UUID, from
-- the server's strong random source).
--
-- Events store no IP address, cookie or fingerprint: the tab's own random visit id, what was
-- opened, and the referrer's host. A link check (a mail scanner or a link preview fetching the
-- link) is recorded apart, with the checker's name from a short fixed list.

-- Up to four distinct project slugs, for the projects a link shows first (a check constraint cannot
-- hold the subquery itself).
create function private.are_pinned_projects(slugs text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(slugs) <= 4
    and coalesce(bool_and(slug is not null and slug ~ '^[a-z0-9-]+$' and char_length(slug) <= 200), true)
    and count(distinct slug) = count(*)
  from unnest(slugs) as slug;
$$;

comment on function private.are_pinned_projects(text[]) is
  'True for up to four distinct, well-formed project slugs (an application''s pinned projects).';

revoke execute on function private.are_pinned_projects(text[]) from public;
grant execute on function private.are_pinned_projects(text[]) to authenticated, service_role;

-- applications ------------------------------------------------------------------------------------
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  token text not null default replace(gen_random_uuid()::text, '-', ''),
  company text not null,
  role text not null,
  posting_url text,
  contact text,
  applied_on date not null default current_date,
  status text not null default 'applied',
  resume_version_id uuid references public.resume_files (id) on delete set null,
  pinned_projects text[] not null default '{}',
  greeting text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_token_key unique (token),
  constraint applications_token_format check (token ~ '^[A-Za-z0-9_-]{16,64}$'),
  constraint applications_company_length check (char_length(btrim(company)) between 1 and 200),
  constraint applications_role_length check (char_length(btrim(role)) between 1 and 200),
  constraint applications_posting_url check (
    posting_url is null or (posting_url ~* '^https?://' and char_length(posting_url) <= 2048)
  ),
  constraint applications_contact_length check (contact is null or char_length(contact) <= 200),
  constraint applications_status check (
    status in ('applied', 'screening', 'interview', 'offer', 'rejected', 'withdrawn')
  ),
  constraint applications_pinned_projects check (private.are_pinned_projects(pinned_projects)),
  constraint applications_greeting check (
    greeting is null or (char_length(greeting) <= 200 and greeting !~ '[\r\n]')
  ),
  constraint applications_notes_length check (notes is null or char_length(notes) <= 5000)
);

comment on table public.applications is
  'The owner''s job applications, each with the token of its private link (/a/<token>). Owner only.';

create index applications_resume_version_id_idx on public.applications (resume_version_id);

create trigger applications_set_updated_at
  before update on public.applications
  for each row execute function public.set_updated_at();

alter table public.applications enable row level security;

revoke all on table public.applications from public, anon, authenticated, service_role;
grant select, delete on table public.applications to authenticated;
-- The id and the token are made by the database, and the token never changes: a new link is a new
-- application.
grant insert (company, role, posting_url, contact, applied_on, status, resume_version_id, pinned_projects, greeting, notes)
  on table public.applications to authenticated;
grant update (company, role, posting_url, contact, applied_on, status, resume_version_id, pinned_projects, greeting, notes)
  on table public.applications to authenticated;
grant all on table public.applications to service_role;

create policy "Admins read applications"
  on public.applications for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins add applications"
  on public.applications for insert
  to authenticated
  with check ((select private.is_admin()));

create policy "Admins update applications"
  on public.applications for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins delete applications"
  on public.applications for delete
  to authenticated
  using ((select private.is_admin()));

-- application_status_changes ----------------------------------------------------------------------
create table public.application_status_changes (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  status text not null,
  changed_at timestamptz not null default now(),
  constraint application_status_changes_status check (
    status in ('applied', 'screening', 'interview', 'offer', 'rejected', 'withdrawn')
  )
);

comment on table public.application_status_changes is
  'Each status an application has had, with its date (the first is its creation). Written by a trigger; owner only.';

create index application_status_changes_application_idx
  on public.application_status_changes (application_id, changed_at);

alter table public.application_status_changes enable row level security;

revoke all on table public.application_status_changes from public, anon, authenticated, service_role;
grant select on table public.application_status_changes to authenticated;
grant all on table public.application_status_changes to service_role;

create policy "Admins read status changes"
  on public.application_status_changes for select
  to authenticated
  using ((select private.is_admin()));

-- security definer: the admin holds no insert grant on the history, so that only a real change of
-- status writes it. Restoring a site archive (`portfolio.restoring`) brings its own history.
create function private.record_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('portfolio.restoring', true) = 'on' then
    return null;
  end if;
  if tg_op = 'INSERT' or new.status is distinct from old.status then
    insert into public.application_status_changes (application_id, status) values (new.id, new.status);
  end if;
  return null;
end;
$$;

comment on function private.record_application_status() is
  'Row trigger on applications: keeps the date of each status an application takes.';

revoke execute on function private.record_application_status() from public, anon, authenticated, service_role;

create trigger applications_record_status
  after insert or update of status on public.applications
  for each row execute function private.record_application_status();

-- application_events ------------------------------------------------------------------------------
create table public.application_events (
  id bigint generated always as identity primary key,
  application_id uuid not null references public.applications (id) on delete cascade,
  -- The tab's own random id, the same for every event of one visit; none for a link check.
  visit_id uuid,
  kind text not null,
  -- What was opened: a page's path, a project's slug, a model's or a file's name.
  target text,
  referrer_host text,
  -- A link check's checker, from the server's fixed list (e.g. 'Slack', 'Microsoft Safe Links').
  checker text,
  created_at timestamptz not null default now(),
  constraint application_events_kind check (
    kind in ('open', 'page', 'project', 'model', 'file', 'resume', 'link_check')
  ),
  constraint application_events_visit check ((kind = 'link_check') = (visit_id is null)),
  constraint application_events_checker check (
    case when kind = 'link_check' then coalesce(char_length(checker) between 1 and 60, false) else checker is null end
  ),
  constraint application_events_target_length check (target is null or char_length(target) between 1 and 300),
  constraint application_events_referrer_host check (
    referrer_host is null or referrer_host ~ '^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$'
  )
);

comment on table public.application_events is
  'What visitors of an application''s link opened, and the link checks apart. No IP address, cookie or fingerprint. Owner only.';

create index application_events_application_idx on public.application_events (application_id, created_at);

alter table public.application_events enable row level security;

revoke all on table public.application_events from public, anon, authenticated, service_role;
grant select, delete on table public.application_events to authenticated;
grant all on table public.application_events to service_role;

create policy "Admins read application events"
  on public.application_events for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins delete application events"
  on public.application_events for delete
  to authenticated
  using ((select private.is_admin()));

-- The link's two functions ------------------------------------------------------------------------

-- security definer: visitors read no application; given a token, this returns what that one link
-- shows (nothing for an unknown or deleted token). The résumé is the chosen version's file, if it
-- still exists.
create function private.application_link(link_token text)
returns table (greeting text, pinned_projects text[], resume_path text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.greeting, a.pinned_projects, r.file_path
  from public.applications a
  left join public.resume_files r on r.id = a.resume_version_id
  where a.token = link_token;
$$;

comment on function private.application_link(text) is
  'The public fields of the application whose link has this token: greeting, pinned projects, résumé file.';

revoke execute on function private.application_link(text) from public;
grant execute on function private.application_link(text) to anon, authenticated, service_role;

-- security definer: visitors hold no insert grant on events; this is their only way in, and only
-- for a live token. Returns whether the event was the link's first open (null: no such token, and
-- nothing was stored). Bad values are refused by the table's constraints, storing nothing.
create function private.record_application_event(
  link_token text,
  event_visit uuid,
  event_kind text,
  event_target text default null,
  event_referrer_host text default null,
  event_checker text default null
)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  opened_before boolean;
begin
  -- The row lock orders concurrent first opens of one link, so exactly one of them is the first.
  select a.id into found_id from public.applications a where a.token = link_token for update;
  if found_id is null then
    return null;
  end if;
  select exists (
    select 1 from public.application_events e where e.application_id = found_id and e.kind = 'open'
  ) into opened_before;
  insert into public.application_events (application_id, visit_id, kind, target, referrer_host, checker)
  values (found_id, event_visit, event_kind, event_target, lower(event_referrer_host), event_checker);
  return event_kind = 'open' and not opened_before;
end;
$$;

comment on function private.record_application_event(text, uuid, text, text, text, text) is
  'Records one event of a live application link; true when it is the link''s first open, null for an unknown token.';

revoke execute on function private.record_application_event(text, uuid, text, text, text, text) from public;
grant execute on function private.record_application_event(text, uuid, text, text, text, text)
  to anon, service_role;

-- The owner's notifications: an outbox written in the same transaction as each visitor message.
--
-- A trigger on contact_messages and guestbook_messages adds one outbox row per message a visitor
-- stores (as anon, through the site's endpoints), so the notification commits exactly when the
-- message does: a rolled-back insert leaves none, an idempotent retry that stores nothing adds
-- nothing. Rows written by anyone else (the demo seed, SQL run by hand) announce nothing. The server (src/server/notifications/)
-- delivers the rows afterwards, by email (SMTP) and/or webhook: it claims rows with
-- `for update skip locked` and a lease (claimed_until, claim_id), so two workers never send one
-- row, marks each delivered row, and retries failures with backoff (attempts, last_error,
-- next_attempt_at). Contact messages are announced one email each; guestbook messages in one
-- batch. See docs/notifications.md.
--
-- The outbox refers to its message (deleting the message deletes its notification) and copies
-- none of it. Only the server (service_role) reads or writes it; visitors and the owner's session
-- roles have no grant at all.

create table private.notification_outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  guestbook_message_id uuid references public.guestbook_messages (id) on delete cascade,
  -- pending: to deliver (or retry); sent: delivered on every configured channel; skipped: nothing
  -- to deliver (notifications not configured, or a guestbook message moderated before its batch).
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  last_error text,
  -- A worker's claim: until when the row is its own, and which run claimed it.
  claimed_until timestamptz,
  claim_id uuid,
  -- Per channel, so that a retry after a partial failure never sends a channel twice.
  email_sent_at timestamptz,
  webhook_sent_at timestamptz,
  finished_at timestamptz,
  note text,
  constraint notification_outbox_kind check (kind in ('contact', 'guestbook')),
  constraint notification_outbox_message check (
    (kind = 'contact') = (contact_message_id is not null)
    and (kind = 'guestbook') = (guestbook_message_id is not null)
  ),
  constraint notification_outbox_status check (status in ('pending', 'sent', 'skipped')),
  constraint notification_outbox_finished check ((status = 'pending') = (finished_at is null)),
  constraint notification_outbox_attempts check (attempts >= 0),
  constraint notification_outbox_last_error_length check (char_length(last_error) <= 2000),
  constraint notification_outbox_note_length check (char_length(note) <= 200),
  constraint notification_outbox_claim check ((claimed_until is null) = (claim_id is null))
);

comment on table private.notification_outbox is
  'One row per visitor message to announce to the owner (email and/or webhook), written by a trigger in the message''s transaction. Server only.';

create index notification_outbox_contact_message_id_idx on private.notification_outbox (contact_message_id);
create index notification_outbox_guestbook_message_id_idx on private.notification_outbox (guestbook_message_id);
create index notification_outbox_pending_idx
  on private.notification_outbox (kind, next_attempt_at)
  where status = 'pending';
create index notification_outbox_finished_at_idx
  on private.notification_outbox (finished_at)
  where status <> 'pending';

alter table private.notification_outbox enable row level security;

revoke all on table private.notification_outbox from public, anon, authenticated, service_role;
grant select, insert, update, delete on table private.notification_outbox to service_role;

-- security definer: visitors insert messages as anon, which has no grant on the outbox (and must
-- get none); the trigger writes the row as the owner. search_path is pinned; every name is
-- qualified. It reads nothing from the message but its id.
create function private.enqueue_message_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- `role` is the caller's, even inside this function: only visitors' messages are announced.
  if current_setting('role', true) is distinct from 'anon' then
    return null;
  end if;
  if tg_table_name = 'contact_messages' then
    insert into private.notification_outbox (kind, contact_message_id) values ('contact', new.id);
  else
    insert into private.notification_outbox (kind, guestbook_message_id) values ('guestbook', new.id);
  end if;
  return null;
end;
$$;

comment on function private.enqueue_message_notification() is
  'Row trigger on the visitor message tables: queues the owner''s notification in the message''s own transaction.';

revoke execute on function private.enqueue_message_notification() from public, anon, authenticated, service_role;

create trigger contact_messages_enqueue_notification
  after insert on public.contact_messages
  for each row execute function private.enqueue_message_notification();

create trigger guestbook_messages_enqueue_notification
  after insert on public.guestbook_messages
  for each row execute function private.enqueue_message_notification();

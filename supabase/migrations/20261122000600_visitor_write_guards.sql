-- Guards for visitor writes: idempotent submissions and per-client rate limits.
--
-- The write endpoints run in serverless functions, so anything that must hold across requests
-- (a retried submission stored once, five messages per client per ten minutes) lives here, not in
-- a function instance's memory.

-- Idempotent submissions ---------------------------------------------------------------------------
-- The form sends a random key with each submission and reuses it when it retries. The insert is
-- `on conflict do nothing` (no conflict target: naming one needs a select grant visitors lack),
-- so a retry whose first attempt committed stores nothing more, and one racing the first attempt
-- waits for it. Visitors may write the key but never read it back (no select grant on the column).
alter table public.contact_messages
  add column idempotency_key uuid,
  add constraint contact_messages_idempotency_key_key unique (idempotency_key);
alter table public.guestbook_messages
  add column idempotency_key uuid,
  add constraint guestbook_messages_idempotency_key_key unique (idempotency_key);

comment on column public.contact_messages.idempotency_key is
  'Random key sent by the form (Idempotency-Key header): a retried submission is stored once.';
comment on column public.guestbook_messages.idempotency_key is
  'Random key sent by the form (Idempotency-Key header): a retried submission is stored once.';

grant insert (idempotency_key) on table public.contact_messages to anon;
grant insert (idempotency_key) on table public.guestbook_messages to anon;

-- Rate limits ------------------------------------------------------------------------------------
-- One row per accepted request in a sliding window, keyed by a purpose ('contact', 'guestbook',
-- 'project-view', …) and a keyed hash of the client's address (never the address itself).
-- Only the server, as service_role, reads or writes it; the Data API never exposes `private`.
create table private.rate_limit_hits (
  bucket text not null,
  client_hash text not null,
  request_key text not null,
  hit_at timestamptz not null default now(),
  constraint rate_limit_hits_pkey primary key (bucket, client_hash, request_key),
  constraint rate_limit_hits_bucket_length check (char_length(bucket) between 1 and 40),
  constraint rate_limit_hits_client_hash_length check (char_length(client_hash) between 16 and 128),
  constraint rate_limit_hits_request_key_length check (char_length(request_key) between 1 and 100)
);

comment on table private.rate_limit_hits is
  'Accepted visitor requests per purpose and hashed client, for sliding-window rate limits.';

create index rate_limit_hits_window_idx on private.rate_limit_hits (bucket, client_hash, hit_at);
create index rate_limit_hits_hit_at_idx on private.rate_limit_hits (hit_at);

alter table private.rate_limit_hits enable row level security;
revoke all on table private.rate_limit_hits from public, anon, authenticated, service_role;
grant select, insert, delete on table private.rate_limit_hits to service_role;

-- Takes one slot of `max_hits` per `window_seconds` for (bucket, client). Returns 0 when the
-- request may go ahead (and records it), else the number of seconds until a slot frees up.
-- A request key already counted in the window (a retry with the same Idempotency-Key) is free.
-- Concurrent calls for one client are serialised by a transaction-level advisory lock, so a
-- burst cannot slip past the limit.
create function private.take_rate_limit(
  limit_bucket text,
  limit_client text,
  limit_request text,
  max_hits integer,
  window_seconds integer
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  window_start timestamptz := now() - make_interval(secs => window_seconds);
  used integer;
  oldest timestamptz;
begin
  if max_hits < 1 or window_seconds < 1 then
    raise exception 'rate limit needs max_hits >= 1 and window_seconds >= 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('rate-limit:' || limit_bucket || ':' || limit_client, 0));

  delete from private.rate_limit_hits
  where bucket = limit_bucket and client_hash = limit_client and hit_at < window_start;

  if exists (
    select 1 from private.rate_limit_hits
    where bucket = limit_bucket and client_hash = limit_client and request_key = limit_request
  ) then
    return 0;
  end if;

  select count(*), min(hit_at) into used, oldest
  from private.rate_limit_hits
  where bucket = limit_bucket and client_hash = limit_client;

  if used >= max_hits then
    return greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - now())))::integer);
  end if;

  insert into private.rate_limit_hits (bucket, client_hash, request_key)
  values (limit_bucket, limit_client, limit_request);

  -- Now and then, forget clients that never came back (windows are at most a day).
  if random() < 0.01 then
    delete from private.rate_limit_hits where hit_at < now() - interval '1 day';
  end if;

  return 0;
end;
$$;

comment on function private.take_rate_limit(text, text, text, integer, integer) is
  'Sliding-window rate limit: 0 = allowed (recorded), else seconds to wait. Server only (service_role).';

revoke execute on function private.take_rate_limit(text, text, text, integer, integer) from public;
grant execute on function private.take_rate_limit(text, text, text, integer, integer) to service_role;

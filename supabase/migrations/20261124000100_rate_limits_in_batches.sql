-- Rate limits for many requests at once.
--
-- The server takes the slots of visitor requests that arrive together in one transaction (group
-- commit, src/server/db/group-commit.ts). Calling take_rate_limit once per request ran its five
-- statements per request; take_rate_limits decides a whole batch in a handful of set-based
-- statements, with the same answers as calling take_rate_limit for each request in turn.
-- take_rate_limit stays, as a batch of one, so the rule is written once.

-- A request key seen again after its window takes its old row back (on conflict … do update).
grant update (hit_at) on table private.rate_limit_hits to service_role;

create function private.take_rate_limits(
  request_buckets text[],
  request_clients text[],
  request_keys text[],
  request_max_hits integer[],
  request_windows integer[]
)
returns table (request_position integer, wait_seconds integer)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  decided_at timestamptz;
  batch_size integer := coalesce(cardinality(request_buckets), 0);
begin
  if coalesce(cardinality(request_clients), 0) <> batch_size
     or coalesce(cardinality(request_keys), 0) <> batch_size
     or coalesce(cardinality(request_max_hits), 0) <> batch_size
     or coalesce(cardinality(request_windows), 0) <> batch_size then
    raise exception 'rate limit requests need one bucket, client, key, limit and window each' using errcode = '22023';
  end if;
  if exists (
    select 1 from unnest(request_max_hits, request_windows) as l(max_hits, window_length)
    where max_hits is null or window_length is null or max_hits < 1 or window_length < 1
  ) then
    raise exception 'rate limit needs max_hits >= 1 and window_seconds >= 1' using errcode = '22023';
  end if;

  -- Each client's window is locked, in one order for every caller: concurrent batches on a
  -- server database wait for each other in turn, never in a circle.
  perform pg_advisory_xact_lock(hashtextextended('rate-limit:' || l.bucket || ':' || l.client_hash, 0))
  from (
    select distinct r.bucket, r.client_hash
    from unnest(request_buckets, request_clients) as r(bucket, client_hash)
    order by r.bucket, r.client_hash
  ) as l;

  -- The time after taking the locks (see 20261122000800_rate_limit_clock.sql).
  decided_at := clock_timestamp();

  -- Hits that left their window no longer count (the cleanup below removes them). Every look at
  -- the hits is one index probe per request (lateral), so a batch costs the same however many
  -- hits the table holds; joins over the whole table grew with it.
  return query
  with request as (
    select r.bucket, r.client_hash, r.request_key, r.max_hits, r.window_length, r.ordinal::integer as ordinal,
           decided_at - make_interval(secs => r.window_length) as window_start
    from unnest(request_buckets, request_clients, request_keys, request_max_hits, request_windows)
      with ordinality as r(bucket, client_hash, request_key, max_hits, window_length, ordinal)
  ),
  seen as (
    select r.*, k.counted_before, w.used, w.oldest
    from request as r
    cross join lateral (
      select exists (
        select 1 from private.rate_limit_hits as h
        where h.bucket = r.bucket and h.client_hash = r.client_hash and h.request_key = r.request_key
          and h.hit_at >= r.window_start
      ) as counted_before
    ) as k
    cross join lateral (
      select count(*)::integer as used, min(h.hit_at) as oldest
      from private.rate_limit_hits as h
      where h.bucket = r.bucket and h.client_hash = r.client_hash and h.hit_at >= r.window_start
    ) as w
  ),
  -- A key counted in the window passes again and takes no slot; a key twice in the batch is
  -- decided once.
  fresh as (
    select distinct on (s.bucket, s.client_hash, s.request_key) s.*
    from seen as s
    where not s.counted_before
    order by s.bucket, s.client_hash, s.request_key, s.ordinal
  ),
  -- In turn, per client: the n-th new request goes ahead while the window has room for it.
  decided as (
    select f.*, f.used + row_number() over (partition by f.bucket, f.client_hash order by f.ordinal) <= f.max_hits as allowed
    from fresh as f
  ),
  -- Runs to completion whether or not the answer below reads it (PostgreSQL's rule for WITH). A
  -- key seen before the window takes its old row.
  recorded as (
    insert into private.rate_limit_hits as h (bucket, client_hash, request_key, hit_at)
    select d.bucket, d.client_hash, d.request_key, decided_at from decided as d where d.allowed
    on conflict (bucket, client_hash, request_key) do update set hit_at = excluded.hit_at
  )
  select r.ordinal,
         case
           when d.ordinal is null or d.allowed then 0
           -- Refused: until the oldest hit leaves the window (hits of this batch are the newest).
           else least(
             d.window_length,
             greatest(1, ceil(extract(epoch from (
               coalesce(d.oldest, decided_at) + make_interval(secs => d.window_length) - decided_at
             )))::integer)
           )
         end
  from request as r
  left join decided as d
    on d.bucket = r.bucket and d.client_hash = r.client_hash and d.request_key = r.request_key
  order by r.ordinal;

  -- Now and then, forget hits that left every window (windows are at most a day).
  if random() < 0.01 then
    delete from private.rate_limit_hits where hit_at < decided_at - interval '1 day';
  end if;
end;
$$;

comment on function private.take_rate_limits(text[], text[], text[], integer[], integer[]) is
  'Sliding-window rate limits for a batch of requests, decided in order: per request 0 = allowed (recorded), else seconds to wait. Server only (service_role).';

revoke execute on function private.take_rate_limits(text[], text[], text[], integer[], integer[]) from public;
grant execute on function private.take_rate_limits(text[], text[], text[], integer[], integer[]) to service_role;

-- One request: a batch of one.
create or replace function private.take_rate_limit(
  limit_bucket text,
  limit_client text,
  limit_request text,
  max_hits integer,
  window_seconds integer
)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select t.wait_seconds
  from private.take_rate_limits(
    array[limit_bucket], array[limit_client], array[limit_request], array[max_hits], array[window_seconds]
  ) as t;
$$;

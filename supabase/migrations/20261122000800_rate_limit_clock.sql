-- The rate limit's clock: read after taking the per-client lock.
--
-- 20261122000600 measured the window from now(), the transaction's start. Under a burst, a
-- caller that waited for the lock saw hits stamped after its own start and answered a wait of
-- window + 1 s (Retry-After 601 for a 600 s window); PostgreSQL showed it, PGlite could not.
-- clock_timestamp() after the lock gives every caller the time it actually decides at.
create or replace function private.take_rate_limit(
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
  window_start timestamptz;
  decided_at timestamptz;
  used integer;
  oldest timestamptz;
begin
  if max_hits < 1 or window_seconds < 1 then
    raise exception 'rate limit needs max_hits >= 1 and window_seconds >= 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('rate-limit:' || limit_bucket || ':' || limit_client, 0));

  -- The time after taking the lock, not the transaction's start: a caller that waited for the
  -- lock must not see a window older than the hits recorded while it waited.
  decided_at := clock_timestamp();
  window_start := decided_at - make_interval(secs => window_seconds);

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
    return least(
      window_seconds,
      greatest(1, ceil(extract(epoch from (oldest + make_interval(secs => window_seconds) - decided_at)))::integer)
    );
  end if;

  insert into private.rate_limit_hits (bucket, client_hash, request_key, hit_at)
  values (limit_bucket, limit_client, limit_request, decided_at);

  -- Now and then, forget clients that never came back (windows are at most a day).
  if random() < 0.01 then
    delete from private.rate_limit_hits where hit_at < decided_at - interval '1 day';
  end if;

  return 0;
end;
$$;

-- One rate-limit window per call.
--
-- Each visitor request is one transaction of its own (a serverless function serves one request
-- at a time), so the batch function take_rate_limits, which decided many requests' slots in one
-- statement, is gone. take_rate_limit decides one request in one window; a request that counts in
-- several windows (a sign-in attempt, a stored message) calls it once per window, in a fixed order
-- of windows, inside its own transaction.

drop function private.take_rate_limits(text[], text[], text[], integer[], integer[]);

-- Only the batch function took an old key's row back; expired rows are now deleted first.
revoke update (hit_at) on table private.rate_limit_hits from service_role;

-- Takes one slot of `max_hits` per `window_seconds` for (bucket, client). Returns 0 when the
-- request may go ahead (and records it), else the number of seconds until a slot frees up. A
-- request key already counted in the window (a retry with the same Idempotency-Key) takes no new
-- slot. Concurrent calls for one client wait for each other on a transaction-level advisory lock,
-- so a burst cannot slip past the limit; the clock is read after the lock, so a caller that
-- waited never sees a window older than the hits recorded meanwhile.
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
  decided_at timestamptz;
  used integer;
  oldest timestamptz;
begin
  if max_hits is null or window_seconds is null or max_hits < 1 or window_seconds < 1 then
    raise exception 'rate limit needs max_hits >= 1 and window_seconds >= 1' using errcode = '22023';
  end if;

  perform pg_advisory_xact_lock(hashtextextended('rate-limit:' || limit_bucket || ':' || limit_client, 0));
  decided_at := clock_timestamp();

  delete from private.rate_limit_hits
  where bucket = limit_bucket and client_hash = limit_client
    and hit_at < decided_at - make_interval(secs => window_seconds);

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

comment on function private.take_rate_limit(text, text, text, integer, integer) is
  'Sliding-window rate limit for one request in one window: 0 = allowed (recorded), else seconds to wait. Server only (service_role).';

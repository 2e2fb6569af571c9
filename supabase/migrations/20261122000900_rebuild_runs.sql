-- Rebuild runs: what the publishing loop did with the rebuild requests.
--
-- Requests (private.rebuild_requests) are coalesced: several edits within a short window, or
-- arriving while a rebuild runs, become one run. A run is the embedded server's background
-- rebuild of the static pages, or (hosted) one call of the Netlify build hook, whose build then
-- runs on Netlify. The admin's publishing status reads the newest runs; only the server
-- (service_role) reads or writes them.

create table private.rebuild_runs (
  id bigint generated always as identity primary key,
  publisher text not null,
  reasons text[] not null,
  status text not null default 'running',
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  error text,
  -- The build that went live (embedded), or the Netlify deploy title (hosted).
  build_id text,
  constraint rebuild_runs_publisher check (publisher in ('embedded', 'netlify')),
  constraint rebuild_runs_status check (status in ('running', 'succeeded', 'failed')),
  constraint rebuild_runs_reasons_count check (cardinality(reasons) between 1 and 500),
  constraint rebuild_runs_error_length check (char_length(error) <= 4000),
  constraint rebuild_runs_build_id_length check (char_length(build_id) <= 200),
  constraint rebuild_runs_finished check ((status = 'running') = (finished_at is null)),
  constraint rebuild_runs_error_when_failed check ((status = 'failed') = (error is not null))
);

comment on table private.rebuild_runs is
  'One row per rebuild the publishing loop started (embedded) or triggered (Netlify build hook). Server only.';

create index rebuild_runs_started_at_idx on private.rebuild_runs (started_at desc);

alter table private.rebuild_runs enable row level security;

revoke all on table private.rebuild_runs from public, anon, authenticated, service_role;
grant select, insert, update on table private.rebuild_runs to service_role;

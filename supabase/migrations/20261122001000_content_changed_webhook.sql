-- Content-changed webhook: rebuild the hosted site when content changes outside the admin.
--
-- The admin's own writes ask for a rebuild themselves (the publishing hook in src/server/publishing).
-- A change made anywhere else, for example in Supabase's table editor or SQL editor, reaches the
-- hosted site through these triggers: each statement that changes a content table POSTs the changed
-- rows to the Netlify function netlify/functions/content-changed.ts, which checks the shared secret,
-- drops what no public page shows (counters, drafts, pending messages) and calls the build hook.
--
-- Per deployment, and secret, so not in this file: the function's URL and the shared secret live
-- in Supabase Vault as `content_webhook_url` and `content_webhook_secret` (docs/deploy.md), and the
-- requests go out through pg_net, asynchronously, after the transaction commits. Where pg_net or
-- Vault is missing (the embedded database, plain PostgreSQL) or a secret is not set, the triggers
-- do nothing, so this migration runs unchanged everywhere.
--
-- One request per statement, not per row: a bulk edit (reordering twenty skills) starts one deploy,
-- not twenty. The body is Supabase's database-webhook payload with the rows in a list:
--   {"type": "UPDATE", "table": "skills", "schema": "public",
--    "changes": [{"record": {...}, "old_record": {...}}, ...], "truncated": false}
-- At most 20 rows are listed; `truncated` says that more changed.

-- security definer: the triggers fire for whoever changes a row, and reading the Vault and queueing
-- an HTTP request are the owner's privileges alone. search_path is pinned; every name is qualified.
create function private.notify_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_rows constant integer := 20;
  hook_url text;
  hook_secret text;
  changes jsonb;
  changed integer;
begin
  -- Writes through the site's own API run as `anon` (visitors) or `authenticated` (the owner):
  -- visitors never change a prebuilt page (their counters and messages are shown live), and the
  -- admin publishes its own changes. `role` is the caller's, even inside this function.
  if current_setting('role', true) in ('anon', 'authenticated') then
    return null;
  end if;
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return null;
  end if;

  select max(s.decrypted_secret) filter (where s.name = 'content_webhook_url'),
         max(s.decrypted_secret) filter (where s.name = 'content_webhook_secret')
    into hook_url, hook_secret
    from vault.decrypted_secrets s
   where s.name in ('content_webhook_url', 'content_webhook_secret');
  if hook_url is null or hook_secret is null then
    return null;
  end if;

  -- Transition tables: new_rows (INSERT, UPDATE) and old_rows (UPDATE, DELETE); rows of an UPDATE
  -- are paired by primary key.
  if tg_op = 'INSERT' then
    select count(*)::integer into changed from new_rows;
    select coalesce(jsonb_agg(jsonb_build_object('record', to_jsonb(n), 'old_record', null)), '[]'::jsonb)
      into changes
      from (select * from new_rows limit max_rows) n;
  elsif tg_op = 'DELETE' then
    select count(*)::integer into changed from old_rows;
    select coalesce(jsonb_agg(jsonb_build_object('record', null, 'old_record', to_jsonb(o))), '[]'::jsonb)
      into changes
      from (select * from old_rows limit max_rows) o;
  else
    select count(*)::integer into changed from new_rows;
    select coalesce(jsonb_agg(jsonb_build_object('record', p.record, 'old_record', p.old_record)), '[]'::jsonb)
      into changes
      from (
        select to_jsonb(n) as record, to_jsonb(o) as old_record
        from new_rows n
        left join old_rows o on o.id = n.id
        limit max_rows
      ) p;
  end if;
  if changed = 0 then
    return null;
  end if;

  perform net.http_post(
    url := hook_url,
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'changes', changes,
      'truncated', changed > max_rows
    ),
    headers := jsonb_build_object('Content-Type', 'application/json', 'X-Webhook-Secret', hook_secret),
    timeout_milliseconds := 5000
  );
  return null;
exception
  when others then
    -- The webhook must never make a content change fail.
    raise warning 'content-changed webhook not sent: %', sqlerrm;
    return null;
end;
$$;

comment on function private.notify_content_changed() is
  'Statement trigger on content tables: POSTs the changed rows to the site''s content-changed function (URL and secret in Vault).';

revoke execute on function private.notify_content_changed() from public, anon, authenticated, service_role;

-- The tables whose rows can appear on a prebuilt page. Not contact_messages, project_views or
-- user_roles: nothing in them is ever public. Transition tables need one trigger per event.
do $$
declare
  content_table text;
  event text;
begin
  foreach content_table in array array[
    'projects_dynamic', 'blog_posts', 'experiences', 'skills', 'project_files',
    'guestbook_messages', 'resume_files', 'portfolio_files'
  ] loop
    foreach event in array array['insert', 'update', 'delete'] loop
      execute format(
        'create trigger %I after %s on public.%I referencing %s for each statement
           execute function private.notify_content_changed()',
        content_table || '_content_changed_' || event,
        event,
        content_table,
        case event
          when 'insert' then 'new table as new_rows'
          when 'delete' then 'old table as old_rows'
          else 'old table as old_rows new table as new_rows'
        end
      );
    end loop;
  end loop;
end;
$$;

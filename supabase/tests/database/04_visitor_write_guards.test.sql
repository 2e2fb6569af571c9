-- The visitor write guards: idempotency keys visitors may write but not read, and the rate-limit
-- table and function that only the server (service_role) may use.
-- Runs under `supabase test db` and under tests/database/pgtap.test.ts (PGlite and PostgreSQL).
begin;
create extension if not exists pgtap with schema extensions;
set search_path = public, extensions;

select plan(14);

select has_column('public', 'contact_messages', 'idempotency_key', 'contact messages carry an idempotency key');
select has_column('public', 'guestbook_messages', 'idempotency_key', 'guestbook messages carry an idempotency key');
select col_is_unique('public', 'contact_messages', array['idempotency_key'], 'a contact key is stored once');
select col_is_unique('public', 'guestbook_messages', array['idempotency_key'], 'a guestbook key is stored once');

select ok(has_column_privilege('anon', 'public.contact_messages', 'idempotency_key', 'INSERT'),
  'visitors may send a contact key');
select ok(not has_column_privilege('anon', 'public.contact_messages', 'idempotency_key', 'SELECT'),
  'visitors may not read contact keys');
select ok(not has_column_privilege('anon', 'public.guestbook_messages', 'idempotency_key', 'SELECT'),
  'visitors may not read guestbook keys');

select has_table('private', 'rate_limit_hits', 'rate-limit hits live in the private schema');
select ok((select relrowsecurity from pg_class where oid = 'private.rate_limit_hits'::regclass),
  'rate-limit hits have row-level security on');
select ok(not has_table_privilege('anon', 'private.rate_limit_hits', 'SELECT, INSERT, UPDATE, DELETE'),
  'visitors cannot touch rate-limit hits');
select ok(not has_table_privilege('authenticated', 'private.rate_limit_hits', 'SELECT, INSERT, UPDATE, DELETE'),
  'signed-in users cannot touch rate-limit hits');
select ok(not has_function_privilege('anon', 'private.take_rate_limit(text, text, text, integer, integer)', 'EXECUTE'),
  'visitors cannot take rate-limit slots themselves');

-- The limit itself, as the server uses it.
set local role service_role;
select is(
  (select array_agg(private.take_rate_limit('pgtap', 'pgtap-client-hash-0001', 'key-' || i, 2, 600) order by i)
   from generate_series(1, 3) as i),
  array[0, 0, (select private.take_rate_limit('pgtap', 'pgtap-client-hash-0001', 'key-3', 2, 600))],
  'the third request of a client with a limit of two waits');
select is(private.take_rate_limit('pgtap', 'pgtap-client-hash-0001', 'key-1', 2, 600), 0,
  'a request key already counted passes again');
reset role;

select * from finish();
rollback;

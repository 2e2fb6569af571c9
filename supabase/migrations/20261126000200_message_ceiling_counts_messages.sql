-- The site-wide hourly ceiling on visitor messages counts the stored messages themselves.
--
-- It used to keep a sliding log of its own (rate_limit_hits rows for one pseudo-client, the whole
-- site) behind one advisory lock, so every message on the site waited for the one before it to
-- commit, and each counted every row of the hour. The ceiling now looks up the form's N-th newest
-- message of the last hour (an index scan of at most N entries, with no lock): when it exists, the
-- form is paused until that message is an hour old.

create index guestbook_messages_created_at_idx on public.guestbook_messages (created_at desc);

delete from private.rate_limit_hits where bucket in ('contact-site', 'guestbook-site');

-- Uploads land in the private `uploads` bucket and move to the public `documents` bucket only
-- when the admin records them. A file sent to a signed upload target but never recorded is
-- therefore never public, and is removed once its target has expired.
insert into storage.buckets (id, name, public, file_size_limit)
values ('uploads', 'uploads', false, 10485760)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit;

create policy "Admins list staged uploads"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()));

create policy "Admins stage uploads"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'uploads' and (select private.is_admin()));

-- Recording moves an object out of `uploads` (this policy admits the old row; the documents
-- bucket's update policy admits the new one).
create policy "Admins move staged uploads"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()))
  with check (bucket_id = 'uploads' and (select private.is_admin()));

create policy "Admins delete staged uploads"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'uploads' and (select private.is_admin()));

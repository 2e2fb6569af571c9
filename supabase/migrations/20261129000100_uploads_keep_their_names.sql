-- An upload is stored as {folder}/{timestamp}/{its own name}: the last segment of its address is
-- the file's name, which a browser then saves it under (from this site's storage or Supabase's).
-- Versions stored before keep their {folder}/{timestamp}-{name}.
alter table public.resume_files
  drop constraint resume_files_storage_path_folder,
  add constraint resume_files_storage_path_folder check (storage_path ~ '^resumes/([0-9]+/)?[^/]+$');

alter table public.portfolio_files
  drop constraint portfolio_files_storage_path_folder,
  add constraint portfolio_files_storage_path_folder check (storage_path ~ '^portfolios/([0-9]+/)?[^/]+$');

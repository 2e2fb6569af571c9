-- A 3D model's poster: its first view in the viewer, drawn in the owner's browser when the model is
-- prepared for viewing (an image object path in the documents bucket). The project page shows it in
-- the file list and while the model loads; the owner can make it the project's image.
alter table public.project_files
  add column poster_path text,
  add constraint project_files_poster_path_length check (
    poster_path is null or char_length(poster_path) between 1 and 1024
  );

comment on column public.project_files.poster_path is
  'A 3D model''s poster (WebP or PNG), an object path in the documents bucket; null until prepared.';

grant update (poster_path) on table public.project_files to authenticated;

-- Preparing a model (its mesh, its poster) is not an edit, as a download is not: a walkthrough
-- opened before the model was prepared is still saved, not refused as changed meanwhile.
drop trigger project_files_set_updated_at on public.project_files;
create trigger project_files_set_updated_at
  before update on public.project_files
  for each row
  when (
    old.downloads is not distinct from new.downloads
    and old.prepared_path is not distinct from new.prepared_path
    and old.poster_path is not distinct from new.poster_path
  )
  execute function public.set_updated_at();

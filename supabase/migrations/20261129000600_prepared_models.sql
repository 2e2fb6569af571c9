-- A 3D model prepared for viewing: the owner's browser reads the uploaded file once and stores its
-- meshes as a glTF binary beside it (an object path in the documents bucket), which visitors'
-- browsers load instead of reading the file. The file itself stays the download.
alter table public.project_files
  add column prepared_path text,
  add constraint project_files_prepared_path_length check (
    prepared_path is null or char_length(prepared_path) between 1 and 1024
  );

comment on column public.project_files.prepared_path is
  'A 3D model''s meshes prepared for viewing (GLB), an object path in the documents bucket; null until prepared.';

grant update (prepared_path) on table public.project_files to authenticated;

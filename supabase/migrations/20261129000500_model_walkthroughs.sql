-- A 3D model's guided walkthrough, written by the owner: its steps in order, each a view of the
-- model (camera, projection, section, explode, isolated part) and a caption of at most 200
-- characters. The admin's API checks each step's shape; the table keeps it a short list.
alter table public.project_files
  add column walkthrough jsonb not null default '[]'::jsonb,
  add constraint project_files_walkthrough_steps check (
    jsonb_typeof(walkthrough) = 'array' and jsonb_array_length(walkthrough) <= 20
  );

comment on column public.project_files.walkthrough is
  'A 3D model''s walkthrough: [{caption, view}], in the order visitors step through it.';

grant update (walkthrough) on table public.project_files to authenticated;

-- Moving a project or an experience in the owner's order is not an edit of it: a change of
-- display_order alone keeps updated_at. An edit form saves against the updated_at it opened with
-- (a changed row is refused as stale), so a new project placed first, which moves every other
-- row down, or a reorder in another tab, no longer makes every open form stale.

drop trigger projects_dynamic_set_updated_at on public.projects_dynamic;
create trigger projects_dynamic_set_updated_at
  before update on public.projects_dynamic
  for each row
  when ((to_jsonb(old) - 'display_order' - 'updated_at') is distinct from (to_jsonb(new) - 'display_order' - 'updated_at'))
  execute function public.set_updated_at();

drop trigger experiences_set_updated_at on public.experiences;
create trigger experiences_set_updated_at
  before update on public.experiences
  for each row
  when ((to_jsonb(old) - 'display_order' - 'updated_at') is distinct from (to_jsonb(new) - 'display_order' - 'updated_at'))
  execute function public.set_updated_at();

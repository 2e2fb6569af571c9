-- Alt text of the images the owner shows: a project's main image and each gallery image, a
-- post's featured image. (Images inside a post's content carry theirs in the HTML.)
--
-- A missing alt text is null (main and featured image) or '' (a gallery entry). The public pages
-- fall back to what they showed before alt text existed (the project's title; a post's featured
-- image is decorative), so rows written before this migration keep working unchanged.
--
-- Publishing requires alt text on every image, but that rule lives in the admin's shared schema
-- (src/lib/validation/admin-forms.ts, checked by the form and again by the endpoint), not here:
-- as a CHECK it would refuse every later update of a row published before alt text existed, a
-- change of display order included. The constraints below mirror the form's limits, as elsewhere.

alter table public.projects_dynamic
  add column image_alt text,
  -- One entry per gallery image, in the gallery's order.
  add column gallery_alt text[],
  add constraint projects_dynamic_image_alt_length check (image_alt is null or char_length(image_alt) <= 500),
  add constraint projects_dynamic_gallery_alt_matches check (
    gallery_alt is null
    or (
      gallery is not null
      and cardinality(gallery_alt) = cardinality(gallery)
      and array_position(gallery_alt, null) is null
    )
  );

comment on column public.projects_dynamic.image_alt is
  'Alt text of the main image; null: none yet (visitors then get the title). Required to publish (admin).';
comment on column public.projects_dynamic.gallery_alt is
  'Alt text of each gallery image, parallel to gallery (same length); '''' for one without.';

alter table public.blog_posts
  add column featured_image_alt text,
  add constraint blog_posts_featured_image_alt_length check (
    featured_image_alt is null or char_length(featured_image_alt) <= 500
  );

comment on column public.blog_posts.featured_image_alt is
  'Alt text of the featured image; null: none yet (visitors then get a decorative image). Required to publish (admin).';

-- Column grants, as for the post's other fields: visitors read it, the admin writes it.
grant select (featured_image_alt) on table public.blog_posts to anon;
grant update (featured_image_alt) on table public.blog_posts to authenticated;

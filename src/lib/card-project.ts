import type { Project } from "./entities";

/**
 * What a card shows: the fields an island needs, so the prebuilt HTML carries no more than that.
 * `imageSrcset` lists resized variants of `image` when the page has them, `image_alt` is the
 * image's alt text when the owner wrote one. The pages build these on the server
 * (src/server/content/card-projects.ts); the project-card islands render them.
 */
export type CardProject = Pick<
  Project,
  "slug" | "title" | "category" | "tags" | "image" | "gallery" | "overview" | "tech_stack" | "featured"
> & { imageSrcset?: string; image_alt?: string };

/** Trims a project to the card's fields (pass the result as island props). */
export function toCardProject(project: Project, imageSrcset?: string): CardProject {
  const { slug, title, category, tags, image, image_alt, gallery, overview, tech_stack, featured } = project;
  return {
    slug,
    title,
    category,
    tags,
    image,
    gallery,
    overview,
    tech_stack,
    featured,
    ...(image_alt && { image_alt }),
    ...(imageSrcset && { imageSrcset }),
  };
}

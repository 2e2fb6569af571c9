/**
 * Structured data of a project detail page (isomorphic, pure): a schema.org CreativeWork by the
 * site's owner, passed to BaseLayout's `jsonLd`.
 */
import type { Project } from "../../lib/entities";

export function projectJsonLd(
  project: Pick<Project, "slug" | "title" | "overview" | "image" | "tags" | "category" | "created_at">,
  siteUrl: URL | string,
  authorName: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.overview,
    url: new URL(`/projects/${project.slug}`, siteUrl).toString(),
    image: new URL(project.image, siteUrl).toString(),
    author: { "@type": "Person", name: authorName, url: new URL("/", siteUrl).toString() },
    keywords: project.tags.join(", "),
    genre: project.category,
    dateCreated: project.created_at,
  };
}

import { ArrowLeft } from "lucide-react";
import type { Project } from "../../lib/entities";
import { Badge, BadgeList } from "../ui/Badge";
import { FeaturedMark } from "./FeaturedMark";

interface Props {
  project: Pick<Project, "title" | "category" | "featured" | "tags">;
}

/** The detail page's head: back link, category and 'Featured' badges, title and tags. */
export function ProjectHeader({ project }: Props) {
  return (
    <header className="max-w-4xl">
      <a
        href="/projects"
        className="text-fg-muted hover:text-accent group inline-flex items-center gap-2 text-sm font-medium transition-colors"
      >
        <ArrowLeft
          aria-hidden="true"
          className="size-4 transition-transform motion-safe:group-hover:-translate-x-0.5"
        />
        Back to Projects
      </a>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge tone="accent">{project.category}</Badge>
        {project.featured && <FeaturedMark on="page" />}
      </div>
      <h1 className="text-fg mt-4 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
        {project.title}
      </h1>
      {project.tags.length > 0 && (
        <BadgeList items={project.tags} tone="azure" label="Tags" className="mt-5 flex flex-wrap gap-2" />
      )}
    </header>
  );
}

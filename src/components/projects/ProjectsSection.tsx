import type { Project } from "../../lib/entities";

interface Props {
  projects: Project[];
  /** "home": the home page's section (View All button); "page": the /projects page. */
  variant: "home" | "page";
}

/** Placeholder with the agreed props; the projects work replaces it. */
export default function ProjectsSection({ projects }: Props) {
  return (
    <ul>
      {projects.map((project) => (
        <li key={project.slug}>
          <a href={`/projects/${project.slug}`}>{project.title}</a>
        </li>
      ))}
    </ul>
  );
}

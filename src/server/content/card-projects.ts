import { toCardProject, type CardProject } from "../../lib/card-project";
import type { Project } from "../../lib/entities";
import { responsiveImage } from "../images/responsive-images";

/**
 * Published projects (in the given order) trimmed to what a card island needs, each with the
 * responsive variants of its cover image. Used by every page that shows project cards, so the
 * islands' props never carry the long story fields.
 */
export function toCardProjects(projects: readonly Project[]): Promise<CardProject[]> {
  return Promise.all(
    projects.map(async (project) => toCardProject(project, (await responsiveImage(project.image)).srcset)),
  );
}

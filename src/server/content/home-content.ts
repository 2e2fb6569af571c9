import { getCollection } from "astro:content";
import type { Experience, Project, Skill } from "../../lib/entities";
import { toCardProject } from "../../lib/card-project";
import type { HomeContent } from "../../lib/home-content";
import { getServerContext } from "../context";
import { listExperiences } from "../repositories/experiences";
import { listPublishedProjects } from "../repositories/projects";
import { listSkills } from "../repositories/skills";
import { toCardProjects } from "./card-projects";
import { documentAvailable, siteSettings } from "./site-settings";

const byDisplayOrder = (a: { display_order: number }, b: { display_order: number }) =>
  a.display_order - b.display_order;

/**
 * The home page's content. The prebuilt home page reads it as its build did (the content
 * collections); a page rendered on demand (`live`: an application's link) reads the same rows from
 * the database as a visitor, when it is asked for, for the reason `siteSettings` gives. Both go
 * through the same repositories, so the two pages show the same site.
 */
export async function homeContent(live = false): Promise<HomeContent> {
  let rows: { projects: Project[]; experiences: Experience[]; skills: Skill[] };
  if (live) {
    rows = await (
      await getServerContext()
    ).db.asAnon(async (sql) => ({
      projects: await listPublishedProjects(sql),
      experiences: await listExperiences(sql),
      skills: await listSkills(sql),
    }));
  } else {
    const data = async <T>(name: "projects" | "experiences" | "skills") =>
      (await getCollection(name)).map((entry) => entry.data as T);
    rows = {
      projects: await data<Project>("projects"),
      experiences: await data<Experience>("experiences"),
      skills: await data<Skill>("skills"),
    };
  }
  const site = await siteSettings(live);
  return {
    // Responsive variants are made while prerendering; a page rendered on demand shows the stored
    // images as they are (reading each one for its size would only slow the page down).
    projects: live
      ? rows.projects.sort(byDisplayOrder).map((project) => toCardProject(project))
      : await toCardProjects(rows.projects.sort(byDisplayOrder)),
    experiences: rows.experiences.sort(byDisplayOrder),
    skills: rows.skills,
    site,
    resumePdf: await documentAvailable("resume", site, live),
  };
}

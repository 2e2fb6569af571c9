import { getCollection } from "astro:content";
import { groupSkillsByCategory } from "../components/home/home-data";
import type { ResumeInput } from "../lib/resume";
import { siteSettings } from "../server/content/site-settings";

const byDisplayOrder = (a: { display_order: number }, b: { display_order: number }) =>
  a.display_order - b.display_order;

/** What the résumé is built from, as this build read it: settings, experiences, skills, featured projects. */
export async function resumeInput(siteUrl: URL | string): Promise<ResumeInput> {
  return {
    site: await siteSettings(),
    experiences: (await getCollection("experiences")).map((entry) => entry.data).sort(byDisplayOrder),
    skillGroups: groupSkillsByCategory((await getCollection("skills")).map((entry) => entry.data)),
    projects: (await getCollection("projects"))
      .map((entry) => entry.data)
      .filter((project) => project.featured)
      .sort(byDisplayOrder),
    siteUrl: siteUrl.toString(),
  };
}

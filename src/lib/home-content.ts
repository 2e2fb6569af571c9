import type { CardProject } from "./card-project";
import type { Experience, Skill } from "./entities";
import type { SiteSettings } from "./site-settings";

/**
 * What the home page shows (src/components/home/HomePage.astro): its projects' cards in display
 * order, experiences, skills, the site settings and whether a résumé can be downloaded. Read by
 * src/server/content/home-content.ts.
 */
export interface HomeContent {
  projects: CardProject[];
  experiences: Experience[];
  skills: Skill[];
  site: SiteSettings;
  resumePdf: boolean;
}

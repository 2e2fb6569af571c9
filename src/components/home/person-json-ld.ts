/** schema.org `Person` for the home page, built from the site configuration and the skills. */
import { siteDescriptionOf, type SiteSettings } from "../../lib/site-settings";
import type { SkillGroup } from "./home-data";

export function personJsonLd(
  site: SiteSettings,
  siteUrl: URL | string,
  skillGroups: readonly SkillGroup[],
): Record<string, unknown> {
  const { owner } = site;
  const [locality, region] = owner.location.split(",").map((part) => part.trim());
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: owner.name,
    jobTitle: owner.role.split(" · ")[0],
    description: siteDescriptionOf(site),
    email: `mailto:${owner.email}`,
    telephone: owner.phone,
    url: new URL("/", siteUrl).toString(),
    sameAs: [owner.profileUrl],
    address: { "@type": "PostalAddress", addressLocality: locality, addressRegion: region },
    alumniOf: site.education.map((card) => ({ "@type": "CollegeOrUniversity", name: card.institution })),
    // A few skills: the first two of each category.
    knowsAbout: skillGroups.flatMap((group) => group.skills.slice(0, 2)),
  };
}

/**
 * The résumé as data: one description built from the site settings (identity, education,
 * highlights) and the published content (experiences, skills by category, featured projects),
 * which /resume prints for people and applicant-tracking systems and /resume.json serves in the
 * JSON Resume format (schema v1.0.0). Pure and isomorphic.
 */
import type { Experience, Project } from "./entities";
import type { SiteSettings } from "./site-settings";

export interface SkillGroupInput {
  category: string;
  skills: string[];
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A period written for people ("Sept 2024", "June 2025", "2023") as an ISO 8601 date of the
 * precision it has ("2024-09", "2023"); undefined for "Present" or anything else.
 */
export function isoPeriod(text: string | null | undefined): string | undefined {
  const value = text?.trim().toLowerCase() ?? "";
  const monthYear = /^([a-z]{3,9})\.?\s+(\d{4})$/.exec(value);
  if (monthYear) {
    const month = MONTHS.indexOf(monthYear[1]!.slice(0, 3));
    return month === -1 ? undefined : `${monthYear[2]}-${String(month + 1).padStart(2, "0")}`;
  }
  return /^\d{4}$/.test(value) ? value : undefined;
}

/**
 * The other way round: an ISO 8601 date ("2021-03-15", "2021-03", "2021") as a period written for
 * people at month precision at most ("Mar 2021", "2021"), which `isoPeriod` reads back; undefined
 * for anything else.
 */
export function periodFromIso(text: string | null | undefined): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text?.trim() ?? "");
  if (!match) return undefined;
  const [, year, month, day] = match;
  if (month === undefined) return year;
  const name = MONTHS[Number(month) - 1];
  if (!name || (day !== undefined && (Number(day) < 1 || Number(day) > 31))) return undefined;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

/** "Sept 2024 – Dec 2025" (any dash, or "to") as its two ends. */
export function splitPeriod(period: string): [string, string | undefined] {
  const [start = "", end] = period.split(/\s*(?:–|—|-|\bto\b)\s*/i);
  return [start, end];
}

/** An experience's dates as text: "Jan 2025 – Present". */
export const experiencePeriod = (experience: Pick<Experience, "period_start" | "period_end">) =>
  `${experience.period_start} – ${experience.period_end || "Present"}`;

/** A paragraph's first sentence (all of it when it has one). */
export const firstSentence = (text: string) => /^.+?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text.trim();

/** A link written out for a printed page: the address without its scheme and trailing slash. */
export const printedLink = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

export interface ResumeInput {
  site: SiteSettings;
  experiences: readonly Experience[];
  skillGroups: readonly SkillGroupInput[];
  /** The featured published projects, in display order. */
  projects: readonly Project[];
  /** The site's origin, for the projects' and the site's absolute URLs. */
  siteUrl: string;
}

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== "")) as T;

/** The résumé in the JSON Resume format (https://jsonresume.org/schema, v1.0.0). */
export function jsonResume({ site, experiences, skillGroups, projects, siteUrl }: ResumeInput) {
  const { owner } = site;
  const url = (path: string) => new URL(path, siteUrl).toString();
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: defined({
      name: owner.name,
      label: owner.role,
      image: owner.portrait ? url(owner.portrait.src) : undefined,
      email: owner.email,
      phone: owner.phone,
      url: url("/"),
      summary: site.hero.summary,
      location: { city: owner.location },
      profiles: [{ network: owner.profileLabel, url: owner.profileUrl }],
    }),
    work: experiences.map((experience) =>
      defined({
        name: experience.organization,
        position: experience.role,
        location: experience.location,
        startDate: isoPeriod(experience.period_start),
        endDate: isoPeriod(experience.period_end),
        summary: experience.focus,
        highlights: experience.impact,
      }),
    ),
    education: site.education.map((card) => {
      const [start, end] = splitPeriod(card.period);
      return defined({
        institution: card.institution,
        area: card.field,
        studyType: card.degree,
        startDate: isoPeriod(start),
        endDate: isoPeriod(end),
        score: card.gpa,
        courses: card.highlights,
      });
    }),
    awards: site.hero.badges.map((badge) => ({ title: badge })),
    skills: skillGroups.map((group) => ({ name: group.category, keywords: group.skills })),
    projects: projects.map((project) =>
      defined({
        name: project.title,
        description: project.overview,
        highlights: [project.outcome],
        keywords: project.tags,
        roles: [project.role],
        url: url(`/projects/${project.slug}`),
      }),
    ),
    meta: { canonical: url("/resume.json"), version: "v1.0.0" },
  };
}

/**
 * Importing a JSON Resume (https://jsonresume.org/schema, v1.0.0): its `work` entries become
 * experiences and its `skills` skills, the reverse of the mapping `jsonResume` (./resume) exports.
 * The plan says, entry by entry, what will be added, what is already there and what cannot be
 * stored (with the shared form schemas' own message). The admin endpoint makes the plan for the
 * preview and makes it again, from the file, in the transaction that writes; the browser only
 * reads the file and shows the server's plan. Isomorphic.
 */
import { z } from "zod";
import type { Experience, Skill } from "./entities";
import { SKILL_CATEGORIES } from "./entities";
import { experiencePeriod, isoPeriod, periodFromIso } from "./resume";
import { experienceSchema, firstAdminIssue, skillSchema, type ExperienceFormData } from "./validation/admin-forms";
import { distinctCategories, existingCategory } from "./validation/categories";
import { TEXT_NOT_ALLOWED } from "./validation/visitor-forms";

/** The largest file the import reads: 1 MB. */
export const MAX_RESUME_BYTES = 1024 * 1024;
/** The most work entries and skills one file may hold. */
export const MAX_IMPORT_ENTRIES = 1000;
/** The category of a skill the file names without a group (a skills entry without keywords). */
export const UNGROUPED_SKILLS_CATEGORY = "Other";

export const RESUME_IMPORT_MESSAGES = {
  tooLarge: "The file is larger than 1 MB.",
  notJson: "This file is not JSON.",
  notResume: "This file is not a JSON Resume.",
  tooMany: `This file has more than ${MAX_IMPORT_ENTRIES} entries.`,
  notConfirmed: "Check the file before importing it.",
  changed: "Your experiences or skills have changed since the check. Choose the file again.",
  startDate: "Start date must be a date like 2021-03",
  endDate: "End date must be a date like 2021-03",
  notWorkEntry: "Not a work entry",
  notSkillsEntry: "Not a skills entry",
  keywordsNotList: "Keywords must be a list",
  exists: "Already there",
  listedTwice: "Listed twice in the file",
} as const;

const M = RESUME_IMPORT_MESSAGES;

/** The top-level sections of a JSON Resume (schema v1.0.0); a file has at least one of them. */
const RESUME_SECTIONS = [
  "basics",
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
  "meta",
] as const;

const resumeShape = z.looseObject({
  basics: z.unknown().optional(),
  work: z.array(z.unknown()).optional(),
  skills: z.array(z.unknown()).optional(),
});

/** The parts of a JSON Resume the import reads. */
export type JsonResumeInput = z.output<typeof resumeShape>;

export type ReadResult = { ok: true; resume: JsonResumeInput } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How many experiences and skills the file names: a skills entry counts once per keyword. */
function entryCount(resume: JsonResumeInput): number {
  const skills = (resume.skills ?? []).reduce<number>((sum, entry) => {
    const keywords = isRecord(entry) ? entry.keywords : undefined;
    return sum + (Array.isArray(keywords) && keywords.length > 0 ? keywords.length : 1);
  }, 0);
  return (resume.work ?? []).length + skills;
}

/**
 * A parsed file as a JSON Resume: an object with at least one of the schema's sections, `work`
 * and `skills` lists when present, and at most MAX_IMPORT_ENTRIES entries in them.
 */
export function readResume(value: unknown): ReadResult {
  if (!isRecord(value) || !RESUME_SECTIONS.some((section) => Object.hasOwn(value, section))) {
    return { ok: false, error: M.notResume };
  }
  const parsed = resumeShape.safeParse(value);
  if (!parsed.success) return { ok: false, error: M.notResume };
  if (entryCount(parsed.data) > MAX_IMPORT_ENTRIES) return { ok: false, error: M.tooMany };
  return { ok: true, resume: parsed.data };
}

/** A file's text as a JSON Resume, or why it is not one. */
export function readResumeText(text: string): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: M.notJson };
  }
  return readResume(value);
}

export type ImportStatus = "new" | "exists" | "invalid";

/** One entry of the file as the preview shows it. */
export interface ImportItem {
  status: ImportStatus;
  /** "Role at Organization", or the skill's name. */
  label: string;
  /** The dates and place of an experience, the category of a skill. */
  detail: string;
  /** Why it is skipped: already there, listed twice, or the first problem with it. */
  reason?: string;
}

/** What importing the file would do, entry by entry, in the file's order. */
export interface ImportPreview {
  experiences: ImportItem[];
  skills: ImportItem[];
  /** Some skills in the file have a level, which the site does not keep. */
  levelsDropped: boolean;
}

export type SkillImportData = Pick<Skill, "skill_name" | "category">;

/** The plan: the preview, with the rows to add on the entries that are new. */
export interface ImportPlan extends ImportPreview {
  experiences: (ImportItem & { data?: ExperienceFormData })[];
  skills: (ImportItem & { data?: SkillImportData })[];
}

/** What the site already holds, against which entries are "already there". */
export interface ExistingContent {
  experiences: readonly Pick<Experience, "role" | "organization" | "period_start">[];
  skills: readonly Pick<Skill, "skill_name" | "category">[];
}

export interface ImportCounts {
  experiences: number;
  skills: number;
}

/** Text compared for sameness: case, width and runs of white space ignored. */
const sameText = (text: string) => text.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en");

/**
 * An experience is already there when one has the same organization, role and start, the start
 * compared as the date it names ("Mar 2021" and "March 2021" are one start).
 */
export function experienceKey(experience: Pick<Experience, "role" | "organization" | "period_start">): string {
  const start = isoPeriod(experience.period_start) ?? sameText(experience.period_start);
  return [sameText(experience.organization), sameText(experience.role), start].join("\n");
}

/** A skill is already there when one has the same name, whatever its category or case. */
export const skillKey = (skill: Pick<Skill, "skill_name">) => sameText(skill.skill_name);

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * A JSON Resume date as the period the experience stores: ISO 8601 ("2021-03-15", "2021-03",
 * "2021") or a period as people write it ("March 2021"); blank is none (null). Undefined when
 * it cannot be read.
 */
function periodOf(value: unknown, { present }: { present: boolean }): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "" || (present && /^(present|current|now)$/i.test(trimmed))) return null;
  return periodFromIso(trimmed) ?? periodFromIso(isoPeriod(trimmed));
}

/** Where the file's owner is (`basics.location`), for work entries that name no place. */
function ownerLocation(basics: unknown): string {
  const location = isRecord(basics) ? basics.location : undefined;
  if (!isRecord(location)) return "";
  return [location.city, location.region, location.countryCode].map(text).filter(Boolean).join(", ");
}

/** Text in the row that the database cannot store (a NUL character), in a field or a list. */
const hasUnstorableText = (row: object) =>
  Object.values(row).some((value: unknown) =>
    (Array.isArray(value) ? value : [value]).some((item) => typeof item === "string" && item.includes("\0")),
  );

type Planned<T> = ImportItem & { data?: T };

function planExperience(entry: unknown, index: number, location: string): Planned<ExperienceFormData> {
  if (!isRecord(entry))
    return { status: "invalid", label: `Work entry ${index + 1}`, detail: "", reason: M.notWorkEntry };
  // v1.0.0 names the employer `name`; earlier drafts of the schema called it `company`.
  const organization = entry.name ?? entry.company;
  const start = periodOf(entry.startDate, { present: false });
  const end = periodOf(entry.endDate, { present: true });
  const label = [text(entry.position), text(organization)].filter(Boolean).join(" at ") || `Work entry ${index + 1}`;
  const place = text(entry.location) || location;
  const period = start
    ? experiencePeriod({ period_start: start, period_end: end ?? text(entry.endDate) })
    : text(entry.startDate);
  const detail = [period, place].filter(Boolean).join(" · ");
  if (start === undefined) return { status: "invalid", label, detail, reason: M.startDate };
  if (end === undefined) return { status: "invalid", label, detail, reason: M.endDate };

  const parsed = experienceSchema.safeParse({
    role: entry.position,
    organization,
    location: entry.location === undefined || text(entry.location) === "" ? location : entry.location,
    period_start: start ?? "",
    period_end: end,
    focus: entry.summary ?? entry.description,
    impact: entry.highlights ?? [],
    tags: [],
  });
  if (!parsed.success) return { status: "invalid", label, detail, reason: firstAdminIssue(parsed.error) };
  if (hasUnstorableText(parsed.data)) return { status: "invalid", label, detail, reason: TEXT_NOT_ALLOWED };
  return { status: "new", label, detail, data: parsed.data };
}

/**
 * The import's plan for a file against what the site holds. Work entries map as `jsonResume`
 * writes them (name → organization, position → role, startDate/endDate → the periods, no end
 * being Present, summary → focus, highlights → impact), with the owner's location for an entry
 * without one. Each skills entry's keywords are skills in the category its name names (in the
 * spelling of a known or stored category with that name); an entry without keywords is one skill
 * in "Other". Entries already there, or named earlier in the file, are skipped.
 */
export function planResumeImport(resume: JsonResumeInput, existing: ExistingContent): ImportPlan {
  const location = ownerLocation(resume.basics);

  const storedExperiences = new Set(existing.experiences.map(experienceKey));
  const fileExperiences = new Set<string>();
  const experiences = (resume.work ?? []).map((entry, index): Planned<ExperienceFormData> => {
    const item = planExperience(entry, index, location);
    if (!item.data) return item;
    const key = experienceKey(item.data);
    if (storedExperiences.has(key)) return { ...item, status: "exists", reason: M.exists, data: undefined };
    if (fileExperiences.has(key)) return { ...item, status: "exists", reason: M.listedTwice, data: undefined };
    fileExperiences.add(key);
    return item;
  });

  const categories = distinctCategories([...SKILL_CATEGORIES, ...existing.skills.map((skill) => skill.category)]);
  const storedSkills = new Set(existing.skills.map(skillKey));
  const fileSkills = new Set<string>();
  let levelsDropped = false;
  const skills: Planned<SkillImportData>[] = [];
  (resume.skills ?? []).forEach((entry, index) => {
    if (!isRecord(entry)) {
      skills.push({ status: "invalid", label: `Skills entry ${index + 1}`, detail: "", reason: M.notSkillsEntry });
      return;
    }
    if (text(entry.level)) levelsDropped = true;
    const { keywords } = entry;
    if (keywords !== undefined && !Array.isArray(keywords)) {
      skills.push({
        status: "invalid",
        label: text(entry.name) || `Skills entry ${index + 1}`,
        detail: "",
        reason: M.keywordsNotList,
      });
      return;
    }
    const grouped = Array.isArray(keywords) && keywords.length > 0;
    const names: unknown[] = grouped ? keywords : [entry.name];
    const group = grouped && text(entry.name) ? entry.name : UNGROUPED_SKILLS_CATEGORY;
    for (const name of names) {
      const parsed = skillSchema.safeParse({ skill_name: name, category: group });
      const label = text(name) || `Skills entry ${index + 1}`;
      if (!parsed.success) {
        skills.push({ status: "invalid", label, detail: text(group), reason: firstAdminIssue(parsed.error) });
        continue;
      }
      const category = existingCategory(parsed.data.category, categories) ?? parsed.data.category;
      if (!categories.includes(category)) categories.push(category);
      const data = { skill_name: parsed.data.skill_name, category };
      const key = skillKey(data);
      if (hasUnstorableText(data)) {
        skills.push({ status: "invalid", label, detail: category, reason: TEXT_NOT_ALLOWED });
      } else if (storedSkills.has(key) || fileSkills.has(key)) {
        skills.push({
          status: "exists",
          label,
          detail: category,
          reason: storedSkills.has(key) ? M.exists : M.listedTwice,
        });
      } else {
        fileSkills.add(key);
        skills.push({ status: "new", label, detail: category, data });
      }
    }
  });

  return { experiences, skills, levelsDropped };
}

/** How many experiences and skills have a status. */
export function countStatus(preview: ImportPreview, status: ImportStatus): ImportCounts {
  const count = (items: ImportItem[]) => items.filter((item) => item.status === status).length;
  return { experiences: count(preview.experiences), skills: count(preview.skills) };
}

/** The plan as the preview answers it: without the rows. */
export function previewOf(plan: ImportPlan): ImportPreview {
  const strip = ({ data: _data, ...item }: ImportItem & { data?: unknown }): ImportItem => item;
  return {
    experiences: plan.experiences.map(strip),
    skills: plan.skills.map(strip),
    levelsDropped: plan.levelsDropped,
  };
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** "2 experiences and 1 skill", "3 skills", "nothing". */
export function describeCounts({ experiences, skills }: ImportCounts): string {
  const parts = [
    experiences > 0 ? counted(experiences, "experience") : "",
    skills > 0 ? counted(skills, "skill") : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" and ") : "nothing";
}

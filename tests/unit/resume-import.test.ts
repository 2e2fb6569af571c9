import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import type { Experience, Project } from "../../src/lib/entities";
import { isoPeriod, jsonResume, periodFromIso } from "../../src/lib/resume";
import {
  countStatus,
  describeCounts,
  MAX_IMPORT_ENTRIES,
  planResumeImport,
  readResume,
  readResumeText,
  RESUME_IMPORT_MESSAGES,
  type ExistingContent,
  type JsonResumeInput,
} from "../../src/lib/resume-import";
import { withDefaults } from "../../src/lib/site-settings";
import { demoExperiences, demoSkills } from "../../src/server/seed/demo-content";

const M = RESUME_IMPORT_MESSAGES;

const nothingStored: ExistingContent = { experiences: [], skills: [] };

const job = (overrides: Record<string, unknown> = {}) => ({
  name: "Acme Robotics",
  position: "Design Engineer",
  location: "Berlin, Germany",
  startDate: "2021-03-15",
  summary: "Grippers for pick-and-place cells.",
  highlights: ["Cut cycle time 12%", "Designed a quick-change tool plate"],
  ...overrides,
});

/** Reads a resume the way the endpoint does, then plans it against `existing`. */
function plan(resume: Record<string, unknown>, existing: ExistingContent = nothingStored) {
  const read = readResume(resume);
  if (!read.ok) throw new Error(read.error);
  return planResumeImport(read.resume, existing);
}

describe("reading a JSON Resume file", () => {
  it("refuses a file that is not JSON, or JSON that is not a JSON Resume", () => {
    expect(readResumeText("{ not json")).toEqual({ ok: false, error: M.notJson });
    expect(readResumeText("[1, 2]")).toEqual({ ok: false, error: M.notResume });
    expect(readResumeText('{"name": "Jane"}')).toEqual({ ok: false, error: M.notResume });
    expect(readResumeText('{"work": "Acme"}')).toEqual({ ok: false, error: M.notResume });
    expect(readResumeText('{"skills": {"name": "CAD"}}')).toEqual({ ok: false, error: M.notResume });
    expect(readResumeText('{"basics": {"name": "Jane"}}')).toMatchObject({ ok: true });
  });

  it(`refuses a file with more than ${MAX_IMPORT_ENTRIES} jobs and skills`, () => {
    const keywords = Array.from({ length: MAX_IMPORT_ENTRIES }, (_, index) => `Skill ${index}`);
    expect(readResume({ work: [job()], skills: [{ name: "CAD", keywords }] })).toEqual({
      ok: false,
      error: M.tooMany,
    });
    expect(readResume({ skills: [{ name: "CAD", keywords }] })).toMatchObject({ ok: true });
  });
});

describe("dates", () => {
  it("turn into the periods the site shows, and read back as the same dates", () => {
    expect(periodFromIso("2021-03-15")).toBe("Mar 2021");
    expect(periodFromIso("2021-03")).toBe("Mar 2021");
    expect(periodFromIso("2024-09")).toBe("Sep 2024");
    expect(periodFromIso("2021")).toBe("2021");
    expect(periodFromIso("2021-13")).toBeUndefined();
    expect(periodFromIso("March 2021")).toBeUndefined();
    for (const iso of ["2021-03", "2024-12", "2019"]) expect(isoPeriod(periodFromIso(iso))).toBe(iso);
  });
});

describe("work entries become experiences", () => {
  it("map name, position, location, dates, summary and highlights; no end date is Present", () => {
    const { experiences } = plan({ work: [job()] });
    expect(experiences).toEqual([
      {
        status: "new",
        label: "Design Engineer at Acme Robotics",
        detail: "Mar 2021 – Present · Berlin, Germany",
        data: {
          organization: "Acme Robotics",
          role: "Design Engineer",
          location: "Berlin, Germany",
          period_start: "Mar 2021",
          period_end: null,
          focus: "Grippers for pick-and-place cells.",
          impact: ["Cut cycle time 12%", "Designed a quick-change tool plate"],
          tags: [],
          display_order: 0,
        },
      },
    ]);
    const ended = plan({ work: [job({ startDate: "2019", endDate: "2020-06-30" })] }).experiences[0]!;
    expect(ended.data).toMatchObject({ period_start: "2019", period_end: "Jun 2020" });
  });

  it("take the owner's location for a job that names none", () => {
    const resume = { basics: { location: { city: "San Diego", region: "CA" } }, work: [job({ location: undefined })] };
    expect(plan(resume).experiences[0]!.data?.location).toBe("San Diego, CA");
    expect(plan({ work: [job({ location: undefined })] }).experiences[0]).toMatchObject({
      status: "invalid",
      reason: "Location is required",
    });
  });

  it("say why an entry cannot be added, in the form's own words", () => {
    const { experiences } = plan({
      work: [
        job({ position: undefined }),
        job({ startDate: "last spring" }),
        job({ endDate: "2022-14" }),
        job({ startDate: undefined }),
        job({ summary: undefined }),
        job({ highlights: Array.from({ length: 21 }, (_, index) => `Highlight ${index}`) }),
        job({ name: "A".repeat(201) }),
        job({ position: "Design\u0000Engineer" }),
        "Acme Robotics",
      ],
    });
    expect(experiences.map((item) => [item.status, item.reason])).toEqual([
      ["invalid", "Role is required"],
      ["invalid", M.startDate],
      ["invalid", M.endDate],
      ["invalid", "Start period is required"],
      ["invalid", "Focus is required"],
      ["invalid", "Maximum 20 impact items"],
      ["invalid", "Organization must be less than 200 characters"],
      ["invalid", "Text contains characters that are not allowed"],
      ["invalid", M.notWorkEntry],
    ]);
    expect(experiences.every((item) => item.data === undefined)).toBe(true);
  });

  it("are skipped when the same company, role and start is already there, whatever the case or date spelling", () => {
    const existing: ExistingContent = {
      experiences: [{ organization: "ACME Robotics", role: "design  engineer", period_start: "March 2021" }],
      skills: [],
    };
    const { experiences } = plan(
      {
        work: [
          job(),
          job({ startDate: "2022-01" }),
          job({ position: "Lead Engineer" }),
          job({ position: "Lead Engineer", startDate: "2021-03-02" }),
        ],
      },
      existing,
    );
    expect(experiences.map((item) => [item.label, item.status, item.reason])).toEqual([
      ["Design Engineer at Acme Robotics", "exists", M.exists],
      ["Design Engineer at Acme Robotics", "new", undefined],
      ["Lead Engineer at Acme Robotics", "new", undefined],
      ["Lead Engineer at Acme Robotics", "exists", M.listedTwice],
    ]);
  });
});

describe("skills", () => {
  it("are each keyword, in the category the entry names, spelled as the known category", () => {
    const { skills, levelsDropped } = plan({
      skills: [
        { name: "mechanical  design", level: "Advanced", keywords: ["SolidWorks", "PTC Creo"] },
        { name: "Embedded", keywords: ["Zephyr RTOS"] },
        { name: "embedded", keywords: ["FreeRTOS"] },
      ],
    });
    expect(skills.map((item) => [item.label, item.detail, item.status])).toEqual([
      ["SolidWorks", "Mechanical Design", "new"],
      ["PTC Creo", "Mechanical Design", "new"],
      ["Zephyr RTOS", "Embedded", "new"],
      ["FreeRTOS", "Embedded", "new"],
    ]);
    expect(levelsDropped).toBe(true);
  });

  it("without keywords are one skill in 'Other', or in a stored category of that name", () => {
    expect(plan({ skills: [{ name: "Welding", level: "Master" }] }).skills[0]).toMatchObject({
      label: "Welding",
      detail: "Other",
      data: { skill_name: "Welding", category: "Other" },
    });
    const existing: ExistingContent = { experiences: [], skills: [{ skill_name: "Brazing", category: "OTHER" }] };
    expect(plan({ skills: [{ name: "Welding" }] }, existing).skills[0]!.data).toEqual({
      skill_name: "Welding",
      category: "OTHER",
    });
  });

  it("are skipped when one of the same name is already there (any case, any category) or named earlier", () => {
    const existing: ExistingContent = {
      experiences: [],
      skills: [{ skill_name: "SolidWorks", category: "Mechanical Design" }],
    };
    const { skills } = plan({ skills: [{ name: "CAD", keywords: ["solidworks", "Onshape", "ONSHAPE"] }] }, existing);
    expect(skills.map((item) => [item.label, item.status, item.reason])).toEqual([
      ["solidworks", "exists", M.exists],
      ["Onshape", "new", undefined],
      ["ONSHAPE", "exists", M.listedTwice],
    ]);
  });

  it("say why one cannot be added", () => {
    const { skills } = plan({
      skills: [
        { name: "CAD", keywords: ["", "X".repeat(101)] },
        { name: "C".repeat(101), keywords: ["Onshape"] },
        { name: "CAD", keywords: "SolidWorks, Creo" },
        42,
      ],
    });
    expect(skills.map((item) => [item.status, item.reason])).toEqual([
      ["invalid", "Skill name is required"],
      ["invalid", "Skill name must be less than 100 characters"],
      ["invalid", "Category must be less than 100 characters"],
      ["invalid", M.keywordsNotList],
      ["invalid", M.notSkillsEntry],
    ]);
  });
});

describe("the site's own résumé", () => {
  const rows = <T>(items: readonly object[]) =>
    items.map((item, index) => ({
      id: `id-${index}`,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
      ...item,
    })) as T[];
  const experiences = rows<Experience>(demoExperiences);
  const categories = [...new Set(demoSkills.map((skill) => skill.category))];
  const exported = jsonResume({
    site: withDefaults({}, site),
    experiences,
    skillGroups: categories.map((category) => ({
      category,
      skills: demoSkills.filter((skill) => skill.category === category).map((skill) => skill.skill_name),
    })),
    projects: [] as Project[],
    siteUrl: "https://portfolio.example",
  });

  it("imported back into the same site, adds nothing", () => {
    const planned = plan(JSON.parse(JSON.stringify(exported)) as JsonResumeInput, {
      experiences,
      skills: demoSkills,
    });
    expect(countStatus(planned, "new")).toEqual({ experiences: 0, skills: 0 });
    expect(countStatus(planned, "exists")).toEqual({ experiences: demoExperiences.length, skills: demoSkills.length });
  });

  it("imported into an empty site, adds every experience and skill as they were", () => {
    const planned = plan(JSON.parse(JSON.stringify(exported)) as JsonResumeInput);
    expect(countStatus(planned, "invalid")).toEqual({ experiences: 0, skills: 0 });
    expect(planned.experiences.map((item) => item.data?.role)).toEqual(demoExperiences.map((item) => item.role));
    expect(planned.skills.map((item) => item.data)).toEqual(
      demoSkills.map(({ skill_name, category }) => ({ skill_name, category })),
    );
  });
});

it("names what an import adds", () => {
  expect(describeCounts({ experiences: 2, skills: 1 })).toBe("2 experiences and 1 skill");
  expect(describeCounts({ experiences: 1, skills: 0 })).toBe("1 experience");
  expect(describeCounts({ experiences: 0, skills: 3 })).toBe("3 skills");
  expect(describeCounts({ experiences: 0, skills: 0 })).toBe("nothing");
});

import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import type { Experience, Project } from "../../src/lib/entities";
import { firstSentence, isoPeriod, jsonResume, splitPeriod } from "../../src/lib/resume";
import { withDefaults } from "../../src/lib/site-settings";
import { demoExperiences, demoProjects } from "../../src/server/seed/demo-content";

const { validate } = createRequire(import.meta.url)("@jsonresume/schema") as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};

const rows = <T>(items: readonly object[]) =>
  items.map((item, index) => ({
    id: `id-${index}`,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...item,
  })) as T[];

const resume = () =>
  jsonResume({
    site: withDefaults({}, site),
    experiences: rows<Experience>(demoExperiences),
    skillGroups: [{ category: "CAD", skills: ["SolidWorks", "Creo"] }],
    projects: rows<Project>(demoProjects.filter((project) => project.featured)),
    siteUrl: "https://portfolio.example",
  });

describe("the résumé as data", () => {
  it("reads the periods people write as ISO dates of their precision", () => {
    expect(isoPeriod("Sept 2024")).toBe("2024-09");
    expect(isoPeriod("June 2025")).toBe("2025-06");
    expect(isoPeriod("Dec. 2025")).toBe("2025-12");
    expect(isoPeriod("2023")).toBe("2023");
    expect(isoPeriod("Present")).toBeUndefined();
    expect(isoPeriod(null)).toBeUndefined();
    expect(splitPeriod("Sept 2024 – Dec 2025")).toEqual(["Sept 2024", "Dec 2025"]);
  });

  it("is valid JSON Resume (schema v1.0.0) with the demo content", async () => {
    const errors = await new Promise((resolve) => validate(resume(), (found) => resolve(found)));
    expect(errors).toBeNull();
  });

  it("carries identity, work, education, skills and featured projects with absolute URLs", () => {
    const built = resume();
    expect(built.basics.name).toBe(site.owner.name);
    expect(built.work).toHaveLength(demoExperiences.length);
    expect(built.work[0]).toMatchObject({ name: demoExperiences[0]!.organization, startDate: "2025-01" });
    expect(built.work[0]).not.toHaveProperty("endDate");
    expect(built.education[0]).toMatchObject({ startDate: "2024-09", endDate: "2025-12" });
    expect(built.skills).toEqual([{ name: "CAD", keywords: ["SolidWorks", "Creo"] }]);
    expect(built.projects.every((project) => project.url?.startsWith("https://portfolio.example/projects/"))).toBe(
      true,
    );
  });

  it("would fail the schema for a date it cannot read (the check can fail)", async () => {
    const broken = { ...resume(), work: [{ name: "X", startDate: "Sept 2024" }] };
    const errors = await new Promise((resolve) => validate(broken, (found) => resolve(found)));
    expect(errors).not.toBeNull();
  });
});

it("shortens a paragraph to its first sentence, decimals kept", () => {
  expect(firstSentence("A 4.6 m/s robot. It won.")).toBe("A 4.6 m/s robot.");
  expect(firstSentence("No full stop")).toBe("No full stop");
});

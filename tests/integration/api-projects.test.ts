import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "../../src/pages/api/projects";
import { demoProjects } from "../../src/server/seed/demo-content";
import type { Project } from "../../src/lib/entities";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { throughPipeline } from "../support/pipeline";

const call = () => throughPipeline(GET, { request: new Request("http://localhost/api/projects") });

describe("GET /api/projects", () => {
  beforeAll(() => useEmbeddedContext({ seed: true }));
  afterAll(() => closeEmbeddedContext());

  it("answers with every published project in display order, as a visitor reads them", async () => {
    const response = await call();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const { projects } = (await response.json()) as { projects: Project[] };
    const expected = demoProjects
      .filter((project) => project.published)
      .sort((a, b) => a.display_order - b.display_order)
      .map((project) => project.slug);
    expect(projects.map((project) => project.slug)).toEqual(expected);
  });

  it("never includes the draft project", async () => {
    const { projects } = (await (await call()).json()) as { projects: Project[] };
    const drafts = demoProjects.filter((project) => !project.published).map((project) => project.slug);
    expect(drafts.length).toBeGreaterThan(0);
    expect(projects.filter((project) => drafts.includes(project.slug))).toEqual([]);
  });

  it("serves image URLs in the public storage shape", async () => {
    const { projects } = (await (await call()).json()) as { projects: Project[] };
    for (const project of projects) {
      expect(project.image).toMatch(/^\/storage\/v1\/object\/public\/documents\/demo\//);
    }
  });
});

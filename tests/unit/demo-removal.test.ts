import { FileUser } from "lucide-react";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeaturedDocumentCard } from "../../src/components/documents/FeaturedDocumentCard";
import AboutSection from "../../src/components/home/AboutSection";
import ContactSection from "../../src/components/home/ContactSection";
import ExperienceSection, { NO_EXPERIENCE_TEXT } from "../../src/components/home/ExperienceSection";
import HeroSection from "../../src/components/home/HeroSection";
import ResumeSection from "../../src/components/home/ResumeSection";
import SkillsSection from "../../src/components/home/SkillsSection";
import SiteFooter from "../../src/components/layout/SiteFooter";
import ProjectsSection, { NO_PROJECTS_TEXT } from "../../src/components/projects/ProjectsSection";
import type { CardProject } from "../../src/lib/card-project";
import { site } from "../../src/config/site";
import { siteSettingsSchema, type SiteSettings } from "../../src/lib/site-settings";
import { withoutDemoCopy } from "../../src/server/admin/setup";

const shipped = siteSettingsSchema.parse(site);
const cleared = withoutDemoCopy(shipped);

const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToStaticMarkup(createElement(component, props));

describe("removing the demo empties the demo's copy in the settings", () => {
  it("empties the awards, counts, education, story, highlights, availability and default documents", () => {
    expect(cleared.hero.badges).toEqual([]);
    expect(cleared.hero.stats).toEqual([]);
    expect(cleared.skills.professionalDevelopment).toEqual([]);
    expect(cleared.about.paragraphs).toEqual([]);
    expect(cleared.about.fastFacts).toEqual([]);
    expect(cleared.education).toEqual([]);
    expect(cleared.resume.counters).toEqual([]);
    expect(cleared.resume.highlights).toEqual([]);
    expect(cleared.contact.intro).toBe("");
    expect(cleared.contact.availability).toEqual([]);
    expect(cleared.contact.currentStatus.lines).toEqual([]);
    expect(cleared.seo.keywords).toEqual([]);
    expect(cleared.documents).toMatchObject({
      defaultResumeUrl: "",
      defaultPortfolioUrl: "",
      portfolioLastUpdatedText: "",
      reports: [],
    });
    // Still settings the form and the build accept.
    expect(siteSettingsSchema.parse(cleared)).toEqual(cleared);
  });

  it("keeps the identity, which the checklist asks for, and the generic headings and introductions", () => {
    expect(cleared.owner).toEqual(shipped.owner);
    expect(cleared.skills.intro).toBe(shipped.skills.intro);
    expect(cleared.resume.intro).toBe(shipped.resume.intro);
    expect(cleared.hero.headline).toBe(shipped.hero.headline);
    expect(cleared.about.heading).toBe(shipped.about.heading);
    expect(cleared.contact.responseTime).toEqual(shipped.contact.responseTime);
  });

  it("keeps what the owner wrote in place of the demo's", () => {
    const own: SiteSettings = {
      ...shipped,
      hero: { ...shipped.hero, badges: ["Best Paper · ASME IDETC 2025"] },
      education: [{ ...shipped.education[0]!, institution: "Lakeside Polytechnic" }],
    };
    const result = withoutDemoCopy(own);
    expect(result.hero.badges).toEqual(["Best Paper · ASME IDETC 2025"]);
    expect(result.education).toEqual(own.education);
    expect(result.hero.stats).toEqual([]);
    expect(own.hero.stats).toEqual(shipped.hero.stats);
  });
});

describe("the pages after the demo's removal", () => {
  it("show no empty list, panel or link to a resume that is not there", () => {
    const parts = {
      hero: render(HeroSection, { site: cleared }),
      about: render(AboutSection, { site: cleared }),
      experience: render(ExperienceSection, { experiences: [], education: cleared.education }),
      resume: render(ResumeSection, { site: cleared, resumePdf: false }),
      contact: render(ContactSection, { site: cleared }),
      footer: render(SiteFooter, { year: 2026, site: cleared, resumePdf: false }),
    };
    expect(parts.hero).not.toContain("Competition placements");
    expect(parts.hero).not.toContain("<dl");
    expect(parts.about).not.toContain("Fast Facts");
    expect(parts.experience).not.toContain("<h3");
    // An empty section says so rather than showing its heading over nothing.
    expect(parts.experience).toContain(NO_EXPERIENCE_TEXT);
    expect(parts.resume).not.toContain("Key Highlights");
    expect(parts.resume).not.toContain("<dl");
    expect(parts.contact).not.toContain('aria-label="Availability"');
    for (const html of Object.values(parts)) expect(html).not.toContain("/resume.pdf");
    expect(render(SkillsSection, { groups: [], site: cleared })).toBe("");
    // No project: no category to filter by, no link to a list of none.
    const projects = render(ProjectsSection, { projects: [], variant: "home" });
    expect(projects).toContain(NO_PROJECTS_TEXT);
    expect(projects).not.toContain("View All Projects");
    expect(projects).not.toContain("Filter projects by category");
    expect(projects).not.toContain("No projects found matching your criteria");
    // Nor, on /projects, a search, a sort or a count of none.
    const page = render(ProjectsSection, { projects: [], variant: "page" });
    expect(page).toContain(NO_PROJECTS_TEXT);
    for (const control of ["Search projects", "Sort projects", "Filter projects by category", "Showing 0 of 0"]) {
      expect(page).not.toContain(control);
    }
  });

  it("with the demo, show them all (the same components, so the checks above can fail)", () => {
    expect(render(HeroSection, { site: shipped })).toContain("Competition placements");
    expect(render(AboutSection, { site: shipped })).toContain("Fast Facts");
    expect(render(ExperienceSection, { experiences: [], education: shipped.education })).toContain("<h3");
    expect(render(ExperienceSection, { experiences: [], education: shipped.education })).not.toContain(
      NO_EXPERIENCE_TEXT,
    );
    expect(render(ResumeSection, { site: shipped, resumePdf: true })).toContain("/resume.pdf");
    expect(render(SiteFooter, { year: 2026, site: shipped, resumePdf: true })).toContain("/resume.pdf");
    const project: CardProject = {
      slug: "gripper",
      title: "Soft gripper",
      category: "Robotics",
      tags: [],
      image: "/gripper.webp",
      gallery: [],
      overview: "A gripper for cups.",
      tech_stack: [],
      featured: false,
    };
    const projects = render(ProjectsSection, { projects: [project], variant: "home" });
    expect(projects).toContain("View All Projects (1)");
    expect(projects).toContain("Filter projects by category");
    expect(projects).not.toContain(NO_PROJECTS_TEXT);
    const page = render(ProjectsSection, { projects: [project], variant: "page" });
    for (const control of ["Search projects", "Sort projects", "Filter projects by category", "Showing 1 of 1"]) {
      expect(page).toContain(control);
    }
  });

  it("a document card without a file says so instead of linking to nothing", () => {
    const card = (available: boolean) =>
      render(FeaturedDocumentCard, {
        id: "resume",
        title: "Resume",
        icon: FileUser,
        description: "",
        url: "/resume.pdf",
        available,
        children: createElement("p", null, "preview"),
      });
    expect(card(false)).toContain("No resume to download yet.");
    expect(card(false)).not.toContain("<a ");
    expect(card(false)).not.toContain("preview");
    expect(card(true)).toContain('href="/resume.pdf"');
  });
});

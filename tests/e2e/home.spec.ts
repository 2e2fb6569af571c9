import { expect, test, type Locator, type Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { greetingOf, siteTitleOf } from "../../src/lib/site-settings";
import { SKILL_CATEGORIES } from "../../src/lib/entities";
import { DEFAULT_PALETTE, PALETTE_NAMES } from "../../src/lib/theme";
import { demoExperiences, demoSkills } from "../../src/server/seed/demo-content";
import { axeViolations } from "./support/axe";
import { expectScrolledTo, expectToast, sidewaysOverflow } from "./support/site";

/**
 * The home page as a visitor reads it: seven
 * sections in order, the hero's badges and counts, skills by category, the experience timeline
 * with the education cards, about, resume downloads and the contact section.
 */
const SECTIONS = ["home", "skills", "projects", "experience", "about", "resume", "contact"] as const;
const experiences = [...demoExperiences].sort((a, b) => a.display_order - b.display_order);
const currentExperience = experiences.find((experience) => !experience.period_end)!;
/** The stable resume link: it leads to the active resume, whenever the page was built. */
const RESUME_URL = "/resume.pdf";

const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** One dt/dd pair of a counter list: the label and its number. */
function counter(scope: Locator, label: string) {
  return scope.locator("dl > div").filter({ has: scope.page().locator("dt", { hasText: label }) });
}

test.describe("home page", () => {
  test("shows the seven sections with their anchors in order @phone", async ({ page }) => {
    await page.goto("/");
    for (const id of SECTIONS) await expect(section(page, id)).toHaveCount(1);
    const order = await page.evaluate((ids) => {
      const elements = ids.map((id) => document.getElementById(id)!);
      return elements.slice(1).every((element, i) => {
        const previous = elements[i]!;
        return Boolean(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
    }, SECTIONS);
    expect(order).toBe(true);
    await expect(page).toHaveTitle(siteTitleOf(site));
  });

  test("has one h1 in the hero and headings that never skip a level", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(section(page, "home").getByRole("heading", { level: 1 })).toHaveText(greetingOf(site));
    for (const id of SECTIONS.slice(1)) {
      await expect(section(page, id).getByRole("heading", { level: 2 })).toHaveCount(1);
    }
    const levels = await page
      .locator("main")
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    levels.forEach((level, i) => {
      if (i > 0) expect(level, `heading ${i + 1} follows an h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    });
  });

  test("the hero shows the role, placements, location, graduation and headline counts @phone", async ({ page }) => {
    await page.goto("/");
    const hero = section(page, "home");
    await expect(hero.getByRole("heading", { level: 1 })).toContainText(site.owner.name);
    await expect(hero.getByText(site.hero.headline)).toBeVisible();
    await expect(hero.getByText(site.hero.summary)).toBeVisible();
    await expect(hero.getByText("San Diego, CA", { exact: true })).toBeVisible();
    await expect(hero.getByText("Graduating December 2025", { exact: true })).toBeVisible();

    const placements = hero.getByRole("list", { name: "Competition placements" }).getByRole("listitem");
    await expect(placements).toHaveText([...site.hero.badges]);

    await expect(counter(hero, "Engineering Projects").locator("dd")).toHaveText("8+");
    await expect(counter(hero, "Competition Wins").locator("dd")).toHaveText("3");
    await expect(counter(hero, "CAD Software").locator("dd")).toHaveText("6+");
  });

  test("'View Projects' smooth-scrolls to the projects section @phone", async ({ page }) => {
    await page.goto("/");
    const link = section(page, "home").getByRole("link", { name: "View Projects" });
    await expect(link).toHaveAttribute("href", "/#projects");
    await link.click();
    await expectScrolledTo(page, "projects");
    await expect(page).toHaveURL(/\/#projects$/);
  });

  test("skills are grouped by the six categories in their fixed order, with professional development", async ({
    page,
  }) => {
    await page.goto("/");
    const skills = section(page, "skills");
    await expect(skills.getByRole("heading", { level: 3 })).toHaveText([
      ...SKILL_CATEGORIES,
      "Professional Development",
    ]);
    for (const category of SKILL_CATEGORIES) {
      const expected = demoSkills
        .filter((skill) => skill.category === category)
        .sort((a, b) => a.display_order - b.display_order)
        .map((skill) => skill.skill_name);
      const card = skills
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: category, exact: true }) });
      await expect(card.getByRole("listitem")).toHaveText(expected);
    }
    for (const topic of site.skills.professionalDevelopment) await expect(skills.getByText(topic)).toBeVisible();
  });

  test("the experience timeline follows display order and says 'Present' for the current role", async ({ page }) => {
    await page.goto("/");
    const timeline = section(page, "experience").getByRole("list").first();
    const entries = timeline.locator(":scope > li");
    await expect(entries.getByRole("heading", { level: 3 })).toHaveText(experiences.map((e) => e.role));

    const current = entries.filter({ has: page.getByRole("heading", { name: currentExperience.role, exact: true }) });
    await expect(current).toContainText(`${currentExperience.period_start} – Present`);
    await expect(current).toContainText(currentExperience.organization);
    await expect(current).toContainText(currentExperience.focus);
    for (const impact of currentExperience.impact) await expect(current.getByText(impact)).toBeVisible();
    for (const tag of currentExperience.tags) await expect(current.getByText(tag, { exact: true })).toBeVisible();

    const past = experiences.find((experience) => experience.period_end)!;
    const pastEntry = entries.filter({ has: page.getByRole("heading", { name: past.role, exact: true }) });
    await expect(pastEntry).toContainText(`${past.period_start} – ${past.period_end}`);
    await expect(pastEntry).not.toContainText("Present");
  });

  test("the two education cards show degree, GPA and dates @phone", async ({ page }) => {
    await page.goto("/");
    const experience = section(page, "experience");
    await expect(experience.getByRole("heading", { name: "Education", exact: true })).toBeVisible();
    const card = (degree: string) =>
      experience.getByRole("listitem").filter({ has: page.getByRole("heading", { name: degree }) });
    await expect(card("M.S.")).toContainText("GPA 3.4");
    await expect(card("M.S.")).toContainText("Sept 2024 – Dec 2025");
    await expect(card("B.Tech")).toContainText("GPA 3.7");
    await expect(card("B.Tech")).toContainText("Jun 2020 – Jun 2024");
  });

  test("the timeline alternates sides on wide screens and is one column on phones @phone", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    const entries = section(page, "experience").getByRole("list").first().locator(":scope > li");
    const lefts = await entries.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    if (testInfo.project.name === "phone") {
      expect(new Set(lefts.map(Math.round)).size).toBe(1);
    } else {
      lefts.forEach((left, i) => {
        if (i > 0) expect(left === lefts[i - 1]).toBe(false);
      });
      expect(lefts[0]).toBe(lefts[2]);
    }
  });

  test("about shows the fast facts, and 'Let's Connect' scrolls to contact @phone", async ({ page }) => {
    await page.goto("/");
    const about = section(page, "about");
    for (const fact of site.about.fastFacts) {
      await expect(counter(about, fact.label).locator("dd")).toHaveText(fact.value);
    }
    const connect = about.getByRole("link", { name: "Let's Connect" });
    await expect(connect).toHaveAttribute("href", "/#contact");
    await connect.click();
    await expectScrolledTo(page, "contact");
  });

  test("both resume buttons link to the resume PDF, and the PDF one downloads it", async ({ page, request }) => {
    await page.goto("/");
    const resume = section(page, "resume");
    const full = resume.getByRole("link", { name: "Download Full Resume" });
    const pdf = resume.getByRole("link", { name: "Download PDF Resume" });
    await expect(full).toHaveAttribute("href", RESUME_URL);
    await expect(pdf).toHaveAttribute("href", RESUME_URL);
    await expect(pdf).toHaveAttribute("download", "");

    const file = await request.get(RESUME_URL);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");

    const downloading = page.waitForEvent("download");
    await pdf.click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test("the resume shows the profile button, counters and highlights @phone", async ({ page }) => {
    await page.goto("/");
    const resume = section(page, "resume");
    const profile = resume.getByRole("link", { name: /Profile \(opens in a new tab\)/ });
    await expect(profile).toHaveAttribute("href", site.owner.profileUrl);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", /noopener/);

    await expect(counter(resume, "Design Software").locator("dd")).toHaveText("6+");
    await expect(counter(resume, "Manufacturing Methods").locator("dd")).toHaveText("10+");
    await expect(counter(resume, "Projects").locator("dd")).toHaveText("8+");
    await expect(counter(resume, "Competitions").locator("dd")).toHaveText("3");
    for (const highlight of site.resume.highlights) await expect(resume.getByText(highlight)).toBeVisible();
  });

  test("the contact form has labelled, required fields with the shared schema's limits @phone", async ({ page }) => {
    await page.goto("/");
    const contact = section(page, "contact");
    const form = contact.locator("form[data-contact-form]");
    // Sent as JSON by the island (tests/e2e/visitor-forms.spec.ts), never as a plain form post:
    // its method, dialog, submits nowhere by itself.
    await expect(form).toHaveAttribute("method", "dialog");
    await expect(form).not.toHaveAttribute("action");

    const name = form.getByLabel("Name");
    const email = form.getByLabel("Email");
    const message = form.getByLabel("Message");
    for (const field of [name, email, message]) await expect(field).toHaveAttribute("required", "");
    await expect(name).toHaveAttribute("autocomplete", "name");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(message).toHaveAccessibleDescription("10 to 2000 characters.");
    // The lengths are the shared schema's, checked by the form with its toast (visitor-forms.spec.ts):
    // the browser never cuts a long paste short.
    for (const field of [name, email, message]) {
      await expect(field).not.toHaveAttribute("maxlength");
      await expect(field).not.toHaveAttribute("minlength");
    }

    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toHaveAttribute("type", "submit");
    // An empty form is not sent: the press wakes the form's island, which names the problem.
    await send.click();
    await expectToast(page, "Validation failed", "Name is required");
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(page).toHaveURL(/\/(#.*)?$/);
  });

  test("contact states availability and lists email, phone, profile and an unlinked location @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const contact = section(page, "contact");
    await expect(contact.getByRole("heading", { level: 2 })).toHaveText(site.contact.heading);
    const availability = contact.getByRole("list", { name: "Availability" });
    for (const statement of [
      "Available for full-time roles",
      "Graduating December 2025",
      "Open to relocation",
      "Seeking mechanical design engineering positions",
    ]) {
      await expect(availability.getByText(statement)).toBeVisible();
    }

    await expect(contact.getByRole("link", { name: site.owner.email })).toHaveAttribute(
      "href",
      `mailto:${site.owner.email}`,
    );
    await expect(contact.getByRole("link", { name: site.owner.phone })).toHaveAttribute("href", "tel:+15550142398");
    const profile = contact.getByRole("link", { name: /LinkedIn.*\(opens in a new tab\)/ });
    await expect(profile).toHaveAttribute("href", site.owner.profileUrl);
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", /noopener/);

    const location = contact.getByText("San Diego, CA", { exact: true });
    await expect(location).toBeVisible();
    expect(await location.evaluate((element) => element.closest("a") === null)).toBe(true);

    await expect(contact.getByRole("heading", { name: "Current Status" })).toBeVisible();
    const responses = contact.getByRole("heading", { name: "Response Time" }).locator("xpath=..");
    await expect(counter(responses, "Email").locator("dd")).toHaveText("Within 24 hours");
    await expect(counter(responses, "Opportunities").locator("dd")).toHaveText("Same day");
    await expect(counter(responses, "Collaborations").locator("dd")).toHaveText("Within 48 hours");
  });

  test("home cards animate in with a 150 ms stagger once their section is in view, and not at all with reduced motion", async ({
    page,
  }) => {
    // The motion itself: the suites otherwise browse with reduced motion (playwright.config.ts).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const cards = section(page, "contact").locator(".stagger-in");
    const animation = () => cards.first().evaluate((card) => getComputedStyle(card).animationName);
    // Below the first screen, the entrances wait for their section, the cards shown as they are.
    await expect(cards.first()).toHaveAttribute("data-entrance", "held");
    expect(await animation()).toBe("none");
    expect(await cards.first().evaluate((card) => getComputedStyle(card).opacity)).toBe("1");
    await section(page, "contact").scrollIntoViewIfNeeded();
    await expect(cards.first()).not.toHaveAttribute("data-entrance");
    expect(await animation()).toBe("rise-in");
    const delays = await cards.evaluateAll((all) =>
      all.slice(0, 3).map((card) => getComputedStyle(card).animationDelay),
    );
    expect(delays).toEqual(["0s", "0.15s", "0.3s"]);
    // Each entrance ends with its card shown.
    const opacities = await cards.evaluateAll(async (all) => {
      await Promise.all(all.flatMap((card) => card.getAnimations().map((animation) => animation.finished)));
      return [...new Set(all.map((card) => getComputedStyle(card).opacity))];
    });
    expect(opacities).toEqual(["1"]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toBe("none");
  });

  test("reads completely with JavaScript disabled, and its in-page links still work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    for (const id of SECTIONS) await expect(section(page, id)).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(greetingOf(site));
    await expect(section(page, "skills").getByRole("heading", { level: 3 })).toHaveCount(SKILL_CATEGORIES.length + 1);
    await expect(section(page, "experience").getByText(`${currentExperience.period_start} – Present`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Full Resume" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(section(page, "contact").getByRole("heading", { name: "Response Time" })).toBeVisible();

    await section(page, "home").getByRole("link", { name: "View Projects" }).click();
    await expectScrolledTo(page, "projects", { scripts: false });
    await context.close();
  });

  test("fits a phone screen without sideways scrolling @phone", async ({ page }) => {
    await page.goto("/");
    // Read once the fonts, images and card entrances are done, not while the page still lays out.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  // The default palette in both modes is the home page of accessibility.spec.ts (the whole page,
  // every rule). The palettes change colours only, so here each other palette, in both modes, is
  // checked for what colours decide: axe's contrast rule over the home sections, in one page.
  test("the home sections keep axe's contrast in every other palette, light and dark", async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const failures: string[] = [];
    for (const mode of ["light", "dark"] as const) {
      for (const palette of PALETTE_NAMES.filter((name) => name !== DEFAULT_PALETTE)) {
        // Switched in place, as the toggle and the picker do (a stored choice applied on load is
        // theme.spec.ts's): no reload of the whole page for each of the ten.
        await page.evaluate(
          ([chosenMode, chosenPalette]) => {
            const root = document.documentElement;
            root.setAttribute("data-theme", chosenMode);
            root.setAttribute("data-mode", chosenMode);
            root.setAttribute("data-palette", chosenPalette);
          },
          [mode, palette] as const,
        );
        await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
        await expect(page.locator("html")).toHaveAttribute("data-palette", palette);
        // The projects section and the header and footer are tested with their own components.
        const include = SECTIONS.filter((id) => id !== "projects").map((id) => `#${id}`);
        for (const violation of await axeViolations(page, { include, runOnly: ["color-contrast"] }))
          failures.push(`${palette} ${mode}: ${violation}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

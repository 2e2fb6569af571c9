import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { demoExperiences, demoProjects } from "../../src/server/seed/demo-content";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { dragHandle, publishedProject } from "./support/site";

/**
 * The owner's order and the category pick-lists in a real browser. Projects and experiences are
 * put in order with the keyboard (Move up / Move down, the focus staying on the moved row's
 * button, the new position announced) and by dragging a row's handle; each order survives a
 * reload, a failed save puts the list back, and the rebuilt home page shows the new order. The
 * order is changed on a server of this suite's own (it rebuilds for real, and no other suite adds
 * or removes items under it); the pick-lists are tried on the owner copy with names of their own.
 */

const byOrder = <T extends { display_order: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.display_order - b.display_order);
const projectTitles = byOrder(demoProjects).map((project) => project.title);
const experienceRoles = byOrder(demoExperiences).map((experience) => experience.role);

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signIn(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A select's option shown exactly as `label` (options of a closed select are not in the accessibility tree). */
const option = (select: Locator, label: string) =>
  select.locator("option").filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The rows of an admin list panel, first to last. */
const rowsOf = (page: Page, panel: string) => page.getByRole("region", { name: panel }).getByRole("listitem");

/** The first `count` rows' texts, for comparing orders. */
async function firstRows(rows: Locator, count: number): Promise<string[]> {
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).slice(0, count);
}

/** Expects the rows to begin with these texts, in this order. */
async function expectOrder(rows: Locator, texts: string[]): Promise<void> {
  for (const [index, text] of texts.entries()) await expect(rows.nth(index)).toContainText(text);
}

test.describe("the owner's order", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Changes wait for one rebuild by hand at the end, instead of a rebuild after each move.
    server = await startOwnServer(E2E_PORT + 6, { env: { REBUILD_DEBOUNCE_MS: "600000" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.beforeEach(async ({ context }, testInfo) => {
    await context.setExtraHTTPHeaders({
      "x-forwarded-for": `10.77.${(testInfo.workerIndex * 8 + testInfo.retry) % 256}.1`,
    });
  });

  test("a project moved down with the keyboard keeps the focus, is announced and keeps its place after a reload", async ({
    page,
  }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/projects`);
    const rows = rowsOf(page, "Projects");
    await expectOrder(rows, projectTitles.slice(0, 3));
    await expect(rows).toHaveCount(projectTitles.length);
    await expect(rows.first().getByRole("button", { name: "Move up" })).toHaveAttribute("aria-disabled", "true");

    // While an item is being edited, the order waits (a move would make the form's copy stale).
    await rows.nth(1).getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByText("Finish or cancel the edit to change the order.")).toBeVisible();
    await expect(rows.first().getByRole("button", { name: "Move down" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(rows.first().getByRole("button", { name: "Move down" })).not.toHaveAttribute("aria-disabled");

    const [first, second, third] = projectTitles;
    await rows.first().getByRole("button", { name: "Move down" }).focus();
    await page.keyboard.press("Enter");
    await expectOrder(rows, [second!, first!, third!]);
    await expect(rows.nth(1).getByRole("button", { name: "Move down" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "moved to position" })).toHaveText(
      `${first} moved to position 2 of ${projectTitles.length}.`,
    );
    await expect(toast(page, "Order saved")).toBeVisible();
    // Once saved, the next move is taken, still from the keyboard.
    await expect(rows.nth(1).getByRole("button", { name: "Move down" })).not.toHaveAttribute("aria-disabled");
    await page.keyboard.press("Enter");
    await expectOrder(rows, [second!, third!, first!]);
    await expect(rows.nth(2).getByRole("button", { name: "Move down" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "moved to position" })).toHaveText(
      `${first} moved to position 3 of ${projectTitles.length}.`,
    );
    await expect(page.getByText("Saving order…")).toBeHidden();

    await page.reload();
    await expectOrder(rows, [second!, third!, first!]);
    const api = (await (await page.request.get(`${origin}/api/admin/projects`)).json()) as {
      projects: { title: string; display_order: number }[];
    };
    expect(api.projects.slice(0, 3).map((project) => [project.title, project.display_order])).toEqual([
      [second, 0],
      [third, 1],
      [first, 2],
    ]);
  });

  test("an experience dragged above another keeps its place after a reload", async ({ page }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    const rows = rowsOf(page, "Experiences");
    await expectOrder(rows, experienceRoles.slice(0, 3));

    await dragHandle(page, rows.nth(2).getByTestId("drag-handle"), rows.first(), (to) => to.y + 4);

    const [first, second, third] = experienceRoles;
    await expectOrder(rows, [third!, first!, second!]);
    await expect(toast(page, "Order saved")).toBeVisible();
    await page.reload();
    await expectOrder(rows, [third!, first!, second!]);
  });

  test("a move the server refuses puts the list back in the saved order, with a toast", async ({ page }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    const rows = rowsOf(page, "Experiences");
    const before = await firstRows(rows, experienceRoles.length);

    // Another tab adds an experience: the list this page holds is no longer the stored one.
    const role = unique("Added meanwhile");
    const added = await page.request.post(`${origin}/api/admin/experiences`, {
      headers: { origin },
      data: {
        role,
        organization: "Elsewhere Inc.",
        location: "Remote",
        period_start: "Jan 2026",
        focus: "Added while the list was open.",
        display_order: 99,
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await rows.first().getByRole("button", { name: "Move down" }).click();
    await expect(toast(page, "Failed to save order")).toContainText(
      "The list has changed since it was loaded. Reload it and put the items in order again.",
    );
    await expect(rows.first().getByRole("button", { name: "Move down" })).toBeFocused();
    // Back to the saved order, and loaded again: the new experience is there, last.
    await expect(rows).toHaveCount(before.length + 1);
    expect(await firstRows(rows, before.length)).toEqual(before);
    await expect(rows.last()).toContainText(role);
    await expect(page.getByRole("status").filter({ hasText: "Order not saved" })).toBeAttached();
  });

  test("the rebuilt home page shows the projects and experiences in the new order", async ({ page }) => {
    test.setTimeout(300_000);
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin`);
    const panel = page.getByRole("region", { name: "Publishing" });
    await panel.getByRole("button", { name: "Rebuild now" }).click();
    await expect(panel.getByTestId("publishing-state")).toContainText("Rebuilding…");
    await expect(panel.getByTestId("publishing-state")).toContainText("Up to date", { timeout: 240_000 });

    await page.goto(`${origin}/`);
    const [first, second, third] = projectTitles;
    const cards = page.locator("#projects").getByRole("heading", { level: 3 });
    await expect(cards.first()).toHaveText(second!);
    expect((await cards.allInnerTexts()).slice(0, 3)).toEqual([second, third, first]);
    const [role1, role2, role3] = experienceRoles;
    const roles = await page.locator("#experience").getByRole("heading", { level: 3 }).allInnerTexts();
    expect(roles.filter((text) => experienceRoles.includes(text)).slice(0, 3)).toEqual([role3, role1, role2]);
  });
});

test.describe("category pick-lists", () => {
  test.beforeEach(async ({ page, baseURL, context }, testInfo) => {
    const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(n >>> 8) & 255}.${n & 255}.1` });
    await signIn(page.request, new URL(baseURL!).origin);
  });

  test("a skill's category is chosen from the list, 'New category…' adds one, and a case variant joins the existing one", async ({
    page,
  }) => {
    await page.goto("/admin/skills");
    // The list has loaded (a skill added before it has would only show at the next load).
    await expect(page.getByRole("region", { name: "Mechanical Design", exact: true })).toBeVisible();
    const category = page.getByRole("combobox", { name: "Category", exact: true });
    await expect(option(category, "Mechanical Design")).toHaveCount(1);

    // An existing category, chosen from the list.
    const chosen = unique("Chosen skill");
    await page.getByLabel("Skill name").fill(chosen);
    await category.selectOption("Mechanical Design");
    await page.getByRole("button", { name: "Add Skill" }).click();
    await expect(toast(page, "Skill added")).toBeVisible();
    await expect(page.getByRole("region", { name: "Mechanical Design", exact: true })).toContainText(chosen);

    // A new one.
    const newCategory = unique("Field Robotics");
    const pioneer = unique("Pioneer skill");
    await page.getByLabel("Skill name").fill(pioneer);
    await category.selectOption({ label: "New category…" });
    await page.getByLabel("New category name").fill(newCategory);
    await page.getByRole("button", { name: "Add Skill" }).click();
    await expect(toast(page, "Skill added")).toBeVisible();
    await expect(page.getByRole("region", { name: newCategory, exact: true })).toContainText(pioneer);
    await page.reload();
    await expect(option(category, newCategory)).toHaveCount(1);

    // The same name in other case and spacing is the existing category, not a second one.
    const variant = unique("Variant skill");
    const typed = `  ${newCategory.toUpperCase().replace(" ", "   ")} `;
    await page.getByLabel("Skill name").fill(variant);
    await category.selectOption({ label: "New category…" });
    await page.getByLabel("New category name").fill(typed);
    await expect(page.getByText(`Matches the existing category “${newCategory}”, which will be used.`)).toBeVisible();
    await page.getByRole("button", { name: "Add Skill" }).click();
    await expect(toast(page, "Skill added")).toBeVisible();
    await expect(page.getByRole("region", { name: newCategory, exact: true })).toContainText(variant);
    await expect(page.getByRole("region", { name: typed.trim(), exact: true })).toHaveCount(0);
    // The form keeps the category for the next skill, in the stored spelling.
    await expect(category).toHaveValue(newCategory);
    const skills = (await (await page.request.get("/api/admin/skills")).json()) as {
      skills: { skill_name: string; category: string }[];
    };
    expect(skills.skills.filter((skill) => [pioneer, variant].includes(skill.skill_name))).toEqual([
      expect.objectContaining({ category: newCategory }),
      expect.objectContaining({ category: newCategory }),
    ]);
    expect(skills.skills.some((skill) => skill.category === typed.trim())).toBe(false);
  });

  test("a project's category is a pick-list whose case variants resolve to the listed one", async ({ page }) => {
    await page.goto("/admin/projects");
    const row = page.getByRole("region", { name: "Projects" }).getByRole("listitem").filter({
      hasText: publishedProject.title,
    });
    await row.getByRole("button", { name: `Edit ${publishedProject.title}` }).click();
    const category = page.getByRole("combobox", { name: "Category", exact: true });
    await expect(category).toHaveValue(publishedProject.category);
    await expect(option(category, "Soft Robotics")).toHaveCount(1);
    await category.selectOption({ label: "New category…" });
    await page.getByLabel("New category name").fill("soft   ROBOTICS");
    await expect(page.getByText("Matches the existing category “Soft Robotics”, which will be used.")).toBeVisible();
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    await expect(row).toContainText("Soft Robotics");

    // And back, chosen from the list.
    await row.getByRole("button", { name: `Edit ${publishedProject.title}` }).click();
    await expect(category).toHaveValue("Soft Robotics");
    await category.selectOption(publishedProject.category);
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    await expect(row).toContainText(publishedProject.category);
  });

  test("a project file's project is chosen from the projects by title, with no free text", async ({ page }) => {
    await page.goto("/admin/project-files");
    const project = page.getByRole("combobox", { name: "Project", exact: true });
    await expect(option(project, publishedProject.title)).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: /project/i })).toHaveCount(0);
    await project.selectOption({ label: publishedProject.title });
    await expect(project).toHaveValue(publishedProject.slug);
  });
});

test.describe("on a phone", () => {
  test("an ordered list keeps its move buttons on screen without sideways scrolling @phone", async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, new URL(baseURL!).origin);
    await page.goto("/admin/experience");
    const rows = rowsOf(page, "Experiences");
    await expect(rows.first().getByRole("button", { name: "Move down" })).toBeInViewport();
    await expect(rows.first().getByRole("button", { name: /^Delete/ })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

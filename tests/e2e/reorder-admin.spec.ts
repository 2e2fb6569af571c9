import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn, toast } from "./support/admin";
import { publishedProject, sidewaysOverflow } from "./support/site";
import { OWNER_SERVER_LOCK } from "../../playwright.config";

// These tests change the owner copy's content: one at a time.
test.describe.configure({ lock: OWNER_SERVER_LOCK });

/**
 * The category pick-lists in a real browser, on the owner copy with names of their own, and an
 * ordered list on a phone. (Putting projects and experiences in order, and the rebuilt home page
 * showing it: publishing.spec.ts, whose server no other suite adds items to.)
 */

const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A select's option shown exactly as `label` (options of a closed select are not in the accessibility tree). */
const option = (select: Locator, label: string) =>
  select.locator("option").filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });

/** The rows of an admin list panel, first to last. */
const rowsOf = (page: Page, panel: string) => page.getByRole("region", { name: panel }).getByRole("listitem");

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
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

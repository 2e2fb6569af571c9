import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { demoExperiences } from "../../src/server/seed/demo-content";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Import JSON Resume on /admin/experience in a real browser: the owner picks a file, sees what it
 * will add with the entry the site already has marked as already there, confirms, gets a toast
 * naming what was added and sees the new experiences in the list; the same file again adds
 * nothing; a file that is not a JSON Resume gets a clear message. It adds experiences and skills,
 * so it runs on a server of its own (its rebuild waits, out of the way).
 */

async function signIn(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The demo's first experience, as the site's own /resume.json writes it. */
const known = demoExperiences.find((experience) => experience.period_start === "Jan 2025")!;

const resumeFile = {
  name: "resume.json",
  mimeType: "application/json",
  buffer: Buffer.from(
    JSON.stringify({
      basics: { name: "Jane Doe", location: { city: "San Diego", region: "CA" } },
      work: [
        { name: known.organization, position: known.role, startDate: "2025-01", summary: known.focus },
        {
          name: "Harbor Automation",
          position: "Controls Engineer",
          startDate: "2023-06-01",
          endDate: "2024-08",
          summary: "PLC and motion control for palletising cells.",
          highlights: ["Commissioned four cells"],
        },
        { name: "Kelp Forest Robotics", position: "Field Technician", startDate: "2022-01", summary: "Dive support." },
      ],
      skills: [{ name: "Marine Robotics", level: "Intermediate", keywords: ["ROV piloting"] }],
    }),
  ),
};

function openImport(page: Page): Locator {
  return page.getByRole("dialog", { name: "Import JSON Resume" });
}

test.describe("Import JSON Resume", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startOwnServer(E2E_PORT + 9, { env: { REBUILD_DEBOUNCE_MS: "600000" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.beforeEach(async ({ context }, testInfo) => {
    await context.setExtraHTTPHeaders({
      "x-forwarded-for": `10.79.${(testInfo.workerIndex * 8 + testInfo.retry) % 256}.1`,
    });
  });

  test("the owner previews a JSON Resume, confirms, and sees the new experiences; the same file again adds nothing", async ({
    page,
  }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    const rows = page.getByRole("region", { name: "Experiences", exact: true }).getByRole("listitem");
    await expect(rows).toHaveCount(demoExperiences.length);

    // From the keyboard: the button opens the dialog with the file field focused.
    await page.getByRole("button", { name: "Import JSON Resume" }).focus();
    await page.keyboard.press("Enter");
    const dialog = openImport(page);
    await expect(dialog).toBeVisible();
    const file = dialog.getByLabel("JSON Resume file");
    await expect(file).toBeFocused();
    await file.setInputFiles(resumeFile);

    await expect(dialog.getByRole("status")).toHaveText("Will add 2 experiences and 1 skill. 1 already there.");
    const experiences = dialog.getByRole("region", { name: "Experiences in the file" }).getByRole("listitem");
    await expect(experiences).toHaveCount(3);
    await expect(experiences.nth(0)).toContainText(`${known.role} at ${known.organization}`);
    await expect(experiences.nth(0)).toContainText("Already there");
    await expect(experiences.nth(1)).toContainText("Controls Engineer at Harbor Automation");
    await expect(experiences.nth(1)).toContainText("Jun 2023 – Aug 2024 · San Diego, CA");
    await expect(experiences.nth(1)).toContainText("New");
    await expect(experiences.nth(2)).toContainText("Field Technician at Kelp Forest Robotics");
    const skills = dialog.getByRole("region", { name: "Skills in the file" }).getByRole("listitem");
    await expect(skills).toHaveText([/ROV piloting\s*Marine Robotics\s*New/]);
    await expect(dialog.getByText("Skill levels are not imported.")).toBeVisible();

    await dialog.getByRole("button", { name: "Add 2 experiences and 1 skill" }).click();
    await expect(toast(page, "Added 2 experiences and 1 skill")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Import JSON Resume" })).toBeFocused();
    await expect(rows).toHaveCount(demoExperiences.length + 2);
    await expect(rows.nth(0)).toContainText("Controls Engineer at Harbor Automation");
    await expect(rows.nth(0)).toContainText("Jun 2023 – Aug 2024");
    await expect(rows.nth(1)).toContainText("Field Technician at Kelp Forest Robotics");

    // The same file again: everything is already there, and there is nothing to confirm.
    await page.getByRole("button", { name: "Import JSON Resume" }).click();
    await dialog.getByLabel("JSON Resume file").setInputFiles(resumeFile);
    await expect(dialog.getByRole("status")).toHaveText("Nothing new to add. 4 already there.");
    await expect(dialog.getByRole("listitem").filter({ hasText: "Already there" })).toHaveCount(4);
    await expect(dialog.getByRole("button", { name: /^Add / })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(rows).toHaveCount(demoExperiences.length + 2);
    const api = (await (await page.request.get(`${origin}/api/admin/skills`)).json()) as {
      skills: { skill_name: string }[];
    };
    expect(api.skills.filter((skill) => skill.skill_name === "ROV piloting")).toHaveLength(1);
  });

  test("a file that is not a JSON Resume, or too large, is refused with a clear message", async ({ page }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    await page.getByRole("button", { name: "Import JSON Resume" }).click();
    const dialog = openImport(page);
    const file = dialog.getByLabel("JSON Resume file");

    const cases = [
      { buffer: Buffer.from("name: Jane"), message: "This file is not JSON." },
      { buffer: Buffer.from('{"title": "Not a resume"}'), message: "This file is not a JSON Resume." },
      { buffer: Buffer.alloc(1024 * 1024 + 1, " "), message: "The file is larger than 1 MB." },
    ];
    for (const { buffer, message } of cases) {
      await file.setInputFiles({ name: "resume.json", mimeType: "application/json", buffer });
      await expect(dialog.getByRole("alert")).toHaveText(message);
      await expect(file).toHaveAttribute("aria-invalid", "true");
      await expect(dialog.getByRole("button", { name: /^Add / })).toHaveCount(0);
    }
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

import { createRequire } from "node:module";
import { expect, test } from "@playwright/test";
import { site } from "../../src/config/site";
import { sidewaysOverflow } from "./support/site";

const { validate } = createRequire(import.meta.url)("@jsonresume/schema") as {
  validate: (resume: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
};

/** Pages in a PDF Chromium printed: its page objects. */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/**
 * The résumé for people and applicant-tracking systems: one column of real headings in reading
 * order, linked from the Resume section and /documents, printed on at most two pages, and the same
 * résumé as JSON Resume.
 */
test("/resume reads in order, prints on at most two pages (A4 and Letter), and is linked", async ({ page }) => {
  await page.goto("/resume");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.owner.name);
  const headings = await page.locator("main h2").allTextContents();
  expect(headings).toEqual(["Summary", "Experience", "Education", "Skills", "Selected projects", "Awards"]);
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
  // Links are written out, so a printed or parsed copy keeps them.
  await expect(page.locator("main header")).toContainText(site.owner.email);
  await expect(page.locator("main header")).toContainText("linkedin.com/in/example-profile");

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  for (const format of ["A4", "Letter"] as const) {
    const pages = pageCount(await page.pdf({ format, printBackground: false }));
    test.info().annotations.push({ type: `printed pages (${format})`, description: String(pages) });
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
  }

  await page.emulateMedia({ media: "screen" });
  await page.goto("/#resume");
  await expect(page.locator("#resume").getByRole("link", { name: "web page" })).toHaveAttribute("href", "/resume");
  await page.goto("/documents");
  await expect(page.getByRole("main").getByRole("link", { name: "web page" })).toHaveAttribute("href", "/resume");
});

test("/resume.json is the same résumé in the JSON Resume format", async ({ request }) => {
  const response = await request.get("/resume.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const resume = (await response.json()) as { basics: { name: string }; work: unknown[] };
  const errors = await new Promise((resolve) => validate(resume, (found) => resolve(found)));
  expect(errors).toBeNull();
  expect(resume.basics.name).toBe(site.owner.name);
  expect(resume.work.length).toBeGreaterThan(0);
});

test("/resume fits a 360 px phone without sideways scrolling, and no skill list is squeezed beside its category", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/resume");
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // A list gets 14rem at least: beside its category where there is room, else on a line of its own.
  for (const skills of await page.locator("main dd").all()) {
    expect((await skills.boundingBox())!.width).toBeGreaterThanOrEqual(224);
  }
});

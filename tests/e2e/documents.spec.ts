import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PDF_VIEWER_TEMPLATE } from "../../src/lib/documents";
import { site } from "../../src/config/site";
import { demoDocuments } from "../../src/server/seed/demo-content";
import { DESKTOP_CHROMIUM } from "../../playwright.config";

/**
 * Documents & Portfolio as a visitor sees it:
 * the active resume and portfolio seeded by the demo, linked at /resume.pdf and /portfolio.pdf,
 * the three reports, no drive links (none configured in the shipped site configuration) and the
 * way back to the projects. Axe checks the page in accessibility.spec.ts.
 */
// The previews open in the browser's own PDF viewer, which the headless shell does not have.
test.use({ launchOptions: DESKTOP_CHROMIUM });

const storageUrl = (objectPath: string) => `/storage/v1/object/public/documents/${objectPath}`;
const resumeUrl = "/resume.pdf";
const portfolioUrl = "/portfolio.pdf";
const activeResume = storageUrl(demoDocuments.resume.versionObject);
const activePortfolio = storageUrl(demoDocuments.portfolio.versionObject);

/** The stored file a stable document link leads to. */
async function redirectTarget(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  return new URL(response.headers()["location"]!, "http://site.invalid").pathname;
}

const resumeCard = (page: Page) => page.getByRole("region", { name: "Resume", exact: true });
const portfolioCard = (page: Page) => page.getByRole("region", { name: "Portfolio", exact: true });

/** "Nov 2026": the month the demo's active portfolio was uploaded (seeded when the server started). */
function uploadMonths(): string[] {
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const format = (date: Date) => date.toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
  return [format(now), format(lastMonth)];
}

/** The id of Chromium's built-in PDF viewer. */
const CHROMIUM_PDF_VIEWER = "mhjfbmdgcfjbbpaeojofohoefgiehjai";

/** Whether Chromium's PDF viewer has been loaded into the page. */
const pdfViewerOpen = (page: Page) =>
  page.frames().some((frame) => frame.url().startsWith(`chrome-extension://${CHROMIUM_PDF_VIEWER}/`));

test.beforeEach(async ({ page }) => {
  // The fallback viewer is an outside service: never reached from tests.
  await page.route(/docs\.google\.com/, (route) => route.abort());
});

test.describe("documents page", () => {
  test("is titled 'Documents & Portfolio' @phone", async ({ page }) => {
    await page.goto("/documents");
    await expect(page).toHaveTitle(/^Documents & Portfolio \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Documents & Portfolio" })).toBeVisible();
  });

  test("the resume card's buttons get the active resume PDF @phone", async ({ page, request }) => {
    await page.goto("/documents");
    const card = resumeCard(page);
    const download = card.getByRole("link", { name: "Download PDF" });
    await expect(download).toHaveAttribute("href", resumeUrl);
    // The active version's file name (the configured default would have none).
    await expect(download).toHaveAttribute("download", demoDocuments.resume.file_name);
    const open = card.getByRole("link", { name: "Open in New Tab" });
    await expect(open).toHaveAttribute("href", resumeUrl);
    await expect(open).toHaveAttribute("target", "_blank");

    expect(await redirectTarget(request, resumeUrl)).toBe(activeResume);
    const pdf = await request.get(resumeUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("the resume card's preview loads on demand: nothing before 'Show preview', then the PDF viewer, 600 high", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/documents");
    await page.waitForLoadState("networkidle");
    const card = resumeCard(page);
    await expect(card.getByText("Source: Backend Storage / Managed via Admin Panel", { exact: true })).toBeVisible();
    const poster = card.getByRole("link", { name: "Show preview of the resume" });
    await expect(poster).toHaveAttribute("href", resumeUrl);
    expect((await poster.boundingBox())?.height).toBe(600);
    // The page has loaded, and neither the file nor a viewer has been asked for.
    expect(requested.filter((pathname) => pathname.endsWith(".pdf") || pathname.startsWith("/storage/"))).toEqual([]);
    expect(pdfViewerOpen(page)).toBe(false);

    await poster.click();
    const preview = card.getByTestId("pdf-preview");
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("type", "application/pdf");
    await expect(preview).toHaveAttribute("data", new RegExp(`^${resumeUrl}(#.*)?$`));
    // The frame it fills is as high as the poster was.
    expect((await preview.locator("..").boundingBox())?.height).toBe(600);
    // The browser's PDF viewer opens it: the stored file's own policy leaves the preview working.
    await expect.poll(() => pdfViewerOpen(page)).toBe(true);
    await expect(card.getByRole("status")).toHaveCount(0);
  });

  test("the portfolio's preview opens from the keyboard and takes the focus", async ({ page }) => {
    await page.goto("/documents");
    const poster = portfolioCard(page).getByRole("link", { name: "Show preview of the portfolio" });
    await poster.focus();
    await page.keyboard.press("Enter");
    const preview = portfolioCard(page).getByTestId("pdf-preview");
    await expect(preview).toBeFocused();
    await expect(preview).toHaveAttribute("data", new RegExp(`^${portfolioUrl}(#.*)?$`));
    expect(page.url()).toMatch(/\/documents$/);
  });

  test("on a phone the preview opens the PDF itself @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "a phone's");
    await page.goto("/documents");
    const poster = resumeCard(page).getByRole("link", { name: "Open the PDF of the resume" });
    await expect(poster).toHaveAttribute("href", resumeUrl);
    await expect(poster).not.toHaveAttribute("target");
    // A phone has no room for a 600 px frame: the poster is small, the file opens on its own.
    expect((await poster.boundingBox())!.height).toBeLessThan(300);
    await poster.click();
    await page.waitForURL((url) => url.pathname === activeResume);
    await expect(resumeCard(page)).toHaveCount(0);
  });

  test("the preview falls back to the document viewer with the absolute file URL, then to a download link", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/documents");
    const card = resumeCard(page);
    await card.getByRole("link", { name: "Show preview of the resume" }).click();
    const absolute = new URL(resumeUrl, baseURL).toString();
    const expected = PDF_VIEWER_TEMPLATE.replace("{url}", encodeURIComponent(absolute));
    await expect(card.getByTestId("pdf-viewer-fallback")).toHaveAttribute("src", expected);
    await expect(card.getByTestId("pdf-viewer-fallback")).toHaveAttribute("loading", "lazy");
    await expect(card.getByTestId("pdf-preview").locator(`a[href="${resumeUrl}"][download]`)).toHaveCount(1);
  });

  test("the portfolio card shows the active portfolio with its 'Last updated' month", async ({ page, request }) => {
    await page.goto("/documents");
    const card = portfolioCard(page);
    const lastUpdated = card.getByTestId("last-updated");
    const text = (await lastUpdated.textContent())?.trim();
    expect(uploadMonths().map((month) => `Last updated: ${month}`)).toContain(text);
    const download = card.getByRole("link", { name: "Download PDF" });
    await expect(download).toHaveAttribute("href", portfolioUrl);
    await expect(download).toHaveAttribute("download", demoDocuments.portfolio.file_name);
    await expect(card.getByRole("link", { name: "Show preview of the portfolio" })).toHaveAttribute(
      "href",
      portfolioUrl,
    );
    expect(await redirectTarget(request, portfolioUrl)).toBe(activePortfolio);
    const pdf = await request.get(portfolioUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("the three report cards each download their PDF and open a preview @phone", async ({ page, request }) => {
    await page.goto("/documents");
    const reports = page.getByTestId("report-card");
    await expect(reports).toHaveCount(3);
    for (const [index, report] of site.documents.reports.entries()) {
      const card = reports.nth(index);
      await expect(card.getByRole("heading", { level: 3, name: report.title })).toBeVisible();
      await expect(card.getByText(report.description)).toBeVisible();
      const download = card.getByRole("link", { name: "Download PDF" });
      const href = await download.getAttribute("href");
      expect(href).toBe(storageUrl(report.storagePath));
      const preview = card.getByRole("link", { name: /^Preview/ });
      await expect(preview).toHaveAttribute("href", href!);
      await expect(preview).toHaveAttribute("target", "_blank");
      const pdf = await request.get(href!);
      expect(pdf.status(), report.title).toBe(200);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    }
  });

  test("shows no drive links when none is configured", async ({ page }) => {
    expect(site.documents.resumeDriveViewUrl).toBeNull();
    expect(site.documents.portfolioDriveViewUrl).toBeNull();
    expect(site.documents.reports.every((report) => report.driveViewUrl === null)).toBe(true);
    await page.goto("/documents");
    await expect(page.getByTestId("report-card")).toHaveCount(3);
    await expect(page.getByRole("link", { name: /Open in Drive/ })).toHaveCount(0);
  });

  test("'Browse Interactive Projects' goes to the projects on the home page @phone", async ({ page }) => {
    await page.goto("/documents");
    const link = page.getByRole("link", { name: "Browse Interactive Projects" });
    await expect(link).toHaveAttribute("href", "/#projects");
    await link.click();
    await expect(page).toHaveURL(/\/#projects$/);
  });

  test("is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route(/docs\.google\.com/, (route) => route.abort());
    await page.goto("/documents");
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(5);
    // The previews are links to the files.
    await expect(page.getByRole("link", { name: /Show preview of the/ })).toHaveCount(2);
    await page.getByRole("link", { name: "Show preview of the resume" }).click();
    await page.waitForURL((url) => url.pathname === activeResume);
    await context.close();
  });
});

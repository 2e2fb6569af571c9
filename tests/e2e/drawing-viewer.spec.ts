import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { DRAWING_VIEWER_MESSAGES } from "../../src/components/projects/drawing-viewer/drawings";
import { GEAR_PAIR_DRAWING } from "../../src/server/seed/demo-drawings";
import { axeViolations } from "./support/axe";
import { sidewaysOverflow, storeTheme } from "./support/site";
import { openModelsProject } from "./support/model-viewer";

/**
 * The drawing viewer as a recruiter uses it: the gearbox project's PDF drawing opens in the page
 * from its 'View drawing' button, drawn by pdf.js (none of whose code loads before the click) as
 * vectors: zoomed to 400 % its canvas is drawn again at four times the pixels, not stretched. The
 * thumbnails, the toolbar and the keys change sheets, Escape closes it and gives the focus back.
 * Opening it counts no download; its Download is the page's counted one. A file pdf.js cannot
 * read is said so in words, with the download offered, and the viewer fits a 360 px phone.
 */
const DRAWING = GEAR_PAIR_DRAWING.fileName;
/** The viewer's code: its chunk, pdf.js and pdf.js's worker. */
const DRAWING_CODE = /DrawingViewer|pdfjs|pdf\.worker|\/pdf\.[\w-]+\.m?js(\?|$)/i;
const DOWNLOADS = /\/api\/project-files\/[^/]+\/downloads$/;
/** Drawing a sheet at 400 % on a busy 2-core machine takes a while. */
const RENDER_MS = 30_000;

const viewButton = (page: Page) => page.getByRole("button", { name: `View drawing: ${DRAWING}` });

async function openDrawing(page: Page): Promise<{ viewer: Locator; requests: Request[] }> {
  const requests = await openModelsProject(page);
  await viewButton(page).click();
  const viewer = page.getByRole("dialog", { name: DRAWING });
  await expect(viewer).toBeVisible();
  return { viewer, requests };
}

/**
 * The shown sheet (its image), its canvas once drawn, and the sharper drawing of the part in view
 * over it when the sheet is too large for one canvas.
 */
function sheetOf(viewer: Locator, number: number) {
  const sheet = viewer.getByRole("img", { name: `Sheet ${number} of 2 of ${DRAWING}` });
  return { sheet, canvas: sheet.locator("canvas:not([data-detail])"), detail: sheet.locator("canvas[data-detail]") };
}

const zoomShown = (viewer: Locator) => viewer.getByRole("status").filter({ hasText: /^\d+ %$/ });

const canvasWidth = async (canvas: Locator) => Number(await canvas.getAttribute("width"));

test.describe("the drawing viewer", () => {
  test("a PDF drawing opens in the page: no pdf.js before the click, two sheets, 400 % drawn again sharp, Escape gives the focus back", async ({
    page,
  }) => {
    const requests = await openModelsProject(page);
    // Nothing of the viewer is loaded with the page, nor when the list wakes.
    expect(requests.map((request) => request.url()).filter((url) => DRAWING_CODE.test(url))).toEqual([]);
    const before = requests.length;

    const open = viewButton(page);
    await open.click();
    const viewer = page.getByRole("dialog", { name: DRAWING });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText("Sheet 1 of 2")).toBeVisible();

    // pdf.js and its worker came from the site itself, and the file was fetched, not counted.
    const after = requests.slice(before).map((request) => new URL(request.url()));
    const origin = new URL(page.url()).origin;
    expect(after.some((url) => url.origin === origin && /pdf\.worker/.test(url.pathname))).toBe(true);
    expect(after.some((url) => url.pathname.endsWith(`/${DRAWING}`))).toBe(true);
    expect(after.filter((url) => DOWNLOADS.test(url.pathname))).toEqual([]);

    // Two thumbnails, the first marked as shown.
    const thumbnails = viewer.getByRole("navigation", { name: "Sheets" }).getByRole("button");
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.nth(0)).toHaveAccessibleName("Sheet 1");
    await expect(thumbnails.nth(1)).toHaveAccessibleName("Sheet 2");
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(thumbnails.nth(1)).not.toHaveAttribute("aria-current");

    // At 100 % (the sheet's width fitted), the canvas has the sheet's shown size × the pixel ratio.
    const zoom = zoomShown(viewer);
    await expect(zoom).toHaveText("100 %");
    const { sheet, canvas, detail } = sheetOf(viewer, 1);
    await expect(canvas).toBeAttached({ timeout: RENDER_MS });
    const ratio = await page.evaluate(() => window.devicePixelRatio);
    const shown = (await sheet.boundingBox())!.width;
    const atFit = await canvasWidth(canvas);
    expect(Math.abs(atFit - shown * ratio)).toBeLessThanOrEqual(1);

    // The sheet area has the focus once the drawing is shown: + and = zoom in, and so does the button.
    const area = viewer.getByRole("region", { name: "Sheet view" });
    await expect(area).toBeFocused();
    for (const [key, expected] of [
      ["+", "125 %"],
      ["+", "150 %"],
      ["=", "200 %"],
      ["+", "250 %"],
    ] as const) {
      await page.keyboard.press(key);
      await expect(zoom).toHaveText(expected);
    }
    const zoomIn = viewer.getByRole("button", { name: "Zoom in", exact: true });
    await zoomIn.click();
    await expect(zoom).toHaveText("300 %");
    await zoomIn.click();
    await expect(zoom).toHaveText("400 %");
    await expect(zoomIn).toHaveAttribute("aria-disabled", "true");
    // Drawn again at 400 %: four times the pixels across, as wide as the sheet is shown (not stretched).
    await expect.poll(() => canvasWidth(canvas), { timeout: RENDER_MS }).toBeGreaterThan(atFit * 3.9);
    const atMost = await canvasWidth(canvas);
    expect(atMost / atFit).toBeGreaterThan(3.95);
    expect(atMost / atFit).toBeLessThan(4.05);
    expect(Math.abs(atMost - (await sheet.boundingBox())!.width * ratio)).toBeLessThanOrEqual(1);
    // One canvas holds all of it here: nothing is drawn over it.
    await expect(detail).toHaveCount(0);

    // The arrow keys pan the focused sheet area.
    await area.focus();
    const scroll = () => area.evaluate((element) => ({ left: element.scrollLeft, top: element.scrollTop }));
    const start = await scroll();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(async () => {
        const now = await scroll();
        return [Math.round(now.left - start.left), Math.round(now.top - start.top)];
      })
      .toEqual([48, 48]);
    // − zooms out, 0 fits to width again (drawn again at the first size).
    await page.keyboard.press("-");
    await expect(zoom).toHaveText("300 %");
    await page.keyboard.press("0");
    await expect(zoom).toHaveText("100 %");
    await expect.poll(() => canvasWidth(canvas), { timeout: RENDER_MS }).toBe(atFit);

    // Page Down and Page Up change sheets; so do the thumbnails.
    await page.keyboard.press("PageDown");
    await expect(viewer.getByText("Sheet 2 of 2")).toBeVisible();
    await expect(sheetOf(viewer, 2).canvas).toBeAttached({ timeout: RENDER_MS });
    await page.keyboard.press("PageUp");
    await expect(viewer.getByText("Sheet 1 of 2")).toBeVisible();
    await thumbnails.nth(1).click();
    await expect(viewer.getByText("Sheet 2 of 2")).toBeVisible();
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbnails.nth(0)).not.toHaveAttribute("aria-current");
    await expect(sheetOf(viewer, 2).canvas).toBeAttached({ timeout: RENDER_MS });

    // Escape closes it and gives the focus back to its button; nothing was counted as a download.
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
    expect(requests.filter((request) => DOWNLOADS.test(new URL(request.url()).pathname))).toEqual([]);
  });

  test("the viewer's Download is the page's download: counted first, then the file saved under its name", async ({
    page,
  }) => {
    const { viewer } = await openDrawing(page);
    await expect(viewer.getByText("Sheet 1 of 2")).toBeVisible();
    const counted = page.waitForResponse(
      (response) => DOWNLOADS.test(new URL(response.url()).pathname) && response.request().method() === "POST",
    );
    const download = page.waitForEvent("download");
    await viewer.getByRole("button", { name: "Download" }).click();
    expect((await counted).status()).toBe(200);
    expect((await download).suggestedFilename()).toBe(DRAWING);
  });

  test("a file pdf.js cannot read is said so in words, with the download offered", async ({ page }) => {
    // The file's URL, as the link has it (with the storage's ?download=).
    await page.route(new RegExp(`/${DRAWING.replace(".", "\\.")}(\\?|$)`), (route) =>
      route.fulfill({ status: 200, contentType: "application/pdf", body: "%PDF-1.4\nnot a drawing\n" }),
    );
    const { viewer } = await openDrawing(page);
    await expect(viewer.getByText(DRAWING_VIEWER_MESSAGES.failed)).toBeVisible({ timeout: RENDER_MS });
    await expect(viewer.getByRole("button", { name: "Download" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Zoom in", exact: true })).toHaveCount(0);
  });

  test("on a 360 px phone the viewer fits the screen: nothing overflows sideways", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { viewer } = await openDrawing(page);
    await expect(viewer.getByText("Sheet 1 of 2")).toBeVisible();
    const { sheet, canvas } = sheetOf(viewer, 1);
    await expect(canvas).toBeAttached({ timeout: RENDER_MS });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    for (const control of [
      viewer.getByRole("button", { name: "Zoom out", exact: true }),
      viewer.getByRole("button", { name: "Fit to width" }),
      viewer.getByRole("button", { name: "Download" }),
      viewer.getByRole("button", { name: "Close drawing viewer" }),
      viewer.getByRole("button", { name: "Sheet 2" }),
      sheet,
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });

  test.describe("on a high-density screen", () => {
    test.use({ deviceScaleFactor: 3 });

    test("at 400 % the part in view is drawn again at the screen's full resolution, and again once scrolled", async ({
      page,
    }) => {
      const { viewer } = await openDrawing(page);
      const { sheet, canvas, detail } = sheetOf(viewer, 1);
      await expect(canvas).toBeAttached({ timeout: RENDER_MS });
      const zoom = zoomShown(viewer);
      const area = viewer.getByRole("region", { name: "Sheet view" });
      await expect(area).toBeFocused();
      for (const expected of ["125 %", "150 %", "200 %", "250 %", "300 %", "400 %"]) {
        await page.keyboard.press("+");
        await expect(zoom).toHaveText(expected);
      }
      // The whole sheet at 400 % × 3 would be too many pixels for one canvas: it is drawn at fewer,
      // and the part in view over it with a device pixel for each of its pixels.
      await expect(detail).toBeAttached({ timeout: RENDER_MS });
      const shownWidth = (await sheet.boundingBox())!.width;
      await expect
        .poll(async () => Number(await canvas.getAttribute("width")), { timeout: RENDER_MS })
        .toBeLessThan(shownWidth * 3);
      const box = (await detail.boundingBox())!;
      expect(Math.abs(Number(await detail.getAttribute("width")) - box.width * 3)).toBeLessThanOrEqual(3);
      const inView = await area.evaluate((element) => element.clientWidth);
      expect(box.width).toBeGreaterThanOrEqual(inView - 2);
      // Scrolled, the part now in view is drawn.
      const at = await detail.evaluate((element: HTMLCanvasElement) => element.style.left);
      for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
      await expect
        .poll(() => detail.evaluate((element: HTMLCanvasElement) => element.style.left), { timeout: RENDER_MS })
        .not.toBe(at);
    });
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("two fingers pinch the sheet larger", async ({ page }) => {
      const { viewer } = await openDrawing(page);
      const { sheet, canvas } = sheetOf(viewer, 1);
      await expect(canvas).toBeAttached({ timeout: RENDER_MS });
      const zoom = zoomShown(viewer);
      await expect(zoom).toHaveText("100 %");
      const box = (await sheet.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + Math.min(box.height, 300) / 2];
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", spread: number | null) =>
        cdp.send("Input.dispatchTouchEvent", {
          type,
          touchPoints:
            spread === null
              ? []
              : [
                  { x: x - spread, y, id: 0 },
                  { x: x + spread, y, id: 1 },
                ],
        });
      await touch("touchStart", 40);
      for (let step = 1; step <= 8; step++) await touch("touchMove", 40 + step * 5);
      await touch("touchEnd", null);
      // Twice the fingers' spread: twice the zoom.
      await expect(zoom).toHaveText("200 %");
    });
  });

  for (const mode of ["light", "dark"] as const) {
    test(`axe finds nothing in the open drawing viewer, in ${mode} mode`, async ({ page, context }) => {
      await storeTheme(context, mode);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const { viewer } = await openDrawing(page);
      await expect(viewer.getByText("Sheet 1 of 2")).toBeVisible({ timeout: RENDER_MS });
      await expect(sheetOf(viewer, 1).canvas).toBeAttached({ timeout: RENDER_MS });
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

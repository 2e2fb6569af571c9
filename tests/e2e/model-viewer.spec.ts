import { expect, test } from "@playwright/test";
import { demoProjectFiles } from "../../src/server/seed/demo-content";
import { MODEL_VIEWER_MESSAGES } from "../../src/lib/models";
import {
  expectRendered,
  openModelsProject,
  READ_MODEL_MS,
  restingFrame,
  VIEWER_CODE,
  viewButton,
} from "./support/model-viewer";

/**
 * The 3D model viewer as a recruiter uses it: a project's STEP and STL files open in a full-screen
 * viewer from the keyboard, render the part (headless Chromium draws WebGL with SwiftShader),
 * count as a download before the file is fetched, and close with Escape, giving the focus back.
 * None of its code loads before the click. Without WebGL, or with a file that cannot be read,
 * the viewer says so and offers the download.
 */
const step = demoProjectFiles.find((file) => file.file_name === "spur-gear-pair.step")!;
const stl = demoProjectFiles.find((file) => file.file_name === "spur-gear-pair.stl")!;

test.describe("the 3D model viewer", () => {
  test.describe.configure({ timeout: 2 * READ_MODEL_MS });
  test("a STEP file opens from the keyboard, renders the part, counts as a download first, and Escape closes it", async ({
    page,
  }) => {
    const requests = await openModelsProject(page);
    await expect(page.getByText(step.file_name, { exact: true })).toBeVisible();
    // Nothing of the viewer is loaded with the page.
    expect(requests.map((request) => request.url()).filter((url) => VIEWER_CODE.test(url))).toEqual([]);
    const before = requests.length;

    const open = viewButton(page, step.file_name);
    await open.focus();
    await page.keyboard.press("Enter");
    const { viewer, model } = await expectRendered(page, step.file_name);
    await expect(viewer.getByText(/^\d+\.\d (KB|MB)$/)).toBeVisible();

    const after = requests.slice(before).map((request) => new URL(request.url()).pathname);
    expect(after.some((path) => path.endsWith(".wasm"))).toBe(true);
    const counted = after.findIndex((path) => /^\/api\/project-files\/[^/]+\/downloads$/.test(path));
    const fetched = after.findIndex((path) => path.endsWith("spur-gear-pair.step"));
    expect(counted).toBeGreaterThanOrEqual(0);
    expect(fetched).toBeGreaterThan(counted);

    // The drawn model has the focus; Close is one Shift+Tab away.
    await expect(model).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(viewer.getByRole("button", { name: "Close 3D viewer" })).toBeFocused();
    // The first view, once the viewer is at rest (and, as after Reset below, without the model's
    // focus ring): each frame below is taken so, and changes only with the input that follows it.
    const first = await restingFrame(page, viewer, model);
    // Back on the model, the keyboard turns it: the frame changes.
    await page.keyboard.press("Tab");
    await expect(model).toBeFocused();
    let frame = await restingFrame(page, viewer, model);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => Buffer.compare(await model.screenshot(), frame) !== 0).toBe(true);
    // The mouse turns it (drag) and zooms it (wheel).
    const box = (await model.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    frame = await restingFrame(page, viewer, model);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 150, y + 40, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => Buffer.compare(await model.screenshot(), frame) !== 0).toBe(true);
    frame = await restingFrame(page, viewer, model);
    await page.mouse.wheel(0, -500);
    await expect.poll(async () => Buffer.compare(await model.screenshot(), frame) !== 0).toBe(true);
    // Reset goes back to the first view.
    await viewer.getByRole("button", { name: "Reset view" }).click();
    await expect.poll(async () => Buffer.compare(await model.screenshot(), first)).toBe(0);
    await viewer.getByRole("button", { name: "Fit view" }).click();

    // Focus stays inside; Escape closes and gives the focus back to the button that opened it.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(open).toBeFocused();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("a finger turns the model", async ({ page }) => {
      await openModelsProject(page);
      await viewButton(page, stl.file_name).click();
      const { viewer, model } = await expectRendered(page, stl.file_name);
      // Taken once the viewer is at rest: the frame changes only with the finger.
      const frame = await restingFrame(page, viewer, model);
      const box = (await model.boundingBox())!;
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: Array<{ x: number; y: number }>) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
      await touch("touchStart", [{ x, y }]);
      for (let step = 1; step <= 8; step++) await touch("touchMove", [{ x: x + step * 20, y }]);
      await touch("touchEnd", []);
      await expect.poll(async () => Buffer.compare(await model.screenshot(), frame) !== 0).toBe(true);
    });
  });

  test("an STL file renders too, and the viewer's Download saves the file", async ({ page }) => {
    await openModelsProject(page);
    await viewButton(page, stl.file_name).click();
    const { viewer } = await expectRendered(page, stl.file_name);
    const download = page.waitForEvent("download");
    await viewer.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(stl.file_name);
    await viewer.getByRole("button", { name: "Close 3D viewer" }).click();
    await expect(viewer).toBeHidden();
  });

  test("a file that cannot be read is said so in words, with the download offered", async ({ page }) => {
    await page.route(/spur-gear-pair\.step$/, (route) =>
      route.fulfill({ status: 200, contentType: "model/step", body: "ISO-10303-21;\nnot a model\n" }),
    );
    await openModelsProject(page);
    await viewButton(page, step.file_name).click();
    const viewer = page.getByRole("dialog", { name: step.file_name });
    await expect(viewer.getByText(MODEL_VIEWER_MESSAGES.failed)).toBeVisible({ timeout: READ_MODEL_MS });
    await expect(viewer.getByRole("button", { name: "Download" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Fit view" })).toHaveCount(0);
  });

  test("without WebGL the viewer says so and the download still works", async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/.test(type)) return null;
        return (getContext as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof getContext;
    });
    const requests = await openModelsProject(page);
    await viewButton(page, stl.file_name).click();
    const viewer = page.getByRole("dialog", { name: stl.file_name });
    await expect(viewer.getByText(MODEL_VIEWER_MESSAGES.noWebgl)).toBeVisible();
    // Nothing was fetched for a view that cannot be shown.
    expect(requests.some((request) => request.url().endsWith(stl.file_name))).toBe(false);
    const download = page.waitForEvent("download");
    await viewer.getByRole("button", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(stl.file_name);
  });
});

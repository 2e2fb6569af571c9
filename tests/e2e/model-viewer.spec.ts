import { expect, test, type Locator } from "@playwright/test";
import { demoProjectFiles } from "../../src/server/seed/demo-content";
import { demoWalkthroughs } from "../../src/server/seed/demo-walkthroughs";
import { MODEL_VIEWER_MESSAGES } from "../../src/lib/models";
import { axeViolations } from "./support/axe";
import { storeTheme } from "./support/site";
import {
  drawnFrame,
  expectRendered,
  MODELS_PROJECT,
  openModelsProject,
  READ_MODEL_MS,
  restingFrame,
  VIEWER_CODE,
  viewerSettled,
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
/**
 * The gear pair's bounding box, W × D × H: the wheel's tip circle (Ø64) gives the depth, the pinion
 * 12 mm thick the height, and the pair's length along X is 48 mm apart plus both tip radii (20 and
 * 32), a tenth short where no tooth tip lies exactly on the axis.
 */
const GEAR_PAIR_SIZE = /^(99\.9|100) × 64 × 12 mm$/;

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

    // The model comes prepared: its mesh is loaded, and neither the STEP file nor the CAD reader.
    const after = requests.slice(before).map((request) => new URL(request.url()).pathname);
    expect(after.filter((path) => path.endsWith(".wasm") || path.endsWith(".step"))).toEqual([]);
    const counted = after.findIndex((path) => /^\/api\/project-files\/[^/]+\/downloads$/.test(path));
    const fetched = after.findIndex((path) => path.endsWith("spur-gear-pair.glb"));
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

  test("an STL file renders too, its size says mm are assumed, and the viewer's Download saves the file", async ({
    page,
  }) => {
    await openModelsProject(page);
    await viewButton(page, stl.file_name).click();
    const { viewer } = await expectRendered(page, stl.file_name);
    // One part, and no unit in the format: nothing to explode, and millimetres assumed.
    const tools = viewer.getByRole("group", { name: "Inspection tools" });
    await expect(tools.getByRole("button", { name: "Explode" })).toHaveCount(0);
    await tools.getByRole("button", { name: "Size" }).click();
    await expect(viewer.getByRole("region", { name: "Size" }).getByText(GEAR_PAIR_SIZE)).toBeVisible();
    await expect(viewer.getByRole("region", { name: "Size" })).toContainText("mm assumed");
    const download = page.waitForEvent("download");
    await viewer.getByRole("link", { name: "Download" }).click();
    expect((await download).suggestedFilename()).toBe(stl.file_name);
    await viewer.getByRole("button", { name: "Close 3D viewer" }).click();
    await expect(viewer).toBeHidden();
  });

  test("without its prepared mesh the file itself is read, and one that cannot be read is said so in words, with the download offered", async ({
    page,
  }) => {
    const files: string[] = [];
    page.on("request", (request) => files.push(new URL(request.url()).pathname));
    await page.route(/spur-gear-pair\.glb$/, (route) => route.fulfill({ status: 404, body: "" }));
    await page.route(/spur-gear-pair\.step(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: "model/step", body: "ISO-10303-21;\nnot a model\n" }),
    );
    await openModelsProject(page);
    await viewButton(page, step.file_name).click();
    const viewer = page.getByRole("dialog", { name: step.file_name });
    await expect(viewer.getByText(MODEL_VIEWER_MESSAGES.failed)).toBeVisible({ timeout: READ_MODEL_MS });
    // The mesh first, then the file, read by the CAD reader.
    const read = files.filter((path) => /spur-gear-pair\.(glb|step)$|\.wasm$/.test(path));
    expect(read[0]).toMatch(/\.glb$/);
    expect(read.slice(1).some((path) => path.endsWith(".step"))).toBe(true);
    expect(read.slice(1).some((path) => path.endsWith(".wasm"))).toBe(true);
    await expect(viewer.getByRole("button", { name: "Download" })).toBeVisible();
    await expect(viewer.getByRole("button", { name: "Fit view" })).toHaveCount(0);
  });

  test("each model shows its poster in the file list, and as the viewer's first frame until the model is drawn", async ({
    page,
  }) => {
    // The mesh is held back until the poster has been seen in the open viewer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/spur-gear-pair\.glb$/, async (route) => {
      await held;
      await route.continue();
    });
    // So is the viewer's code, until its stand-in has been seen.
    let releaseCode!: () => void;
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route(/\/ModelViewer\.[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await openModelsProject(page);
    const loaded = (image: Locator) =>
      expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    const models = demoProjectFiles.filter((file) => file.project_slug === MODELS_PROJECT && file.poster);
    expect(models.map((file) => file.file_name)).toEqual(["spur-gear-pair.step", "spur-gear-pair.stl"]);
    for (const model of models) {
      const row = page.getByRole("listitem").filter({ has: page.getByText(model.file_name, { exact: true }) });
      const poster = row.locator("img[data-poster]");
      await poster.scrollIntoViewIfNeeded();
      await loaded(poster);
    }
    // A file that is no model keeps its icon.
    const drawing = page
      .getByRole("listitem")
      .filter({ has: page.getByText("gear-pair-drawing.pdf", { exact: true }) });
    await expect(drawing.locator("img[data-poster]")).toHaveCount(0);

    await viewButton(page, step.file_name).click();
    // While the viewer's code loads, the poster covers the whole window, as the viewer will.
    const waiting = page.getByRole("status").filter({ hasText: MODEL_VIEWER_MESSAGES.loading });
    await loaded(waiting.locator("img[data-poster]"));
    const window = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    expect(await waiting.boundingBox()).toEqual({ x: 0, y: 0, ...window });
    releaseCode();
    const viewer = page.getByRole("dialog", { name: step.file_name });
    const firstFrame = viewer.locator("img[data-poster]");
    await expect(firstFrame).toBeVisible();
    await loaded(firstFrame);
    await expect(viewer.getByRole("status").filter({ has: page.locator("img[data-poster]") })).toContainText(
      MODEL_VIEWER_MESSAGES.loading,
    );
    release();
    await expectRendered(page, step.file_name);
    await expect(firstFrame).toHaveCount(0);
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

  test("the inspection tools: size, section, parts, explode, views and measure, and a copied link that opens that view", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openModelsProject(page);
    await viewButton(page, step.file_name).click();
    const { viewer, model } = await expectRendered(page, step.file_name);
    const tools = viewer.getByRole("group", { name: "Inspection tools" });
    const tool = (name: string) => tools.getByRole("button", { name, exact: true });
    const panel = (name: string) => viewer.getByRole("region", { name, exact: true });
    await viewerSettled(page, viewer, model);
    const first = await drawnFrame(model);
    const changed = async (before: string) => expect.poll(async () => (await drawnFrame(model)) !== before).toBe(true);

    // Size: the assembly's bounding box, in the file's millimetres.
    await tool("Size").click();
    await expect(tool("Size")).toHaveAttribute("aria-expanded", "true");
    await expect(panel("Size").getByText(GEAR_PAIR_SIZE)).toBeVisible();
    await expect(panel("Size")).not.toContainText("assumed");

    // Measure, by keyboard: the centre mark picks a point with Enter, the model turned between picks.
    await tool("Measure").click();
    const measure = panel("Measure");
    await expect(measure.getByRole("status")).toHaveText("No point picked yet.");
    await model.focus();
    await page.keyboard.press("Enter");
    await expect(measure.getByRole("status")).toHaveText("First point picked: pick the second.");
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Enter");
    await expect(measure.getByRole("status")).toContainText(/^Distance \d+(\.\d)? mm/);
    await expect(measure.getByRole("status")).toContainText(/ΔX -?[\d.]+ · ΔY -?[\d.]+ · ΔZ -?[\d.]+ mm/);
    // Escape clears the measure and keeps the viewer open (an Escape with nothing to clear closes it: below).
    await page.keyboard.press("Escape");
    await expect(measure.getByRole("status")).toHaveText("No point picked yet.");
    await expect(viewer).toBeVisible();
    // By mouse: two clicks on the model.
    const box = (await model.boundingBox())!;
    await model.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await model.click({ position: { x: box.width / 2 + 30, y: box.height / 2 } });
    await expect(measure.getByRole("status")).toContainText(/^Distance \d+(\.\d)? mm/);
    await page.keyboard.press("Escape");
    await expect(measure.getByRole("status")).toHaveText("No point picked yet.");

    // Section, by keyboard: a plane across Z at half height, then moved, then flipped.
    await tool("Section").click();
    await panel("Section").getByRole("radio", { name: "Off" }).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(panel("Section").getByRole("radio", { name: "Z" })).toBeChecked();
    await changed(first);
    await expect(page).toHaveURL(/[#&]section=z,0\.5(&|$)/);
    const position = panel("Section").getByRole("slider", { name: "Position" });
    await expect(position).toHaveAttribute("aria-valuetext", "Z = 6 mm");
    let frame = await drawnFrame(model);
    await position.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowLeft");
    await expect(position).toHaveAttribute("aria-valuetext", "Z = 4.8 mm");
    await expect(position).not.toHaveAttribute("aria-valuetext", "Z = 6 mm");
    await changed(frame);
    frame = await drawnFrame(model);
    const flip = panel("Section").getByRole("button", { name: "Flip" });
    await flip.press("Enter");
    await expect(flip).toHaveAttribute("aria-pressed", "true");
    await changed(frame);
    await expect(page).toHaveURL(/section=z,[\d.]+,flip/);

    // Parts: the assembly's parts by name; isolating one shows it alone.
    await tool("Parts").click();
    await expect(panel("Section")).toHaveCount(0);
    await expect(panel("Parts").getByRole("checkbox")).toHaveCount(2);
    await expect(panel("Parts").getByRole("checkbox", { name: "Pinion, 18 teeth" })).toBeChecked();
    frame = await drawnFrame(model);
    await panel("Parts").getByRole("checkbox", { name: "Pinion, 18 teeth" }).uncheck();
    await changed(frame);
    frame = await drawnFrame(model);
    await panel("Parts").getByRole("button", { name: "Isolate Wheel, 30 teeth" }).click();
    await expect(panel("Parts").getByRole("button", { name: "Isolate Wheel, 30 teeth" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(/isolate=Wheel,%2030%20teeth/);
    await panel("Parts").getByRole("button", { name: "Show all" }).click();
    await expect(panel("Parts").getByRole("checkbox", { name: "Pinion, 18 teeth" })).toBeChecked();
    await changed(frame);
    await panel("Parts").getByRole("button", { name: "Isolate Pinion, 18 teeth" }).click();

    // Explode: the state is written beside the slider and marked on the tool.
    await tool("Explode").click();
    const explode = panel("Explode").getByRole("slider", { name: "Explode" });
    frame = await drawnFrame(model);
    await explode.focus();
    await page.keyboard.press("End");
    await expect(panel("Explode").getByText("100 %")).toBeVisible();
    await changed(frame);

    // Views: the top view, orthographic.
    await tool("Views").click();
    frame = await drawnFrame(model);
    await panel("Views").getByRole("button", { name: "Top" }).click();
    await changed(frame);
    frame = await drawnFrame(model);
    await panel("Views").getByRole("radio", { name: "Orthographic" }).check();
    await changed(frame);
    await expect(page).toHaveURL(/[#&]ortho=1/);

    // The link to this view is the page's address; opened, it shows that view by itself.
    await viewer.getByRole("button", { name: "Copy link to this view" }).click();
    await expect(viewer.getByRole("button", { name: "Link copied" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
    expect(new URL(link).hash).toMatch(/^#model=[^&]+&camera=[^&]+&ortho=1&section=z,[\d.]+,flip&explode=1&isolate=/);
    const linked = await context.newPage();
    await linked.goto(link);
    const reopened = await expectRendered(linked, step.file_name);
    await expect(reopened.model).toBeFocused();
    const reopenedTool = (name: string) =>
      reopened.viewer.getByRole("group", { name: "Inspection tools" }).getByRole("button", { name, exact: true });
    await reopenedTool("Section").click();
    await expect(linked.getByRole("radio", { name: "Z" })).toBeChecked();
    await expect(linked.getByRole("button", { name: "Flip" })).toHaveAttribute("aria-pressed", "true");
    await reopenedTool("Explode").click();
    await expect(linked.getByText("100 %")).toBeVisible();
    await reopenedTool("Parts").click();
    await expect(linked.getByRole("button", { name: "Isolate Pinion, 18 teeth" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await reopenedTool("Views").click();
    await expect(linked.getByRole("radio", { name: "Orthographic" })).toBeChecked();
    expect(await drawnFrame(reopened.model)).not.toBe(first);
    await linked.close();

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    // Closed, the page's address is the project's again.
    expect(new URL(page.url()).hash).toBe("");
  });

  test("the owner's walkthrough: 'Step 1 of 5' on opening, Next and the arrow keys glide to each step, and a step has its own link", async ({
    page,
  }) => {
    const steps = demoWalkthroughs[step.file_name]!;
    await openModelsProject(page);
    await viewButton(page, step.file_name).click();
    const { viewer, model } = await expectRendered(page, step.file_name);
    const walkthrough = viewer.getByRole("region", { name: "Walkthrough" });
    await expect(walkthrough).toContainText(`Step 1 of ${steps.length} ${steps[0]!.caption}`);
    await expect(page).toHaveURL(/#model=[^&]+&step=1$/);
    const previous = walkthrough.getByRole("button", { name: "Previous" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await viewerSettled(page, viewer, model);
    let frame = await drawnFrame(model);

    // Next, by keyboard: the camera glides to the step's view, and its caption is read out.
    const next = walkthrough.getByRole("button", { name: "Next" });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(walkthrough.locator("[aria-live]")).toContainText(`Step 2 of ${steps.length} ${steps[1]!.caption}`);
    await expect(page).toHaveURL(/&step=2$/);
    // The caption is shown first; the model is drawn in the step's view a moment later.
    await expect.poll(() => drawnFrame(model)).not.toBe(frame);
    await expect(model).not.toHaveAttribute("aria-busy");
    // The arrow keys step too, from anywhere in the bar; the focus stays on its button.
    frame = await drawnFrame(model);
    await page.keyboard.press("ArrowRight");
    await expect(walkthrough).toContainText(`Step 3 of ${steps.length} ${steps[2]!.caption}`);
    await expect.poll(() => drawnFrame(model)).not.toBe(frame);
    await expect(model).not.toHaveAttribute("aria-busy");
    await expect(next).toBeFocused();
    // The third step isolates the wheel: the Parts tool says so.
    const tools = viewer.getByRole("group", { name: "Inspection tools" });
    await tools.getByRole("button", { name: "Parts", exact: true }).click();
    await expect(viewer.getByRole("button", { name: "Isolate Wheel, 30 teeth" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // A change of the view leaves the step: the address holds the view, and the step is one press away.
    await viewer.getByRole("button", { name: "Show all" }).click();
    await expect(page).toHaveURL(/#model=[^&]+&camera=/);
    await walkthrough.getByRole("button", { name: "Back to step 3" }).click();
    await expect(page).toHaveURL(/&step=3$/);

    // The last step's Next says it is unavailable and stays put.
    for (let i = 3; i < steps.length; i++) await next.click();
    await expect(walkthrough).toContainText(`Step ${steps.length} of ${steps.length}`);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(walkthrough).toContainText(`Step ${steps.length} of ${steps.length}`);

    // A step's link opens the viewer at that step by itself; a bare #step=N names the page's walkthrough.
    const linked = await page.context().newPage();
    await linked.goto(`/projects/${MODELS_PROJECT}#step=4`);
    const opened = await expectRendered(linked, step.file_name);
    await expect(opened.viewer.getByRole("region", { name: "Walkthrough" })).toContainText(
      `Step 4 of ${steps.length} ${steps[3]!.caption}`,
    );
    await linked.close();
  });

  test.describe("on a phone held upright", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("a step framed on a monitor shows the whole part across the narrow view", async ({ page }) => {
      // The fourth step: both gears cut through their bores, seen from the front, framed on a
      // desktop's wide viewer.
      await page.goto(`/projects/${MODELS_PROJECT}#step=4`);
      const { viewer, model } = await expectRendered(page, step.file_name);
      await viewerSettled(page, viewer, model);
      // The view's first and last columns of pixels: the transparent background, no part.
      const drawnAtEdges = await model.evaluate((canvas: HTMLCanvasElement) => {
        const copy = document.createElement("canvas");
        [copy.width, copy.height] = [canvas.width, canvas.height];
        const context = copy.getContext("2d")!;
        context.drawImage(canvas, 0, 0);
        const drawn = (x: number) =>
          context.getImageData(x, 0, 1, copy.height).data.filter((value, i) => i % 4 === 3 && value > 0).length;
        return [drawn(0), drawn(copy.width - 1)];
      });
      expect(drawnAtEdges).toEqual([0, 0]);
    });
  });

  test("a step that points to a drawing's sheet opens it in place of the model, and the sheet has its own link", async ({
    page,
  }) => {
    const steps = demoWalkthroughs[step.file_name]!;
    const pointing = steps.findIndex((one) => one.drawing);
    const { fileName, sheet } = steps[pointing]!.drawing!;
    await page.goto(`/projects/${MODELS_PROJECT}#step=${pointing + 1}`);
    const { viewer } = await expectRendered(page, step.file_name);
    const walkthrough = viewer.getByRole("region", { name: "Walkthrough" });
    await expect(walkthrough).toContainText(`Step ${pointing + 1} of ${steps.length}`);
    await walkthrough.getByRole("link", { name: `View drawing: ${fileName}, sheet ${sheet}` }).click();
    await expect(viewer).toBeHidden();
    const drawing = page.getByRole("dialog", { name: fileName });
    await expect(drawing.getByText(`Sheet ${sheet} of 2`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#drawing=[^&]+&sheet=${sheet}$`));
    // The sheet's link opens the drawing at that sheet by itself.
    const linked = await page.context().newPage();
    await linked.goto(page.url());
    await expect(linked.getByRole("dialog", { name: fileName }).getByText(`Sheet ${sheet} of 2`)).toBeVisible();
    await linked.close();
    // Closed, the focus is on the drawing's own button, and the address is the project's again.
    await page.keyboard.press("Escape");
    await expect(drawing).toBeHidden();
    await expect(page.getByRole("button", { name: `View drawing: ${fileName}` })).toBeFocused();
    expect(new URL(page.url()).hash).toBe("");
  });

  for (const mode of ["light", "dark"] as const) {
    test(`axe finds nothing in the open viewer with a tool's panel and the walkthrough, in ${mode} mode`, async ({
      page,
      context,
    }) => {
      await storeTheme(context, mode);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openModelsProject(page);
      await viewButton(page, step.file_name).click();
      const { viewer } = await expectRendered(page, step.file_name);
      await expect(viewer.getByRole("region", { name: "Walkthrough" })).toBeVisible();
      const tools = viewer.getByRole("group", { name: "Inspection tools" });
      for (const name of ["Section", "Parts", "Measure"]) {
        await tools.getByRole("button", { name, exact: true }).click();
        await expect(viewer.getByRole("region", { name, exact: true })).toBeVisible();
        expect(await axeViolations(page), `${name} panel`).toEqual([]);
      }
    });
  }
});

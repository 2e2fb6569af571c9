import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { finiteAnimationsFinished, pixelSpread } from "./site";

/** The demo project with the gear pair's STEP and STL files. */
export const MODELS_PROJECT = "two-stage-helical-gearbox";

/** Code that only the viewer needs: its chunk, three.js, the CAD reader and its WebAssembly. */
export const VIEWER_CODE = /ModelViewer|occt|\.wasm$|three/i;
/**
 * Reading a STEP file runs OpenCascade (several megabytes of WebAssembly) in a worker: seconds on
 * an idle machine (the benchmark measures it), much longer on a loaded one.
 */
export const READ_MODEL_MS = 120_000;

export async function openModelsProject(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await page.goto(`/projects/${MODELS_PROJECT}`);
  const resources = page.getByRole("region", { name: "Downloadable Resources" });
  await resources.scrollIntoViewIfNeeded();
  await resources.hover();
  await expect(page.locator("astro-island:not([ssr])", { has: resources })).toBeAttached();
  return requests;
}

export const viewButton = (page: Page, fileName: string) =>
  page.getByRole("button", { name: `View 3D model: ${fileName}` });

export async function expectRendered(page: Page, fileName: string) {
  const viewer = page.getByRole("dialog", { name: fileName });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Fit view" })).toBeVisible({ timeout: READ_MODEL_MS });
  const model = viewer.getByRole("img", { name: `3D model of ${fileName}` });
  await expect(model).toBeVisible();
  expect(await pixelSpread(model)).toBeGreaterThan(8);
  return { viewer, model };
}

/**
 * Waits until the open viewer has come to rest, so that its frame changes only with an input: its
 * size label shown, the page's finite animations (the dialog's entrance) finished, and the model's
 * canvas the same size for a few frames. A resize draws the model again (the ResizeObserver in
 * model-scene.ts), so a frame taken before that could change with no input at all.
 */
export async function viewerSettled(page: Page, viewer: Locator, model: Locator): Promise<void> {
  await expect(viewer.getByText(/^\d+\.\d (KB|MB)$/)).toBeVisible();
  await finiteAnimationsFinished(page);
  await model.evaluate(
    (canvas: HTMLCanvasElement) =>
      new Promise<void>((resolve) => {
        let last = "";
        let still = 0;
        const frame = () => {
          const size = `${canvas.clientWidth}x${canvas.clientHeight}`;
          still = size === last ? still + 1 : 0;
          last = size;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * The model's frame once the viewer is at rest: the same in two screenshots in a row, so that a
 * later change of it comes from the input that follows.
 */
export async function restingFrame(page: Page, viewer: Locator, model: Locator): Promise<Buffer> {
  await viewerSettled(page, viewer, model);
  let frame = await model.screenshot();
  await expect
    .poll(
      async () => {
        const next = await model.screenshot();
        const same = Buffer.compare(next, frame) === 0;
        frame = next;
        return same;
      },
      { message: "the model's frame, unchanged while nothing touches it" },
    )
    .toBe(true);
  return frame;
}

/**
 * What the model's canvas holds, without what is drawn over it (a tool's panel): the frame as an
 * image's data URL. Each change of the view draws it again at once.
 */
export const drawnFrame = (model: Locator): Promise<string> =>
  model.evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

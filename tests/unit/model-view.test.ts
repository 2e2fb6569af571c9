import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODEL_VIEW,
  formatModelSize,
  modelViewHash,
  parseModelViewHash,
  type ModelView,
} from "../../src/lib/model-view";
import { drawingSheetHash, parseDrawingHash } from "../../src/components/projects/drawing-viewer/drawings";

describe("a 3D model's view in the page's address", () => {
  const view: ModelView = {
    camera: { position: [120.123456, -40.5, 88], target: [30, 0, 6.000001], zoom: 1.75 },
    ortho: true,
    section: { axis: "y", at: 0.42, flip: true },
    explode: 0.6,
    isolate: "Wheel, 30 teeth",
  };

  it("comes back as it was sent, to five significant digits, commas left readable", () => {
    const hash = modelViewHash("file-1", view);
    expect(hash).toBe(
      "model=file-1&camera=120.12,-40.5,88,30,0,6,1.75&ortho=1&section=y,0.42,flip&explode=0.6&isolate=Wheel,%2030%20teeth",
    );
    expect(parseModelViewHash(`#${hash}`)).toEqual({
      fileId: "file-1",
      view: { ...view, camera: { position: [120.12, -40.5, 88], target: [30, 0, 6], zoom: 1.75 } },
      step: null,
    });
  });

  it("leaves the defaults out: a freshly opened model's link names only the file", () => {
    expect(modelViewHash("file-1", DEFAULT_MODEL_VIEW)).toBe("model=file-1");
    expect(parseModelViewHash("#model=file-1")).toEqual({ fileId: "file-1", view: DEFAULT_MODEL_VIEW, step: null });
  });

  it("names no model without one (a plain anchor, an empty hash)", () => {
    expect(parseModelViewHash("")).toBeNull();
    expect(parseModelViewHash("#resources-heading")).toBeNull();
    expect(parseModelViewHash("#camera=1,2,3,4,5,6,1")).toBeNull();
    expect(parseModelViewHash("#step=0")).toBeNull();
  });

  it("opens the model with defaults for what a mangled link cannot say", () => {
    const parsed = parseModelViewHash("#model=f&camera=1,2,x,4,5,6,1&section=w,0.5&explode=7&isolate=");
    expect(parsed).toEqual({ fileId: "f", view: { ...DEFAULT_MODEL_VIEW, explode: 1 }, step: null });
    expect(parseModelViewHash("#model=f&camera=1,2,3,4,5,6,0")?.view.camera).toBeNull();
    expect(parseModelViewHash("#model=f&section=z,-3")?.view.section).toEqual({ axis: "z", at: 0, flip: false });
  });
});

describe("a view's width to height", () => {
  it("goes with its camera in the address, and a link without it still opens", () => {
    const view: ModelView = {
      ...DEFAULT_MODEL_VIEW,
      camera: { position: [1, 2, 3], target: [0, 0, 0], zoom: 2, aspect: 1.7778 },
    };
    expect(modelViewHash("f", view)).toBe("model=f&camera=1,2,3,0,0,0,2,1.7778");
    expect(parseModelViewHash(`#${modelViewHash("f", view)}`)?.view.camera).toEqual(view.camera);
    expect(parseModelViewHash("#model=f&camera=1,2,3,0,0,0,2")?.view.camera).toEqual({
      position: [1, 2, 3],
      target: [0, 0, 0],
      zoom: 2,
    });
  });
});

describe("a walkthrough step's link", () => {
  it("names the model and the step, and a bare step names the page's walkthrough", () => {
    expect(modelViewHash("file-1", DEFAULT_MODEL_VIEW, 2)).toBe("model=file-1&step=2");
    expect(parseModelViewHash("#model=file-1&step=2")).toEqual({
      fileId: "file-1",
      view: DEFAULT_MODEL_VIEW,
      step: 2,
    });
    expect(parseModelViewHash("#step=3")).toEqual({ fileId: null, view: DEFAULT_MODEL_VIEW, step: 3 });
    expect(parseModelViewHash("#model=f&step=two")?.step).toBeNull();
  });
});

describe("a drawing sheet's link", () => {
  it("names the drawing and the sheet; a sheet that cannot be read is the first, and a model's link is none", () => {
    expect(drawingSheetHash("file-2", 2)).toBe("drawing=file-2&sheet=2");
    expect(parseDrawingHash("#drawing=file-2&sheet=2")).toEqual({ fileId: "file-2", sheet: 2 });
    expect(parseDrawingHash("#drawing=file-2&sheet=0")).toEqual({ fileId: "file-2", sheet: 1 });
    expect(parseDrawingHash("#drawing=file-2")).toEqual({ fileId: "file-2", sheet: 1 });
    expect(parseDrawingHash("#model=file-1&step=2")).toBeNull();
    expect(parseModelViewHash("#drawing=file-2&sheet=2")).toBeNull();
  });
});

describe("the model's size", () => {
  it("reads 'W × D × H mm' with at most one decimal", () => {
    expect(formatModelSize([99.94, 64, 12])).toBe("99.9 × 64 × 12 mm");
    expect(formatModelSize([25.4, 0.04, 1200])).toBe("25.4 × 0 × 1,200 mm");
  });
});

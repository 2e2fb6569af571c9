/**
 * A view of a project's 3D model as the viewer's address holds it: the camera, the projection,
 * the section plane, the explode amount and the isolated part. `#model=<file id>&…` on a project
 * page opens that file's viewer in that view, so a copied link shows what its sender saw; a step
 * of the model's walkthrough has its own, `#model=<file id>&step=2` (or `#step=2`, the page's
 * first model with a walkthrough).
 */

export type Vec3 = [number, number, number];
export type SectionAxis = "x" | "y" | "z";

export interface ModelCamera {
  /** World coordinates (the viewer's Y-up frame, in the file's units). */
  position: Vec3;
  target: Vec3;
  /** The orthographic camera's zoom; 1 in perspective. */
  zoom: number;
  /**
   * The width / height of the view it was set in: a narrower view steps back to show as much
   * across (a step written on a monitor, seen on a phone). None: shown as it is.
   */
  aspect?: number;
}

export interface ModelSection {
  /** The file's own axis the plane is across. */
  axis: SectionAxis;
  /** Where along the model's extent on that axis, from 0 to 1. */
  at: number;
  /** Keeps the far side of the plane instead of the near one. */
  flip: boolean;
}

export interface ModelView {
  camera: ModelCamera | null;
  ortho: boolean;
  section: ModelSection | null;
  /** From 0 (assembled) to 1 (fully apart). */
  explode: number;
  /** The one part shown, by name, or null for all. */
  isolate: string | null;
}

/** A step of a model's walkthrough (stored with the file, checked by walkthroughSchema). */
export interface WalkthroughStep {
  caption: string;
  view: ModelView;
  /** A sheet of one of the project's drawings (PDF files) that the step points to, 1 for the first. */
  drawing?: { fileId: string; sheet: number };
}

export const DEFAULT_MODEL_VIEW: ModelView = { camera: null, ortho: false, section: null, explode: 0, isolate: null };

const SECTION_AXES: readonly SectionAxis[] = ["x", "y", "z"];

/** Five significant digits: a link stays short, and a view comes back closer than a pixel. */
const short = (value: number) => String(Number(value.toPrecision(5)));
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

function numbers(text: string | null, count: number): number[] | null {
  const values = text?.split(",").map(Number);
  return values && values.length === count && values.every(Number.isFinite) ? values : null;
}

/**
 * The address's hash (without '#') for a file's view, or for a step of its walkthrough (1 for
 * the first); the defaults are left out.
 */
export function modelViewHash(fileId: string, view: ModelView, step: number | null = null): string {
  const params: Array<[string, string]> = [["model", fileId]];
  if (step !== null) return `model=${encodeURIComponent(fileId)}&step=${step}`;
  if (view.camera) {
    const { position, target, zoom, aspect } = view.camera;
    params.push(["camera", [...position, ...target, zoom, ...(aspect ? [aspect] : [])].map(short).join(",")]);
  }
  if (view.ortho) params.push(["ortho", "1"]);
  if (view.section) {
    const { axis, at, flip } = view.section;
    params.push(["section", [axis, short(at), ...(flip ? ["flip"] : [])].join(",")]);
  }
  if (view.explode > 0) params.push(["explode", short(view.explode)]);
  if (view.isolate) params.push(["isolate", view.isolate]);
  // Commas stay readable: they separate a value's numbers and need no escape in a fragment.
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ",")}`).join("&");
}

export interface LinkedView {
  /** Null for a bare `#step=N`: the page's first model with a walkthrough that long. */
  fileId: string | null;
  view: ModelView;
  /** The walkthrough's step the link opens (1 for the first), or null. */
  step: number | null;
}

/**
 * The file and view (or walkthrough step) a hash names, or null when it names neither a model
 * nor a step. What cannot be read (a number out of range, an unknown axis) is left at its default
 * rather than refused: a link mangled by a chat program still opens the model.
 */
export function parseModelViewHash(hash: string): LinkedView | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const fileId = params.get("model") || null;
  const stepText = params.get("step");
  const step = stepText && /^[1-9]\d{0,2}$/.test(stepText) ? Number(stepText) : null;
  if (!fileId && step === null) return null;
  const view: ModelView = { ...DEFAULT_MODEL_VIEW };
  const camera = numbers(params.get("camera"), 8) ?? numbers(params.get("camera"), 7);
  if (camera && camera[6]! > 0) {
    view.camera = {
      position: camera.slice(0, 3) as Vec3,
      target: camera.slice(3, 6) as Vec3,
      zoom: camera[6]!,
      ...(camera[7]! > 0 && { aspect: camera[7] }),
    };
  }
  view.ortho = params.get("ortho") === "1";
  const [axis, at, flip] = params.get("section")?.split(",") ?? [];
  if (SECTION_AXES.includes(axis as SectionAxis) && Number.isFinite(Number(at))) {
    view.section = { axis: axis as SectionAxis, at: clamp01(Number(at)), flip: flip === "flip" };
  }
  const explode = Number(params.get("explode"));
  if (Number.isFinite(explode)) view.explode = clamp01(explode);
  view.isolate = params.get("isolate") || null;
  return { fileId, view, step };
}

/** A length as the viewer writes it: at most one decimal, none when whole ('100', '25.4', '0.5'). */
export function formatLength(millimetres: number): string {
  const rounded = Math.round(millimetres * 10) / 10;
  return (Object.is(rounded, -0) ? 0 : rounded).toLocaleString("en-US", { maximumFractionDigits: 1 });
}

/** The model's size as 'W × D × H mm'. */
export function formatModelSize([width, depth, height]: Vec3): string {
  return `${[width, depth, height].map(formatLength).join(" × ")} mm`;
}

/**
 * 3D model files: which project files the site can show in its model viewer, by file name.
 * STEP and IGES are CAD exchange formats (read by OpenCascade, compiled to WebAssembly); the
 * others are mesh formats three.js reads itself.
 */
export const MODEL_FORMATS = {
  step: { kind: "step", contentType: "model/step" },
  stp: { kind: "step", contentType: "model/step" },
  iges: { kind: "iges", contentType: "model/iges" },
  igs: { kind: "iges", contentType: "model/iges" },
  stl: { kind: "stl", contentType: "model/stl" },
  obj: { kind: "obj", contentType: "model/obj" },
  "3mf": { kind: "3mf", contentType: "model/3mf" },
  glb: { kind: "glb", contentType: "model/gltf-binary" },
  gltf: { kind: "gltf", contentType: "model/gltf+json" },
  ply: { kind: "ply", contentType: "application/octet-stream" },
} as const;

export type ModelKind = (typeof MODEL_FORMATS)[keyof typeof MODEL_FORMATS]["kind"];

/** The model format a file name says, or null when the viewer cannot show it. */
export function modelKindOf(fileName: string): ModelKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return Object.hasOwn(MODEL_FORMATS, extension) ? MODEL_FORMATS[extension as keyof typeof MODEL_FORMATS].kind : null;
}

/**
 * The formats a model is prepared from, read once in the owner's browser and stored again as a
 * glTF binary (GLB), which visitors' browsers load instead:
 * - STEP and IGES always (the CAD reader, OpenCascade in WebAssembly, is then never loaded);
 * - STL, OBJ, PLY, 3MF and glTF's text form when the GLB is the smaller file (an ASCII STL, an OBJ
 *   or a .gltf with its buffers written out in base64 is text, larger than its meshes; a binary
 *   STL or a zipped 3MF is already compact), so that a visitor never loads more.
 * A GLB is already what visitors load.
 */
const PREPARED_FROM: readonly ModelKind[] = ["step", "iges"];
const COMPACTED_FROM: readonly ModelKind[] = ["stl", "obj", "ply", "3mf", "gltf"];

/** True when a GLB may be stored beside the file (the server refuses it for any other). */
export function isPreparable(fileName: string): boolean {
  const kind = modelKindOf(fileName);
  return kind !== null && (PREPARED_FROM.includes(kind) || COMPACTED_FROM.includes(kind));
}

/** True when the GLB made of a model is worth storing: always for CAD, else when it is smaller. */
export function keepsPreparedMesh(fileName: string, fileBytes: number, meshBytes: number): boolean {
  const kind = modelKindOf(fileName);
  return kind !== null && (PREPARED_FROM.includes(kind) || (COMPACTED_FROM.includes(kind) && meshBytes < fileBytes));
}

/**
 * A model's poster, drawn when it is prepared for viewing: its isometric view (the viewer's first
 * view, in orthographic projection), which the project page shows in its file list and while the
 * model loads. 3:2, as project cards show images.
 */
export const POSTER_SIZE = { width: 1200, height: 800 } as const;

/** A model is prepared for viewing once it has its poster, and its mesh if it is read by the CAD reader. */
export function isPrepared(file: { file_name: string; prepared_path: string | null; poster_path: string | null }) {
  const kind = modelKindOf(file.file_name);
  return kind !== null && file.poster_path !== null && (!PREPARED_FROM.includes(kind) || file.prepared_path !== null);
}

/** True when the drawing viewer can show the file: a PDF, by its name. */
export function isDrawing(fileName: string): boolean {
  return /\.pdf$/i.test(fileName.trim());
}

/** What the model viewer says. */
export const MODEL_VIEWER_MESSAGES = {
  loading: "Loading 3D model…",
  noWebgl: "This browser cannot show 3D models: WebGL is turned off or not supported here.",
  failed: "This model could not be shown.",
  unreachable: "The file could not be fetched.",
  help: "Drag to turn, scroll or pinch to zoom, right-drag or drag with two fingers to pan. With the model focused: arrow keys turn, Shift with arrows pans, + and − zoom.",
} as const;

import type { ModelKind } from "../../../lib/models";

/**
 * The three.js readers of the mesh formats, each loaded with the first file of its format: from
 * the click that opens it on (`openModel`), beside the file. STEP and IGES are read by OpenCascade,
 * and the glTF reader, which reads every prepared mesh, comes with the viewer.
 */
export const MESH_READERS = {
  stl: () => import("three/examples/jsm/loaders/STLLoader.js"),
  ply: () => import("three/examples/jsm/loaders/PLYLoader.js"),
  obj: () => import("three/examples/jsm/loaders/OBJLoader.js"),
  "3mf": () => import("three/examples/jsm/loaders/3MFLoader.js"),
} satisfies Partial<Record<ModelKind, () => Promise<unknown>>>;

export const hasMeshReader = (kind: ModelKind | null): kind is keyof typeof MESH_READERS =>
  kind !== null && kind in MESH_READERS;

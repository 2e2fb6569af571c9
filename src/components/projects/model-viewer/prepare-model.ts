import type { Object3D } from "three";
import { GLTFExporter } from "three/examples/jsm/exporters/GLTFExporter.js";

/**
 * A model read from its file as a glTF binary (GLB) of its meshes, with their part names and
 * colours, in the file's own frame and millimetres (Z up, as the file had it). The original file
 * stays the download; the viewer reads this one in its place.
 */
export async function preparedMesh(model: Object3D): Promise<ArrayBuffer> {
  const glb = await new GLTFExporter().parseAsync(model, { binary: true });
  if (!(glb instanceof ArrayBuffer)) throw new Error("The prepared mesh is not a glTF binary.");
  return glb;
}

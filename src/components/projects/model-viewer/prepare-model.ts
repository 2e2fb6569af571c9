import { LineSegments, MeshBasicMaterial, type BufferGeometry, type Object3D } from "three";
import { GLTFExporter } from "three/examples/jsm/exporters/GLTFExporter.js";
import { mergeVertices, toCreasedNormals } from "three/examples/jsm/utils/BufferGeometryUtils.js";
import { POSTER_SIZE } from "../../../lib/models";
import { createModelScene, FEATURE_EDGE_ANGLE, FEATURE_EDGES, featureEdges, meshesOf } from "./model-scene";

/**
 * A mesh file's triangles each have their own three corners and the facet's normal (STL, PLY, OBJ):
 * as a CAD program draws it, the normals are smoothed across edges flatter than the feature-edge
 * angle (kept sharp across the others), and the corners the triangles then share are stored once.
 * That makes the GLB of a binary STL smaller than the file (the demo gear pair's: 253 KB against
 * 404 KB). Indexed meshes (CAD's, glTF's) are kept as they are.
 */
function compacted(geometry: BufferGeometry): BufferGeometry {
  if (geometry.index) return geometry;
  return mergeVertices(toCreasedNormals(geometry, (FEATURE_EDGE_ANGLE * Math.PI) / 180));
}

/**
 * A model read from its file as a glTF binary (GLB) of its meshes, with their part names and
 * colours, in the file's own frame (Z up, or Y up for glTF, as the file had it), in millimetres:
 * `millimetres` per unit of the file (a 3MF in inches, a glTF in metres) is written into it. The
 * original file stays the download; the viewer reads this one in its place.
 */
export async function preparedMesh(model: Object3D, millimetres = 1): Promise<ArrayBuffer> {
  const scale = model.scale.clone();
  model.scale.multiplyScalar(millimetres);
  // Each part carries its feature edges, which the viewer would otherwise find on every opening.
  // (Their material is the viewer's own; this one only keeps the exporter from warning.)
  const material = new MeshBasicMaterial();
  const parts = meshesOf(model).map((part) => ({ part, read: part.geometry }));
  const edges = parts.map(({ part }) => {
    part.geometry = compacted(part.geometry);
    const lines = new LineSegments(featureEdges(part.geometry), material);
    lines.name = FEATURE_EDGES;
    part.add(lines);
    return lines;
  });
  try {
    const glb = await new GLTFExporter().parseAsync(model, { binary: true });
    if (!(glb instanceof ArrayBuffer)) throw new Error("The prepared mesh is not a glTF binary.");
    return glb;
  } finally {
    model.scale.copy(scale);
    for (const lines of edges) {
      lines.removeFromParent();
      lines.geometry.dispose();
    }
    for (const { part, read } of parts) {
      if (part.geometry !== read) part.geometry.dispose();
      part.geometry = read;
    }
    material.dispose();
  }
}

/**
 * A model's poster: its isometric view, the viewer's first view drawn in orthographic projection
 * (the same direction and size), lit and with its feature edges, on a transparent background, so
 * that it sits on the site's light and dark palettes alike. The viewer shows it while the model
 * loads, so the two match. WebP where the browser writes it, else PNG. The model is the viewer's
 * afterwards (turned and with its edges): export its mesh first.
 */
export async function modelPoster(model: Object3D, zUp: boolean): Promise<Blob> {
  const canvas = document.createElement("canvas");
  // Laid out (the scene sizes itself from the canvas's box), out of sight.
  Object.assign(canvas.style, {
    position: "fixed",
    left: `-${2 * POSTER_SIZE.width}px`,
    top: "0",
    width: `${POSTER_SIZE.width}px`,
    height: `${POSTER_SIZE.height}px`,
  });
  document.body.append(canvas);
  const scene = createModelScene(canvas, model, {
    zUp,
    partName: "",
    accent: "#000",
    pixelRatio: 1,
    onCameraMoved: () => undefined,
  });
  scene.setOrthographic(true);
  try {
    // The scene draws on the next display frame; the one after, the drawing is there to copy.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The poster could not be drawn."))),
        "image/webp",
        0.9,
      ),
    );
  } finally {
    scene.dispose();
    canvas.remove();
  }
}

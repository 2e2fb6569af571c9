import type { LineSegments } from "three";
import {
  BufferGeometry,
  DoubleSide,
  type Material,
  type Plane,
  CanvasTexture,
  Float32BufferAttribute,
  Line,
  LineBasicMaterial,
  Points,
  PointsMaterial,
  Raycaster,
  Vector3,
  type Color,
  type Mesh,
  type Vector2,
  type Camera,
  type Object3D,
} from "three";

/** How close, in screen pixels, a pick must land to an edge or a corner to snap to it. */
const SNAP_PIXELS = 8;
const MARKERS_ORDER = 3;

export interface PickTarget {
  camera: Camera;
  /** The pick, in normalised device coordinates (−1 to 1, y up). */
  at: Vector2;
  parts: readonly Mesh[];
  /** The parts' feature edges (what a CAD program draws as lines). */
  edges: readonly LineSegments[];
  /** World units per screen pixel at the model. */
  worldPerPixel: number;
  /** The section's plane (what it keeps: normal·p + constant ≥ 0), or null without a section. */
  section: Plane | null;
}

export interface Pick {
  point: Vector3;
  snap: "corner" | "edge" | "surface";
}

const shown = (object: Object3D) => {
  for (let node: Object3D | null = object; node; node = node.parent) if (!node.visible) return false;
  return true;
};

/**
 * Whether a point lies inside one of the (closed) parts: the first face a ray from it meets is
 * seen from behind. The parts' materials are made two-sided for that one cast.
 */
function insideSolid(point: Vector3, direction: Vector3, parts: readonly Mesh[]): boolean {
  const materials = new Map<Material, Material["side"]>();
  for (const part of parts)
    for (const material of [part.material].flat()) if (!materials.has(material)) materials.set(material, material.side);
  for (const material of materials.keys()) material.side = DoubleSide;
  try {
    const hit = new Raycaster(point, direction).intersectObjects([...parts], false)[0];
    const normal = hit?.face?.normal.clone().transformDirection(hit.object.matrixWorld);
    return normal !== undefined && normal.dot(direction) > 0;
  } finally {
    for (const [material, side] of materials) material.side = side;
  }
}

/**
 * The point of the model under a pick, snapped as a CAD program snaps: to a corner (an end of a
 * feature edge) within a few pixels, else to a feature edge, else the surface itself, or the
 * section's cut face where the pick lands on it. Only what is shown counts: hidden parts and what
 * the section cuts away are passed through. Null when the pick misses the model.
 */
export function pickPoint({ camera, at, parts, edges, worldPerPixel, section }: PickTarget): Pick | null {
  const raycaster = new Raycaster();
  raycaster.setFromCamera(at, camera);
  const keeps = (point: Vector3) => !section || section.distanceToPoint(point) >= -1e-6;
  const shownParts = parts.filter(shown);
  let surface: { point: Vector3; distance: number } | undefined = raycaster
    .intersectObjects(shownParts, false)
    .find((hit) => keeps(hit.point) && hit.face);
  // The cut face, where it comes before the first surface kept.
  const cut = section && raycaster.ray.intersectPlane(section, new Vector3());
  if (cut) {
    const distance = cut.distanceTo(raycaster.ray.origin);
    if ((!surface || distance < surface.distance) && insideSolid(cut, raycaster.ray.direction, shownParts))
      surface = { point: cut, distance };
  }
  const tolerance = worldPerPixel * SNAP_PIXELS;
  raycaster.params.Line = { threshold: tolerance };
  // An edge counts when it is not hidden behind the surface the ray meets first.
  const edge = raycaster
    .intersectObjects(edges.filter(shown), false)
    .filter((hit) => keeps(hit.point) && (!surface || hit.distance <= surface.distance + tolerance))
    // The edge nearest the pick on the screen; of edges behind one another, the front one.
    .sort(
      (a, b) =>
        raycaster.ray.distanceSqToPoint(a.point) - raycaster.ray.distanceSqToPoint(b.point) || a.distance - b.distance,
    )[0];
  if (edge && edge.index !== undefined) {
    const positions = (edge.object as LineSegments).geometry.getAttribute("position");
    const corner = [edge.index, edge.index + 1]
      .map((i) => new Vector3().fromBufferAttribute(positions, i).applyMatrix4(edge.object.matrixWorld))
      .sort((a, b) => a.distanceTo(edge.point) - b.distanceTo(edge.point))[0]!;
    return corner.distanceTo(edge.point) <= tolerance
      ? { point: corner, snap: "corner" }
      : { point: edge.point.clone(), snap: "edge" };
  }
  return surface ? { point: surface.point.clone(), snap: "surface" } : null;
}

export interface MeasureMarkers {
  /** Shows the picked points (world) and, with two, the line between them. */
  show(points: readonly Vector3[]): void;
  dispose(): void;
}

/** A round dot, for points (drawn as squares without it). */
function disc(): CanvasTexture {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 32;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#fff";
  context.arc(16, 16, 15, 0, 2 * Math.PI);
  context.fill();
  return new CanvasTexture(canvas);
}

/** The measure's picks as dots of a fixed size on top of the model, joined by a line. */
export function createMeasureMarkers(parent: Object3D, colour: Color): MeasureMarkers {
  const geometry = new BufferGeometry();
  const overlay = { color: colour, depthTest: false, transparent: true };
  const dots = new Points(
    geometry,
    new PointsMaterial({ ...overlay, size: 12, sizeAttenuation: false, map: disc(), alphaTest: 0.5 }),
  );
  const line = new Line(geometry, new LineBasicMaterial(overlay));
  for (const object of [dots, line]) {
    object.renderOrder = MARKERS_ORDER;
    object.frustumCulled = false;
    parent.add(object);
  }
  return {
    show(points) {
      geometry.setAttribute(
        "position",
        new Float32BufferAttribute(
          points.flatMap((point) => point.toArray()),
          3,
        ),
      );
      dots.visible = points.length > 0;
      line.visible = points.length === 2;
    },
    dispose() {
      geometry.dispose();
      dots.material.map?.dispose();
      dots.material.dispose();
      line.material.dispose();
      dots.removeFromParent();
      line.removeFromParent();
    },
  };
}

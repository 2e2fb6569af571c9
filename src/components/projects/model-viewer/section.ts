import type { Color } from "three";
import {
  AlwaysStencilFunc,
  BackSide,
  DecrementWrapStencilOp,
  DoubleSide,
  FrontSide,
  IncrementWrapStencilOp,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  NotEqualStencilFunc,
  Plane,
  PlaneGeometry,
  ReplaceStencilOp,
  Vector3,
  type Box3,
  type Material,
  type Object3D,
  type WebGLRenderer,
} from "three";
import type { ModelSection } from "../../../lib/model-view";

/** Drawn in this order: the model, then the stencil counts of its cut solids, then the caps. */
const STENCIL_ORDER = 1;
const CAP_ORDER = 2;

export interface Section {
  /** Cuts the model (`box`: its world bounds, unexploded), or shows it whole with null. */
  set(section: ModelSection | null, box: Box3): void;
  /** The cutting plane, or null with the model whole. */
  plane(): Plane | null;
  dispose(): void;
}

/**
 * A section view as a CAD program draws it: the model clipped by one plane, and the cut faces of
 * its solids drawn solid in `capColour`, so walls and holes read at a glance. The caps come from
 * the stencil buffer: each part's back faces behind the plane count up and its front faces count
 * down, so where the count is not zero the plane lies inside a solid (three.js's clipping-stencil
 * technique; it needs closed meshes, which CAD solids are). `axes` turns the file's X, Y, Z into
 * world directions.
 */
export function createSection(
  renderer: WebGLRenderer,
  scene: Object3D,
  parts: Mesh[],
  axes: Record<ModelSection["axis"], Vector3>,
  capColour: Color,
): Section {
  renderer.localClippingEnabled = true;
  const plane = new Plane();
  const clipped = new Set<Material>();
  // What the plane cuts: the parts' surfaces and their edges.
  for (const part of parts)
    part.traverse((child) => {
      const material = (child as Partial<Mesh>).material;
      if (material) for (const one of Array.isArray(material) ? material : [material]) clipped.add(one);
    });

  const counting = (side: typeof FrontSide | typeof BackSide) =>
    new MeshBasicMaterial({
      side,
      depthWrite: false,
      depthTest: false,
      colorWrite: false,
      stencilWrite: true,
      stencilFunc: AlwaysStencilFunc,
      ...Object.fromEntries(
        (["stencilFail", "stencilZFail", "stencilZPass"] as const).map((op) => [
          op,
          side === BackSide ? IncrementWrapStencilOp : DecrementWrapStencilOp,
        ]),
      ),
      clippingPlanes: [plane],
    });
  const [backCount, frontCount] = [counting(BackSide), counting(FrontSide)];
  // Children of each part: they follow its visibility and its place when the model is exploded.
  const counters = parts.flatMap((part) =>
    [backCount, frontCount].map((material) => {
      const counter = Object.assign(new Mesh(part.geometry, material), { renderOrder: STENCIL_ORDER, visible: false });
      part.add(counter);
      return counter;
    }),
  );

  const cap = new Mesh(
    new PlaneGeometry(1, 1),
    new MeshStandardMaterial({
      color: capColour,
      metalness: 0.1,
      roughness: 0.8,
      side: DoubleSide,
      stencilWrite: true,
      stencilRef: 0,
      stencilFunc: NotEqualStencilFunc,
      stencilFail: ReplaceStencilOp,
      stencilZFail: ReplaceStencilOp,
      stencilZPass: ReplaceStencilOp,
    }),
  );
  cap.renderOrder = CAP_ORDER;
  cap.visible = false;
  // Each frame starts the count afresh.
  cap.onAfterRender = (target) => target.clearStencil();
  scene.add(cap);

  return {
    set(section, box) {
      const on = section !== null;
      for (const material of clipped) material.clippingPlanes = on ? [plane] : null;
      for (const counter of counters) counter.visible = on;
      cap.visible = on;
      if (!section) return;
      const axis = axes[section.axis];
      // The extent along the axis, and the point at `at` of it.
      const [low, high] = [box.min, box.max].map((corner) => corner.dot(axis)).sort((a, b) => a - b) as [
        number,
        number,
      ];
      const along = low + (high - low) * section.at;
      const centre = box.getCenter(new Vector3());
      const point = centre.clone().addScaledVector(axis, along - centre.dot(axis));
      // Kept: the points where normal·p + constant ≥ 0, i.e. the near side of the plane (below
      // `along` on the axis), or the far side when flipped.
      plane.setFromNormalAndCoplanarPoint(axis.clone().multiplyScalar(section.flip ? 1 : -1), point);
      const size = box.getSize(new Vector3()).length() * 2;
      cap.position.copy(point);
      cap.scale.setScalar(size);
      cap.lookAt(point.clone().add(plane.normal));
    },
    plane: () => (cap.visible ? plane : null),
    dispose() {
      for (const counter of counters) counter.removeFromParent();
      backCount.dispose();
      frontCount.dispose();
      cap.geometry.dispose();
      (cap.material as Material).dispose();
      cap.removeFromParent();
    },
  };
}

import {
  BoxGeometry,
  EdgesGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  OrthographicCamera,
  Plane,
  Vector2,
  Vector3,
} from "three";
import { describe, expect, it } from "vitest";
import { pickPoint } from "../../src/components/projects/model-viewer/measure";

/**
 * The measure's picks on a 20 mm cube seen from the front, orthographic, one world unit a pixel
 * (a 200 × 200 px view): a pick snaps to a corner within 8 px, else to an edge within 8 px, else
 * lands on the surface; hidden parts and what a section cuts away are passed through.
 */
function cube() {
  const part = new Mesh(new BoxGeometry(20, 20, 20));
  const edges = new LineSegments(new EdgesGeometry(part.geometry), new LineBasicMaterial());
  part.add(edges);
  const camera = new OrthographicCamera(-100, 100, 100, -100, 0.1, 1000);
  camera.position.set(0, 0, 100);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  part.updateMatrixWorld(true);
  return { part, edges, camera };
}

/** A pick at (x, y) world units from the view's centre. */
const at = (x: number, y: number) => new Vector2(x / 100, y / 100);

describe("picking a point to measure", () => {
  const { part, edges, camera } = cube();
  const target = { camera, parts: [part], edges: [edges], worldPerPixel: 1, section: null };

  it("snaps to a corner a few pixels away", () => {
    const pick = pickPoint({ ...target, at: at(14, 16) });
    expect(pick?.snap).toBe("corner");
    expect(pick?.point.toArray()).toEqual([10, 10, 10]);
  });

  it("snaps to an edge away from its corners", () => {
    // Beside the cube, 4 px above its top edge: the front one of the two edges seen there.
    const pick = pickPoint({ ...target, at: at(1, 14) });
    expect(pick?.snap).toBe("edge");
    expect(pick?.point.toArray().map((value) => Math.round(value * 1000) / 1000)).toEqual([1, 10, 10]);
  });

  it("lands on the surface inside a face, and misses beside the part", () => {
    const pick = pickPoint({ ...target, at: at(0, 0) });
    expect(pick?.snap).toBe("surface");
    expect(pick?.point.toArray()).toEqual([0, 0, 10]);
    expect(pickPoint({ ...target, at: at(40, 40) })).toBeNull();
  });

  it("passes through a hidden part", () => {
    part.visible = false;
    expect(pickPoint({ ...target, at: at(0, 0) })).toBeNull();
    part.visible = true;
  });

  it("lands on the section's cut face, not on what it cuts away", () => {
    // A section keeping z ≤ 4: the front face is cut away; the cut face at z = 4 is what is seen.
    const section = new Plane(new Vector3(0, 0, -1), 4);
    const pick = pickPoint({ ...target, at: at(0, 0), section });
    expect(pick?.snap).toBe("surface");
    expect(pick?.point.toArray()).toEqual([0, 0, 4]);
    // Beside the cube the plane is outside the solid: nothing.
    expect(pickPoint({ ...target, at: at(40, 0), section })).toBeNull();
  });
});

/**
 * The demo projects' CAD models, made by code: a spur gear pair, a sheet-metal bracket's flat
 * pattern and a moulded suction cup. Each is a set of solids bounded by planar faces, written
 * both as a STEP file (AP214, a faceted B-rep: planes bounded by polygon loops, which any CAD
 * program opens) and as a binary STL (the same faces cut into triangles).
 *
 * `npx tsx scripts/make-demo-models.ts` writes them under supabase/seed/media/demo/models/;
 * tests/unit/demo-models.test.ts checks the files there are exactly what this code makes.
 * Lengths are millimetres.
 */
import { ShapeUtils, Vector2 } from "three";

type Point3 = readonly [number, number, number];
type Point2 = readonly [number, number];

/** A planar face: its outer loop counter-clockwise seen from outside the solid, holes clockwise. */
interface Face {
  outer: Point3[];
  holes: Point3[][];
}

interface Solid {
  name: string;
  faces: Face[];
}

export interface DemoModel {
  /** File name without extension. */
  name: string;
  description: string;
  solids: Solid[];
}

/* ------------------------------------------------------------------------------------------ */
/* Vector arithmetic                                                                          */
/* ------------------------------------------------------------------------------------------ */

const sub = (a: Point3, b: Point3): Point3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Point3, b: Point3): Point3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot = (a: Point3, b: Point3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const unit = (a: Point3): Point3 => {
  const length = Math.hypot(...a);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** The loop's normal by Newell's method (its length is twice the loop's area). */
function newellNormal(loop: readonly Point3[]): Point3 {
  const normal: [number, number, number] = [0, 0, 0];
  loop.forEach((p, i) => {
    const q = loop[(i + 1) % loop.length]!;
    normal[0] += (p[1] - q[1]) * (p[2] + q[2]);
    normal[1] += (p[2] - q[2]) * (p[0] + q[0]);
    normal[2] += (p[0] - q[0]) * (p[1] + q[1]);
  });
  return normal;
}

/* ------------------------------------------------------------------------------------------ */
/* Profiles                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** A circle as a polygon, counter-clockwise, starting at angle 0. */
function circle(radius: number, segments: number, [cx, cy]: Point2 = [0, 0]): Point2[] {
  return Array.from({ length: segments }, (_, i) => {
    const angle = (2 * Math.PI * i) / segments;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
}

const polar = (radius: number, angle: number): Point2 => [radius * Math.cos(angle), radius * Math.sin(angle)];
/** The involute function: the polar angle of an involute point whose pressure angle is `alpha`. */
const involute = (alpha: number) => Math.tan(alpha) - alpha;

/**
 * A spur gear's outline, counter-clockwise: involute flanks (20° pressure angle), tip and root
 * arcs, standard addendum (1 module) and dedendum (1.25 modules). Tooth 0 points along +x, or
 * along `phase` radians.
 */
function spurGearOutline(module: number, teeth: number, phase = 0): Point2[] {
  const pressure = (20 * Math.PI) / 180;
  const pitch = (module * teeth) / 2;
  const base = pitch * Math.cos(pressure);
  const tip = pitch + module;
  const root = pitch - 1.25 * module;
  // Half the tooth's angular thickness at radius r (a tooth is half the pitch at the pitch circle).
  const halfAngle = (r: number) =>
    Math.PI / (2 * teeth) + involute(pressure) - involute(Math.acos(Math.min(1, base / Math.max(r, base))));
  const flankRadii = Array.from({ length: 4 }, (_, i) => Math.max(root, base) + ((tip - Math.max(root, base)) * i) / 3);
  const points: Point2[] = [];
  for (let tooth = 0; tooth < teeth; tooth++) {
    const centre = phase + (2 * Math.PI * tooth) / teeth;
    // The root arc across the gap before this tooth, between the feet of the two flanks.
    const gapStart = centre - (2 * Math.PI) / teeth + halfAngle(root);
    const gapEnd = centre - halfAngle(root);
    for (let i = 1; i < 3; i++) points.push(polar(root, gapStart + ((gapEnd - gapStart) * i) / 3));
    if (root < base) points.push(polar(root, centre - halfAngle(root)));
    for (const r of flankRadii) points.push(polar(r, centre - halfAngle(r)));
    points.push(polar(tip, centre));
    for (const r of [...flankRadii].reverse()) points.push(polar(r, centre + halfAngle(r)));
    if (root < base) points.push(polar(root, centre + halfAngle(root)));
  }
  return points;
}

/** A rectangle with rounded corners, counter-clockwise, centred on the origin. */
function roundedRectangle(width: number, height: number, radius: number, segmentsPerCorner = 6): Point2[] {
  const corners: Array<[number, number, number]> = [
    [width / 2 - radius, -height / 2 + radius, -Math.PI / 2],
    [width / 2 - radius, height / 2 - radius, 0],
    [-width / 2 + radius, height / 2 - radius, Math.PI / 2],
    [-width / 2 + radius, -height / 2 + radius, Math.PI],
  ];
  return corners.flatMap(([cx, cy, start]) =>
    Array.from({ length: segmentsPerCorner + 1 }, (_, i) => {
      const angle = start + (Math.PI / 2) * (i / segmentsPerCorner);
      return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
    }),
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Solids                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/**
 * A plate: an outline (counter-clockwise) with holes, extruded along z from `z0` by `thickness`.
 * Top and bottom faces carry the holes; every edge of every loop becomes a side wall.
 */
function prism(name: string, outline: Point2[], holes: Point2[][], thickness: number, z0 = 0): Solid {
  const at = (z: number) => (loop: readonly Point2[]) => loop.map(([x, y]) => [x, y, z] as Point3);
  const holeLoops = holes.map((hole) => [...hole].reverse());
  const top: Face = { outer: at(z0 + thickness)(outline), holes: holeLoops.map(at(z0 + thickness)) };
  const bottom: Face = {
    outer: at(z0)([...outline].reverse()),
    holes: holeLoops.map((hole) => at(z0)([...hole].reverse())),
  };
  const walls = [outline, ...holeLoops].flatMap((loop) =>
    loop.map((a, i): Face => {
      const b = loop[(i + 1) % loop.length]!;
      const [a0, b0, b1, a1] = [
        at(z0)([a])[0]!,
        at(z0)([b])[0]!,
        at(z0 + thickness)([b])[0]!,
        at(z0 + thickness)([a])[0]!,
      ];
      return { outer: [a0, b0, b1, a1], holes: [] };
    }),
  );
  return { name, faces: [top, bottom, ...walls] };
}

/**
 * A solid of revolution about z: a closed profile in the (radius, height) half-plane, every
 * point off the axis, turned in `segments` planar facets.
 */
function revolve(name: string, profile: Point2[], segments: number): Solid {
  const point = ([r, z]: Point2, i: number): Point3 => {
    const angle = (2 * Math.PI * i) / segments;
    return [r * Math.cos(angle), r * Math.sin(angle), z];
  };
  const faces: Face[] = [];
  profile.forEach((a, k) => {
    const b = profile[(k + 1) % profile.length]!;
    for (let i = 0; i < segments; i++) {
      faces.push({ outer: [point(a, i), point(a, i + 1), point(b, i + 1), point(b, i)], holes: [] });
    }
  });
  return orientedOutwards({ name, faces });
}

/** Six times the solid's signed volume: positive when its faces' normals point outwards. */
function signedVolume6(solid: Solid): number {
  return triangles(solid).reduce((sum, [a, b, c]) => sum + dot(a, cross(b, c)), 0);
}

function orientedOutwards(solid: Solid): Solid {
  if (signedVolume6(solid) > 0) return solid;
  const flip = (loop: Point3[]) => [...loop].reverse();
  return { ...solid, faces: solid.faces.map((face) => ({ outer: flip(face.outer), holes: face.holes.map(flip) })) };
}

/** The solid's faces cut into triangles, each wound counter-clockwise seen from outside. */
function triangles(solid: Solid): Array<[Point3, Point3, Point3]> {
  return solid.faces.flatMap((face) => {
    const normal = newellNormal(face.outer);
    // Drop the normal's largest axis and keep the loop's turning sense in the projection.
    const axis = normal.map(Math.abs).indexOf(Math.max(...normal.map(Math.abs)));
    const [u, v] = axis === 0 ? [1, 2] : axis === 1 ? [2, 0] : [0, 1];
    const flat = (loop: Point3[]) => loop.map((p) => new Vector2(p[u]!, p[v]!));
    const points = [face.outer, ...face.holes].flat();
    return ShapeUtils.triangulateShape(flat(face.outer), face.holes.map(flat)).map(([i, j, k]) => {
      const triangle: [Point3, Point3, Point3] = [points[i!]!, points[j!]!, points[k!]!];
      const facing = dot(cross(sub(triangle[1], triangle[0]), sub(triangle[2], triangle[0])), normal);
      return facing >= 0 ? triangle : [triangle[0], triangle[2], triangle[1]];
    });
  });
}

/* ------------------------------------------------------------------------------------------ */
/* The demo models                                                                            */
/* ------------------------------------------------------------------------------------------ */

function gearPair(): DemoModel {
  const module = 2;
  const [pinionTeeth, wheelTeeth] = [18, 30];
  const centreDistance = (module * (pinionTeeth + wheelTeeth)) / 2;
  const pinion = prism("Pinion, 18 teeth", spurGearOutline(module, pinionTeeth), [circle(5, 24)], 12);
  // The wheel turned half a tooth so that a tooth of the pinion sits in one of its gaps.
  const wheelOutline = spurGearOutline(module, wheelTeeth, Math.PI + Math.PI / wheelTeeth).map(
    ([x, y]) => [x + centreDistance, y] as const,
  );
  const wheelHoles = [
    circle(8, 32, [centreDistance, 0]),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      circle(3.5, 16, polar(18, (Math.PI / 3) * i + Math.PI / 6)).map(([x, y]) => [x + centreDistance, y] as const),
    ),
  ];
  const wheel = prism("Wheel, 30 teeth", wheelOutline, wheelHoles, 10, 1);
  return {
    name: "spur-gear-pair",
    description: "Spur gear pair, module 2, 18 and 30 teeth, meshed at 48 mm centre distance.",
    solids: [pinion, wheel],
  };
}

function bracketFlatPattern(): DemoModel {
  const outline = roundedRectangle(120, 80, 6);
  const holes = [
    ...[-1, 1].flatMap((sx) => [-1, 1].map((sy) => circle(3.3, 24, [sx * 50, sy * 30]))),
    roundedRectangle(44, 24, 4).map(([x, y]) => [x, y] as const),
  ];
  return {
    name: "enclosure-bracket-flat-pattern",
    description: "Flat pattern of the enclosure's mounting bracket: 1.5 mm sheet, four ⌀6.6 holes and a cable window.",
    solids: [prism("Bracket flat pattern", outline, holes, 1.5)],
  };
}

function suctionCup(): DemoModel {
  // Half the cross-section, in (radius, height): the outer skin from the lip up the dome to the
  // stem, down the stem's bore, and back along the inner skin to the lip.
  const profile: Point2[] = [
    [30, 0],
    [28, 3],
    [24, 7],
    [18, 10.5],
    [12, 13],
    [8, 14.5],
    [8, 26],
    [3, 26],
    [3, 11.5],
    [11, 10.5],
    [17, 8],
    [22.5, 4.5],
    [26.5, 0.8],
    [27.5, 0],
  ];
  return {
    name: "suction-cup",
    description: "Moulded suction cup: ⌀60 mm lip, 2.5 mm wall, stem with a ⌀6 mm bore.",
    solids: [revolve("Suction cup", profile, 48)],
  };
}

export function demoModels(): DemoModel[] {
  return [gearPair(), bracketFlatPattern(), suctionCup()].map((model) => ({
    ...model,
    solids: model.solids.map(orientedOutwards),
  }));
}

/* ------------------------------------------------------------------------------------------ */
/* Writers                                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** A STEP real: always with a decimal point, six decimals at most. */
function real(value: number): string {
  return (Math.abs(value) < 5e-7 ? 0 : value).toFixed(6).replace(/0+$/, "");
}

const stepString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The model as a STEP AP214 file with one faceted B-rep per solid. */
export function toStep(model: DemoModel): string {
  const lines: string[] = [];
  let next = 1;
  const add = (entity: string) => {
    const id = next++;
    lines.push(`#${id}=${entity};`);
    return `#${id}`;
  };
  const context = add("APPLICATION_CONTEXT('automotive design')");
  add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${context})`);
  const productContext = add(`PRODUCT_CONTEXT('',${context},'mechanical')`);
  const product = add(`PRODUCT(${stepString(model.name)},${stepString(model.description)},'',(${productContext}))`);
  add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${product}))`);
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definitionContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',${context},'design')`);
  const definition = add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
  const shape = add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  const length = add("(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))");
  const angle = add("(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.))");
  const solidAngle = add("(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT())");
  const uncertainty = add(
    `UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-06),${length},'distance_accuracy_value','confusion accuracy')`,
  );
  const geometry = add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty}))` +
      `GLOBAL_UNIT_ASSIGNED_CONTEXT((${length},${angle},${solidAngle}))REPRESENTATION_CONTEXT('',''))`,
  );

  const pointIds = new Map<string, string>();
  const pointOf = (p: Point3) => {
    const key = p.map(real).join(",");
    let id = pointIds.get(key);
    if (!id) pointIds.set(key, (id = add(`CARTESIAN_POINT('',(${key}))`)));
    return id;
  };
  const direction = (d: Point3) => add(`DIRECTION('',(${unit(d).map(real).join(",")}))`);

  const breps = model.solids.map((solid) => {
    const faces = solid.faces.map((face) => {
      const normal = newellNormal(face.outer);
      const origin = face.outer[0]!;
      const placement = add(
        `AXIS2_PLACEMENT_3D('',${pointOf(origin)},${direction(normal)},${direction(sub(face.outer[1]!, origin))})`,
      );
      const plane = add(`PLANE('',${placement})`);
      const loop = (points: Point3[]) => add(`POLY_LOOP('',(${points.map(pointOf).join(",")}))`);
      const bounds = [
        add(`FACE_OUTER_BOUND('',${loop(face.outer)},.T.)`),
        ...face.holes.map((hole) => add(`FACE_BOUND('',${loop(hole)},.T.)`)),
      ];
      return add(`FACE_SURFACE('',(${bounds.join(",")}),${plane},.T.)`);
    });
    const shell = add(`CLOSED_SHELL('',(${faces.join(",")}))`);
    return add(`FACETED_BREP(${stepString(solid.name)},${shell})`);
  });
  const frame = add(`AXIS2_PLACEMENT_3D('',${pointOf([0, 0, 0])},${direction([0, 0, 1])},${direction([1, 0, 0])})`);
  const representation = add(
    `FACETED_BREP_SHAPE_REPRESENTATION(${stepString(model.name)},(${[...breps, frame].join(",")}),${geometry})`,
  );
  add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);

  return [
    "ISO-10303-21;",
    "HEADER;",
    `FILE_DESCRIPTION((${stepString(model.description)}),'2;1');`,
    `FILE_NAME(${stepString(`${model.name}.step`)},'2026-01-01T00:00:00',('Portfolio demo content'),(''),'','','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...lines,
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ].join("\n");
}

/** The model as a binary STL: an 80-byte header, the triangle count, then 50 bytes a triangle. */
export function toStl(model: DemoModel): Buffer {
  const all = model.solids.flatMap(triangles);
  const buffer = Buffer.alloc(84 + 50 * all.length);
  buffer.write(`${model.name}: ${model.description}`.slice(0, 80), 0, "ascii");
  buffer.writeUInt32LE(all.length, 80);
  all.forEach((triangle, index) => {
    const offset = 84 + 50 * index;
    const normal = unit(cross(sub(triangle[1], triangle[0]), sub(triangle[2], triangle[0])));
    [normal, ...triangle].forEach((vector, v) =>
      vector.forEach((value, axis) => buffer.writeFloatLE(value, offset + 12 * v + 4 * axis)),
    );
  });
  return buffer;
}

/** The model's volume in mm³, from its triangles (a closed solid with outward faces is positive). */
export function modelVolume(model: DemoModel): number {
  return model.solids.reduce((sum, solid) => sum + signedVolume6(solid), 0) / 6;
}

/**
 * The demo projects' CAD models, made by code: a spur gear pair, a sheet-metal bracket's flat
 * pattern and a moulded suction cup, written as STEP files (AP214) the way a CAD program exports
 * them: B-rep solids bounded by planes, cylinders, surfaces of revolution and extruded B-spline
 * curves (the gear's involute flanks), with shared vertices and edges. The STL of each is the same
 * solid meshed by OpenCascade (see scripts/make-demo-models.ts).
 *
 * `npx tsx scripts/make-demo-models.ts` writes them under supabase/seed/media/demo/models/;
 * tests/unit/demo-models.test.ts checks the files there are exactly what this code makes.
 * Lengths are millimetres.
 */

type Point2 = readonly [number, number];
type Point3 = readonly [number, number, number];

/**
 * One piece of a closed 2D profile. Arcs turn about `centre`, counter-clockwise or not; a cubic
 * Bézier (four control points) stands in for an involute flank.
 */
type Segment =
  | { kind: "line"; from: Point2; to: Point2 }
  | { kind: "arc"; from: Point2; to: Point2; centre: Point2; radius: number; ccw: boolean }
  | { kind: "bezier"; from: Point2; to: Point2; controls: [Point2, Point2] };

/** An extruded plate: an outline (counter-clockwise) with holes (clockwise), from z0 up to z1. */
interface Extrusion {
  kind: "extrusion";
  name: string;
  outline: Segment[];
  holes: Segment[][];
  z0: number;
  z1: number;
}

/** A solid of revolution about z: a closed polygon in (radius, height), every point off the axis. */
interface Revolution {
  kind: "revolution";
  name: string;
  profile: Point2[];
}

type Solid = Extrusion | Revolution;

export interface DemoModel {
  /** File name without extension. */
  name: string;
  description: string;
  solids: Solid[];
}

/* ------------------------------------------------------------------------------------------ */
/* Profiles                                                                                   */
/* ------------------------------------------------------------------------------------------ */

const polar = (radius: number, angle: number, [cx, cy]: Point2 = [0, 0]): Point2 => [
  cx + radius * Math.cos(angle),
  cy + radius * Math.sin(angle),
];
const line = (from: Point2, to: Point2): Segment => ({ kind: "line", from, to });

/** A circular hole as two clockwise half-circles (the edges of a hole end at vertices). */
function hole(centre: Point2, radius: number): Segment[] {
  const [a, b] = [polar(radius, 0, centre), polar(radius, Math.PI, centre)];
  return [
    { kind: "arc", from: a, to: b, centre, radius, ccw: false },
    { kind: "arc", from: b, to: a, centre, radius, ccw: false },
  ];
}

/** A rectangle with rounded corners centred on `centre`, counter-clockwise (reversed: a hole). */
function roundedRectangle(width: number, height: number, radius: number, centre: Point2 = [0, 0]): Segment[] {
  const [cx, cy] = centre;
  const [x, y] = [width / 2 - radius, height / 2 - radius];
  const corners: Array<[Point2, number]> = [
    [[cx + x, cy - y], -Math.PI / 2],
    [[cx + x, cy + y], 0],
    [[cx - x, cy + y], Math.PI / 2],
    [[cx - x, cy - y], Math.PI],
  ];
  return corners.flatMap(([corner, start], i): Segment[] => {
    const [next, nextStart] = corners[(i + 1) % 4]!;
    const arcEnd = polar(radius, start + Math.PI / 2, corner);
    return [
      { kind: "arc", from: polar(radius, start, corner), to: arcEnd, centre: corner, radius, ccw: true },
      line(arcEnd, polar(radius, nextStart, next)),
    ];
  });
}

/** The same loop the other way round. */
function reversed(loop: Segment[]): Segment[] {
  return [...loop].reverse().map((segment): Segment => {
    if (segment.kind === "line") return line(segment.to, segment.from);
    if (segment.kind === "arc") return { ...segment, from: segment.to, to: segment.from, ccw: !segment.ccw };
    return { kind: "bezier", from: segment.to, to: segment.from, controls: [segment.controls[1], segment.controls[0]] };
  });
}

/**
 * A spur gear's outline, counter-clockwise: involute flanks (20° pressure angle) as cubic Béziers,
 * tip and root arcs, standard addendum (1 module) and dedendum (1.25 modules). A tooth points
 * along `phase` radians.
 */
function spurGear(module: number, teeth: number, centre: Point2, phase = 0): Segment[] {
  const pressure = (20 * Math.PI) / 180;
  const pitch = (module * teeth) / 2;
  const base = pitch * Math.cos(pressure);
  const tip = pitch + module;
  const root = pitch - 1.25 * module;
  const involute = (alpha: number) => Math.tan(alpha) - alpha;
  // The involute of the base circle by its roll angle t, and its derivative.
  const at = (t: number): Point2 => [base * (Math.cos(t) + t * Math.sin(t)), base * (Math.sin(t) - t * Math.cos(t))];
  const slope = (t: number): Point2 => [base * t * Math.cos(t), base * t * Math.sin(t)];
  const rollAt = (r: number) => Math.sqrt((r / base) ** 2 - 1);
  // From just above the base circle (where the involute's slope is not zero) to the tip.
  const [t0, t1] = [Math.max(rollAt(Math.max(root, base)), 0.06), rollAt(tip)];
  const h = (t1 - t0) / 3;
  const flank: [Point2, Point2, Point2, Point2] = [
    at(t0),
    [at(t0)[0] + slope(t0)[0] * h, at(t0)[1] + slope(t0)[1] * h],
    [at(t1)[0] - slope(t1)[0] * h, at(t1)[1] - slope(t1)[1] * h],
    at(t1),
  ];
  const place =
    (angle: number, mirror: boolean) =>
    (p: Point2): Point2 => {
      const [x, y] = [p[0], mirror ? -p[1] : p[1]];
      return [
        centre[0] + x * Math.cos(angle) - y * Math.sin(angle),
        centre[1] + x * Math.sin(angle) + y * Math.cos(angle),
      ];
    };
  // Half a tooth's angular thickness at the pitch circle, plus the involute's turn up to it.
  const half = Math.PI / (2 * teeth) + involute(pressure);
  const toothAt = (k: number) => phase + (2 * Math.PI * k) / teeth;
  const rootFoot = (angle: number) => polar(root, angle, centre);

  return Array.from({ length: teeth }, (_, k): Segment[] => {
    const lead = place(toothAt(k) - half, false);
    const trail = place(toothAt(k) + half, true);
    const previousTrailFoot = toothAt(k - 1) + half;
    const [leadFlank, trailFlank] = [flank.map(lead), [...flank].reverse().map(trail)];
    const leadFoot = rootFoot(toothAt(k) - half);
    const trailFoot = rootFoot(toothAt(k) + half);
    return [
      { kind: "arc", from: rootFoot(previousTrailFoot), to: leadFoot, centre, radius: root, ccw: true },
      line(leadFoot, leadFlank[0]!),
      { kind: "bezier", from: leadFlank[0]!, to: leadFlank[3]!, controls: [leadFlank[1]!, leadFlank[2]!] },
      { kind: "arc", from: leadFlank[3]!, to: trailFlank[0]!, centre, radius: tip, ccw: true },
      { kind: "bezier", from: trailFlank[0]!, to: trailFlank[3]!, controls: [trailFlank[1]!, trailFlank[2]!] },
      line(trailFlank[3]!, trailFoot),
    ];
  }).flat();
}

/* ------------------------------------------------------------------------------------------ */
/* The demo models                                                                            */
/* ------------------------------------------------------------------------------------------ */

/** The pinion and the wheel of a spur gear pair, the pinion's centre at `at`. */
function gearPairSolids(at: Point2 = [0, 0]): Solid[] {
  const module = 2;
  const [pinionTeeth, wheelTeeth] = [18, 30];
  const wheelCentre: Point2 = [at[0] + (module * (pinionTeeth + wheelTeeth)) / 2, at[1]];
  return [
    {
      kind: "extrusion",
      name: "Pinion, 18 teeth",
      outline: spurGear(module, pinionTeeth, at),
      holes: [hole(at, 5)],
      z0: 0,
      z1: 12,
    },
    {
      // Turned half a tooth, so that a tooth of the pinion sits in one of its gaps.
      kind: "extrusion",
      name: "Wheel, 30 teeth",
      outline: spurGear(module, wheelTeeth, wheelCentre, Math.PI + Math.PI / wheelTeeth),
      holes: [
        hole(wheelCentre, 8),
        ...[0, 1, 2, 3, 4, 5].map((i) => hole(polar(18, (Math.PI / 3) * i + Math.PI / 6, wheelCentre), 3.5)),
      ],
      z0: 1,
      z1: 11,
    },
  ];
}

function gearPair(): DemoModel {
  return {
    name: "spur-gear-pair",
    description: "Spur gear pair, module 2, 18 and 30 teeth, meshed at 48 mm centre distance.",
    solids: gearPairSolids(),
  };
}

/** Gear pairs side by side, `pairs` of them: a large STEP file (about 0.47 MB a pair) for the benchmark. */
export function gearSheet(pairs: number): DemoModel {
  return {
    name: "gear-sheet",
    description: `${pairs} spur gear pairs side by side.`,
    solids: Array.from({ length: pairs }, (_, i) => gearPairSolids([(i % 4) * 120, Math.floor(i / 4) * 80])).flat(),
  };
}

function bracketFlatPattern(): DemoModel {
  return {
    name: "enclosure-bracket-flat-pattern",
    description: "Flat pattern of the enclosure's mounting bracket: 1.5 mm sheet, four ⌀6.6 holes and a cable window.",
    solids: [
      {
        kind: "extrusion",
        name: "Bracket flat pattern",
        outline: roundedRectangle(120, 80, 6),
        holes: [
          ...[-1, 1].flatMap((sx) => [-1, 1].map((sy) => hole([sx * 50, sy * 30], 3.3))),
          reversed(roundedRectangle(44, 24, 4)),
        ],
        z0: 0,
        z1: 1.5,
      },
    ],
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
    solids: [{ kind: "revolution", name: "Suction cup", profile }],
  };
}

export function demoModels(): DemoModel[] {
  return [gearPair(), bracketFlatPattern(), suctionCup()];
}

/* ------------------------------------------------------------------------------------------ */
/* STEP writer                                                                                */
/* ------------------------------------------------------------------------------------------ */

/** A STEP real: always with a decimal point, six decimals at most. */
const real = (value: number) => (Math.abs(value) < 5e-7 ? 0 : value).toFixed(6).replace(/0+$/, "");
const stepString = (text: string) => `'${text.replace(/'/g, "''")}'`;
const list = (items: string[]) => `(${items.join(",")})`;

/**
 * The model as a STEP AP214 file, in millimetres: one manifold solid B-rep a solid, and a model of
 * several solids an assembly of one part each.
 */
export function toStep(model: DemoModel): string {
  const lines: string[] = [];
  let next = 1;
  const add = (entity: string) => {
    lines.push(`#${next}=${entity};`);
    return `#${next++}`;
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

  const point = (p: Point3) => add(`CARTESIAN_POINT('',${list(p.map(real))})`);
  const direction = (d: Point3) => {
    const norm = Math.hypot(...d);
    return add(`DIRECTION('',${list(d.map((value) => real(value / norm)))})`);
  };
  const placement = (origin: Point3, axis: Point3 = [0, 0, 1], reference: Point3 = [1, 0, 0]) =>
    add(`AXIS2_PLACEMENT_3D('',${point(origin)},${direction(axis)},${direction(reference)})`);
  const lineCurve = (from: Point3, to: Point3) => {
    const d: Point3 = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
    return add(`LINE('',${point(from)},${add(`VECTOR('',${direction(d)},${real(Math.hypot(...d))})`)})`);
  };
  const vertices = new Map<string, string>();
  const vertex = (p: Point3) => {
    const key = p.map(real).join(",");
    let id = vertices.get(key);
    if (!id) vertices.set(key, (id = add(`VERTEX_POINT('',${point(p)})`)));
    return id;
  };
  const edge = (from: Point3, to: Point3, curve: string, sameSense = true) =>
    add(`EDGE_CURVE('',${vertex(from)},${vertex(to)},${curve},${sameSense ? ".T." : ".F."})`);
  /** An edge used in a loop, along its own direction or against it. */
  const use = (id: string, along: boolean) => `ORIENTED_EDGE('',*,*,${id},${along ? ".T." : ".F."})`;
  const loop = (edges: string[]) => add(`EDGE_LOOP('',${list(edges.map(add))})`);
  const face = (bounds: string[], surface: string, sameSense = true) =>
    add(`ADVANCED_FACE('',${list(bounds)},${surface},${sameSense ? ".T." : ".F."})`);
  const outer = (edges: string[]) => add(`FACE_OUTER_BOUND('',${loop(edges)},.T.)`);
  const inner = (edges: string[]) => add(`FACE_BOUND('',${loop(edges)},.T.)`);

  const extrusion = (solid: Extrusion): string[] => {
    const at =
      (z: number) =>
      ([x, y]: Point2): Point3 => [x, y, z];
    const [bottom, top] = [at(solid.z0), at(solid.z1)];
    const height = solid.z1 - solid.z0;
    const faces: string[] = [];
    const capEdges = (loops: Segment[][], z: (p: Point2) => Point3) =>
      loops.map((segments) =>
        segments.map((segment) => {
          if (segment.kind === "line")
            return edge(z(segment.from), z(segment.to), lineCurve(z(segment.from), z(segment.to)));
          if (segment.kind === "arc") {
            const circle = add(`CIRCLE('',${placement(z(segment.centre))},${real(segment.radius)})`);
            return edge(z(segment.from), z(segment.to), circle, segment.ccw);
          }
          const controls = [segment.from, ...segment.controls, segment.to].map((p) => point(z(p)));
          const curve = add(
            `B_SPLINE_CURVE_WITH_KNOTS('',3,${list(controls)},.UNSPECIFIED.,.F.,.F.,(4,4),(0.,1.),.UNSPECIFIED.)`,
          );
          return edge(z(segment.from), z(segment.to), curve);
        }),
      );
    const loops = [solid.outline, ...solid.holes];
    const [bottomEdges, topEdges] = [capEdges(loops, bottom), capEdges(loops, top)];
    const verticals = new Map<string, string>();
    const vertical = (p: Point2) => {
      const key = p.map(real).join(",");
      let id = verticals.get(key);
      if (!id) verticals.set(key, (id = edge(bottom(p), top(p), lineCurve(bottom(p), top(p)))));
      return id;
    };
    loops.forEach((segments, l) =>
      segments.forEach((segment, s) => {
        // A wall: up the end, back along the top, down the start; outwards is to the right of the
        // segment (the material is on its left).
        const bounds = [
          outer([
            use(bottomEdges[l]![s]!, true),
            use(vertical(segment.to), true),
            use(topEdges[l]![s]!, false),
            use(vertical(segment.from), false),
          ]),
        ];
        if (segment.kind === "line") {
          const [dx, dy] = [segment.to[0] - segment.from[0], segment.to[1] - segment.from[1]];
          faces.push(face(bounds, add(`PLANE('',${placement(bottom(segment.from), [dy, -dx, 0], [dx, dy, 0])})`)));
        } else if (segment.kind === "arc") {
          const cylinder = add(`CYLINDRICAL_SURFACE('',${placement(bottom(segment.centre))},${real(segment.radius)})`);
          faces.push(face(bounds, cylinder, segment.ccw));
        } else {
          const controls = [segment.from, ...segment.controls, segment.to].map((p) => point(bottom(p)));
          const curve = add(
            `B_SPLINE_CURVE_WITH_KNOTS('',3,${list(controls)},.UNSPECIFIED.,.F.,.F.,(4,4),(0.,1.),.UNSPECIFIED.)`,
          );
          const surface = add(
            `SURFACE_OF_LINEAR_EXTRUSION('',${curve},${add(`VECTOR('',${direction([0, 0, 1])},${real(height)})`)})`,
          );
          // The extrusion's normal is the curve's direction × z: to the right of the segment.
          faces.push(face(bounds, surface));
        }
      }),
    );
    const [topLoops, bottomLoops] = [topEdges, bottomEdges];
    faces.push(
      face(
        [
          outer(topLoops[0]!.map((id) => use(id, true))),
          ...topLoops.slice(1).map((ids) => inner(ids.map((id) => use(id, true)))),
        ],
        add(`PLANE('',${placement(top([0, 0]))})`),
      ),
      face(
        [
          outer([...bottomLoops[0]!].reverse().map((id) => use(id, false))),
          ...bottomLoops.slice(1).map((ids) => inner([...ids].reverse().map((id) => use(id, false)))),
        ],
        add(`PLANE('',${placement(bottom([0, 0]), [0, 0, -1])})`),
      ),
    );
    return faces;
  };

  const revolution = (solid: Revolution): string[] => {
    // Counter-clockwise in (radius, height), so that outwards is to the right of each segment.
    const area = solid.profile.reduce((sum, [r, z], i) => {
      const [r2, z2] = solid.profile[(i + 1) % solid.profile.length]!;
      return sum + r * z2 - r2 * z;
    }, 0);
    const profile = area > 0 ? solid.profile : [...solid.profile].reverse();
    const axis = add(`AXIS1_PLACEMENT('',${point([0, 0, 0])},${direction([0, 0, 1])})`);
    const at = ([r, z]: Point2, half: 0 | 1): Point3 => [half === 0 ? r : -r, 0, z];
    // Each profile point sweeps a circle, as two half-circle edges from the meridian at 0 to π and back.
    const arcs = profile.map((p) => {
      const circle = add(`CIRCLE('',${placement([0, 0, p[1]])},${real(p[0])})`);
      return [edge(at(p, 0), at(p, 1), circle), edge(at(p, 1), at(p, 0), circle)] as const;
    });
    return profile.flatMap((a, i) => {
      const j = (i + 1) % profile.length;
      const b = profile[j]!;
      const meridians = ([0, 1] as const).map((half) =>
        edge(at(a, half), at(b, half), lineCurve(at(a, half), at(b, half))),
      );
      // The surface sweeps the meridian at angle 0; its normal is (dz, 0, −dr) there: outwards.
      const surface = add(`SURFACE_OF_REVOLUTION('',${lineCurve(at(a, 0), at(b, 0))},${axis})`);
      // Each half: along the start's half-circle, out along the far meridian, back along the end's
      // half-circle and home along the near meridian, counter-clockwise seen from outside.
      return ([0, 1] as const).map((half) => {
        const [near, far] = half === 0 ? [0, 1] : [1, 0];
        return face(
          [
            outer([
              use(arcs[i]![half]!, true),
              use(meridians[far]!, true),
              use(arcs[j]![half]!, false),
              use(meridians[near]!, false),
            ]),
          ],
          surface,
        );
      });
    });
  };

  const breps = model.solids.map((solid) => {
    const faces = solid.kind === "extrusion" ? extrusion(solid) : revolution(solid);
    const shell = add(`CLOSED_SHELL('',${list(faces)})`);
    return add(`MANIFOLD_SOLID_BREP(${stepString(solid.name)},${shell})`);
  });
  const origin = placement([0, 0, 0]);
  if (breps.length === 1) {
    const representation = add(
      `ADVANCED_BREP_SHAPE_REPRESENTATION(${stepString(model.name)},${list([...breps, origin])},${geometry})`,
    );
    add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);
  } else {
    // An assembly, as CAD programs export one: each solid a part of its own, named, placed in the
    // assembly where it was modelled (an identity transformation).
    const assembly = add(`SHAPE_REPRESENTATION(${stepString(model.name)},(${origin}),${geometry})`);
    add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${assembly})`);
    model.solids.forEach((solid, i) => {
      const part = add(
        `PRODUCT(${stepString(`${model.name}-${i + 1}`)},${stepString(solid.name)},'',(${productContext}))`,
      );
      add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${part}))`);
      const partFormation = add(`PRODUCT_DEFINITION_FORMATION('','',${part})`);
      const partDefinition = add(`PRODUCT_DEFINITION('design','',${partFormation},${definitionContext})`);
      const partShape = add(`PRODUCT_DEFINITION_SHAPE('','',${partDefinition})`);
      const partOrigin = placement([0, 0, 0]);
      const representation = add(
        `ADVANCED_BREP_SHAPE_REPRESENTATION(${stepString(solid.name)},${list([breps[i]!, partOrigin])},${geometry})`,
      );
      add(`SHAPE_DEFINITION_REPRESENTATION(${partShape},${representation})`);
      const usage = add(
        `NEXT_ASSEMBLY_USAGE_OCCURRENCE('${i + 1}',${stepString(solid.name)},'',${definition},${partDefinition},$)`,
      );
      const transformation = add(`ITEM_DEFINED_TRANSFORMATION('','',${partOrigin},${origin})`);
      const relationship = add(
        `(REPRESENTATION_RELATIONSHIP('','',${representation},${assembly})` +
          `REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION(${transformation})SHAPE_REPRESENTATION_RELATIONSHIP())`,
      );
      add(
        `CONTEXT_DEPENDENT_SHAPE_REPRESENTATION(${relationship},${add(`PRODUCT_DEFINITION_SHAPE('Placement','',${usage})`)})`,
      );
    });
  }

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

/* ------------------------------------------------------------------------------------------ */
/* STL from OpenCascade's mesh                                                                */
/* ------------------------------------------------------------------------------------------ */

/** A mesh as occt-import-js gives it: positions, and triangles as indices into them. */
export interface TriangleMesh {
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}

function corners(mesh: TriangleMesh, triangle: number): [Point3, Point3, Point3] {
  const p = mesh.attributes.position.array;
  const corner = (k: number): Point3 => {
    const i = mesh.index.array[3 * triangle + k]!;
    return [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!];
  };
  return [corner(0), corner(1), corner(2)];
}

/** The meshes as a binary STL: an 80-byte header, the triangle count, then 50 bytes a triangle. */
export function toStl(model: DemoModel, meshes: TriangleMesh[]): Buffer {
  const triangles = meshes.flatMap((mesh) =>
    Array.from({ length: mesh.index.array.length / 3 }, (_, t) => corners(mesh, t)),
  );
  const buffer = Buffer.alloc(84 + 50 * triangles.length);
  buffer.write(`${model.name}: ${model.description}`.slice(0, 80), 0, "ascii");
  buffer.writeUInt32LE(triangles.length, 80);
  triangles.forEach(([a, b, c], index) => {
    const offset = 84 + 50 * index;
    const [u, v] = [
      [b[0] - a[0], b[1] - a[1], b[2] - a[2]],
      [c[0] - a[0], c[1] - a[1], c[2] - a[2]],
    ] as const;
    const n = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const length = Math.hypot(...n) || 1;
    [n.map((value) => value / length), a, b, c].forEach((vector, k) =>
      vector.forEach((value, axis) => buffer.writeFloatLE(value, offset + 12 * k + 4 * axis)),
    );
  });
  return buffer;
}

/** The volume a mesh encloses, in mm³: positive when its triangles face outwards. */
export function meshVolume(meshes: TriangleMesh[]): number {
  let sum = 0;
  for (const mesh of meshes) {
    for (let t = 0; t < mesh.index.array.length / 3; t++) {
      const [a, b, c] = corners(mesh, t);
      sum +=
        a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0]);
    }
  }
  return sum / 6;
}

/**
 * The demo gearbox project's engineering drawing, made by code: a two-sheet A3 drawing of the spur
 * gear pair of demo-models.ts, written as a vector PDF by hand (PDF 1.4: objects, an xref table,
 * a trailer; uncompressed content streams of lines, Bézier arcs and text in the standard
 * Helvetica fonts, so that nothing has to be embedded and a test can read it).
 *
 * Sheet 1 is the assembly: the view along the gear axes and the view from below, the centre
 * distance, tip diameters, bores and face widths dimensioned, item balloons, the parts list,
 * notes and the revision table. Sheet 2 is the wheel's detail: its view, section A-A and the gear
 * data. Both have the frame, its grid references and the title block. The geometry is read from
 * the gear pair's model, so the drawing cannot drift from it; the date is fixed, so the file is
 * the same every time it is made.
 *
 * `npx tsx scripts/make-demo-drawings.ts` writes it to supabase/seed/media/demo/files/;
 * tests/unit/demo-drawings.test.ts checks the file there is exactly what this code makes.
 * Sheet lengths are millimetres at 1:1 (each page's content maps them to points).
 */
import { demoModels, type DemoModel } from "./demo-models";

type Point = readonly [number, number];
type Solid = DemoModel["solids"][number];
type Extrusion = Extract<Solid, { kind: "extrusion" }>;

export const GEAR_PAIR_DRAWING = {
  fileName: "gear-pair-drawing.pdf",
  title: "Spur gear pair, first stage",
  number: "GB-100",
  revision: "B",
  scale: "1:1",
  units: "mm",
  drawnBy: "Alex Rivera",
  date: "2026-01-01",
  material: "6061-T6 aluminium",
} as const;

/** The pressure angle of demo-models.ts's spurGear (degrees), which a gear's outline does not record. */
const PRESSURE_ANGLE = 20;

/* ------------------------------------------------------------------------------------------ */
/* The gear pair, as modelled                                                                 */
/* ------------------------------------------------------------------------------------------ */

interface Gear {
  name: string;
  teeth: number;
  module: number;
  centre: Point;
  pitch: number;
  tip: number;
  root: number;
  bore: number;
  /** Holes besides the bore: centre and radius. */
  holes: Array<{ centre: Point; radius: number }>;
  z0: number;
  z1: number;
}

/** A gear's figures from its extruded solid: tip and root arcs, bore and holes (each two half-circles). */
function gearOf(solid: Extrusion): Gear {
  const arcs = solid.outline.filter((segment) => segment.kind === "arc");
  const tip = Math.max(...arcs.map((arc) => arc.radius));
  const root = Math.min(...arcs.map((arc) => arc.radius));
  const teeth = arcs.filter((arc) => arc.radius === tip).length;
  const circles = solid.holes.map((loop) => {
    const first = loop[0]!;
    if (first.kind !== "arc") throw new Error(`${solid.name}: a hole that is not a circle`);
    return { centre: first.centre, radius: first.radius };
  });
  const [bore, ...holes] = circles;
  // Tip = pitch + one module, pitch = module × teeth / 2.
  const module = (2 * tip) / (teeth + 2);
  return {
    name: solid.name,
    teeth,
    module,
    centre: bore!.centre,
    pitch: (module * teeth) / 2,
    tip,
    root,
    bore: bore!.radius,
    holes,
    z0: solid.z0,
    z1: solid.z1,
  };
}

function gearPair(): { pinion: Gear; wheel: Gear } {
  const model = demoModels().find((candidate) => candidate.name === "spur-gear-pair")!;
  const [pinion, wheel] = model.solids.map((solid) => {
    if (solid.kind !== "extrusion") throw new Error("spur-gear-pair: a gear that is not extruded");
    return gearOf(solid);
  });
  return { pinion: pinion!, wheel: wheel! };
}

/** A length as a drawing writes it: no trailing zeros, at most two decimals. */
const figure = (value: number) => String(Math.round(value * 100) / 100);

/* ------------------------------------------------------------------------------------------ */
/* Text: Helvetica's widths (its AFM metrics) and PDF strings in WinAnsiEncoding              */
/* ------------------------------------------------------------------------------------------ */

type Font = "regular" | "bold";

/** Advance widths (1/1000 em) of the characters 32–126. */
const ASCII_WIDTHS: Record<Font, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
};

/** The few characters beyond ASCII a drawing needs: their WinAnsi code and width (the same in both fonts). */
const SYMBOLS: Record<string, { code: number; width: number }> = {
  Ø: { code: 0o330, width: 778 },
  "°": { code: 0o260, width: 400 },
  "×": { code: 0o327, width: 584 },
};

/** Helvetica's cap height, as a share of the font size. */
const CAP_HEIGHT = 0.718;

function charWidth(char: string, font: Font): number {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32]!;
  const symbol = SYMBOLS[char];
  if (!symbol) throw new Error(`No glyph for ${JSON.stringify(char)}`);
  return symbol.width;
}

export function textWidth(text: string, size: number, font: Font = "regular"): number {
  return ([...text].reduce((sum, char) => sum + charWidth(char, font), 0) * size) / 1000;
}

/** A PDF literal string, in ASCII: ( ) \ escaped, and the symbols as octal codes. */
function pdfString(text: string): string {
  return `(${[...text]
    .map((char) => {
      if (char === "(" || char === ")" || char === "\\") return `\\${char}`;
      const symbol = SYMBOLS[char];
      if (symbol) return `\\${symbol.code.toString(8)}`;
      charWidth(char, "regular");
      return char;
    })
    .join("")})`;
}

/* ------------------------------------------------------------------------------------------ */
/* Drawing on a sheet                                                                         */
/* ------------------------------------------------------------------------------------------ */

/** A number in a content stream: three decimals at most, no exponent, no "-0". */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) || rounded === 0 ? "0" : String(rounded);
}
const xy = ([x, y]: Point) => `${num(x)} ${num(y)}`;
const polar = (radius: number, degrees: number, [cx, cy]: Point = [0, 0]): Point => [
  cx + radius * Math.cos((degrees * Math.PI) / 180),
  cy + radius * Math.sin((degrees * Math.PI) / 180),
];
const add = ([ax, ay]: Point, [bx, by]: Point): Point => [ax + bx, ay + by];

/**
 * ISO 128 line types: thick continuous (visible outlines), thin continuous (dimensions,
 * extension and leader lines, hatching), thin dashed (hidden outlines), thin long-dash-dotted
 * (centre and pitch lines), and the frame's heavier line.
 */
const PENS = {
  frame: { width: 0.7, dash: [] },
  thick: { width: 0.5, dash: [] },
  thin: { width: 0.25, dash: [] },
  hidden: { width: 0.25, dash: [2.5, 1] },
  centre: { width: 0.25, dash: [8, 1.5, 1, 1.5] },
} as const satisfies Record<string, { width: number; dash: readonly number[] }>;
type Pen = keyof typeof PENS;

const ARROW = { length: 3, halfWidth: 0.55 };
const TEXT = { dimension: 3.5, label: 2.2, table: 3 };

class Sheet {
  readonly ops: string[] = [
    // Millimetres on the sheet: 72 / 25.4 points each.
    `${num(72 / 25.4)} 0 0 ${num(72 / 25.4)} 0 0 cm`,
    // Round joins, butt caps; black lines and text.
    "1 j 0 J 0 G 0 g",
  ];
  private pen: Pen | null = null;

  use(pen: Pen): this {
    if (this.pen !== pen) {
      const { width, dash } = PENS[pen];
      this.ops.push(`${num(width)} w [${dash.map(num).join(" ")}] 0 d`);
      this.pen = pen;
    }
    return this;
  }

  line(a: Point, b: Point): this {
    this.ops.push(`${xy(a)} m ${xy(b)} l S`);
    return this;
  }

  polyline(points: Point[], closed = false): this {
    const [first, ...rest] = points;
    this.ops.push(`${xy(first!)} m ${rest.map((p) => `${xy(p)} l`).join(" ")} ${closed ? "s" : "S"}`);
    return this;
  }

  rect(x: number, y: number, width: number, height: number): this {
    this.ops.push(`${num(x)} ${num(y)} ${num(width)} ${num(height)} re S`);
    return this;
  }

  /** Bézier pieces of at most 90° approximating the arc, as path operators (no move to its start). */
  private arcPath(centre: Point, radius: number, from: number, to: number): string {
    const pieces = Math.max(1, Math.ceil(Math.abs(to - from) / 90 - 1e-9));
    const step = (to - from) / pieces;
    const k = (4 / 3) * Math.tan((step * Math.PI) / 720);
    const parts: string[] = [];
    for (let i = 0; i < pieces; i++) {
      const [a, b] = [from + i * step, from + (i + 1) * step];
      const [p0, p3] = [polar(radius, a, centre), polar(radius, b, centre)];
      const tangent = (angle: number, scale: number): Point => polar(radius * k * scale, angle + 90);
      parts.push(`${xy(add(p0, tangent(a, 1)))} ${xy(add(p3, tangent(b, -1)))} ${xy(p3)} c`);
    }
    return parts.join(" ");
  }

  arc(centre: Point, radius: number, from: number, to: number): this {
    this.ops.push(`${xy(polar(radius, from, centre))} m ${this.arcPath(centre, radius, from, to)} S`);
    return this;
  }

  circle(centre: Point, radius: number): this {
    this.ops.push(`${xy(polar(radius, 0, centre))} m ${this.arcPath(centre, radius, 0, 360)} h S`);
    return this;
  }

  /** A filled dot, where a leader ends on a surface. */
  dot(centre: Point, radius = 0.6): this {
    this.ops.push(`${xy(polar(radius, 0, centre))} m ${this.arcPath(centre, radius, 0, 360)} h f`);
    return this;
  }

  /** A closed, filled arrowhead, its tip at `tip`, pointing along `direction` (degrees). */
  arrow(tip: Point, direction: number): this {
    const base = polar(-ARROW.length, direction, tip);
    const side = polar(ARROW.halfWidth, direction + 90);
    this.ops.push(`${xy(tip)} m ${xy(add(base, side))} l ${xy(add(base, [-side[0], -side[1]]))} l h f`);
    return this;
  }

  text(
    content: string,
    at: Point,
    { size = TEXT.dimension, font = "regular" as Font, align = "left", angle = 0 } = {},
  ): this {
    const width = textWidth(content, size, font);
    const shift = align === "centre" ? width / 2 : align === "right" ? width : 0;
    const [cos, sin] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
    const origin: Point = [at[0] - shift * cos, at[1] - shift * sin];
    this.ops.push(
      `BT /${font === "bold" ? "F2" : "F1"} ${num(size)} Tf ${num(cos)} ${num(sin)} ${num(-sin)} ${num(cos)} ${xy(origin)} Tm ${pdfString(content)} Tj ET`,
    );
    return this;
  }

  /** Thin 45° hatching inside a rectangle (a cut face). */
  hatch(x: number, y: number, width: number, height: number, spacing = 2): this {
    const pen = this.pen;
    this.ops.push("q", `${num(x)} ${num(y)} ${num(width)} ${num(height)} re W n`);
    this.pen = null;
    this.use("thin");
    for (let c = -height; c < width; c += spacing) this.line([x + c, y], [x + c + height, y + height]);
    this.ops.push("Q");
    // Q gives back the pen that was in use before q.
    this.pen = pen;
    return this;
  }

  /* Dimensions -------------------------------------------------------------------------- */

  /**
   * A horizontal dimension between x1 and x2 on the line y: extension lines from the features
   * (at y1 and y2, a 1 mm gap from them, 2 mm past the line), arrows inside, the value above.
   */
  horizontal(x1: number, y1: number, x2: number, y2: number, y: number, label: string, { gap = 1 } = {}): this {
    this.use("thin");
    for (const [x, from] of [
      [x1, y1],
      [x2, y2],
    ] as const) {
      const side = Math.sign(y - from);
      this.line([x, from + side * gap], [x, y + side * 2]);
    }
    this.line([x1, y], [x2, y]);
    this.arrow([x1, y], 180).arrow([x2, y], 0);
    return this.text(label, [(x1 + x2) / 2, y + 1], { align: "centre" });
  }

  /** A vertical dimension, its value turned to read from the right, left of the line. */
  vertical(y1: number, x1: number, y2: number, x2: number, x: number, label: string, { gap = 1 } = {}): this {
    this.use("thin");
    for (const [y, from] of [
      [y1, x1],
      [y2, x2],
    ] as const) {
      const side = Math.sign(x - from);
      this.line([from + side * gap, y], [x + side * 2, y]);
    }
    this.line([x, y1], [x, y2]);
    this.arrow([x, y1], y1 < y2 ? 270 : 90).arrow([x, y2], y1 < y2 ? 90 : 270);
    return this.text(label, [x - 1, (y1 + y2) / 2], { align: "centre", angle: 90 });
  }

  /**
   * A leader to a circle's edge: the arrow on the circle at `angle` (pointing to its centre, the
   * line running out to `reach` from the centre), then a shoulder with the text on it, and an
   * optional second line under it.
   */
  leader(centre: Point, radius: number, angle: number, reach: number, lines: string[], side: "left" | "right"): this {
    const tip = polar(radius, angle, centre);
    const knee = polar(reach, angle, centre);
    const width = Math.max(...lines.map((line) => textWidth(line, TEXT.dimension))) + 2;
    const end: Point = [knee[0] + (side === "right" ? width : -width), knee[1]];
    this.use("thin")
      .polyline([tip, knee, end])
      .arrow(tip, angle + 180);
    const x = side === "right" ? knee[0] + 1 : knee[0] - 1;
    const align = side === "right" ? "left" : "right";
    this.text(lines[0]!, [x, knee[1] + 1], { align });
    if (lines[1]) this.text(lines[1], [x, knee[1] - 1 - TEXT.dimension * CAP_HEIGHT], { align });
    return this;
  }

  /** An item balloon: its number in a circle, with a leader ending in a dot on the part. */
  balloon(item: number, at: Point, on: Point): this {
    const radius = 4;
    const direction = Math.atan2(on[1] - at[1], on[0] - at[0]);
    const edge: Point = [at[0] + radius * Math.cos(direction), at[1] + radius * Math.sin(direction)];
    this.use("thin").circle(at, radius).line(edge, on).dot(on);
    const size = 4;
    return this.text(String(item), [at[0], at[1] - (size * CAP_HEIGHT) / 2], { size, align: "centre" });
  }

  /** An angle between two radial lines about `centre`, as an arc at `radius` with its value outside. */
  angular(centre: Point, radius: number, from: number, to: number, label: string): this {
    this.use("thin").arc(centre, radius, from, to);
    this.arrow(polar(radius, from, centre), from - 90).arrow(polar(radius, to, centre), to + 90);
    const at = polar(radius + 2.5, (from + to) / 2, centre);
    return this.text(label, [at[0] + 0.5, at[1]], { align: "left" });
  }

  /** A centre cross of a circle: both centre lines, `overshoot` past its edge. */
  centreCross(centre: Point, radius: number, overshoot = 4): this {
    const reach = radius + overshoot;
    this.use("centre");
    this.line([centre[0] - reach, centre[1]], [centre[0] + reach, centre[1]]);
    return this.line([centre[0], centre[1] - reach], [centre[0], centre[1] + reach]);
  }

  /** A table's cell text, in a row from y (bottom) of height h. */
  cell(content: string, x: number, y: number, h: number, { size = TEXT.table, font = "regular" as Font } = {}): this {
    return this.text(content, [x + 2, y + (h - size * CAP_HEIGHT) / 2], { size, font });
  }

  content(): string {
    return `${this.ops.join("\n")}\n`;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Frame and title block                                                                      */
/* ------------------------------------------------------------------------------------------ */

/** A3 landscape, in mm and in points. */
const SHEET = { width: 420, height: 297 };
const MEDIA_BOX = "[0 0 1190.55 841.89]";
/** The frame (ISO 5457): 20 mm margin on the left for filing, 10 mm on the other sides. */
const FRAME = { left: 20, right: 410, bottom: 10, top: 287 };
/** The title block's and tables' column: the frame's bottom right corner, 180 mm wide. */
const BLOCK = { left: 230, right: 410 };

function frame(sheet: Sheet): void {
  const { left, right, bottom, top } = FRAME;
  sheet.use("frame").rect(left, bottom, right - left, top - bottom);
  // Centring marks, from the sheet's edge to 5 mm inside the frame.
  sheet.use("thick");
  sheet.line([SHEET.width / 2, 0], [SHEET.width / 2, bottom + 5]);
  sheet.line([SHEET.width / 2, SHEET.height], [SHEET.width / 2, top - 5]);
  sheet.line([0, SHEET.height / 2], [left + 5, SHEET.height / 2]);
  sheet.line([SHEET.width, SHEET.height / 2], [right - 5, SHEET.height / 2]);
  // Grid references: columns 1–8 left to right, rows A–F top to bottom.
  sheet.use("thin");
  const [columns, rows] = [8, 6];
  const [columnWidth, rowHeight] = [(right - left) / columns, (top - bottom) / rows];
  for (let i = 0; i < columns; i++) {
    const x = left + i * columnWidth;
    if (i > 0) sheet.line([x, top], [x, top + 5]).line([x, bottom], [x, bottom - 5]);
    const middle = x + columnWidth / 2;
    sheet.text(String(i + 1), [middle, top + 3.5], { size: 3, align: "centre" });
    sheet.text(String(i + 1), [middle, bottom - 6.5], { size: 3, align: "centre" });
  }
  for (let i = 0; i < rows; i++) {
    const y = top - i * rowHeight;
    if (i > 0) sheet.line([left, y], [left - 5, y]).line([right, y], [right + 5, y]);
    const middle = y - rowHeight / 2 - 1.1;
    const letter = String.fromCharCode(65 + i);
    sheet.text(letter, [left - 4, middle], { size: 3, align: "centre" });
    sheet.text(letter, [right + 5, middle], { size: 3, align: "centre" });
  }
}

/** The third-angle projection symbol (ISO 5456-2), its axis at `at`. */
function projectionSymbol(sheet: Sheet, [x, y]: Point): void {
  sheet.use("thick").polyline(
    [
      [x, y - 3],
      [x + 7, y - 1.5],
      [x + 7, y + 1.5],
      [x, y + 3],
    ],
    true,
  );
  sheet.circle([x + 13, y], 3).circle([x + 13, y], 1.5);
  sheet.use("centre").line([x - 1.5, y], [x + 17.5, y]);
  sheet.line([x + 13, y - 4], [x + 13, y + 4]);
}

/** The title block (ISO 7200's fields), 180 × 36 mm in the frame's bottom right corner. */
function titleBlock(sheet: Sheet, sheetNumber: number, sheets: number): void {
  const { left, right } = BLOCK;
  const bottom = FRAME.bottom;
  const [row3, row2, row1, top] = [bottom, bottom + 11, bottom + 22, bottom + 36];
  sheet.use("thick").rect(left, bottom, right - left, top - bottom);
  sheet.use("thin");
  sheet.line([left, row1], [right, row1]).line([left, row2], [right, row2]);
  const field = (label: string, value: string, x: number, y: number, h: number, size = 3.5, font: Font = "regular") => {
    sheet.text(label, [x + 1.5, y + h - 3], { size: TEXT.label });
    sheet.text(value, [x + 1.5, y + 2], { size, font });
  };
  // Row 1: the title, and the projection.
  sheet.line([right - 40, row1], [right - 40, top]);
  field("Title", GEAR_PAIR_DRAWING.title, left, row1, 14, 5, "bold");
  sheet.text("Projection", [right - 38.5, top - 3], { size: TEXT.label });
  projectionSymbol(sheet, [right - 31, row1 + 5]);
  sheet.use("thin");
  // Row 2: drawing number, revision, scale, units, sheet.
  let x = left;
  for (const [label, value, width, font] of [
    ["Drawing number", GEAR_PAIR_DRAWING.number, 45, "bold"],
    ["Revision", GEAR_PAIR_DRAWING.revision, 20, "bold"],
    ["Scale", GEAR_PAIR_DRAWING.scale, 25, "regular"],
    ["Units", GEAR_PAIR_DRAWING.units, 25, "regular"],
  ] as const) {
    field(label, value, x, row2, 11, 4, font);
    x += width;
    sheet.line([x, row2], [x, row1]);
  }
  sheet.text(`Sheet ${sheetNumber} of ${sheets}`, [(x + right) / 2, row2 + 4], {
    size: 4,
    font: "bold",
    align: "centre",
  });
  // Row 3: who drew it, when, and the general tolerances.
  x = left;
  for (const [label, value, width] of [
    ["Drawn by", GEAR_PAIR_DRAWING.drawnBy, 60],
    ["Date", GEAR_PAIR_DRAWING.date, 50],
    ["General tolerances", "ISO 2768-m", 70],
  ] as const) {
    field(label, value, x, row3, 11);
    x += width;
    if (x < right) sheet.line([x, row3], [x, row2]);
  }
}

/** A table: rows of cells from `top` down, each `h` high, columns of the given widths from `left`. */
function table(
  sheet: Sheet,
  left: number,
  top: number,
  h: number,
  widths: number[],
  rows: Array<Array<string>>,
  heading: number[] = [],
): void {
  const right = left + widths.reduce((sum, width) => sum + width, 0);
  const bottom = top - h * rows.length;
  sheet.use("thin");
  rows.forEach((cells, r) => {
    const y = top - h * (r + 1);
    if (r < rows.length - 1) sheet.line([left, y], [right, y]);
    let x = left;
    cells.forEach((content, c) => {
      sheet.cell(content, x, y, h, { font: heading.includes(r) ? "bold" : "regular" });
      x += widths[c]!;
      // A row of one cell spans the table.
      if (cells.length > 1 && c < widths.length - 1) sheet.line([x, y], [x, y + h]);
    });
  });
  sheet.use("thick").rect(left, bottom, right - left, top - bottom);
}

function notes(sheet: Sheet, top: number, lines: string[]): void {
  sheet.text("NOTES", [BLOCK.left + 2, top], { size: 3.5, font: "bold" });
  lines.forEach((line, i) => sheet.text(`${i + 1}.  ${line}`, [BLOCK.left + 2, top - 6 * (i + 1)], { size: 3 }));
}

/* ------------------------------------------------------------------------------------------ */
/* Sheet 1: the assembly                                                                      */
/* ------------------------------------------------------------------------------------------ */

function assemblySheet(pinion: Gear, wheel: Gear): Sheet {
  const sheet = new Sheet();
  frame(sheet);
  titleBlock(sheet, 1, 2);
  sheet.text("ASSEMBLY", [FRAME.left + 8, FRAME.top - 12], { size: 5, font: "bold" });
  sheet.text("Spur gear pair of the first stage, items 1 and 2", [FRAME.left + 8, FRAME.top - 18], { size: 3 });

  // The view along the gear axes, the pinion's centre at P (the model's origin).
  const P: Point = [95, 190];
  const at = ({ centre }: { centre: Point }): Point => [
    P[0] + centre[0] - pinion.centre[0],
    P[1] + centre[1] - pinion.centre[1],
  ];
  const [p, w] = [at(pinion), at(wheel)];
  for (const gear of [pinion, wheel]) {
    const c = at(gear);
    sheet.use("thick").circle(c, gear.tip).circle(c, gear.bore);
    for (const hole of gear.holes) sheet.circle(at({ centre: hole.centre }), hole.radius);
    sheet.use("centre").circle(c, gear.pitch);
    sheet.line([c[0], c[1] - gear.tip - 4], [c[0], c[1] + gear.tip + 4]);
  }
  // The wheel's holes: their pitch circle and radial centre lines.
  const holeRing = wheel.holes.map((hole) => ({
    radius: hole.radius,
    distance: Math.hypot(hole.centre[0] - wheel.centre[0], hole.centre[1] - wheel.centre[1]),
    angle: (Math.atan2(hole.centre[1] - wheel.centre[1], hole.centre[0] - wheel.centre[0]) * 180) / Math.PI,
  }));
  sheet.use("centre");
  if (holeRing.length > 0) sheet.circle(w, holeRing[0]!.distance);
  for (const hole of holeRing)
    sheet.line(
      polar(hole.distance - hole.radius - 2, hole.angle, w),
      polar(hole.distance + hole.radius + 2, hole.angle, w),
    );
  // The centre line through both axes; each axis's own (above) runs on as an extension line of the
  // centre distance.
  sheet.line([p[0] - pinion.tip - 4, p[1]], [w[0] + wheel.tip + 4, w[1]]);
  const distanceLine = P[1] + wheel.tip + 14;
  sheet.horizontal(p[0], p[1] + pinion.tip + 4, w[0], w[1] + wheel.tip + 4, distanceLine, figure(w[0] - p[0]), {
    gap: 0,
  });
  // Bores.
  sheet.leader(p, pinion.bore, 135, pinion.tip + 10, [`Ø${figure(2 * pinion.bore)}`], "left");
  sheet.leader(w, wheel.bore, 60, wheel.tip + 10, [`Ø${figure(2 * wheel.bore)}`], "right");
  // Items.
  sheet.balloon(1, [p[0] - 33, p[1] - 30], polar((pinion.bore + pinion.root) / 2, 225, p));
  sheet.balloon(2, [w[0] + 42, w[1] - 40], polar((holeRing[0]?.distance ?? wheel.bore) + 7, 300, w));

  // The view from below (third angle: placed below), the gears' z upwards.
  const base = 110;
  const side = (gear: Gear) => ({
    left: at(gear)[0] - gear.tip,
    right: at(gear)[0] + gear.tip,
    bottom: base + gear.z0,
    top: base + gear.z1,
  });
  const [ps, ws] = [side(pinion), side(wheel)];
  sheet.use("thick").rect(ps.left, ps.bottom, ps.right - ps.left, ps.top - ps.bottom);
  // The wheel's outline, hidden where the pinion's teeth are in front of it at the mesh.
  sheet.polyline([
    [ps.right, ws.bottom],
    [ws.right, ws.bottom],
    [ws.right, ws.top],
    [ps.right, ws.top],
  ]);
  sheet.use("hidden");
  sheet.polyline([
    [ps.right, ws.bottom],
    [ws.left, ws.bottom],
    [ws.left, ws.top],
    [ps.right, ws.top],
  ]);
  // Bores and holes, hidden.
  const hiddenHole = (x: number, radius: number, s: typeof ps) => {
    sheet.line([x - radius, s.bottom], [x - radius, s.top]).line([x + radius, s.bottom], [x + radius, s.top]);
  };
  hiddenHole(p[0], pinion.bore, ps);
  hiddenHole(w[0], wheel.bore, ws);
  const holeXs = [
    ...new Set(holeRing.map((hole) => figure(w[0] + hole.distance * Math.cos((hole.angle * Math.PI) / 180)))),
  ].map(Number);
  for (const x of holeXs) hiddenHole(x, holeRing[0]!.radius, ws);
  // Axes, the holes' axes and the pitch line where the gears mesh.
  sheet.use("centre");
  for (const x of [p[0], w[0]]) sheet.line([x, base - 4], [x, base + pinion.z1 + 4]);
  for (const x of holeXs.filter((x) => Math.abs(x - w[0]) > 1)) sheet.line([x, ws.bottom - 2], [x, ws.top + 2]);
  sheet.line([p[0] + pinion.pitch, base - 3], [p[0] + pinion.pitch, base + pinion.z1 + 3]);
  // Tip diameters and face widths.
  sheet.horizontal(ps.left, ps.bottom, ps.right, ps.bottom, base - 10, `Ø${figure(2 * pinion.tip)}`);
  sheet.horizontal(ws.left, ps.top, ws.right, ws.top, base + pinion.z1 + 10, `Ø${figure(2 * wheel.tip)}`);
  sheet.vertical(ps.bottom, ps.left, ps.top, ps.left, ps.left - 10, figure(pinion.z1 - pinion.z0));
  sheet.vertical(ws.bottom, ws.right, ws.top, ws.right, ws.right + 10, figure(wheel.z1 - wheel.z0));

  // Revision table (top right), notes, parts list (above the title block, numbered upwards).
  table(
    sheet,
    BLOCK.left + 55,
    FRAME.top,
    7,
    [15, 85, 25],
    [
      ["Rev", "Description", "Date"],
      ["A", "First issue", "2025-11-14"],
      ["B", `Wheel: six Ø${figure(2 * (holeRing[0]?.radius ?? 0))} lightening holes added`, GEAR_PAIR_DRAWING.date],
    ],
    [0],
  );
  notes(sheet, 118, [
    `Spur gears, module ${figure(pinion.module)}, pressure angle ${PRESSURE_ANGLE}°, involute (ISO 53).`,
    `Centre distance ${figure(w[0] - p[0])} mm: standard, no profile shift.`,
    "Both gears 6061-T6 aluminium, see parts list.",
    "Remove all burrs and sharp edges.",
    "Wheel detail and gear data: sheet 2.",
  ]);
  table(
    sheet,
    BLOCK.left,
    FRAME.bottom + 36 + 21,
    7,
    [15, 70, 75, 20],
    [
      ["2", wheel.name, GEAR_PAIR_DRAWING.material, "1"],
      ["1", pinion.name, GEAR_PAIR_DRAWING.material, "1"],
      ["Item", "Part name", "Material", "Qty"],
    ],
    [2],
  );
  return sheet;
}

/* ------------------------------------------------------------------------------------------ */
/* Sheet 2: the wheel                                                                         */
/* ------------------------------------------------------------------------------------------ */

function wheelSheet(pinion: Gear, wheel: Gear): Sheet {
  const sheet = new Sheet();
  frame(sheet);
  titleBlock(sheet, 2, 2);
  sheet.text(`ITEM 2: ${wheel.name.toUpperCase()}`, [FRAME.left + 8, FRAME.top - 12], { size: 5, font: "bold" });
  sheet.text(
    `Detail of the assembly's wheel, ${GEAR_PAIR_DRAWING.material}, quantity 1`,
    [FRAME.left + 8, FRAME.top - 18],
    {
      size: 3,
    },
  );

  // The view along the axis, centre C.
  const C: Point = [105, 180];
  const holes = wheel.holes.map((hole) => ({
    radius: hole.radius,
    distance: Math.hypot(hole.centre[0] - wheel.centre[0], hole.centre[1] - wheel.centre[1]),
    angle: (Math.atan2(hole.centre[1] - wheel.centre[1], hole.centre[0] - wheel.centre[0]) * 180) / Math.PI,
  }));
  const ring = holes[0]!;
  sheet.use("thick").circle(C, wheel.tip).circle(C, wheel.bore);
  for (const hole of holes) sheet.circle(polar(hole.distance, hole.angle, C), hole.radius);
  sheet.use("thin").circle(C, wheel.root);
  sheet.use("centre").circle(C, wheel.pitch).circle(C, ring.distance);
  sheet.centreCross(C, wheel.tip);
  for (const hole of holes) {
    // The first hole's centre line runs on to the angle's dimension.
    const reach = hole === ring ? wheel.tip + 4 : hole.distance + hole.radius + 2;
    sheet.use("centre").line(polar(hole.distance - hole.radius - 2, hole.angle, C), polar(reach, hole.angle, C));
  }
  sheet.use("thin").line(polar(wheel.tip + 4, ring.angle, C), polar(wheel.tip + 12, ring.angle, C));
  sheet.line(polar(wheel.tip + 4, 0, C), polar(wheel.tip + 12, 0, C));
  sheet.angular(C, wheel.tip + 10, 0, ring.angle, `${figure(ring.angle)}°`);
  // The holes: one leader for all six.
  const lower = holes.reduce((best, hole) => (Math.abs(hole.angle + 150) < Math.abs(best.angle + 150) ? hole : best));
  sheet.leader(
    polar(lower.distance, lower.angle, C),
    lower.radius,
    225,
    34,
    [`${holes.length}× Ø${figure(2 * lower.radius)} THRU`, `EQ. SP. ON Ø${figure(2 * lower.distance)}`],
    "left",
  );

  // The cutting plane A-A through the axis and two holes, looking left (the section on the right).
  // Its thick ends go on from the centre line's ends.
  for (const sign of [1, -1]) {
    const [y, arrowY] = [C[1] + sign * (wheel.tip + 4), C[1] + sign * (wheel.tip + 8)];
    sheet.use("thick").line([C[0], y], [C[0], y + sign * 6]);
    sheet
      .use("thin")
      .line([C[0], arrowY], [C[0] - 8, arrowY])
      .arrow([C[0] - 8, arrowY], 180);
    const baseline = arrowY + (sign > 0 ? 1 : -1 - 5 * CAP_HEIGHT);
    sheet.text("A", [C[0] - 9.5, baseline], { size: 5, font: "bold", align: "right" });
  }

  // Section A-A: the face width across, the cut faces hatched (bore and the two holes open).
  const S = { left: 170, right: 170 + (wheel.z1 - wheel.z0) };
  const width = S.right - S.left;
  const solid: Array<[number, number]> = [];
  let from = wheel.bore;
  for (const hole of holes.filter((hole) => Math.abs(Math.abs(hole.angle) - 90) < 1e-6).slice(0, 1)) {
    solid.push([from, hole.distance - hole.radius]);
    from = hole.distance + hole.radius;
  }
  solid.push([from, wheel.tip]);
  for (const sign of [1, -1])
    for (const [r0, r1] of solid) {
      const [y0, y1] = [C[1] + sign * r0, C[1] + sign * r1].sort((a, b) => a - b) as [number, number];
      sheet.hatch(S.left, y0, width, y1 - y0);
      sheet.use("thick").rect(S.left, y0, width, y1 - y0);
    }
  sheet.use("centre");
  sheet.line([S.left - 4, C[1]], [S.right + 4, C[1]]);
  for (const r of [ring.distance, wheel.pitch])
    for (const sign of [1, -1]) sheet.line([S.left - 3, C[1] + sign * r], [S.right + 3, C[1] + sign * r]);
  sheet.text("SECTION A-A", [(S.left + S.right) / 2, C[1] + wheel.tip + 8], {
    size: 3.5,
    font: "bold",
    align: "centre",
  });
  sheet.vertical(C[1] - wheel.bore, S.right, C[1] + wheel.bore, S.right, S.right + 11, `Ø${figure(2 * wheel.bore)} H7`);
  sheet.vertical(C[1] - wheel.tip, S.right, C[1] + wheel.tip, S.right, S.right + 24, `Ø${figure(2 * wheel.tip)}`);
  sheet.horizontal(S.left, C[1] - wheel.tip, S.right, C[1] - wheel.tip, C[1] - wheel.tip - 8, figure(width));

  // Gear data (top right) and notes.
  table(
    sheet,
    BLOCK.left + 60,
    FRAME.top,
    7,
    [70, 50],
    [
      ["GEAR DATA"],
      ["Module", figure(wheel.module)],
      ["Number of teeth", String(wheel.teeth)],
      ["Pressure angle", `${PRESSURE_ANGLE}°`],
      ["Tooth profile", "Involute, ISO 53"],
      ["Profile shift", "0"],
      ["Pitch diameter", figure(2 * wheel.pitch)],
      ["Tip diameter", figure(2 * wheel.tip)],
      ["Root diameter", figure(2 * wheel.root)],
      ["Mating gear", `Item 1, ${pinion.teeth} teeth`],
      ["Centre distance", figure(wheel.pitch + pinion.pitch)],
    ],
    [0],
  );
  notes(sheet, 100, [
    `Material: ${GEAR_PAIR_DRAWING.material}.`,
    `Bore Ø${figure(2 * wheel.bore)} H7; other sizes to ISO 2768-m.`,
    "Remove all burrs and sharp edges.",
    "Teeth: see gear data.",
  ]);
  return sheet;
}

/* ------------------------------------------------------------------------------------------ */
/* The PDF file                                                                               */
/* ------------------------------------------------------------------------------------------ */

/** A PDF 1.4 file of the pages' content streams, in ASCII: every byte offset is a string index. */
function pdfFile(pages: string[]): string {
  const objects: string[] = [];
  const object = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = object("");
  const pageTree = object("");
  const regular = object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = object(
    `<< /Title ${pdfString(`${GEAR_PAIR_DRAWING.title}, ${GEAR_PAIR_DRAWING.number} rev ${GEAR_PAIR_DRAWING.revision}`)}` +
      ` /Author ${pdfString(GEAR_PAIR_DRAWING.drawnBy)} /Subject (Spur gear pair: assembly and wheel detail)` +
      " /Creator (Portfolio demo content) /Producer (demo-drawings.ts)" +
      ` /CreationDate (D:${GEAR_PAIR_DRAWING.date.replaceAll("-", "")}000000Z) >>`,
  );
  const kids = pages.map((content) => {
    const stream = object(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    return object(
      `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox ${MEDIA_BOX}` +
        ` /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> /ProcSet [/PDF /Text] >>` +
        ` /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  let file = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  file += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  if (!/^[\x20-\x7e\n]*$/.test(file)) throw new Error("The drawing's PDF has a byte that is not printable ASCII");
  return file;
}

/** The gear pair's drawing: a two-sheet PDF, the same bytes every time. */
export function gearPairDrawing(): Buffer {
  const { pinion, wheel } = gearPair();
  return Buffer.from(pdfFile([assemblySheet(pinion, wheel).content(), wheelSheet(pinion, wheel).content()]), "ascii");
}

/**
 * Generates the demo images seeded with the demo content (supabase/seed/media/demo/images/*.webp).
 *
 * Each image is an engineering-style line drawing (blueprint grid, drawing frame, title block)
 * written as an SVG string and rasterised with sharp to a 1200x800 WebP (≤ 45 KB each).
 * The images are committed; re-run only when changing them:
 *
 *   npx node scripts/demo-media/generate-images.mjs
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "supabase/seed/media/demo/images");
const W = 1200;
const H = 800;
const MAX_BYTES = 45_000;
const FONT = "DejaVu Sans Mono, Menlo, Consolas, monospace";

/* ---------------------------------------------------------------------------------------- */
/* Palettes: mid-dark backgrounds that sit well on both light and dark pages                 */
/* ---------------------------------------------------------------------------------------- */

const PALETTES = {
  robotics: {
    bg1: "#0b1d39",
    bg2: "#163a6b",
    line: "#cfe6ff",
    accent: "#38bdf8",
    accent2: "#818cf8",
    warm: "#fbbf24",
    glow: "#38bdf8",
  },
  manufacturing: {
    bg1: "#1f1b18",
    bg2: "#3a3129",
    line: "#fde8cc",
    accent: "#f59e0b",
    accent2: "#fb923c",
    warm: "#fcd34d",
    glow: "#f59e0b",
  },
  soft: {
    bg1: "#062826",
    bg2: "#0f4a44",
    line: "#d1fae5",
    accent: "#2dd4bf",
    accent2: "#f9a8d4",
    warm: "#fde68a",
    glow: "#2dd4bf",
  },
  sensing: {
    bg1: "#041a2b",
    bg2: "#0b3a5c",
    line: "#d6f0ff",
    accent: "#22d3ee",
    accent2: "#60a5fa",
    warm: "#fbbf24",
    glow: "#06b6d4",
  },
  academic: {
    bg1: "#1b1838",
    bg2: "#332b63",
    line: "#ede9fe",
    accent: "#a78bfa",
    accent2: "#f472b6",
    warm: "#fb7185",
    glow: "#8b5cf6",
  },
  blog: {
    bg1: "#0f172a",
    bg2: "#1f3347",
    line: "#e2e8f0",
    accent: "#34d399",
    accent2: "#38bdf8",
    warm: "#fbbf24",
    glow: "#10b981",
  },
};

/* ---------------------------------------------------------------------------------------- */
/* Small drawing helpers (all return SVG strings)                                            */
/* ---------------------------------------------------------------------------------------- */

const n = (v) => Math.round(v * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
const rad = (deg) => (deg * Math.PI) / 180;
const polar = (cx, cy, r, a) => [cx + r * Math.cos(a), cy + r * Math.sin(a)];

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const stroke = (color, width = 2, extra = "") =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}`;

const line = (x1, y1, x2, y2, color, width = 2, extra = "") =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${stroke(color, width, extra)}/>`;

const centerLine = (x1, y1, x2, y2, color) =>
  line(x1, y1, x2, y2, color, 1.2, `stroke-dasharray="22 5 4 5" stroke-opacity="0.7"`);

const hidden = (x1, y1, x2, y2, color) =>
  line(x1, y1, x2, y2, color, 1.4, `stroke-dasharray="8 6" stroke-opacity="0.6"`);

const text = (x, y, s, color, size = 14, anchor = "start", extra = "") =>
  `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${size}" fill="${color}" text-anchor="${anchor}" ${extra}>${s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")}</text>`;

function arrowHead(x, y, angle, color, size = 12) {
  const a = [x, y];
  const b = [x - size * Math.cos(angle - 0.4), y - size * Math.sin(angle - 0.4)];
  const c = [x - size * Math.cos(angle + 0.4), y - size * Math.sin(angle + 0.4)];
  return `<polygon points="${pts([a, b, c])}" fill="${color}"/>`;
}

function arrow(x1, y1, x2, y2, color, width = 2, size = 12) {
  const ang = Math.atan2(y2 - y1, x2 - x1);
  const ex = x2 - Math.cos(ang) * size * 0.6;
  const ey = y2 - Math.sin(ang) * size * 0.6;
  return line(x1, y1, ex, ey, color, width) + arrowHead(x2, y2, ang, color, size);
}

/** Dimension between two points, offset perpendicular by `off` pixels, with a label. */
function dim(x1, y1, x2, y2, off, label, color) {
  const ang = Math.atan2(y2 - y1, x2 - x1);
  const nx = -Math.sin(ang) * off;
  const ny = Math.cos(ang) * off;
  const a = [x1 + nx, y1 + ny];
  const b = [x2 + nx, y2 + ny];
  const ext = (px, py, q) =>
    line(
      px + Math.sign(off) * -Math.sin(ang) * 6,
      py + Math.sign(off) * Math.cos(ang) * 6,
      q[0] - Math.sign(off) * Math.sin(ang) * -8,
      q[1] + Math.sign(off) * Math.cos(ang) * 8,
      color,
      1,
      `stroke-opacity="0.6"`,
    );
  const mx = (a[0] + b[0]) / 2;
  const my = (a[1] + b[1]) / 2;
  let deg = (ang * 180) / Math.PI;
  if (deg > 90 || deg < -90) deg += 180;
  return (
    ext(x1, y1, a) +
    ext(x2, y2, b) +
    line(a[0], a[1], b[0], b[1], color, 1.2) +
    arrowHead(a[0], a[1], ang + Math.PI, color, 10) +
    arrowHead(b[0], b[1], ang, color, 10) +
    `<g transform="translate(${n(mx)},${n(my)}) rotate(${n(deg)})">${text(0, -8, label, color, 15, "middle")}</g>`
  );
}

/** Leader line with a label. */
function leader(x1, y1, x2, y2, label, color, anchor = "start") {
  const dx = anchor === "start" ? 60 : -60;
  return (
    `<circle cx="${n(x1)}" cy="${n(y1)}" r="3.5" fill="${color}"/>` +
    line(x1, y1, x2, y2, color, 1.2) +
    line(x2, y2, x2 + dx, y2, color, 1.2) +
    text(x2 + dx + (anchor === "start" ? 8 : -8), y2 + 5, label, color, 15, anchor)
  );
}

function gearPath(cx, cy, r, teeth, depth, rot = 0) {
  const p = (Math.PI * 2) / teeth;
  const ro = r + depth * 0.5;
  const rr = r - depth * 0.6;
  const list = [];
  for (let i = 0; i < teeth; i++) {
    const a = rot + i * p;
    list.push(
      polar(cx, cy, rr, a),
      polar(cx, cy, rr, a + 0.38 * p),
      polar(cx, cy, ro, a + 0.52 * p),
      polar(cx, cy, ro, a + 0.76 * p),
      polar(cx, cy, rr, a + 0.9 * p),
    );
  }
  return `M${list.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

function gear(cx, cy, r, teeth, p, { rot = 0, fill = 0.08, spokes = 0, bore = 0.18, depth } = {}) {
  const d = depth ?? Math.max(8, (r * 2 * Math.PI) / teeth / 1.6);
  let s = `<path d="${gearPath(cx, cy, r, teeth, d, rot)}" fill="${p.accent}" fill-opacity="${fill}" ${stroke(p.line, 2)}/>`;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${stroke(p.line, 1, `stroke-dasharray="16 4 3 4" stroke-opacity="0.45"`)}/>`;
  const br = r * bore;
  s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(br)}" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${n(cx - br * 0.25)}" y="${n(cy - br - br * 0.3)}" width="${n(br * 0.5)}" height="${n(br * 0.45)}" fill="${p.bg2}" ${stroke(p.line, 1.5)}/>`;
  if (spokes > 0) {
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" ${stroke(p.line, 1.5)}/>`;
    s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(br * 1.8)}" ${stroke(p.line, 1.5)}/>`;
    for (let i = 0; i < spokes; i++) {
      const a = rot + (i * Math.PI * 2) / spokes + Math.PI / spokes;
      const [hx, hy] = polar(cx, cy, (r * 0.72 + br * 1.8) / 2, a);
      s += `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(r * 0.13)}" ${stroke(p.line, 1.5)}/>`;
    }
  }
  return s;
}

/** Isometric projection helper. */
function isoProjector(ox, oy, s = 1) {
  const c = Math.cos(rad(30));
  return (x, y, z) => [ox + (x - y) * c * s, oy + (x + y) * 0.5 * s - z * s];
}

function isoBox(P, x, y, z, w, d, h, p, { fill = p.accent, op = [0.22, 0.12, 0.06], width = 2 } = {}) {
  const top = [P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  const right = [P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)];
  const front = [P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)];
  return (
    `<polygon points="${pts(top)}" fill="${fill}" fill-opacity="${op[0]}" ${stroke(p.line, width)}/>` +
    `<polygon points="${pts(right)}" fill="${fill}" fill-opacity="${op[1]}" ${stroke(p.line, width)}/>` +
    `<polygon points="${pts(front)}" fill="${fill}" fill-opacity="${op[2]}" ${stroke(p.line, width)}/>`
  );
}

/** Line/point chart with axes, ticks and a legend. */
function chart(p, { x, y, w, h, xr, yr, xticks, yticks, xlabel, ylabel, series, legend = true }) {
  const X = (v) => x + ((v - xr[0]) / (xr[1] - xr[0])) * w;
  const Y = (v) => y + h - ((v - yr[0]) / (yr[1] - yr[0])) * h;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.bg1}" fill-opacity="0.35"/>`;
  for (const t of xticks) {
    s += line(X(t), y, X(t), y + h, p.line, 1, `stroke-opacity="0.12"`);
    s += line(X(t), y + h, X(t), y + h + 8, p.line, 1.5);
    s += text(X(t), y + h + 28, String(t), p.line, 14, "middle", `fill-opacity="0.85"`);
  }
  for (const t of yticks) {
    s += line(x, Y(t), x + w, Y(t), p.line, 1, `stroke-opacity="0.12"`);
    s += line(x - 8, Y(t), x, Y(t), p.line, 1.5);
    s += text(x - 14, Y(t) + 5, String(t), p.line, 14, "end", `fill-opacity="0.85"`);
  }
  s += line(x, y + h, x + w, y + h, p.line, 2) + line(x, y, x, y + h, p.line, 2);
  s += text(x + w / 2, y + h + 58, xlabel, p.line, 16, "middle");
  s += `<g transform="translate(${x - 62},${y + h / 2}) rotate(-90)">${text(0, 0, ylabel, p.line, 16, "middle")}</g>`;
  series.forEach((se, i) => {
    const P = se.points.map(([a, b]) => [X(a), Y(b)]);
    if (se.bars) {
      for (const [bx, by] of se.points) {
        const bw = se.bars;
        s += `<rect x="${n(X(bx) + (se.offset ?? 0) - bw / 2)}" y="${n(Y(by))}" width="${bw}" height="${n(Y(yr[0]) - Y(by))}" fill="${se.color}" fill-opacity="0.75" stroke="${se.color}" stroke-width="1.5"/>`;
      }
    } else {
      if (se.area) {
        s += `<polygon points="${pts([[P[0][0], Y(yr[0])], ...P, [P[P.length - 1][0], Y(yr[0])]])}" fill="${se.color}" fill-opacity="0.14"/>`;
      }
      if (!se.dotsOnly)
        s += `<polyline points="${pts(P)}" ${stroke(se.color, se.width ?? 3, se.dash ? `stroke-dasharray="${se.dash}"` : "")}/>`;
      if (se.dots)
        for (const [a, b] of P)
          s += `<circle cx="${n(a)}" cy="${n(b)}" r="5" fill="${p.bg1}" stroke="${se.color}" stroke-width="2.5"/>`;
    }
    if (legend && se.label) {
      const ly = y + 24 + i * 26;
      s += `<rect x="${x + w - 250}" y="${ly - 12}" width="28" height="6" rx="3" fill="${se.color}"/>`;
      s += text(x + w - 212, ly - 3, se.label, p.line, 15);
    }
  });
  return { svg: s, X, Y };
}

/** Smooth path through points (Catmull-Rom to cubic Bézier). */
function smooth(list, closed = false) {
  const P = closed ? [list[list.length - 1], ...list, list[0], list[1]] : [list[0], ...list, list[list.length - 1]];
  let d = `M${n(P[1][0])} ${n(P[1][1])}`;
  for (let i = 1; i < P.length - 2; i++) {
    const [p0, p1, p2, p3] = [P[i - 1], P[i], P[i + 1], P[i + 2]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? d + "Z" : d;
}

function bearing(cx, cy, r, p) {
  let s = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${stroke(p.line, 2)}/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" ${stroke(p.line, 2)}/>`;
  for (let i = 0; i < 10; i++) {
    const [bx, by] = polar(cx, cy, r * 0.775, (i * Math.PI) / 5);
    s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(r * 0.16)}" fill="${p.accent}" fill-opacity="0.25" ${stroke(p.line, 1.2)}/>`;
  }
  return s;
}

/* ---------------------------------------------------------------------------------------- */
/* Sheet: background, grid, frame, title block                                               */
/* ---------------------------------------------------------------------------------------- */

function sheet(p, meta, body) {
  const { code, title, scale = "1:5", sheetNo = "1/1", glow = [600, 380] } = meta;
  const tb = { x: 836, y: 700, w: 340, h: 76 };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
<radialGradient id="glow" cx="${glow[0] / W}" cy="${glow[1] / H}" r="0.55"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.28"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<pattern id="g1" width="25" height="25" patternUnits="userSpaceOnUse"><path d="M25 0H0V25" fill="none" stroke="${p.line}" stroke-opacity="0.06" stroke-width="1"/></pattern>
<pattern id="g2" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M100 0H0V100" fill="none" stroke="${p.line}" stroke-opacity="0.12" stroke-width="1"/></pattern>
<pattern id="hatch" width="11" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="11" stroke="${p.line}" stroke-opacity="0.5" stroke-width="1.6"/></pattern>
<pattern id="hatch2" width="11" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><line x1="0" y1="0" x2="0" y2="11" stroke="${p.accent}" stroke-opacity="0.55" stroke-width="1.6"/></pattern>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<rect width="${W}" height="${H}" fill="url(#g1)"/>
<rect width="${W}" height="${H}" fill="url(#g2)"/>
<rect x="20" y="20" width="${W - 40}" height="${H - 40}" fill="none" stroke="${p.line}" stroke-opacity="0.45" stroke-width="2"/>
${body}
<g>
<rect x="${tb.x}" y="${tb.y}" width="${tb.w}" height="${tb.h}" fill="${p.bg1}" fill-opacity="0.78" stroke="${p.line}" stroke-opacity="0.6" stroke-width="1.5"/>
${line(tb.x, tb.y + 38, tb.x + tb.w, tb.y + 38, p.line, 1, `stroke-opacity="0.45"`)}
${line(tb.x + 150, tb.y + 38, tb.x + 150, tb.y + tb.h, p.line, 1, `stroke-opacity="0.45"`)}
${line(tb.x + 250, tb.y + 38, tb.x + 250, tb.y + tb.h, p.line, 1, `stroke-opacity="0.45"`)}
${text(tb.x + 12, tb.y + 26, title, p.line, 16, "start", `font-weight="bold"`)}
${text(tb.x + 12, tb.y + 62, code, p.accent, 14)}
${text(tb.x + 162, tb.y + 62, `SCALE ${scale}`, p.line, 13)}
${text(tb.x + 262, tb.y + 62, `SHT ${sheetNo}`, p.line, 13)}
</g>
</svg>`;
}

/* ---------------------------------------------------------------------------------------- */
/* Scenes                                                                                    */
/* ---------------------------------------------------------------------------------------- */

const scenes = {};

/* ---------- Robotics: mobile manipulation capstone ---------- */

function mobileBase(p, x, y, w) {
  // side view of a differential-drive base at (x, y) = top-left of chassis
  const h = w * 0.36;
  let s = `<rect x="${x}" y="${y}" width="${w}" height="${n(h)}" rx="10" fill="${p.accent}" fill-opacity="0.12" ${stroke(p.line, 2.5)}/>`;
  s += `<rect x="${x + 20}" y="${n(y + h * 0.55)}" width="${n(w * 0.32)}" height="${n(h * 0.32)}" fill="url(#hatch)" ${stroke(p.line, 1.5)}/>`; // battery
  s += text(x + 26 + w * 0.16, y + h * 0.55 - 8, "BATTERY 4.2 kg", p.line, 12, "middle", `fill-opacity="0.8"`);
  const wr = h * 0.45;
  s += `<circle cx="${n(x + w * 0.7)}" cy="${n(y + h)}" r="${n(wr)}" fill="${p.bg1}" ${stroke(p.line, 3)}/><circle cx="${n(x + w * 0.7)}" cy="${n(y + h)}" r="${n(wr * 0.35)}" ${stroke(p.line, 2)}/>`;
  s += `<circle cx="${n(x + w * 0.12)}" cy="${n(y + h + wr * 0.45)}" r="${n(wr * 0.55)}" fill="${p.bg1}" ${stroke(p.line, 2)}/>`; // caster
  s += `<rect x="${n(x + w * 0.78)}" y="${n(y - 34)}" width="46" height="34" rx="6" fill="${p.accent}" fill-opacity="0.3" ${stroke(p.line, 2)}/>`; // lidar
  return { svg: s, h, floor: y + h + wr };
}

scenes["mobile-manipulation-capstone-1"] = (p) => {
  let s = "";
  const base = mobileBase(p, 150, 430, 420);
  s += base.svg;
  s += line(60, base.floor, 1140, base.floor, p.line, 2);
  for (let x = 70; x < 1140; x += 28)
    s += line(x, base.floor, x - 16, base.floor + 16, p.line, 1, `stroke-opacity="0.4"`);
  // arm
  const sh = [330, 400];
  const el = [560, 220];
  const wr = [800, 330];
  s += `<rect x="300" y="400" width="60" height="30" fill="${p.accent}" fill-opacity="0.2" ${stroke(p.line, 2)}/>`;
  const link = (a, b, wdt) => {
    const ang = Math.atan2(b[1] - a[1], b[0] - a[0]);
    const ox = -Math.sin(ang) * wdt;
    const oy = Math.cos(ang) * wdt;
    return `<polygon points="${pts([
      [a[0] + ox, a[1] + oy],
      [b[0] + ox, b[1] + oy],
      [b[0] - ox, b[1] - oy],
      [a[0] - ox, a[1] - oy],
    ])}" fill="${p.accent}" fill-opacity="0.16" ${stroke(p.line, 2.5)}/>`;
  };
  s += link(sh, el, 20) + link(el, wr, 16);
  s += centerLine(sh[0], sh[1], el[0], el[1], p.line) + centerLine(el[0], el[1], wr[0], wr[1], p.line);
  for (const [jx, jy, r] of [
    [...sh, 30],
    [...el, 25],
    [...wr, 20],
  ])
    s += `<circle cx="${jx}" cy="${jy}" r="${r}" fill="${p.bg2}" ${stroke(p.accent, 3)}/><circle cx="${jx}" cy="${jy}" r="${r * 0.35}" fill="${p.accent}"/>`;
  // counterbalance spring
  let sp = `M${sh[0] - 10} ${sh[1] + 5}`;
  for (let i = 1; i <= 10; i++) sp += `L${sh[0] - 10 - i * 9} ${sh[1] + 5 + (i % 2 ? -10 : 10) + i * 2}`;
  s += `<path d="${sp}" ${stroke(p.warm, 2)}/>`;
  // gripper + tote on shelf
  s += `<path d="M${wr[0] + 10} ${wr[1] + 14} l40 40 l0 36 M${wr[0] + 18} ${wr[1]} l58 30 l0 40" ${stroke(p.line, 3)}/>`;
  s += `<rect x="870" y="420" width="150" height="70" fill="${p.warm}" fill-opacity="0.18" ${stroke(p.warm, 2.5)}/>`;
  s += `<rect x="840" y="490" width="240" height="14" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  s += line(860, 504, 860, base.floor, p.line, 3) + line(1060, 504, 1060, base.floor, p.line, 3);
  s += dim(sh[0], sh[1], 880, sh[1], -250, "REACH 650", p.line);
  s += dim(100, base.floor, 100, sh[1], 30, "410", p.line);
  s += text(330, 330, "J2", p.accent, 16) + text(560, 180, "J3", p.accent, 16) + text(812, 290, "J4/J5", p.accent, 16);
  return sheet(
    p,
    { code: "AR-ROB-101", title: "MOBILE MANIPULATOR", scale: "1:8", sheetNo: "1/4", glow: [560, 330] },
    s,
  );
};

scenes["mobile-manipulation-capstone-2"] = (p) => {
  let s = "";
  const J = [
    [300, 560],
    [300, 430],
    [560, 250],
    [800, 340],
    [900, 340],
  ];
  // workspace arcs
  s += `<path d="M${300 - 520} 560 A520 520 0 0 1 ${300 + 520} 560" ${stroke(p.accent, 2, `stroke-dasharray="10 8" stroke-opacity="0.55"`)}/>`;
  s += `<path d="M${300 - 120} 430 A120 120 0 0 1 ${300 + 120} 430" ${stroke(p.accent2, 1.5, `stroke-dasharray="6 6" stroke-opacity="0.6"`)}/>`;
  s += `<rect x="230" y="560" width="140" height="40" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  for (let i = 0; i < J.length - 1; i++) s += line(J[i][0], J[i][1], J[i + 1][0], J[i + 1][1], p.line, 6);
  const triad = (x, y, a) =>
    arrow(x, y, x + 60 * Math.cos(a), y + 60 * Math.sin(a), p.warm, 2, 10) +
    arrow(x, y, x + 60 * Math.cos(a - Math.PI / 2), y + 60 * Math.sin(a - Math.PI / 2), p.accent, 2, 10);
  J.forEach(([x, y], i) => {
    s += `<circle cx="${x}" cy="${y}" r="18" fill="${p.bg1}" ${stroke(p.line, 3)}/>`;
    s +=
      i === 0
        ? `<rect x="${x - 8}" y="${y - 8}" width="16" height="16" fill="${p.accent}"/>`
        : `<circle cx="${x}" cy="${y}" r="6" fill="${p.accent}"/>`;
    s += triad(x, y, [0, -0.6, 0.36, 0, 0][i]);
    s += text(x - 30, y + 46, `J${i + 1}`, p.line, 18, "middle", `font-weight="bold"`);
  });
  s += `<path d="M${J[4][0] + 18} 320 l50 0 l0 -20 M${J[4][0] + 18} 360 l50 0 l0 20" ${stroke(p.line, 4)}/>`;
  s += text(70, 80, "5-DOF KINEMATIC SCHEMATIC", p.line, 20, "start", `font-weight="bold"`);
  s += text(70, 108, "a2 = 320   a3 = 280   d1 = 410   (mm)", p.accent, 16);
  s += text(70, 134, "Workspace radius 650 mm at tool point", p.line, 15, "start", `fill-opacity="0.8"`);
  return sheet(p, { code: "AR-ROB-102", title: "ARM KINEMATICS", scale: "NTS", sheetNo: "2/4", glow: [520, 420] }, s);
};

scenes["mobile-manipulation-capstone-3"] = (p) => {
  let s = "";
  // shelves top view
  for (const y of [90, 600]) {
    s += `<rect x="80" y="${y}" width="1040" height="90" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
    for (let x = 80; x < 1120; x += 130) s += line(x, y, x, y + 90, p.line, 1.5);
  }
  for (let x = 145; x < 1120; x += 260)
    s += `<rect x="${x - 40}" y="115" width="80" height="50" fill="${p.warm}" fill-opacity="0.2" ${stroke(p.warm, 1.5)}/>`;
  // lidar rays
  const c = [420, 390];
  const rnd = seeded(7);
  let rays = "";
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const dy = Math.sin(a);
    const lim = dy < 0 ? (c[1] - 180) / -dy : dy > 0 ? (600 - c[1]) / dy : 800;
    const r = Math.min(lim, 520) * (0.97 + rnd() * 0.03);
    const [x, y] = polar(c[0], c[1], r, a);
    rays += `M${c[0]} ${c[1]}L${n(x)} ${n(y)}`;
    if (r < 515) s += `<circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="${p.warm}"/>`;
  }
  s += `<path d="${rays}" ${stroke(p.accent, 1, `stroke-opacity="0.35"`)}/>`;
  // path
  const path = [
    [120, 470],
    [260, 440],
    [420, 390],
    [620, 330],
    [820, 300],
    [980, 260],
  ];
  s += `<path d="${smooth(path)}" ${stroke(p.accent2, 3, `stroke-dasharray="14 10"`)}/>`;
  for (const [x, y] of path) s += `<circle cx="${x}" cy="${y}" r="6" fill="${p.accent2}"/>`;
  // robot footprint
  s += `<g transform="rotate(-17 ${c[0]} ${c[1]})"><rect x="${c[0] - 90}" y="${c[1] - 60}" width="180" height="120" rx="14" fill="${p.bg2}" ${stroke(p.line, 3)}/>`;
  s += `<rect x="${c[0] - 60}" y="${c[1] - 76}" width="70" height="16" fill="${p.line}" fill-opacity="0.6"/><rect x="${c[0] - 60}" y="${c[1] + 60}" width="70" height="16" fill="${p.line}" fill-opacity="0.6"/>`;
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="20" fill="${p.accent}" fill-opacity="0.35" ${stroke(p.accent, 2)}/>`;
  s += arrow(c[0] + 20, c[1], c[0] + 150, c[1], p.accent, 3) + `</g>`;
  s += dim(60, 180, 60, 600, -10, "AISLE 800", p.line);
  s += text(1000, 240, "GOAL", p.accent2, 16, "middle", `font-weight="bold"`);
  return sheet(p, { code: "AR-ROB-103", title: "NAV2 AISLE TEST", scale: "1:20", sheetNo: "3/4", glow: [420, 390] }, s);
};

scenes["mobile-manipulation-capstone-4"] = (p) => {
  let s = "";
  // repeatability target
  const c = [320, 390];
  const R = 220;
  for (const k of [1, 0.66, 0.33])
    s += `<circle cx="${c[0]}" cy="${c[1]}" r="${R * k}" ${stroke(p.line, 1.5, `stroke-opacity="0.6"`)}/>`;
  s +=
    centerLine(c[0] - R - 30, c[1], c[0] + R + 30, c[1], p.line) +
    centerLine(c[0], c[1] - R - 30, c[0], c[1] + R + 30, p.line);
  const rnd = seeded(42);
  for (let i = 0; i < 50; i++) {
    const r = Math.sqrt(-2 * Math.log(rnd() + 1e-6)) * 0.3 * R * 0.55;
    const a = rnd() * Math.PI * 2;
    const [x, y] = polar(c[0] + 12, c[1] - 8, Math.min(r, R * 0.62), a);
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${i < 47 ? p.accent : p.warm}" fill-opacity="0.85"/>`;
  }
  s += text(c[0] + R * 0.7, c[1] - R * 0.75, "±1.2 mm", p.accent, 18, "start", `font-weight="bold"`);
  s += text(c[0], c[1] + R + 60, "END-EFFECTOR REPEATABILITY", p.line, 15, "middle");
  const ch = chart(p, {
    x: 690,
    y: 110,
    w: 420,
    h: 460,
    xr: [0, 6],
    yr: [0, 60],
    xticks: [1, 2, 3, 4, 5],
    yticks: [0, 20, 40, 60],
    xlabel: "TEST SESSION",
    ylabel: "CYCLE TIME (s)",
    series: [
      {
        color: p.accent,
        bars: 38,
        points: [
          [1, 52],
          [2, 47],
          [3, 43],
          [4, 40],
          [5, 38],
        ],
        label: "Mean cycle",
      },
      {
        color: p.warm,
        points: [
          [0.5, 45],
          [5.5, 45],
        ],
        dash: "8 8",
        width: 2,
        label: "Target 45 s",
      },
    ],
  });
  s += ch.svg;
  return sheet(
    p,
    { code: "AR-ROB-104", title: "PICK TEST RESULTS", scale: "NTS", sheetNo: "4/4", glow: [320, 390] },
    s,
  );
};

/* ---------- Robotics: competition swerve robot ---------- */

scenes["competition-swerve-robot-1"] = (p) => {
  let s = "";
  const c = [600, 390];
  const half = 250;
  s += `<rect x="${c[0] - half - 28}" y="${c[1] - half - 28}" width="${2 * half + 56}" height="${2 * half + 56}" rx="34" fill="${p.accent2}" fill-opacity="0.14" ${stroke(p.accent2, 3)}/>`;
  s += `<rect x="${c[0] - half}" y="${c[1] - half}" width="${2 * half}" height="${2 * half}" rx="8" fill="${p.bg1}" fill-opacity="0.6" ${stroke(p.line, 3)}/>`;
  // lightening pockets
  for (const [dx, dy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    s += `<polygon points="${pts([
      [c[0] + dx * 60 + dy * 70, c[1] + dy * 60 + dx * 70],
      [c[0] + dx * 180 + dy * 150, c[1] + dy * 180 + dx * 150],
      [c[0] + dx * 180 - dy * 150, c[1] + dy * 180 - dx * 150],
      [c[0] + dx * 60 - dy * 70, c[1] + dy * 60 - dx * 70],
    ])}" ${stroke(p.line, 1.5, `stroke-opacity="0.55"`)}/>`;
  }
  const mods = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ];
  mods.forEach(([sx, sy], i) => {
    const mx = c[0] + sx * (half - 60);
    const my = c[1] + sy * (half - 60);
    const a = Math.atan2(sy, sx) + Math.PI / 2 + (i % 2 ? 0.12 : -0.12);
    s += `<circle cx="${mx}" cy="${my}" r="46" fill="${p.bg2}" ${stroke(p.line, 2.5)}/>`;
    s += `<g transform="rotate(${n((a * 180) / Math.PI)} ${mx} ${my})"><rect x="${mx - 34}" y="${my - 13}" width="68" height="26" rx="8" fill="${p.accent}" fill-opacity="0.35" ${stroke(p.accent, 2.5)}/></g>`;
    s += arrow(mx, my, mx + Math.cos(a) * 110, my + Math.sin(a) * 110, p.warm, 3, 14);
  });
  s +=
    `<path d="M${c[0] + 70} ${c[1]} A70 70 0 1 1 ${c[0]} ${c[1] - 70}" ${stroke(p.warm, 2.5, `stroke-dasharray="10 6"`)}/>` +
    arrowHead(c[0] + 2, c[1] - 70, 0, p.warm, 14);
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="6" fill="${p.warm}"/>`;
  s += dim(c[0] - half - 28, c[1] + half + 28, c[0] + half + 28, c[1] + half + 28, 40, "BUMPER 762", p.line);
  s += text(60, 80, "SWERVE DRIVETRAIN — TOP VIEW", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 108, "4 modules · 6.75:1 · 4.6 m/s free speed", p.accent, 16);
  return sheet(p, { code: "PSR-24-001", title: "SWERVE CHASSIS", scale: "1:6", sheetNo: "1/3", glow: [600, 390] }, s);
};

scenes["competition-swerve-robot-2"] = (p) => {
  let s = "";
  const cx = 520;
  // motors
  s += `<rect x="${cx - 120}" y="90" width="90" height="170" rx="10" fill="${p.accent}" fill-opacity="0.15" ${stroke(p.line, 2.5)}/>`;
  s += `<rect x="${cx + 30}" y="110" width="90" height="150" rx="10" fill="${p.accent2}" fill-opacity="0.15" ${stroke(p.line, 2.5)}/>`;
  s += text(cx - 75, 80, "DRIVE", p.line, 14, "middle") + text(cx + 75, 100, "STEER", p.line, 14, "middle");
  // plates
  s += `<rect x="${cx - 170}" y="260" width="340" height="18" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${cx - 170}" y="330" width="340" height="18" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  s += gear(cx + 110, 300, 34, 20, p, { depth: 8 });
  s += gear(cx - 70, 300, 26, 14, p, { depth: 8 });
  // fork
  s += `<path d="M${cx - 120} 348 L${cx - 120} 640 M${cx + 120} 348 L${cx + 120} 640" ${stroke(p.line, 6)}/>`;
  // wheel side section
  s += `<rect x="${cx - 100}" y="460" width="200" height="220" rx="18" fill="${p.bg1}" ${stroke(p.line, 3)}/>`;
  s += `<rect x="${cx - 100}" y="460" width="200" height="22" fill="url(#hatch2)" ${stroke(p.accent, 2)}/>`;
  s += `<rect x="${cx - 100}" y="658" width="200" height="22" fill="url(#hatch2)" ${stroke(p.accent, 2)}/>`;
  s += centerLine(cx - 200, 570, cx + 200, 570, p.line);
  // bevel pair
  s += `<polygon points="${pts([
    [cx - 30, 420],
    [cx + 30, 420],
    [cx + 50, 460],
    [cx - 50, 460],
  ])}" fill="${p.warm}" fill-opacity="0.25" ${stroke(p.warm, 2)}/>`;
  s += `<polygon points="${pts([
    [cx - 60, 500],
    [cx - 30, 530],
    [cx - 30, 610],
    [cx - 60, 640],
  ])}" fill="${p.warm}" fill-opacity="0.25" ${stroke(p.warm, 2)}/>`;
  s += line(cx, 270, cx, 460, p.line, 4);
  s += centerLine(cx, 60, cx, 740, p.line);
  s += bearing(cx, 339, 28, p);
  s += leader(cx + 40, 440, 800, 400, "15/45 BEVEL PAIR", p.line);
  s += leader(cx + 100, 560, 800, 520, "Ø101.6 TREAD WHEEL", p.line);
  s += leader(cx + 26, 339, 800, 300, "6805 THIN-SECTION BRG", p.line);
  s += leader(cx + 150, 300, 800, 200, "STEER GEAR 20T", p.line);
  s += dim(cx - 100, 700, cx + 100, 700, 30, "38", p.line);
  return sheet(
    p,
    { code: "PSR-24-014", title: "SWERVE MODULE SECTION", scale: "1:1", sheetNo: "2/3", glow: [520, 420] },
    s,
  );
};

scenes["competition-swerve-robot-3"] = (p) => {
  const t = Array.from({ length: 21 }, (_, i) => i * 0.1);
  const ch = chart(p, {
    x: 170,
    y: 110,
    w: 900,
    h: 460,
    xr: [0, 2],
    yr: [0, 6],
    xticks: [0, 0.5, 1, 1.5, 2],
    yticks: [0, 1, 2, 3, 4, 5, 6],
    xlabel: "TIME (s)",
    ylabel: "SPEED (m/s)",
    series: [
      {
        color: p.accent,
        label: "Swerve 6.75:1",
        area: true,
        points: t.map((x) => [x, 4.6 * (1 - Math.exp(-x / 0.38))]),
      },
      {
        color: p.warm,
        label: "Tank 8.45:1 (2023)",
        dash: "12 8",
        points: t.map((x) => [x, 3.7 * (1 - Math.exp(-x / 0.45))]),
      },
      {
        color: p.accent2,
        label: "Traction limit",
        dash: "4 8",
        width: 2,
        points: [
          [0, 0],
          [0.5, 6],
        ],
      },
    ],
  });
  let s = ch.svg;
  s += `<circle cx="${n(ch.X(1))}" cy="${n(ch.Y(4.6 * (1 - Math.exp(-1 / 0.38))))}" r="8" fill="${p.accent}"/>`;
  s += text(ch.X(1) + 16, ch.Y(4.3) + 34, "4.27 m/s at 1 s", p.accent, 16);
  return sheet(p, { code: "PSR-24-030", title: "DRIVE SIMULATION", scale: "NTS", sheetNo: "3/3", glow: [600, 360] }, s);
};

/* ---------- Manufacturing: sheet-metal enclosure ---------- */

scenes["sheet-metal-enclosure-dfm-1"] = (p) => {
  const P = isoProjector(560, 320, 0.9);
  let s = "";
  // body
  s += isoBox(P, 0, 0, 0, 420, 300, 220, p);
  // lid flange
  const top = [P(-12, -12, 226), P(432, -12, 226), P(432, 312, 226), P(-12, 312, 226)];
  s += `<polygon points="${pts(top)}" fill="${p.accent}" fill-opacity="0.18" ${stroke(p.line, 2)}/>`;
  const top2 = [P(-12, -12, 240), P(432, -12, 240), P(432, 312, 240), P(-12, 312, 240)];
  s += `<polygon points="${pts(top2)}" fill="${p.accent}" fill-opacity="0.22" ${stroke(p.line, 2)}/>`;
  s += `<polyline points="${pts([P(-12, 312, 226), P(-12, 312, 240)])}" ${stroke(p.line, 2)}/><polyline points="${pts([P(432, 312, 226), P(432, 312, 240)])}" ${stroke(p.line, 2)}/><polyline points="${pts([P(432, -12, 226), P(432, -12, 240)])}" ${stroke(p.line, 2)}/>`;
  // louvers on right face (x = 420)
  for (let i = 0; i < 6; i++) {
    const y0 = 50 + i * 36;
    s += `<polygon points="${pts([P(420, y0, 70), P(420, y0 + 22, 70), P(420, y0 + 22, 160), P(420, y0, 160)])}" fill="${p.bg1}" fill-opacity="0.5" ${stroke(p.line, 1.5)}/>`;
  }
  // holes / connectors on front face (y = 300)
  for (let i = 0; i < 4; i++) {
    const [hx, hy] = P(60 + i * 80, 300, 120);
    s += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="20" ry="24" transform="rotate(-30 ${n(hx)} ${n(hy)})" fill="${p.bg1}" ${stroke(p.warm, 2)}/>`;
  }
  s += `<polygon points="${pts([P(330, 300, 40), P(390, 300, 40), P(390, 300, 70), P(330, 300, 70)])}" ${stroke(p.line, 1.5)}/>`;
  // PEM nuts on flange
  for (const [x, y] of [
    [20, 20],
    [400, 20],
    [400, 280],
  ]) {
    const [px, py] = P(x, y, 240);
    s += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="9" ry="5" fill="${p.warm}" fill-opacity="0.6"/>`;
  }
  s += dim(...P(0, 300, 0), ...P(420, 300, 0), 50, "420", p.line);
  s += dim(...P(420, 0, 0), ...P(420, 300, 0), -50, "300", p.line);
  s += text(60, 80, "CONTROLLER ENCLOSURE — REV D", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 108, "1.5 CRS · R1.5 bends · K = 0.42 · 6 parts (was 14)", p.accent, 16);
  return sheet(p, { code: "MPC-7730-D", title: "ENCLOSURE ASSY", scale: "1:4", sheetNo: "1/3", glow: [560, 420] }, s);
};

scenes["sheet-metal-enclosure-dfm-2"] = (p) => {
  let s = "";
  const x0 = 250;
  const y0 = 250;
  const w = 420;
  const d = 260;
  const f = 150;
  const poly = [
    [x0, y0 - f],
    [x0 + w, y0 - f],
    [x0 + w, y0],
    [x0 + w + f, y0],
    [x0 + w + f, y0 + d],
    [x0 + w, y0 + d],
    [x0 + w, y0 + d + f],
    [x0, y0 + d + f],
    [x0, y0 + d],
    [x0 - f, y0 + d],
    [x0 - f, y0],
    [x0, y0],
  ];
  s += `<polygon points="${pts(poly)}" fill="${p.accent}" fill-opacity="0.12" ${stroke(p.line, 2.5)}/>`;
  // bend lines
  s += hidden(x0, y0, x0 + w, y0, p.warm) + hidden(x0, y0 + d, x0 + w, y0 + d, p.warm);
  s += hidden(x0, y0, x0, y0 + d, p.warm) + hidden(x0 + w, y0, x0 + w, y0 + d, p.warm);
  // corner relief
  for (const [cx, cy] of [
    [x0, y0],
    [x0 + w, y0],
    [x0 + w, y0 + d],
    [x0, y0 + d],
  ])
    s += `<circle cx="${cx}" cy="${cy}" r="6" fill="${p.bg1}" ${stroke(p.line, 1.5)}/>`;
  // holes pattern base
  for (const [hx, hy] of [
    [60, 50],
    [360, 50],
    [60, 210],
    [360, 210],
  ])
    s +=
      `<circle cx="${x0 + hx}" cy="${y0 + hy}" r="10" ${stroke(p.line, 2)}/>` +
      centerLine(x0 + hx - 18, y0 + hy, x0 + hx + 18, y0 + hy, p.line) +
      centerLine(x0 + hx, y0 + hy - 18, x0 + hx, y0 + hy + 18, p.line);
  // louvers flat
  for (let i = 0; i < 6; i++)
    s += `<rect x="${x0 + w + 30}" y="${y0 + 30 + i * 36}" width="90" height="14" rx="7" ${stroke(p.line, 1.5)}/>`;
  // connector holes on front flange
  for (let i = 0; i < 4; i++) s += `<circle cx="${x0 + 60 + i * 80}" cy="${y0 + d + 80}" r="16" ${stroke(p.line, 2)}/>`;
  s += dim(x0 - f, y0 + d + f, x0 + w + f, y0 + d + f, 46, "FLAT 720.6", p.line);
  s += dim(x0, y0 - f, x0, y0 + d + f, -170, "560.6", p.line);
  s += text(x0 + w / 2, y0 - f / 2, "BEND UP 90° R1.5", p.warm, 14, "middle");
  // bend table
  const bx = 880;
  const by = 90;
  s += `<rect x="${bx}" y="${by}" width="270" height="180" fill="${p.bg1}" fill-opacity="0.6" ${stroke(p.line, 1.5)}/>`;
  s += text(bx + 12, by + 26, "BEND TABLE", p.line, 15, "start", `font-weight="bold"`);
  ["B1  UP 90°  R1.5", "B2  UP 90°  R1.5", "B3  UP 90°  R1.5", "B4  UP 90°  R1.5", "K-FACTOR 0.42 (TESTED)"].forEach(
    (r, i) => {
      s += line(bx, by + 38 + i * 28, bx + 270, by + 38 + i * 28, p.line, 1, `stroke-opacity="0.35"`);
      s += text(bx + 12, by + 60 + i * 28, r, i === 4 ? p.accent : p.line, 14);
    },
  );
  return sheet(
    p,
    { code: "MPC-7730-01", title: "BODY FLAT PATTERN", scale: "1:5", sheetNo: "2/3", glow: [460, 380] },
    s,
  );
};

scenes["sheet-metal-enclosure-dfm-3"] = (p) => {
  let s = "";
  const groups = [
    { label: "PART COUNT", before: 14, after: 6, max: 16 },
    { label: "UNIT COST $", before: 48.6, after: 33.05, max: 55 },
    { label: "ASSY MIN", before: 22, after: 9, max: 25 },
    { label: "REWORK %", before: 20, after: 2, max: 25 },
  ];
  const x0 = 120;
  const base = 600;
  const hMax = 400;
  s += line(90, base, 1110, base, p.line, 2);
  groups.forEach((g, i) => {
    const gx = x0 + i * 250;
    const hb = (g.before / g.max) * hMax;
    const ha = (g.after / g.max) * hMax;
    s += `<rect x="${gx}" y="${n(base - hb)}" width="80" height="${n(hb)}" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
    s += `<rect x="${gx + 95}" y="${n(base - ha)}" width="80" height="${n(ha)}" fill="${p.accent}" fill-opacity="0.7" ${stroke(p.accent, 2)}/>`;
    s += text(gx + 40, base - hb - 12, String(g.before), p.line, 17, "middle");
    s += text(gx + 135, base - ha - 12, String(g.after), p.accent, 17, "middle", `font-weight="bold"`);
    s += text(gx + 88, base + 32, g.label, p.line, 15, "middle");
    const pct = Math.round((1 - g.after / g.before) * 100);
    s += text(gx + 88, base + 58, `−${pct}%`, p.warm, 17, "middle", `font-weight="bold"`);
  });
  s +=
    `<rect x="800" y="80" width="26" height="16" fill="url(#hatch)" ${stroke(p.line, 1.5)}/>` +
    text(836, 94, "WELDED (REV C)", p.line, 15);
  s +=
    `<rect x="800" y="108" width="26" height="16" fill="${p.accent}" fill-opacity="0.7"/>` +
    text(836, 122, "FOLDED (REV D)", p.line, 15);
  s += text(90, 90, "DFM REDESIGN RESULTS", p.line, 20, "start", `font-weight="bold"`);
  s += text(90, 118, "1,800 units/yr · ≈ $28k annual saving", p.accent, 16);
  return sheet(p, { code: "MPC-7730-R", title: "COST REVIEW", scale: "NTS", sheetNo: "3/3", glow: [600, 420] }, s);
};

/* ---------- Manufacturing: injection-molded housing ---------- */

scenes["injection-molded-sensor-housing-1"] = (p) => {
  let s = "";
  const t = 22; // wall thickness px
  const x0 = 250;
  const x1 = 770;
  const yTop = 170;
  const yBot = 560;
  const dr = 10; // draft offset
  // outer profile with draft (U shape, open at the bottom)
  const outer = [
    [x0, yBot],
    [x0 + dr, yTop],
    [x1 - dr, yTop],
    [x1, yBot],
  ];
  const inner = [
    [x1 - t, yBot],
    [x1 - t - dr + 2, yTop + t],
    [x0 + t + dr - 2, yTop + t],
    [x0 + t, yBot],
  ];
  s += `<polygon points="${pts([...outer, ...inner])}" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  // ribs
  for (const rx of [400, 510, 620])
    s += `<polygon points="${pts([
      [rx - 7, yTop + t],
      [rx + 7, yTop + t],
      [rx + 5, yTop + t + 110],
      [rx - 5, yTop + t + 110],
    ])}" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  // bosses
  for (const bx of [320, 700]) {
    s += `<rect x="${bx - 22}" y="${yTop + t}" width="44" height="170" fill="url(#hatch)" ${stroke(p.line, 2)}/><rect x="${bx - 8}" y="${yTop + t + 40}" width="16" height="130" fill="${p.bg2}" ${stroke(p.line, 1.5)}/>`;
  }
  // snap hook
  s += `<path d="M${x1 - t} ${yBot} l0 70 l-30 0 l0 -14 l14 -14 l0 -42 Z" fill="${p.accent}" fill-opacity="0.35" ${stroke(p.accent, 2)}/>`;
  // sensing face / window
  s += `<rect x="${x0 + 140}" y="${yTop - 14}" width="240" height="14" fill="${p.warm}" fill-opacity="0.35" ${stroke(p.warm, 2)}/>`;
  // parting line
  s += line(160, yBot, 880, yBot, p.accent2, 2, `stroke-dasharray="24 6 4 6"`);
  s += text(885, yBot + 5, "PL", p.accent2, 16);
  // gate
  s += arrow(510, 720, 510, yBot + 10, p.warm, 3, 14) + text(525, 700, "GATE (REAR FACE)", p.warm, 14);
  // draft callout
  s += line(x0 + dr, yTop, x0 + dr, yTop - 60, p.line, 1, `stroke-opacity="0.6"`);
  s += `<path d="M${x0 + dr} ${yTop - 40} A300 300 0 0 0 ${x0 + dr - 6} ${yTop - 40}" ${stroke(p.line, 1)}/>`;
  s += leader(x0 + 4, 360, 200, 300, "1° DRAFT", p.line, "end");
  s += leader(400, yTop + 100, 960, 240, "RIB 1.2 (60% WALL)", p.line);
  s += leader(x1 - 11, 420, 960, 360, "WALL 2.0 NOM", p.line);
  s += leader(x1 - 20, yBot + 50, 960, 500, "SNAP 2.5% STRAIN", p.line);
  s += leader(x0 + 320, yTop - 7, 960, 120, "FLUSH ±0.15", p.warm);
  s += text(60, 80, "SECTION A-A", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 106, "PC/ABS · 2-cavity · 28 s cycle", p.accent, 16);
  return sheet(p, { code: "MPC-4410-A", title: "SENSOR HOUSING", scale: "3:1", sheetNo: "1/1", glow: [520, 380] }, s);
};

/* ---------- Soft robotics: adaptive suckers ---------- */

scenes["adaptive-underwater-suckers-1"] = (p) => {
  let s = "";
  const c = [600, 470];
  const R = 150;
  // target: a pipe section (cylinder end view)
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="${R}" fill="${p.line}" fill-opacity="0.08" ${stroke(p.line, 3)}/>`;
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="${R - 22}" ${stroke(p.line, 1.5, `stroke-dasharray="8 8" stroke-opacity="0.5"`)}/>`;
  s +=
    centerLine(c[0] - R - 40, c[1], c[0] + R + 40, c[1], p.line) +
    centerLine(c[0], c[1] - R - 40, c[0], c[1] + R + 40, p.line);
  // tentacle wrapped around the pipe, tapering toward the tip
  const a0 = rad(-215);
  const a1 = rad(40);
  const N = 26;
  const inner = [];
  const outer = [];
  for (let i = 0; i <= N; i++) {
    const a = a0 + ((a1 - a0) * i) / N;
    const wdt = 78 - i * 2.1;
    inner.push(polar(c[0], c[1], R + 26, a));
    outer.push(polar(c[0], c[1], R + 26 + wdt, a));
  }
  s += `<path d="${smooth(inner)}L${n(outer[N][0])} ${n(outer[N][1])}${smooth(outer.slice().reverse()).replace(/^M[^C]+/, "")}Z" fill="${p.accent2}" fill-opacity="0.2" ${stroke(p.accent2, 3)}/>`;
  // break line where the arm continues
  const [bx0, by0] = inner[0];
  const [bx1, by1] = outer[0];
  s += `<path d="M${n(bx0)} ${n(by0)} Q${n((bx0 + bx1) / 2 - 18)} ${n((by0 + by1) / 2 - 10)} ${n((bx0 + bx1) / 2)} ${n((by0 + by1) / 2)} T${n(bx1)} ${n(by1)}" ${stroke(p.accent2, 2)}/>`;
  // suckers between the arm and the pipe, cups open toward the surface
  for (let i = 1; i < N; i += 2) {
    const a = a0 + ((a1 - a0) * i) / N;
    const size = 22 - i * 0.45;
    const [sx, sy] = polar(c[0], c[1], R + 14, a);
    const deg = (a * 180) / Math.PI + 90;
    s += `<g transform="rotate(${n(deg)} ${n(sx)} ${n(sy)})"><path d="M${n(sx - size)} ${n(sy + 10)} Q${n(sx)} ${n(sy - 14)} ${n(sx + size)} ${n(sy + 10)}" fill="${p.accent}" fill-opacity="0.4" ${stroke(p.accent, 2.5)}/>${line(sx - size - 3, sy + 12, sx + size + 3, sy + 12, p.line, 2.5)}</g>`;
  }
  // bubbles
  const rnd = seeded(3);
  for (let i = 0; i < 24; i++) {
    const x = 720 + rnd() * 420;
    const y = 60 + rnd() * 240;
    const r = 3 + rnd() * 9;
    s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${stroke(p.line, 1.5, `stroke-opacity="0.45"`)}/>`;
  }
  s += leader(c[0] + 60, c[1] - R - 10, 860, 380, "RIM SEALS ON R40", p.accent);
  s += dim(c[0] - R, c[1] + R + 20, c[0] + R, c[1] + R + 20, 40, "Ø80 PIPE", p.line);
  s += text(60, 80, "ADAPTIVE SUCKER ARRAY", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 106, "38 N per cup on R40 · tested in 3.5% saline", p.accent, 16);
  return sheet(p, { code: "BRL-SC-201", title: "GRIPPER CONCEPT", scale: "2:1", sheetNo: "1/4", glow: [600, 450] }, s);
};

scenes["adaptive-underwater-suckers-2"] = (p) => {
  let s = "";
  const cx = 480;
  // body (Dragon Skin) cross-section
  const body = `M${cx - 260} 560 C${cx - 250} 420 ${cx - 170} 300 ${cx - 90} 260 L${cx - 90} 140 L${cx + 90} 140 L${cx + 90} 260 C${cx + 170} 300 ${cx + 250} 420 ${cx + 260} 560 L${cx + 200} 560 C${cx + 190} 440 ${cx + 120} 350 ${cx + 40} 330 L${cx + 40} 300 L${cx - 40} 300 L${cx - 40} 330 C${cx - 120} 350 ${cx - 190} 440 ${cx - 200} 560 Z`;
  s += `<path d="${body}" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  // soft rim (Ecoflex) lips
  s += `<path d="M${cx - 260} 560 C${cx - 280} 600 ${cx - 320} 620 ${cx - 350} 626 L${cx - 344} 640 C${cx - 290} 636 ${cx - 220} 610 ${cx - 200} 560 Z" fill="url(#hatch2)" ${stroke(p.accent, 2.5)}/>`;
  s += `<path d="M${cx + 260} 560 C${cx + 280} 600 ${cx + 320} 620 ${cx + 350} 626 L${cx + 344} 640 C${cx + 290} 636 ${cx + 220} 610 ${cx + 200} 560 Z" fill="url(#hatch2)" ${stroke(p.accent, 2.5)}/>`;
  // chamber
  s += `<path d="M${cx - 40} 330 C${cx - 120} 350 ${cx - 190} 440 ${cx - 200} 560 L${cx + 200} 560 C${cx + 190} 440 ${cx + 120} 350 ${cx + 40} 330 Z" fill="${p.accent}" fill-opacity="0.1"/>`;
  // port
  s += `<rect x="${cx - 12}" y="140" width="24" height="160" fill="${p.bg1}" ${stroke(p.line, 1.5)}/>`;
  s += arrow(cx, 100, cx, 200, p.warm, 3, 14);
  s += centerLine(cx, 70, cx, 700, p.line);
  // surface
  s += `<path d="M80 650 Q480 610 900 650" ${stroke(p.line, 3)}/>`;
  s += dim(cx - 350, 640, cx + 350, 640, 60, "Ø42", p.line);
  s += leader(cx - 320, 622, 90, 200, "ECOFLEX 00-30 RIM", p.accent, "start");
  s += leader(cx + 200, 420, 870, 360, "DRAGON SKIN 20 BODY", p.line);
  s += leader(cx + 90, 470, 870, 480, "CHAMBER 2 mL", p.line);
  s += leader(cx + 12, 180, 870, 200, "PRESSURE PORT", p.warm);
  s += leader(cx + 330, 628, 870, 590, "LIP 1.2 · FLARE 18°", p.accent);
  return sheet(p, { code: "BRL-SC-205", title: "CUP SECTION B-B", scale: "2:1", sheetNo: "2/4", glow: [480, 420] }, s);
};

scenes["adaptive-underwater-suckers-3"] = (p) => {
  let s = "";
  const cx = 520;
  s += centerLine(cx, 50, cx, 700, p.line);
  // top mold half
  s += isoLikeBlock(p, cx, 110, 420, 110, "url(#hatch)");
  s += `<rect x="${cx - 10}" y="110" width="20" height="110" fill="${p.bg1}" ${stroke(p.line, 1.5)}/>`; // sprue
  // core
  s += `<path d="M${cx - 150} 300 L${cx + 150} 300 L${cx + 150} 320 L${cx + 40} 320 C${cx + 100} 340 ${cx + 140} 400 ${cx + 150} 440 L${cx - 150} 440 C${cx - 140} 400 ${cx - 100} 340 ${cx - 40} 320 L${cx - 150} 320 Z" fill="${p.accent}" fill-opacity="0.3" ${stroke(p.accent, 2.5)}/>`;
  // bottom cavity half
  s += `<path d="M${cx - 210} 500 L${cx + 210} 500 L${cx + 210} 650 L${cx - 210} 650 Z" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  s += `<path d="M${cx - 180} 500 C${cx - 170} 560 ${cx - 100} 600 ${cx} 604 C${cx + 100} 600 ${cx + 170} 560 ${cx + 180} 500 Z" fill="${p.bg2}" ${stroke(p.line, 2)}/>`;
  // keys
  for (const kx of [cx - 195, cx + 180])
    s += `<rect x="${kx}" y="486" width="15" height="14" fill="${p.warm}" fill-opacity="0.6"/>`;
  for (const ay of [250, 470]) s += arrow(cx + 260, ay - 30, cx + 260, ay + 10, p.warm, 2.5, 12);
  s += leader(cx + 200, 150, 820, 110, "CAP · SPRUE + 0.5 VENTS", p.line);
  s += leader(cx + 150, 380, 880, 330, "REMOVABLE CORE", p.accent);
  s += leader(cx + 180, 600, 880, 560, "CAVITY · SLA, 50 µm", p.line);
  s +=
    text(60, 320, "CASTING", p.line, 16, "start", `font-weight="bold"`) +
    text(60, 350, "1. Degas −95 kPa", p.line, 15) +
    text(60, 376, "2. Pour, assemble", p.line, 15) +
    text(60, 402, "3. Cure 60 °C / 2 h", p.line, 15);
  return sheet(p, { code: "BRL-SC-210", title: "3-PART MOLD", scale: "1:1", sheetNo: "3/4", glow: [520, 380] }, s);
};

function isoLikeBlock(p, cx, y, w, h, fill) {
  return `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${stroke(p.line, 2.5)}/>`;
}

scenes["adaptive-underwater-suckers-4"] = (p) => {
  const r = [30, 40, 60, 80, 120, 200, 400];
  const ch = chart(p, {
    x: 170,
    y: 110,
    w: 900,
    h: 460,
    xr: [0, 420],
    yr: [0, 50],
    xticks: [0, 100, 200, 300, 400],
    yticks: [0, 10, 20, 30, 40, 50],
    xlabel: "SURFACE RADIUS (mm)",
    ylabel: "PULL-OFF FORCE (N)",
    series: [
      {
        color: p.accent,
        label: "Adaptive cup",
        dots: true,
        points: r.map((x) => [x, 42 - 12 * Math.exp(-(x - 30) / 40)]),
      },
      {
        color: p.accent2,
        label: "Rigid baseline",
        dots: true,
        dash: "12 8",
        points: r.map((x) => [x, 40 - 28 * Math.exp(-(x - 30) / 60)]),
      },
    ],
  });
  let s = ch.svg;
  s += `<rect x="${n(ch.X(30))}" y="110" width="${n(ch.X(60) - ch.X(30))}" height="460" fill="${p.warm}" fill-opacity="0.08"/>`;
  s += text(ch.X(45), 560, "TIGHT CURVATURE", p.warm, 13, "middle");
  return sheet(p, { code: "BRL-SC-230", title: "ADHESION TESTS", scale: "NTS", sheetNo: "4/4", glow: [600, 360] }, s);
};

/* ---------- Soft robotics: pneumatic fingers ---------- */

function softFinger(p, spine, width) {
  const left = [];
  const right = [];
  const last = spine.length - 1;
  spine.forEach(([sx, sy], i) => {
    const [qx, qy] = spine[Math.min(i + 1, last)];
    const [ox, oy] = spine[Math.max(i - 1, 0)];
    const aa = Math.atan2(qy - oy, qx - ox);
    const wdt = (width / 2) * (1 - i / (last * 2.4));
    left.push([sx - Math.sin(aa) * wdt, sy + Math.cos(aa) * wdt]);
    right.push([sx + Math.sin(aa) * wdt, sy - Math.cos(aa) * wdt]);
  });
  let s = `<path d="${smooth(left)}L${n(right[last][0])} ${n(right[last][1])}${smooth(right.slice().reverse()).replace(/^M[^C]+/, "")}Z" fill="${p.accent}" fill-opacity="0.22" ${stroke(p.accent, 3)}/>`;
  for (let i = 1; i < last; i++)
    s += line(left[i][0], left[i][1], right[i][0], right[i][1], p.line, 1.5, `stroke-opacity="0.7"`);
  return s;
}

scenes["pneumatic-soft-fingers-1"] = (p) => {
  let s = "";
  const c = [600, 430];
  const R = 130;
  const Rf = R + 26;
  // palm and supply
  s += `<rect x="430" y="80" width="340" height="90" rx="18" fill="${p.bg1}" ${stroke(p.line, 3)}/>`;
  s += `<rect x="585" y="40" width="30" height="40" fill="${p.bg1}" ${stroke(p.line, 2)}/>`;
  s += text(630, 66, "SUPPLY 0–55 kPa", p.warm, 14);
  // grasped object
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="${R}" fill="${p.accent2}" fill-opacity="0.18" ${stroke(p.accent2, 3)}/>`;
  s += `<ellipse cx="${c[0]}" cy="${c[1]}" rx="${R}" ry="34" ${stroke(p.accent2, 1.2, `stroke-dasharray="6 6"`)}/>`;
  // side fingers: straight from the palm, then wrapped around the object
  const spine = (from, a0, a1) => {
    const list = [from];
    for (let i = 0; i <= 10; i++) list.push(polar(c[0], c[1], Rf, a0 + ((a1 - a0) * i) / 10));
    return list;
  };
  s += softFinger(p, spine([500, 170], rad(-118), rad(-228)), 50);
  s += softFinger(p, spine([700, 170], rad(-62), rad(48)), 50);
  // middle finger, seen head-on in front of the object
  s += `<path d="M578 170 L578 ${c[1] - 40} Q600 ${c[1] - 10} 622 ${c[1] - 40} L622 170 Z" fill="${p.accent}" fill-opacity="0.3" ${stroke(p.accent, 3)}/>`;
  for (let y = 200; y < c[1] - 50; y += 34) s += line(578, y, 622, y, p.line, 1.5, `stroke-opacity="0.7"`);
  s += dim(c[0] - R, c[1] + R + 30, c[0] + R, c[1] + R + 30, 40, "Ø260 OBJECT", p.line);
  s += leader(c[0] + Rf * Math.cos(rad(20)), c[1] + Rf * Math.sin(rad(20)), 930, 560, "180° CURL @ 55 kPa", p.accent);
  s += text(60, 80, "3-FINGER SOFT GRIPPER", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 106, "Dragon Skin 20 · Kevlar wrap · PI pressure loop", p.accent, 16);
  return sheet(
    p,
    { code: "SR-FG-301", title: "GRASP CONFIGURATION", scale: "1:2", sheetNo: "1/3", glow: [600, 400] },
    s,
  );
};

scenes["pneumatic-soft-fingers-2"] = (p) => {
  let s = "";
  const x0 = 120;
  const x1 = 860;
  const y0 = 230;
  const h = 130;
  s += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${h}" rx="40" fill="${p.accent}" fill-opacity="0.12" ${stroke(p.line, 3)}/>`;
  s += `<rect x="${x0}" y="${y0 + h - 18}" width="${x1 - x0}" height="18" fill="url(#hatch)" ${stroke(p.line, 1.5)}/>`;
  // chambers
  for (let i = 0; i < 11; i++)
    s += `<rect x="${x0 + 40 + i * 62}" y="${y0 + 24}" width="44" height="70" rx="10" fill="${p.bg1}" fill-opacity="0.6" ${stroke(p.accent, 2)}/>`;
  s += line(x0 + 20, y0 + 104, x1 - 30, y0 + 104, p.accent, 3);
  // helical fiber wrap
  let d = "";
  for (let x = x0 + 30; x < x1 - 20; x += 24) d += `M${x} ${y0 - 6}L${x + 12} ${y0 + h + 6}`;
  s += `<path d="${d}" ${stroke(p.warm, 1.5, `stroke-opacity="0.75"`)}/>`;
  s += arrow(40, y0 + 64, x0 - 4, y0 + 64, p.warm, 3);
  s += text(40, y0 + 44, "AIR", p.warm, 14);
  s += dim(x0, y0 + h, x1, y0 + h, 50, "150", p.line);
  s += line(560, y0 - 40, 560, y0 + h + 30, p.line, 1.5, `stroke-dasharray="18 5 3 5"`);
  s += text(548, y0 - 48, "A", p.line, 18, "middle", `font-weight="bold"`);
  // section A-A
  const cx = 980;
  const cy = 560;
  s += `<path d="M${cx - 90} ${cy} A90 90 0 0 1 ${cx + 90} ${cy} L${cx + 90} ${cy + 18} L${cx - 90} ${cy + 18} Z" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  s += `<path d="M${cx - 62} ${cy} A62 62 0 0 1 ${cx + 62} ${cy} Z" fill="${p.bg1}" ${stroke(p.accent, 2)}/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="100" ${stroke(p.warm, 1.5, `stroke-dasharray="4 6"`)}/>`;
  s += text(cx, cy + 60, "SECTION A-A", p.line, 15, "middle");
  s += leader(x0 + 200, y0 + h - 9, 320, 560, "STRAIN-LIMIT FABRIC", p.line);
  s += leader(x0 + 390, y0 - 2, 520, 640, "KEVLAR ±5° WRAP", p.warm);
  return sheet(p, { code: "SR-FG-302", title: "FINGER LAYOUT", scale: "1:1", sheetNo: "2/3", glow: [500, 330] }, s);
};

scenes["pneumatic-soft-fingers-3"] = (p) => {
  const pr = [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55];
  const fea = (x) => 180 * Math.pow(x / 55, 1.25);
  const ch = chart(p, {
    x: 170,
    y: 110,
    w: 900,
    h: 460,
    xr: [0, 60],
    yr: [0, 200],
    xticks: [0, 10, 20, 30, 40, 50, 60],
    yticks: [0, 45, 90, 135, 180],
    xlabel: "PRESSURE (kPa)",
    ylabel: "BENDING ANGLE (°)",
    series: [
      { color: p.accent2, label: "ABAQUS (Yeoh)", width: 3, points: pr.map((x) => [x, fea(x)]) },
      {
        color: p.accent,
        label: "Measured (n = 5)",
        dots: true,
        dotsOnly: true,
        points: pr.map((x, i) => [x, Math.max(0, fea(x) + (i % 2 ? -6 : 5) - x * 0.1)]),
      },
    ],
  });
  return sheet(
    p,
    { code: "SR-FG-320", title: "CHARACTERISATION", scale: "NTS", sheetNo: "3/3", glow: [600, 360] },
    ch.svg,
  );
};

/* ---------- Sensing: ocean wave drifter ---------- */

function waves(p, y, amp, len, phase = 0, color = p.accent, width = 3, fill = false) {
  const list = [];
  for (let x = 20; x <= 1180; x += 20)
    list.push([
      x,
      y + amp * Math.sin((x / len) * Math.PI * 2 + phase) + amp * 0.3 * Math.sin((x / (len * 0.43)) * Math.PI * 2),
    ]);
  const d = smooth(list);
  return fill
    ? `<path d="${d}L1180 780L20 780Z" fill="${color}" fill-opacity="0.12"/>` +
        `<path d="${d}" ${stroke(color, width)}/>`
    : `<path d="${d}" ${stroke(color, width)}/>`;
}

scenes["ocean-wave-drifter-1"] = (p) => {
  let s = "";
  s += waves(p, 420, 30, 520, 0.4, p.accent, 3, true);
  s += waves(p, 470, 18, 340, 1.7, p.accent2, 1.5);
  s += waves(p, 520, 12, 260, 3.1, p.accent2, 1.2);
  const c = [560, 390];
  // drogue tether
  s += `<path d="M${c[0]} ${c[1] + 100} C${c[0] + 30} 560 ${c[0] - 40} 620 ${c[0] + 10} 660" ${stroke(p.line, 1.8, `stroke-dasharray="6 5"`)}/>`;
  s += `<path d="M${c[0] - 50} 660 L${c[0] + 70} 660 L${c[0] + 40} 720 L${c[0] - 20} 720 Z" fill="${p.line}" fill-opacity="0.1" ${stroke(p.line, 2)}/>`;
  // hull
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="110" fill="${p.warm}" fill-opacity="0.22" ${stroke(p.warm, 3)}/>`;
  s += `<path d="M${c[0] - 110} ${c[1]} A110 30 0 0 0 ${c[0] + 110} ${c[1]}" ${stroke(p.warm, 2)}/>`;
  s += `<rect x="${c[0] - 112}" y="${c[1] - 7}" width="224" height="14" rx="4" fill="${p.bg1}" ${stroke(p.line, 2)}/>`;
  // antenna and mast
  s += line(c[0], c[1] - 110, c[0], c[1] - 230, p.line, 4);
  s += `<rect x="${c[0] - 16}" y="${c[1] - 250}" width="32" height="24" rx="6" fill="${p.accent}" fill-opacity="0.35" ${stroke(p.line, 2)}/>`;
  for (const r of [40, 70, 100])
    s += `<path d="M${c[0] + 30} ${c[1] - 238 - r * 0.5} Q${c[0] + 30 + r * 0.6} ${c[1] - 238} ${c[0] + 30} ${c[1] - 238 + r * 0.5}" ${stroke(p.accent, 2.5, `stroke-opacity="${n(1.1 - r / 130)}"`)}/>`;
  // heave arrow
  s += arrow(820, 400, 820, 300, p.line, 2.5) + arrow(820, 420, 820, 520, p.line, 2.5);
  s += text(840, 414, "Hm0", p.line, 18, "start", `font-weight="bold"`);
  s += text(60, 80, "WAVE DRIFTER — AT SEA", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 106, "GNSS + 9-axis IMU · LoRa · 8.5-day endurance", p.accent, 16);
  return sheet(
    p,
    { code: "HMC-WD-01", title: "DRIFTER GENERAL ARR.", scale: "1:5", sheetNo: "1/4", glow: [560, 380] },
    s,
  );
};

scenes["ocean-wave-drifter-2"] = (p) => {
  let s = "";
  const c = [480, 400];
  const R = 270;
  s += `<path d="M${c[0] - R} ${c[1]} A${R} ${R} 0 0 1 ${c[0] + R} ${c[1]}" fill="${p.warm}" fill-opacity="0.08" ${stroke(p.warm, 3)}/>`;
  s += `<path d="M${c[0] - R} ${c[1]} A${R} ${R} 0 0 0 ${c[0] + R} ${c[1]}" fill="${p.warm}" fill-opacity="0.08" ${stroke(p.warm, 3)}/>`;
  s += `<path d="M${c[0] - R + 10} ${c[1]} A${R - 10} ${R - 10} 0 0 1 ${c[0] + R - 10} ${c[1]}" ${stroke(p.warm, 1.5)}/>`;
  s += `<path d="M${c[0] - R + 10} ${c[1]} A${R - 10} ${R - 10} 0 0 0 ${c[0] + R - 10} ${c[1]}" ${stroke(p.warm, 1.5)}/>`;
  // acetal ring
  s += `<rect x="${c[0] - R - 14}" y="${c[1] - 18}" width="46" height="36" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${c[0] + R - 32}" y="${c[1] - 18}" width="46" height="36" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  s += `<circle cx="${c[0] - R + 9}" cy="${c[1]}" r="7" fill="${p.accent}"/><circle cx="${c[0] + R - 9}" cy="${c[1]}" r="7" fill="${p.accent}"/>`;
  // tray + parts
  s += `<rect x="${c[0] - 190}" y="${c[1] - 10}" width="380" height="14" fill="${p.line}" fill-opacity="0.25" ${stroke(p.line, 2)}/>`;
  for (let i = 0; i < 4; i++)
    s += `<rect x="${c[0] - 170 + i * 46}" y="${c[1] + 10}" width="40" height="120" rx="18" fill="${p.accent}" fill-opacity="0.2" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${c[0] + 30}" y="${c[1] - 60}" width="150" height="46" rx="4" fill="${p.accent2}" fill-opacity="0.25" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${c[0] - 24}" y="${c[1] - 40}" width="48" height="26" fill="${p.accent}" fill-opacity="0.6" ${stroke(p.line, 2)}/>`;
  s += `<rect x="${c[0] - 40}" y="${c[1] - 230}" width="80" height="24" rx="4" fill="${p.accent}" fill-opacity="0.3" ${stroke(p.line, 2)}/>`;
  s += line(c[0], c[1] - 206, c[0], c[1] - 80, p.line, 1.5, `stroke-dasharray="5 5"`);
  // ballast pocket
  s += `<path d="M${c[0] - 120} ${c[1] + 210} L${c[0] + 120} ${c[1] + 210} A${R - 10} ${R - 10} 0 0 1 ${c[0] - 120} ${c[1] + 210}Z" fill="url(#hatch2)" ${stroke(p.line, 2)}/>`;
  s += centerLine(c[0], 90, c[0], 720, p.line);
  // CG / CB markers
  s += `<circle cx="${c[0]}" cy="${c[1] + 62}" r="12" fill="none" stroke="${p.warm}" stroke-width="2.5"/><path d="M${c[0]} ${c[1] + 50}v24M${c[0] - 12} ${c[1] + 62}h24" ${stroke(p.warm, 2)}/>`;
  s += leader(c[0] - R + 9, c[1], 110, 150, "AS568-244 O-RING", p.accent, "start");
  s += leader(c[0] - 60, c[1] + 100, 860, 560, "4S2P 18650 PACK", p.line);
  s += leader(c[0] + 150, c[1] - 40, 860, 250, "MCU + LoRa BOARD", p.line);
  s += leader(c[0], c[1] - 27, 860, 330, "IMU ON CG BRACKET", p.accent);
  s += leader(c[0], c[1] - 218, 860, 150, "GNSS PATCH ANT.", p.line);
  s += leader(c[0] + 60, c[1] + 240, 860, 640, "BALLAST 1.1 kg", p.line);
  s += leader(c[0] + 12, c[1] + 62, 860, 440, "CG 62 BELOW CB", p.warm);
  return sheet(p, { code: "HMC-WD-02", title: "HULL SECTION C-C", scale: "1:2", sheetNo: "2/4", glow: [480, 400] }, s);
};

scenes["ocean-wave-drifter-3"] = (p) => {
  const f = Array.from({ length: 93 }, (_, i) => 0.04 + i * 0.005);
  // JONSWAP-shaped spectra, scaled so that the peaks sit at the measured densities
  const shape = (x, fp) => {
    const sigma = x <= fp ? 0.07 : 0.09;
    const pm = Math.pow(x, -5) * Math.exp(-1.25 * Math.pow(fp / x, 4));
    return pm * Math.pow(3.3, Math.exp(-((x - fp) ** 2) / (2 * sigma * sigma * fp * fp)));
  };
  const spectrum = (fp, peak) => {
    const raw = f.map((x) => shape(x, fp));
    const max = Math.max(...raw);
    return f.map((x, i) => [x, (raw[i] / max) * peak]);
  };
  const ch = chart(p, {
    x: 170,
    y: 110,
    w: 900,
    h: 460,
    xr: [0.04, 0.5],
    yr: [0, 5],
    xticks: [0.05, 0.1, 0.2, 0.3, 0.4, 0.5],
    yticks: [0, 1, 2, 3, 4, 5],
    xlabel: "FREQUENCY (Hz)",
    ylabel: "S(f)  (m²/Hz)",
    series: [
      { color: p.accent, label: "Drifter IMU", area: true, points: spectrum(0.11, 3.6) },
      { color: p.warm, label: "Reference buoy", dash: "10 7", points: spectrum(0.1075, 4.0) },
    ],
  });
  let s = ch.svg;
  s += text(ch.X(0.2), ch.Y(3.2), "Hm0 1.42 m vs 1.50 m (−5.3%)", p.line, 16);
  s += text(ch.X(0.2), ch.Y(2.8), "Tp 9.1 s vs 9.3 s", p.line, 16);
  s += text(ch.X(0.2), ch.Y(2.4), "30 min record · 0.05–0.5 Hz band", p.line, 16, "start", `fill-opacity="0.75"`);
  return sheet(p, { code: "HMC-WD-11", title: "WAVE SPECTRUM", scale: "NTS", sheetNo: "3/4", glow: [500, 360] }, s);
};

scenes["ocean-wave-drifter-4"] = (p) => {
  let s = "";
  // coastline on the right
  const coast = [
    [900, 20],
    [880, 120],
    [930, 220],
    [890, 330],
    [960, 430],
    [920, 560],
    [990, 660],
    [960, 780],
  ];
  s += `<path d="${smooth(coast)}L1180 780L1180 20Z" fill="${p.line}" fill-opacity="0.12"/>`;
  s += `<path d="${smooth(coast)}" ${stroke(p.line, 2.5)}/>`;
  // depth contours
  for (let k = 1; k <= 4; k++)
    s += `<path d="${smooth(coast.map(([x, y]) => [x - k * 120 + Math.sin(y / 90 + k) * 20, y]))}" ${stroke(p.accent2, 1.2, `stroke-opacity="${0.55 - k * 0.08}" stroke-dasharray="${4 + k * 2} 6"`)}/>`;
  // drift track
  const rnd = seeded(11);
  const track = [];
  let x = 200;
  let y = 600;
  for (let i = 0; i < 24; i++) {
    track.push([x, y]);
    x += 20 + rnd() * 14;
    y -= 10 + rnd() * 16 + Math.sin(i / 3) * 8;
  }
  s += `<path d="${smooth(track)}" ${stroke(p.warm, 3)}/>`;
  track.forEach(
    ([tx, ty], i) =>
      (s += `<circle cx="${n(tx)}" cy="${n(ty)}" r="${i % 6 === 0 ? 7 : 4}" fill="${i % 6 === 0 ? p.warm : p.bg1}" stroke="${p.warm}" stroke-width="2"/>`),
  );
  s += text(track[0][0] - 10, track[0][1] + 34, "DEPLOY 08:40", p.line, 14, "middle");
  const last = track[track.length - 1];
  s += text(last[0] + 16, last[1] - 12, "RECOVER +52 h", p.line, 14);
  // north arrow & scale
  s += arrow(110, 210, 110, 110, p.line, 3, 16) + text(110, 96, "N", p.line, 18, "middle", `font-weight="bold"`);
  s += `<rect x="80" y="690" width="100" height="10" fill="${p.line}" fill-opacity="0.6"/><rect x="180" y="690" width="100" height="10" ${stroke(p.line, 1.5)}/>`;
  s += text(80, 724, "0", p.line, 13) + text(280, 724, "2 km", p.line, 13, "middle");
  s += text(300, 80, "SEA TRIAL 2 — DRIFT TRACK", p.line, 20, "start", `font-weight="bold"`);
  s += text(300, 106, "LoRa fixes every 10 min · 0.21 m/s mean drift", p.accent, 16);
  return sheet(p, { code: "HMC-WD-12", title: "DRIFT TRACK", scale: "1:50k", sheetNo: "4/4", glow: [450, 420] }, s);
};

/* ---------- Sensing: torque sensor ---------- */

scenes["robot-joint-torque-sensor-1"] = (p) => {
  let s = "";
  const c = [420, 400];
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="270" fill="${p.accent}" fill-opacity="0.08" ${stroke(p.line, 3)}/>`;
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="220" fill="${p.bg1}" fill-opacity="0.7" ${stroke(p.line, 2.5)}/>`;
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="90" fill="${p.accent}" fill-opacity="0.12" ${stroke(p.line, 2.5)}/>`;
  s += `<circle cx="${c[0]}" cy="${c[1]}" r="40" ${stroke(p.line, 2.5)}/>`;
  for (let i = 0; i < 8; i++) {
    const [bx, by] = polar(c[0], c[1], 245, (i * Math.PI) / 4 + Math.PI / 8);
    s += `<circle cx="${n(bx)}" cy="${n(by)}" r="9" ${stroke(p.line, 2)}/>`;
    const [hx, hy] = polar(c[0], c[1], 65, (i * Math.PI) / 4 + Math.PI / 8);
    s += `<circle cx="${n(hx)}" cy="${n(hy)}" r="7" ${stroke(p.line, 2)}/>`;
  }
  for (let i = 0; i < 4; i++) {
    const deg = i * 90;
    s += `<g transform="rotate(${deg} ${c[0]} ${c[1]})"><rect x="${c[0] + 88}" y="${c[1] - 24}" width="134" height="48" fill="${p.accent}" fill-opacity="0.18" ${stroke(p.line, 2.5)}/>`;
    s += `<rect x="${c[0] + 135}" y="${c[1] - 22}" width="30" height="16" fill="${p.warm}" fill-opacity="0.5" ${stroke(p.warm, 1.5)}/><rect x="${c[0] + 135}" y="${c[1] + 6}" width="30" height="16" fill="${p.warm}" fill-opacity="0.5" ${stroke(p.warm, 1.5)}/></g>`;
  }
  s += centerLine(c[0] - 300, c[1], c[0] + 300, c[1], p.line) + centerLine(c[0], c[1] - 300, c[0], c[1] + 300, p.line);
  s +=
    `<path d="M${c[0] - 150} ${c[1] - 210} A260 260 0 0 1 ${c[0] + 150} ${c[1] - 210}" ${stroke(p.accent, 3)}/>` +
    arrowHead(c[0] + 150, c[1] - 210, 0.6, p.accent, 16);
  s += text(c[0], c[1] - 290, "±20 N·m", p.accent, 18, "middle", `font-weight="bold"`);
  // bridge schematic
  const b = [930, 360];
  const r = 110;
  const nodes = [
    [b[0], b[1] - r],
    [b[0] + r, b[1]],
    [b[0], b[1] + r],
    [b[0] - r, b[1]],
  ];
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = nodes[i];
    const [bx2, by2] = nodes[(i + 1) % 4];
    const mx = (ax + bx2) / 2;
    const my = (ay + by2) / 2;
    const ang = (Math.atan2(by2 - ay, bx2 - ax) * 180) / Math.PI;
    s += line(ax, ay, bx2, by2, p.line, 2);
    s += `<g transform="rotate(${n(ang)} ${n(mx)} ${n(my)})"><rect x="${n(mx - 26)}" y="${n(my - 10)}" width="52" height="20" fill="${p.bg1}" ${stroke(p.warm, 2)}/></g>`;
    const ux = (mx - b[0]) / Math.hypot(mx - b[0], my - b[1]);
    const uy = (my - b[1]) / Math.hypot(mx - b[0], my - b[1]);
    s += text(mx + ux * 34, my + uy * 34 + 5, `R${i + 1}`, p.warm, 14, "middle");
  }
  for (const [nx, ny] of nodes) s += `<circle cx="${nx}" cy="${ny}" r="6" fill="${p.line}"/>`;
  s +=
    text(b[0], b[1] - r - 22, "+EXC", p.line, 14, "middle") + text(b[0], b[1] + r + 34, "−EXC", p.line, 14, "middle");
  s += text(b[0] + r + 14, b[1] + 5, "S+", p.line, 14) + text(b[0] - r - 14, b[1] + 5, "S−", p.line, 14, "end");
  s += text(b[0], b[1] + r + 80, "FULL BRIDGE · 24-BIT ADC", p.accent, 15, "middle");
  return sheet(p, { code: "AR-TS-020", title: "TORQUE FLEXURE", scale: "2:1", sheetNo: "1/1", glow: [420, 400] }, s);
};

/* ---------- Academic: heat sink ---------- */

scenes["heat-sink-cfd-study-1"] = (p) => {
  const P = isoProjector(500, 250, 1);
  let s = "";
  s += isoBox(P, 0, 0, -40, 440, 330, 40, p, { fill: p.accent2, op: [0.3, 0.22, 0.14] });
  const fins = 12;
  for (let i = fins - 1; i >= 0; i--) {
    const y = i * (330 / fins) + 4;
    s += isoBox(P, 0, y, 0, 440, 10, 200, p, { op: [0.4, 0.2, 0.12], width: 1.6 });
  }
  // airflow arrows (along +x)
  for (let k = 0; k < 4; k++) {
    const [ax, ay] = P(-200, 50 + k * 80, 40);
    const [bx, by] = P(-50, 50 + k * 80, 40);
    s += arrow(ax, ay, bx, by, p.accent, 3, 16);
    const [cx2, cy2] = P(480, 50 + k * 80, 110);
    const [dx2, dy2] = P(630, 50 + k * 80, 110);
    s += arrow(cx2, cy2, dx2, dy2, p.warm, 3, 16);
  }
  const [tx, ty] = P(-200, 330, 40);
  s += text(tx - 10, ty + 30, "AIR IN 25 °C", p.accent, 16);
  s += text(1150, 440, "AIR OUT 36 °C", p.warm, 16, "end");
  s += text(60, 712, "EXTRUDED HEAT SINK · 6063-T5", p.line, 20, "start", `font-weight="bold"`);
  s += text(60, 740, "100 × 80 × 40 mm envelope · 40 W source", p.accent, 16);
  return sheet(
    p,
    { code: "MIT-TF-11", title: "HEAT SINK BASELINE", scale: "2:1", sheetNo: "1/3", glow: [560, 420] },
    s,
  );
};

scenes["heat-sink-cfd-study-2"] = (p) => {
  let s = `<defs><linearGradient id="temp" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3b82f6"/><stop offset="0.35" stop-color="#22d3ee"/><stop offset="0.6" stop-color="#a3e635"/><stop offset="0.8" stop-color="#facc15"/><stop offset="1" stop-color="#ef4444"/></linearGradient>
<radialGradient id="hot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ef4444"/><stop offset="0.45" stop-color="#f59e0b"/><stop offset="0.8" stop-color="#a3e635"/><stop offset="1" stop-color="#22d3ee"/></radialGradient></defs>`;
  const x0 = 140;
  const y0 = 150;
  const w = 760;
  const h = 480;
  s += `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#hot)" fill-opacity="0.85" ${stroke(p.line, 2)}/>`;
  const fins = 18;
  for (let i = 0; i < fins; i++) {
    const y = y0 + 10 + i * ((h - 20) / fins);
    s += `<rect x="${x0}" y="${n(y)}" width="${w}" height="${n(((h - 20) / fins) * 0.45)}" fill="${p.bg1}" fill-opacity="0.35"/>`;
  }
  s += `<rect x="${x0 + 250}" y="${y0 + 130}" width="260" height="220" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="8 6"/>`;
  s += text(x0 + 380, y0 + 124, "SOURCE 40 W", "#ffffff", 15, "middle");
  for (let k = 0; k < 5; k++) s += arrow(50, y0 + 60 + k * 90, x0 - 14, y0 + 60 + k * 90, p.line, 2.5);
  // legend
  s += `<rect x="960" y="160" width="36" height="420" fill="url(#temp)" transform="rotate(180 978 370)" ${stroke(p.line, 1.5)}/>`;
  ["71.4", "62.0", "52.5", "43.1", "33.6", "25.0"].forEach(
    (t, i) => (s += text(1010, 166 + i * 83, `${t} °C`, p.line, 14)),
  );
  s += text(x0, 110, "BASE TEMPERATURE — 18 FINS × 1.2 mm", p.line, 18, "start", `font-weight="bold"`);
  return sheet(p, { code: "MIT-TF-14", title: "CFD CONTOUR", scale: "2:1", sheetNo: "2/3", glow: [520, 390] }, s);
};

scenes["heat-sink-cfd-study-3"] = (p) => {
  const nf = [10, 12, 14, 16, 18, 20, 22, 24, 26];
  const rth = (x) => 0.62 + 0.0032 * (x - 18) ** 2 + (x < 18 ? 0.004 * (18 - x) : 0.0);
  const ch = chart(p, {
    x: 170,
    y: 110,
    w: 900,
    h: 460,
    xr: [9, 27],
    yr: [0.5, 1.1],
    xticks: [10, 14, 18, 22, 26],
    yticks: [0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1],
    xlabel: "FIN COUNT",
    ylabel: "THERMAL RESISTANCE (K/W)",
    series: [
      { color: p.accent, label: "CFD, t = 1.2 mm", dots: true, points: nf.map((x) => [x, rth(x)]) },
      {
        color: p.accent2,
        label: "CFD, t = 2.0 mm",
        dash: "10 7",
        points: nf.map((x) => [x, rth(x) + 0.03 + 0.0025 * Math.max(0, x - 14) ** 1.4]),
      },
      {
        color: p.warm,
        label: "Test rig",
        dots: true,
        dotsOnly: true,
        points: [
          [12, 0.81],
          [18, 0.645],
          [24, 0.75],
        ],
      },
    ],
  });
  let s = ch.svg;
  s += arrow(ch.X(18), ch.Y(0.53), ch.X(18), ch.Y(0.6), p.accent, 2.5);
  s += text(ch.X(18), ch.Y(0.53) + 2, "OPTIMUM 0.62 K/W", p.accent, 15, "middle").replace(
    /y="[^"]+"/,
    `y="${n(ch.Y(0.51))}"`,
  );
  return sheet(p, { code: "MIT-TF-20", title: "FIN STUDY", scale: "NTS", sheetNo: "3/3", glow: [600, 360] }, s);
};

/* ---------- Academic: gearbox ---------- */

scenes["two-stage-helical-gearbox-1"] = (p) => {
  let s = `<defs><pattern id="helix" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(15)"><line x1="0" y1="0" x2="0" y2="12" stroke="${p.line}" stroke-opacity="0.45" stroke-width="1.4"/></pattern></defs>`;
  // top section: three parallel shafts, two gear meshes
  const hx0 = 150;
  const hx1 = 760;
  const r1 = 26;
  const r2 = 94;
  const r3 = 34;
  const r4 = 118;
  const y1 = 150;
  const y2 = y1 + r1 + r2;
  const y3 = y2 + r3 + r4;
  // housing walls (cut)
  const hb = y3 + r4 + 24;
  s += `<rect x="${hx0 - 30}" y="100" width="30" height="${hb - 100}" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  s += `<rect x="${hx1}" y="100" width="30" height="${hb - 100}" fill="url(#hatch)" ${stroke(p.line, 2.5)}/>`;
  s += `<rect x="${hx0 - 30}" y="100" width="${hx1 - hx0 + 60}" height="${hb - 100}" ${stroke(p.line, 2.5)}/>`;
  const shaft = (y, d, left, right) =>
    `<rect x="${left}" y="${y - d / 2}" width="${right - left}" height="${d}" fill="${p.bg1}" fill-opacity="0.5" ${stroke(p.line, 2)}/>` +
    centerLine(left - 20, y, right + 20, y, p.line);
  s += shaft(y1, 26, 40, hx1 + 30);
  s += shaft(y2, 34, hx0 - 30, hx1 + 30);
  s += shaft(y3, 46, hx0 - 30, 1000);
  const gearBlock = (x, y, r, face, fill = "url(#helix)") =>
    `<rect x="${x - face / 2}" y="${y - r}" width="${face}" height="${2 * r}" fill="${fill}" ${stroke(p.line, 2.5)}/>` +
    `<rect x="${x - face / 2}" y="${y - r}" width="${face}" height="${2 * r}" fill="${p.accent}" fill-opacity="0.12"/>` +
    line(x - face / 2, y - r + 8, x + face / 2, y - r + 8, p.line, 1, `stroke-opacity="0.6"`) +
    line(x - face / 2, y + r - 8, x + face / 2, y + r - 8, p.line, 1, `stroke-opacity="0.6"`);
  // stage 1 (left) and stage 2 (right)
  s += gearBlock(300, y1, r1, 70) + gearBlock(300, y2, r2, 62);
  s += gearBlock(560, y2, r3, 96) + gearBlock(560, y3, r4, 88);
  // bearings in the walls (tapered roller symbol)
  const brg = (x, y, d) => {
    let b = "";
    for (const sgn of [-1, 1]) {
      const yy = y + sgn * (d / 2 + 14);
      b +=
        `<rect x="${x - 15}" y="${yy - 14}" width="30" height="28" fill="${p.bg2}" ${stroke(p.warm, 2)}/>` +
        line(x - 15, yy - 14, x + 15, yy + 14, p.warm, 1.5) +
        line(x - 15, yy + 14, x + 15, yy - 14, p.warm, 1.5);
    }
    return b;
  };
  for (const [y, d] of [
    [y1, 26],
    [y2, 34],
    [y3, 46],
  ])
    s += brg(hx0 - 15, y, d) + brg(hx1 + 15, y, d);
  s += arrow(60, y1 - 60, 60, y1 - 16, p.accent, 2.5) + text(40, y1 - 70, "IN 1440 rpm", p.accent, 15);
  s += arrow(960, y3 + 70, 960, y3 + 26, p.accent, 2.5) + text(960, y3 + 96, "OUT 115 rpm", p.accent, 15, "middle");
  s += dim(300, y1, 300, y2, -110, "a1", p.line);
  s += dim(560, y2, 560, y3, 100, "a2", p.line);
  s += text(300, y2 + r2 + 28, "STAGE 1  i = 3.60", p.line, 14, "middle");
  s += text(560, hb + 30, "STAGE 2  i = 3.47", p.line, 14, "middle");
  // data table
  const tx = 930;
  const ty = 110;
  s += `<rect x="${tx}" y="${ty}" width="230" height="290" fill="${p.bg1}" fill-opacity="0.6" ${stroke(p.line, 1.5)}/>`;
  s += text(tx + 12, ty + 26, "GEAR DATA", p.line, 15, "start", `font-weight="bold"`);
  [
    "P 7.5 kW",
    "i 12.5 (3.60 × 3.47)",
    "mn 3.0 / 4.0 mm",
    "β 15°  α 20°",
    "20MnCr5, case hard.",
    "AGMA SF 1.6 / 1.3",
    "L10 24,000 h",
    "Oil rise 31 °C",
  ].forEach((r, i) => {
    s += text(tx + 12, ty + 58 + i * 28, r, i === 6 ? p.accent : p.line, 14);
  });
  return sheet(
    p,
    { code: "MIT-MD-401", title: "REDUCER SECTION D-D", scale: "1:4", sheetNo: "1/1", glow: [450, 380] },
    s,
  );
};

/* ---------- Draft project: gripper ---------- */

scenes["draft-gripper-redesign-1"] = (p) => {
  let s = "";
  s += `<rect x="250" y="150" width="700" height="120" rx="12" fill="${p.accent}" fill-opacity="0.12" ${stroke(p.line, 3)}/>`;
  s += `<rect x="540" y="60" width="120" height="90" rx="8" fill="${p.accent2}" fill-opacity="0.2" ${stroke(p.line, 2.5)}/>`;
  // lead screw
  let d = "";
  for (let x = 290; x < 910; x += 14) d += `M${x} 196 L${x + 7} 224`;
  s += line(280, 210, 920, 210, p.line, 1.5) + `<path d="${d}" ${stroke(p.line, 1.5)}/>`;
  // rail
  s += `<rect x="270" y="270" width="660" height="20" fill="url(#hatch)" ${stroke(p.line, 2)}/>`;
  // jaws
  for (const x of [400, 720]) {
    s += `<rect x="${x}" y="180" width="80" height="110" fill="${p.bg2}" ${stroke(p.accent, 2.5)}/>`;
    s += `<path d="M${x + (x < 600 ? 60 : 0)} 290 l0 300 l20 0 l0 -300" fill="${p.accent}" fill-opacity="0.25" ${stroke(p.accent, 2.5)}/>`;
  }
  s += arrow(560, 520, 490, 520, p.warm, 3) + arrow(640, 520, 710, 520, p.warm, 3);
  s += dim(480, 600, 720, 600, 50, "STROKE 0–120", p.line);
  s += text(600, 740, "WORK IN PROGRESS", p.warm, 22, "middle", `font-weight="bold" fill-opacity="0.9"`);
  return sheet(p, { code: "AR-GR-900", title: "GRIPPER (DRAFT)", scale: "1:1", sheetNo: "1/1", glow: [600, 320] }, s);
};

/* ---------- Blog ---------- */

function fcf(x, y, cells, p) {
  let s = "";
  let cx = x;
  for (const c of cells) {
    const w = c.w ?? 70;
    s += `<rect x="${cx}" y="${y}" width="${w}" height="40" fill="${p.bg1}" fill-opacity="0.7" ${stroke(p.line, 1.8)}/>`;
    if (c.sym === "pos")
      s +=
        `<circle cx="${cx + w / 2}" cy="${y + 20}" r="10" ${stroke(p.line, 2)}/>` +
        line(cx + w / 2 - 16, y + 20, cx + w / 2 + 16, y + 20, p.line, 2) +
        line(cx + w / 2, y + 4, cx + w / 2, y + 36, p.line, 2);
    else if (c.sym === "perp")
      s +=
        line(cx + w / 2 - 14, y + 32, cx + w / 2 + 14, y + 32, p.line, 2.5) +
        line(cx + w / 2, y + 32, cx + w / 2, y + 8, p.line, 2.5);
    else if (c.sym === "flat")
      s += `<polygon points="${pts([
        [cx + 14, y + 28],
        [cx + w - 22, y + 28],
        [cx + w - 14, y + 12],
        [cx + 22, y + 12],
      ])}" ${stroke(p.line, 2)}/>`;
    else if (c.sym === "prof")
      s += `<path d="M${cx + 14} ${y + 30} A${w / 2 - 14} ${w / 2 - 14} 0 0 1 ${cx + w - 14} ${y + 30}Z" ${stroke(p.line, 2)}/>`;
    else if (c.mmc)
      s +=
        text(cx + 10, y + 27, c.t, p.line, 17) +
        `<circle cx="${cx + w - 18}" cy="${y + 20}" r="11" ${stroke(p.line, 1.6)}/>` +
        text(cx + w - 18, y + 26, "M", p.line, 14, "middle");
    else s += text(cx + w / 2, y + 27, c.t, c.accent ? p.accent : p.line, 17, "middle");
    cx += w;
  }
  return s;
}

function datum(x, y, letter, p, dir = "down") {
  const dy = dir === "down" ? 1 : -1;
  return (
    `<polygon points="${pts([
      [x - 12, y],
      [x + 12, y],
      [x, y + dy * 20],
    ])}" fill="${p.line}"/>` +
    line(x, y + dy * 20, x, y + dy * 50, p.line, 1.8) +
    `<rect x="${x - 18}" y="${dir === "down" ? y + 50 : y - 86}" width="36" height="36" fill="${p.bg1}" ${stroke(p.line, 1.8)}/>` +
    text(x, dir === "down" ? y + 76 : y - 60, letter, p.accent, 20, "middle", `font-weight="bold"`)
  );
}

scenes["blog-1"] = (p) => {
  let s = "";
  // clevis part outline
  s += `<path d="M200 250 L700 250 A150 150 0 0 1 700 550 L200 550 Z" fill="${p.accent}" fill-opacity="0.1" ${stroke(p.line, 3)}/>`;
  s += `<circle cx="700" cy="400" r="70" fill="${p.bg1}" ${stroke(p.line, 3)}/>`;
  s += centerLine(600, 400, 880, 400, p.line) + centerLine(700, 300, 700, 500, p.line);
  for (const [hx, hy] of [
    [300, 330],
    [460, 330],
    [300, 470],
    [460, 470],
  ])
    s +=
      `<circle cx="${hx}" cy="${hy}" r="16" ${stroke(p.line, 2)}/>` +
      centerLine(hx - 26, hy, hx + 26, hy, p.line) +
      centerLine(hx, hy - 26, hx, hy + 26, p.line);
  s += datum(200, 550, "A", p);
  s += datum(760, 250, "B", p, "up");
  s +=
    fcf(870, 150, [{ sym: "perp" }, { t: "0.02", w: 90 }, { t: "A", accent: true, w: 50 }], p) +
    line(900, 190, 750, 351, p.line, 1.2);
  s += text(870, 142, "Ø30 H7", p.line, 17);
  s +=
    fcf(
      150,
      110,
      [
        { sym: "pos" },
        { t: "Ø0.2", w: 86, mmc: true },
        { t: "A", accent: true, w: 46 },
        { t: "B", accent: true, w: 46 },
        { t: "C", accent: true, w: 46 },
      ],
      p,
    ) + line(230, 150, 296, 316, p.line, 1.2);
  s += text(150, 100, "4× Ø5.5", p.line, 17);
  s += fcf(800, 600, [{ sym: "flat" }, { t: "0.05", w: 90 }], p) + line(800, 620, 740, 550, p.line, 1.2);
  s += text(60, 740, "FUNCTIONAL DATUMS · POSITION AT MMC · ORIENTATION ON BORES", p.accent, 16);
  return sheet(p, { code: "BLOG-01", title: "GD&T CALLOUTS", scale: "1:1", sheetNo: "1/1", glow: [500, 400] }, s);
};

scenes["blog-2"] = (p) => {
  let s = "";
  s += `<rect x="140" y="120" width="700" height="520" fill="url(#hatch)" ${stroke(p.line, 3)}/>`;
  // pocket with toolpath offsets
  const pocket = (inset, rr) =>
    `<rect x="${240 + inset}" y="${210 + inset}" width="${500 - 2 * inset}" height="${340 - 2 * inset}" rx="${rr}" `;
  s += pocket(0, 16) + `fill="${p.bg1}" ${stroke(p.line, 3)}/>`;
  for (let k = 1; k <= 6; k++)
    s +=
      pocket(k * 24, Math.max(4, 16 - k * 2)) +
      `${stroke(k % 2 ? p.accent : p.accent2, 2, `stroke-opacity="${n(1 - k * 0.1)}"`)}/>`;
  // end mill
  s += `<circle cx="${240 + 24}" cy="${210 + 120}" r="22" fill="${p.warm}" fill-opacity="0.35" ${stroke(p.warm, 2.5)}/>`;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = polar(264, 330, 22, (i * Math.PI) / 2 + 0.4);
    s += line(264, 330, ax, ay, p.warm, 2);
  }
  s += leader(250, 220, 900, 180, "CORNER R3.2 (Ø6 TOOL)", p.warm);
  s += leader(740, 400, 900, 330, "DEPTH ≤ 4 × D", p.line);
  s += leader(520, 500, 900, 470, "ONE SETUP, TOP FACE", p.accent);
  // tapped holes
  for (const [hx, hy] of [
    [180, 160],
    [800, 160],
    [180, 600],
    [800, 600],
  ])
    s += `<circle cx="${hx}" cy="${hy}" r="12" fill="${p.bg1}" ${stroke(p.line, 2)}/><circle cx="${hx}" cy="${hy}" r="16" ${stroke(p.line, 1, `stroke-dasharray="3 3"`)}/>`;
  s += text(180, 690, "4× M6 — STANDARD TAP", p.line, 16);
  return sheet(
    p,
    { code: "BLOG-02", title: "DFM: MACHINED POCKET", scale: "1:1", sheetNo: "1/1", glow: [490, 380] },
    s,
  );
};

scenes["blog-3"] = (p) => {
  let s = "";
  const y = 380;
  const parts = [
    { x: 120, w: 110, label: "+1.20", tol: "±0.05" },
    { x: 230, w: 160, label: "+8.50", tol: "±0.08" },
    { x: 390, w: 130, label: "−2.10", tol: "±0.05", neg: true },
    { x: 520, w: 150, label: "+3.40", tol: "±0.04" },
    { x: 670, w: 120, label: "−1.80", tol: "±0.03", neg: true },
    { x: 790, w: 140, label: "−9.20", tol: "±0.04", neg: true },
  ];
  parts.forEach((q, i) => {
    const yy = y + (i % 2 ? 70 : -70);
    const x1 = q.neg ? q.x + q.w : q.x;
    const x2 = q.neg ? q.x : q.x + q.w;
    s += arrow(x1, yy, x2, yy, q.neg ? p.warm : p.accent, 3, 14);
    s += line(q.x, y - 120, q.x, y + 120, p.line, 1, `stroke-opacity="0.35"`);
    s += text(q.x + q.w / 2, yy - 14, q.label, q.neg ? p.warm : p.accent, 16, "middle", `font-weight="bold"`);
    s += text(q.x + q.w / 2, yy + 28, q.tol, p.line, 14, "middle");
  });
  s += line(930, y - 120, 930, y + 120, p.line, 1, `stroke-opacity="0.35"`);
  s += `<rect x="120" y="${y + 170}" width="520" height="110" fill="${p.bg1}" fill-opacity="0.6" ${stroke(p.line, 1.5)}/>`;
  s += text(140, y + 205, "WORST CASE  Σ|t|      = ±0.29", p.line, 17);
  s += text(140, y + 235, "RSS         √Σt²      = ±0.13", p.accent, 17);
  s += text(140, y + 265, "REQUIREMENT  FLUSH    ±0.15", p.warm, 17);
  s += text(120, 120, "LOOP DIAGRAM — SENSING FACE TO BEZEL", p.line, 20, "start", `font-weight="bold"`);
  return sheet(p, { code: "BLOG-03", title: "TOLERANCE STACK", scale: "NTS", sheetNo: "1/1", glow: [520, 380] }, s);
};

/* ---------------------------------------------------------------------------------------- */
/* Render                                                                                    */
/* ---------------------------------------------------------------------------------------- */

const PALETTE_FOR = (name) => {
  if (name.startsWith("blog-")) return PALETTES.blog;
  if (/^(mobile-manipulation|competition-swerve|draft-gripper)/.test(name)) return PALETTES.robotics;
  if (/^(sheet-metal|injection-molded)/.test(name)) return PALETTES.manufacturing;
  if (/^(adaptive-underwater|pneumatic-soft)/.test(name)) return PALETTES.soft;
  if (/^(ocean-wave|robot-joint)/.test(name)) return PALETTES.sensing;
  return PALETTES.academic;
};

/** `stroke()` sets fill="none"; drop it on elements that also set their own fill. */
const dedupeFill = (svg) =>
  svg.replace(/<[^>]+>/g, (tag) => ((tag.match(/ fill="/g) ?? []).length > 1 ? tag.replace(' fill="none"', "") : tag));

async function render(name, rawSvg) {
  const svg = dedupeFill(rawSvg);
  for (const quality of [70, 62, 55, 48]) {
    const buf = await sharp(Buffer.from(svg), { density: 72 })
      .resize(W, H)
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality === 48) {
      const file = path.join(OUT_DIR, `${name}.webp`);
      await writeFile(file, buf);
      return { file, bytes: buf.length, quality };
    }
  }
  throw new Error("unreachable");
}

await mkdir(OUT_DIR, { recursive: true });
const only = process.argv.slice(2);
let total = 0;
for (const [name, scene] of Object.entries(scenes)) {
  if (only.length && !only.includes(name)) continue;
  const svg = scene(PALETTE_FOR(name));
  const { bytes, quality } = await render(name, svg);
  total += bytes;
  const flag = bytes > MAX_BYTES ? "  !! over 45 KB" : "";
  console.log(`${name}.webp`.padEnd(46), `${(bytes / 1024).toFixed(1).padStart(6)} KB  q${quality}${flag}`);
}
console.log(`total ${(total / 1024).toFixed(1)} KB`);

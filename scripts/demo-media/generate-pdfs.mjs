/**
 * Generates the demo PDFs seeded with the demo content (supabase/seed/media/demo/**.pdf):
 * the one-page resume, the portfolio, the three report documents and the project files.
 *
 * Contains a tiny PDF 1.4 writer (standard Helvetica fonts with WinAnsiEncoding, word-wrapped
 * text with **bold** runs, headings, bullet lists, tables, simple vector graphics, link
 * annotations, page footers, Flate-compressed content streams, exact xref offsets) and the
 * documents' text. No dependencies. The PDFs are committed; re-run only when changing them:
 *
 *   npx node scripts/demo-media/generate-pdfs.mjs
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

/* ---------------------------------------------------------------------------------------- */
/* Tiny PDF writer                                                                           */
/* ---------------------------------------------------------------------------------------- */
/* Glyph widths (1/1000 em) for WinAnsi codes 32–126, from the standard Adobe font metrics. */
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
// prettier-ignore
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/* Unicode characters outside ASCII that the demo texts use: [WinAnsi code, regular, bold]. */
const EXTRA = {
  "•": [0x95, 350, 350],
  "–": [0x96, 556, 556],
  "—": [0x97, 1000, 1000],
  "‘": [0x91, 222, 278],
  "’": [0x92, 222, 278],
  "“": [0x93, 333, 500],
  "”": [0x94, 333, 500],
  "…": [0x85, 1000, 1000],
  "±": [0xb1, 584, 584],
  "°": [0xb0, 400, 400],
  Ø: [0xd8, 778, 778],
  "×": [0xd7, 584, 584],
  µ: [0xb5, 556, 611],
  "²": [0xb2, 333, 333],
  "³": [0xb3, 333, 333],
  "·": [0xb7, 278, 278],
  é: [0xe9, 556, 556],
  ö: [0xf6, 556, 611],
};

const FONTS = {
  F1: { base: "Helvetica", widths: HELVETICA, bold: false },
  F2: { base: "Helvetica-Bold", widths: HELVETICA_BOLD, bold: true },
  F3: { base: "Helvetica-Oblique", widths: HELVETICA, bold: false },
};

function textWidth(str, font, size) {
  const f = FONTS[font];
  let w = 0;
  for (const ch of str) {
    const code = ch.codePointAt(0);
    if (code >= 32 && code <= 126) w += f.widths[code - 32];
    else if (EXTRA[ch]) w += EXTRA[ch][f.bold ? 2 : 1];
    else
      throw new Error(
        `Character not supported by the demo PDF writer: ${JSON.stringify(ch)} in ${JSON.stringify(str)}`,
      );
  }
  return (w * size) / 1000;
}

function encode(str) {
  let out = "";
  for (const ch of str) {
    const code = ch.codePointAt(0);
    let byte;
    if (code >= 32 && code <= 126) byte = code;
    else if (EXTRA[ch]) byte = EXTRA[ch][0];
    else throw new Error(`Character not supported by the demo PDF writer: ${JSON.stringify(ch)}`);
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return out;
}

const num = (v) => (Math.round(v * 100) / 100).toString();
const hex = (color) => {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!m) throw new Error(`bad colour ${color}`);
  return [1, 2, 3].map((i) => num(parseInt(m[i], 16) / 255)).join(" ");
};

/** Split "plain **bold** plain" into words tagged with their font. */
function richWords(str, baseFont = "F1") {
  const words = [];
  str.split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (!part) return;
    const bold = part.startsWith("**") && part.endsWith("**");
    const textPart = bold ? part.slice(2, -2) : part;
    const font = bold ? "F2" : baseFont;
    // Keep track of whether the run starts/ends with a space so words join correctly.
    const tokens = textPart.split(/( +)/);
    for (const t of tokens) {
      if (t === "") continue;
      if (/^ +$/.test(t)) {
        if (words.length) words[words.length - 1].space = true;
      } else {
        words.push({ t, font, space: false });
      }
    }
  });
  return words;
}

const COLORS = {
  ink: "#1f2933",
  muted: "#52606d",
  accent: "#0f766e",
  accentLight: "#ccebe7",
  rule: "#cbd2d9",
  fillLight: "#f0f4f8",
  warm: "#b45309",
};

class PdfDoc {
  constructor({
    title,
    subject = "",
    author = "Alex Rivera",
    footer,
    size = [612, 792],
    margin = 56,
    top = 56,
    bottom = 60,
  }) {
    this.info = { title, subject, author };
    this.footer = footer ?? title;
    this.W = size[0];
    this.H = size[1];
    this.margin = margin;
    this.topMargin = top;
    this.bottomMargin = bottom;
    this.pages = [];
    this.addPage();
  }

  get contentWidth() {
    return this.W - 2 * this.margin;
  }

  addPage() {
    this.page = { ops: [], annots: [] };
    this.pages.push(this.page);
    this.y = this.topMargin;
    return this;
  }

  /** Start a new page if fewer than h points remain. */
  ensure(h) {
    if (this.y + h > this.H - this.bottomMargin) this.addPage();
    return this;
  }

  /* ---- low-level drawing, y measured from the top ---- */

  op(s) {
    this.page.ops.push(s);
    return this;
  }

  text(x, y, str, { font = "F1", size = 10, color = COLORS.ink } = {}) {
    return this.op(
      `${hex(color)} rg BT /${font} ${num(size)} Tf 1 0 0 1 ${num(x)} ${num(this.H - y)} Tm (${encode(str)}) Tj ET`,
    );
  }

  textRight(xRight, y, str, opts = {}) {
    return this.text(xRight - textWidth(str, opts.font ?? "F1", opts.size ?? 10), y, str, opts);
  }

  textCenter(xc, y, str, opts = {}) {
    return this.text(xc - textWidth(str, opts.font ?? "F1", opts.size ?? 10) / 2, y, str, opts);
  }

  line(x1, y1, x2, y2, { width = 0.75, color = COLORS.rule, dash } = {}) {
    return this.op(
      `q ${hex(color)} RG ${num(width)} w ${dash ? `[${dash.join(" ")}] 0 d ` : ""}${num(x1)} ${num(this.H - y1)} m ${num(x2)} ${num(this.H - y2)} l S Q`,
    );
  }

  polyline(points, { width = 1, color = COLORS.ink, dash, close = false, fill } = {}) {
    const path = points.map(([x, y], i) => `${num(x)} ${num(this.H - y)} ${i ? "l" : "m"}`).join(" ");
    const paint = fill ? (close ? "b" : "B") : close ? "s" : "S";
    return this.op(
      `q ${hex(color)} RG ${fill ? `${hex(fill)} rg ` : ""}${num(width)} w ${dash ? `[${dash.join(" ")}] 0 d ` : ""}${path} ${paint} Q`,
    );
  }

  rect(x, y, w, h, { stroke = COLORS.rule, fill, width = 0.75 } = {}) {
    const paint = fill && stroke ? "B" : fill ? "f" : "S";
    return this.op(
      `q ${stroke ? `${hex(stroke)} RG ` : ""}${fill ? `${hex(fill)} rg ` : ""}${num(width)} w ${num(x)} ${num(this.H - y - h)} ${num(w)} ${num(h)} re ${paint} Q`,
    );
  }

  circle(cx, cy, r, { stroke = COLORS.ink, fill, width = 1 } = {}) {
    const k = 0.5523 * r;
    const Y = this.H - cy;
    const path = `${num(cx + r)} ${num(Y)} m ${num(cx + r)} ${num(Y + k)} ${num(cx + k)} ${num(Y + r)} ${num(cx)} ${num(Y + r)} c ${num(cx - k)} ${num(Y + r)} ${num(cx - r)} ${num(Y + k)} ${num(cx - r)} ${num(Y)} c ${num(cx - r)} ${num(Y - k)} ${num(cx - k)} ${num(Y - r)} ${num(cx)} ${num(Y - r)} c ${num(cx + k)} ${num(Y - r)} ${num(cx + r)} ${num(Y - k)} ${num(cx + r)} ${num(Y)} c`;
    const paint = fill && stroke ? "b" : fill ? "f" : "s";
    return this.op(
      `q ${stroke ? `${hex(stroke)} RG ` : ""}${fill ? `${hex(fill)} rg ` : ""}${num(width)} w ${path} ${paint} Q`,
    );
  }

  link(x, y, w, h, uri) {
    this.page.annots.push({ rect: [x, this.H - y - h, x + w, this.H - y], uri });
    return this;
  }

  /* ---- flow layout ---- */

  spacer(h) {
    this.y += h;
    return this;
  }

  /** Wrap rich text into lines of words within width. */
  wrap(str, width, size, baseFont = "F1") {
    const words = richWords(str, baseFont);
    const lines = [];
    let current = [];
    let w = 0;
    for (const word of words) {
      const ww = textWidth(word.t, word.font, size);
      const sp =
        current.length && current[current.length - 1].space
          ? textWidth(" ", current[current.length - 1].font, size)
          : 0;
      if (current.length && w + sp + ww > width) {
        lines.push(current);
        current = [word];
        w = ww;
      } else {
        current.push(word);
        w += sp + ww;
      }
    }
    if (current.length) lines.push(current);
    return lines;
  }

  drawLine(words, x, y, size, color) {
    let cx = x;
    let run = "";
    let runFont = null;
    let runX = x;
    const flush = () => {
      if (run) this.text(runX, y, run, { font: runFont, size, color });
    };
    words.forEach((word, i) => {
      const sep = i > 0 && words[i - 1].space ? " " : "";
      if (word.font !== runFont) {
        flush();
        if (sep) cx += textWidth(" ", runFont ?? word.font, size);
        run = word.t;
        runFont = word.font;
        runX = cx;
      } else {
        run += sep + word.t;
        if (sep) cx += textWidth(" ", word.font, size);
      }
      cx += textWidth(word.t, word.font, size);
    });
    flush();
  }

  paragraph(str, { size = 10, leading = 1.4, indent = 0, color = COLORS.ink, font = "F1", after = 6, width } = {}) {
    const w = width ?? this.contentWidth - indent;
    const lines = this.wrap(str, w, size, font);
    const lh = size * leading;
    for (const l of lines) {
      this.ensure(lh);
      this.y += lh;
      this.drawLine(l, this.margin + indent, this.y - lh * 0.25, size, color);
    }
    this.y += after;
    return this;
  }

  heading(str, level = 1) {
    const size = level === 1 ? 15 : level === 2 ? 12 : 10.5;
    const before = level === 1 ? 10 : level === 2 ? 8 : 5;
    // keep the heading with the start of what follows it
    this.ensure(before + size * 1.2 + 72);
    this.y += before + size * 1.2;
    this.text(this.margin, this.y, str, { font: "F2", size, color: level === 1 ? COLORS.accent : COLORS.ink });
    if (level <= 2) {
      this.y += 5;
      this.line(this.margin, this.y, this.margin + this.contentWidth, this.y, {
        color: level === 1 ? COLORS.accent : COLORS.rule,
        width: level === 1 ? 1.2 : 0.6,
      });
    }
    this.y += level === 3 ? 3 : 7;
    return this;
  }

  bullets(items, { size = 10, indent = 12, after = 6, leading = 1.38 } = {}) {
    const lh = size * leading;
    for (const item of items) {
      const lines = this.wrap(item, this.contentWidth - indent - 10, size);
      this.ensure(lh * Math.min(lines.length, 2));
      lines.forEach((l, i) => {
        this.ensure(lh);
        this.y += lh;
        if (i === 0) this.text(this.margin + indent, this.y - lh * 0.25, "•", { size, color: COLORS.accent });
        this.drawLine(l, this.margin + indent + 10, this.y - lh * 0.25, size, COLORS.ink);
      });
      this.y += 1.5;
    }
    this.y += after;
    return this;
  }

  /** A bold left text and a muted right-aligned text on the same line. */
  entry(left, right, { size = 10.5, sub, subSize = 9.5 } = {}) {
    this.ensure(size * 1.5 + (sub ? subSize * 1.5 : 0));
    this.y += size * 1.35;
    this.text(this.margin, this.y, left, { font: "F2", size });
    if (right) this.textRight(this.margin + this.contentWidth, this.y, right, { size: size - 1, color: COLORS.muted });
    if (sub) {
      this.y += subSize * 1.35;
      this.text(this.margin, this.y, sub, { font: "F3", size: subSize, color: COLORS.muted });
    }
    this.y += 3;
    return this;
  }

  /** Simple table; rows are arrays of strings; widths are fractions of the content width. */
  table(rows, { widths, size = 9, header = true, after = 10, zebra = true } = {}) {
    const total = this.contentWidth;
    const cols = widths.map((f) => f * total);
    const pad = 4;
    // keep the header with at least the first two rows
    this.ensure(Math.min(rows.length, 3) * (size * 1.3 + 2 * pad) + 4);
    rows.forEach((row, r) => {
      const isHeader = header && r === 0;
      const cellLines = row.map((cell, c) => this.wrap(String(cell), cols[c] - 2 * pad, size, isHeader ? "F2" : "F1"));
      const lh = size * 1.3;
      const h = Math.max(...cellLines.map((l) => l.length)) * lh + 2 * pad;
      this.ensure(h);
      const y0 = this.y;
      if (isHeader) this.rect(this.margin, y0, total, h, { stroke: null, fill: COLORS.accentLight });
      else if (zebra && r % 2 === 0) this.rect(this.margin, y0, total, h, { stroke: null, fill: COLORS.fillLight });
      let x = this.margin;
      cellLines.forEach((lines, c) => {
        lines.forEach((l, i) =>
          this.drawLine(l, x + pad, y0 + pad + (i + 1) * lh - lh * 0.25, size, isHeader ? COLORS.ink : COLORS.ink),
        );
        x += cols[c];
      });
      this.line(this.margin, y0 + h, this.margin + total, y0 + h, { color: COLORS.rule, width: 0.5 });
      this.y += h;
    });
    this.y += after;
    return this;
  }

  rule({ color = COLORS.rule, width = 0.6, before = 4, after = 8 } = {}) {
    this.y += before;
    this.line(this.margin, this.y, this.margin + this.contentWidth, this.y, { color, width });
    this.y += after;
    return this;
  }

  /** Reserve a block of height h and call draw(x, y, w) to fill it with vector graphics. */
  figure(h, draw, caption) {
    this.ensure(h + (caption ? 18 : 0));
    draw(this.margin, this.y, this.contentWidth);
    this.y += h;
    if (caption) {
      this.y += 12;
      this.textCenter(this.margin + this.contentWidth / 2, this.y, caption, {
        font: "F3",
        size: 8.5,
        color: COLORS.muted,
      });
    }
    this.y += 8;
    return this;
  }

  /* ---- serialisation ---- */

  toBuffer() {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      this.page = page;
      if (this.footer === false) return;
      const fy = this.H - 34;
      this.line(this.margin, fy - 10, this.W - this.margin, fy - 10, { color: COLORS.rule, width: 0.5 });
      this.text(this.margin, fy, this.footer, { size: 8, color: COLORS.muted });
      this.textRight(this.W - this.margin, fy, `Page ${i + 1} of ${total}`, { size: 8, color: COLORS.muted });
    });

    const objects = []; // index = object number - 1
    const add = (body) => {
      objects.push(body);
      return objects.length;
    };
    const catalog = add(null);
    const pagesObj = add(null);
    const fontIds = Object.fromEntries(
      Object.entries(FONTS).map(([key, f]) => [
        key,
        add(Buffer.from(`<< /Type /Font /Subtype /Type1 /BaseFont /${f.base} /Encoding /WinAnsiEncoding >>`)),
      ]),
    );
    const pdfString = (s) => `(${encode(s)})`;
    // Document information strings use UTF-16BE with a byte-order mark (text strings, PDF 1.4 §3.8.1).
    const infoString = (s) =>
      `<FEFF${[...s]
        .map((ch) => ch.charCodeAt(0).toString(16).padStart(4, "0"))
        .join("")
        .toUpperCase()}>`;
    const now = new Date("2025-10-01T12:00:00Z");
    const date = `D:${now.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;
    const infoId = add(
      Buffer.from(
        `<< /Title ${infoString(this.info.title)} /Author ${infoString(this.info.author)} /Subject ${infoString(this.info.subject)} /Creator (demo-media generate-pdfs.mjs) /Producer (tiny pdf writer) /CreationDate (${date}) >>`,
        "latin1",
      ),
    );
    const fontDict = Object.entries(fontIds)
      .map(([k, id]) => `/${k} ${id} 0 R`)
      .join(" ");
    const pageIds = [];
    for (const page of this.pages) {
      const content = deflateSync(Buffer.from(page.ops.join("\n"), "latin1"));
      const contentId = add(
        Buffer.concat([
          Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
          content,
          Buffer.from("\nendstream"),
        ]),
      );
      const annotIds = page.annots.map((a) =>
        add(
          Buffer.from(
            `<< /Type /Annot /Subtype /Link /Rect [${a.rect.map(num).join(" ")}] /Border [0 0 0] /A << /S /URI /URI ${pdfString(a.uri)} >> >>`,
            "latin1",
          ),
        ),
      );
      const annots = annotIds.length ? ` /Annots [${annotIds.map((id) => `${id} 0 R`).join(" ")}]` : "";
      pageIds.push(
        add(
          Buffer.from(
            `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${this.W} ${this.H}] /Resources << /Font << ${fontDict} >> >> /Contents ${contentId} 0 R${annots} >>`,
          ),
        ),
      );
    }
    objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
    objects[pagesObj - 1] = Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    );

    const chunks = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
    let offset = chunks[0].length;
    const offsets = [];
    objects.forEach((body, i) => {
      offsets.push(offset);
      const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
      chunks.push(chunk);
      offset += chunk.length;
    });
    const xrefStart = offset;
    let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const o of offsets) xref += `${String(o).padStart(10, "0")} 00000 n \n`;
    xref += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefStart}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, "latin1"));
    return Buffer.concat(chunks);
  }
}

/* ---------------------------------------------------------------------------------------- */
/* Demo documents                                                                            */
/* ---------------------------------------------------------------------------------------- */

const OWNER = {
  name: "Alex Rivera",
  role: "Mechanical Design Engineer · Robotics & Manufacturing",
  email: "alex.rivera@example.com",
  phone: "+1 (555) 014-2398",
  profile: "https://www.linkedin.com/in/example-profile",
  profileLabel: "linkedin.com/in/example-profile",
  location: "San Diego, CA",
};

/** Compact section heading used by the resume. */
function resumeHeading(doc, title) {
  doc.ensure(30);
  doc.y += 16;
  doc.text(doc.margin, doc.y, title.toUpperCase(), { font: "F2", size: 10.5, color: COLORS.accent });
  doc.y += 4;
  doc.line(doc.margin, doc.y, doc.margin + doc.contentWidth, doc.y, { color: COLORS.accent, width: 0.8 });
  doc.y += 2;
}

function letterhead(doc, { subtitle }) {
  doc.y += 22;
  doc.text(doc.margin, doc.y, OWNER.name, { font: "F2", size: 22, color: COLORS.ink });
  doc.y += 16;
  doc.text(doc.margin, doc.y, subtitle, { size: 11, color: COLORS.accent });
  doc.y += 15;
  const contact = `${OWNER.location}  ·  ${OWNER.phone}  ·  ${OWNER.email}  ·  ${OWNER.profileLabel}`;
  doc.text(doc.margin, doc.y, contact, { size: 9, color: COLORS.muted });
  // clickable email and profile
  const before = `${OWNER.location}  ·  ${OWNER.phone}  ·  `;
  const emailX = doc.margin + textWidth(before, "F1", 9);
  doc.link(emailX, doc.y - 9, textWidth(OWNER.email, "F1", 9), 12, `mailto:${OWNER.email}`);
  const profX = emailX + textWidth(`${OWNER.email}  ·  `, "F1", 9);
  doc.link(profX, doc.y - 9, textWidth(OWNER.profileLabel, "F1", 9), 12, OWNER.profile);
  doc.y += 8;
  doc.line(doc.margin, doc.y, doc.margin + doc.contentWidth, doc.y, { color: COLORS.ink, width: 1.4 });
}

function buildResume() {
  const doc = new PdfDoc({
    title: "Alex Rivera — Resume",
    subject: "Resume of a mechanical design engineer (demo content)",
    footer: "Alex Rivera · Resume · References available on request",
    margin: 46,
    top: 30,
    bottom: 46,
  });
  letterhead(doc, { subtitle: OWNER.role });
  doc.y += 10;
  doc.paragraph(
    "Mechanical design engineer finishing an M.S. in December 2025, with production experience in sheet metal and injection molding and a portfolio of robots, soft grippers and ocean sensors taken from CAD to tested hardware. Seeking a full-time mechanical design engineering role; open to relocation.",
    { size: 9.2, leading: 1.32, after: 0 },
  );

  const exp = (role, org, dates, bullets) => {
    doc.ensure(40);
    doc.y += 12.5;
    doc.text(doc.margin, doc.y, role, { font: "F2", size: 9.8 });
    doc.text(doc.margin + textWidth(role, "F2", 9.8) + 6, doc.y, `— ${org}`, { size: 9.5, color: COLORS.muted });
    doc.textRight(doc.margin + doc.contentWidth, doc.y, dates, { size: 9, color: COLORS.muted });
    doc.y += 1;
    doc.bullets(bullets, { size: 9, indent: 4, after: 0, leading: 1.28 });
  };

  resumeHeading(doc, "Education");
  exp("M.S. Mechanical Engineering", "Pacific Shores University, San Diego, CA", "Sept 2024 – Dec 2025", [
    "GPA 3.4. Robotics & Controls. Thesis work on adaptive soft suction grippers. Coursework: Robot Kinematics, Advanced FEA, Mechatronics.",
  ]);
  exp("B.Tech Mechanical Engineering", "Meridian Institute of Technology, Pune, India", "Jun 2020 – Jun 2024", [
    "GPA 3.7. Capstone: two-stage helical gearbox, Best Design at the Intercollegiate Machine Design Expo 2023.",
  ]);

  resumeHeading(doc, "Experience");
  exp("Graduate Research Assistant", "Bio-Inspired Robotics Lab", "Jan 2025 – Present", [
    "Designed three generations of two-material silicone suction cups; **38 N** pull-off on curved surfaces, **1.8×** the rigid baseline.",
    "Cut mold turnaround from 5 days to **1.5 days** with three-part SLA molds; built a 6-channel pull-off test rig (50 N, ±0.5 kPa).",
  ]);
  exp("Mechanical Design Intern", "Tidewater Robotics, San Diego, CA", "Jun 2025 – Aug 2025", [
    "Redesigned a vacuum end-effector mount from a 5-part weldment to one machined part: **-180 g** and **-$64** per robot.",
    "Released 18 production drawings with GD&T per ASME Y14.5; cable carrier routing passed a 200,000-cycle life test.",
  ]);
  exp("Mechanical Team Lead", "Pacific Shores Robotics Team", "Sept 2024 – May 2025", [
    "Led a 14-person sub-team to **1st of 38 teams** at the Pacific Coast Robotics Challenge 2024, zero mechanical failures in 14 matches.",
    "Replaced a 40-piece tube frame with one waterjet-cut, press-brake-formed tub (**-3.4 kg**); weekly design reviews cut pit repairs from 25 to 6 min.",
  ]);
  exp("Manufacturing Engineering Co-op", "Meridian Precision Components, Pune, India", "Jan 2024 – Jun 2024", [
    "Redesigned a controller enclosure from 14 parts to 6: unit cost **-32%** (about $28k a year), assembly time 22 to 9 min.",
    "Specified GD&T on 40+ drawings (first-article pass rate 78% to **96%**); PC/ABS sensor housing at $1.94 vs $11.20 machined.",
  ]);
  exp("Undergraduate Research Assistant", "Thermal & Fluid Sciences Lab", "Jun 2022 – May 2023", [
    "Optimised a heat sink from 0.81 to **0.62 K/W** in ANSYS Fluent and validated the model within 7% on a thermocouple rig.",
  ]);

  resumeHeading(doc, "Selected Projects");
  doc.y += 2;
  doc.bullets(
    [
      "**Mobile manipulation capstone** — 5-DOF arm on a mobile base; 47/50 picks, ±1.2 mm repeatability, $3,640 (9% under budget).",
      "**Ocean wave drifter** — sub-$300 GNSS/IMU buoy; wave height within 6% of a reference buoy; 1st place, Harborline Marine Tech Cup 2025.",
      "**Joint torque sensor** — 7075-T6 four-spoke flexure with a full bridge; ±20 N·m, 0.4% FS non-linearity, 1.8% crosstalk.",
    ],
    { size: 9, indent: 4, after: 0, leading: 1.28 },
  );

  resumeHeading(doc, "Skills");
  doc.y += 2;
  const skills = [
    [
      "CAD & Design",
      "SolidWorks, PTC Creo, Fusion 360, Onshape, AutoCAD; GD&T (ASME Y14.5), tolerance stack-ups, mechanism design",
    ],
    [
      "Analysis",
      "FEA (ANSYS Mechanical, ABAQUS, SolidWorks Simulation), CFD (ANSYS Fluent), heat transfer, fatigue, AGMA gear rating",
    ],
    [
      "Manufacturing",
      "DFM/DFA, CNC machining, sheet metal, injection molding, 3D printing (FDM, SLA), silicone casting, CMM inspection",
    ],
    [
      "Controls & Code",
      "ROS 2, MoveIt 2, Arduino/C++, PLC ladder logic, MATLAB/Simulink, Python (NumPy, SciPy, pandas), LabVIEW",
    ],
  ];
  for (const [k, v] of skills) {
    doc.paragraph(`**${k}:** ${v}`, { size: 9, leading: 1.3, after: 1 });
  }
  return doc;
}

/* ---------- Portfolio (as of December 2024) ---------- */

function metricsRow(doc, metrics) {
  const h = 40;
  doc.ensure(h + 8);
  const w = doc.contentWidth / metrics.length;
  metrics.forEach(([value, label], i) => {
    const x = doc.margin + i * w;
    doc.rect(x + 2, doc.y, w - 4, h, { stroke: null, fill: COLORS.fillLight });
    doc.textCenter(x + w / 2, doc.y + 18, value, { font: "F2", size: 13, color: COLORS.accent });
    doc.textCenter(x + w / 2, doc.y + 32, label, { size: 8, color: COLORS.muted });
  });
  doc.y += h + 8;
}

function portfolioProject(doc, { title, meta, problem, approach, result, metrics }) {
  doc.ensure(150);
  doc.heading(title, 2);
  doc.paragraph(meta, { size: 9, color: COLORS.muted, font: "F3", after: 4 });
  doc.paragraph(`**Problem.** ${problem}`, { size: 9.8, after: 3 });
  doc.paragraph(`**Approach.** ${approach}`, { size: 9.8, after: 3 });
  doc.paragraph(`**Result.** ${result}`, { size: 9.8, after: 6 });
  metricsRow(doc, metrics);
}

function buildPortfolio() {
  const doc = new PdfDoc({
    title: "Alex Rivera — Engineering Portfolio",
    subject: "Mechanical design portfolio, December 2024 (demo content)",
    footer: "Alex Rivera · Engineering Portfolio · December 2024",
  });
  letterhead(doc, { subtitle: "Engineering Portfolio · December 2024" });
  doc.y += 14;
  doc.paragraph(
    "Five projects that show how I work: define the requirement with numbers, design for the process that will make the part, analyse what can fail, then build and test. Each page summarises the problem, my approach and the measured result. Drawings, calculations and CAD are available on request.",
    { size: 10.5, leading: 1.45 },
  );
  metricsRow(doc, [
    ["8+", "engineering projects"],
    ["3", "competition wins"],
    ["6+", "CAD tools"],
    ["10+", "manufacturing methods"],
  ]);

  portfolioProject(doc, {
    title: "1. Competition Robot: Swerve Drivetrain and Intake",
    meta: "Mechanical team lead, 14-person sub-team · Sept–Nov 2024 · Onshape, SolidWorks, waterjet, press brake",
    problem:
      "Seven weeks from game reveal to shipping; a 54 kg weight limit with bumpers; previous seasons lost matches to chain derailments and loose fasteners.",
    approach:
      "Chose swerve after a match simulation showed 22% shorter cycles. Each module: 101.6 mm tread wheel, 6.75:1 reduction with a 15/45 bevel pair, 4.6 m/s free speed. The chassis became a single 3.2 mm 5052-H32 tub, waterjet-cut and press-brake formed, with rivnut mounting points. Threadlocker specs and torque-stripe checks went on the pit checklist.",
    result:
      "1st place out of 38 teams at the Pacific Coast Robotics Challenge 2024, zero mechanical failures in 14 matches, 6-minute module swaps and 3.4 kg saved over the previous frame.",
    metrics: [
      ["1st / 38", "final ranking"],
      ["4.6 m/s", "free speed"],
      ["0", "mechanical failures"],
      ["-3.4 kg", "frame mass"],
    ],
  });

  portfolioProject(doc, {
    title: "2. Sheet-Metal Controller Enclosure: DFM Redesign",
    meta: "Manufacturing engineering co-op · Jan–Jun 2024 · SolidWorks Sheet Metal, GD&T, supplier DFM review",
    problem:
      "A welded enclosure with 14 parts: welding distortion forced rework on 1 lid in 5, and assembly took 22 minutes at 1,800 units a year.",
    approach:
      "One folded body with hemmed edges and a formed lid. R1.5 bends with a K-factor of 0.42 measured on the plant's brake; holes kept 2.5T + R from bends; PEM nuts instead of weld nuts; louvers formed in the blank; EPDM gasket in a formed channel. Profile and position tolerances agreed with the brake operator before release.",
    result:
      "6 parts instead of 14, unit cost $48.60 to $33.05, assembly 22 to 9 minutes, rework under 2%, IP54 passed first time, and all 64 first-article characteristics in tolerance.",
    metrics: [
      ["14 to 6", "part count"],
      ["-32%", "unit cost"],
      ["-59%", "assembly time"],
      ["64 / 64", "FAI pass"],
    ],
  });

  portfolioProject(doc, {
    title: "3. Injection-Molded Housing for an Industrial Sensor",
    meta: "Manufacturing engineering co-op · 2024 · SolidWorks Plastics, tolerance stack-up, PC/ABS",
    problem:
      "Replace an $11.20 machined aluminium housing with a molded part under $2.50 that seals to IP65 and keeps the sensing face flush within ±0.15 mm.",
    approach:
      "2.0 mm nominal walls, ribs at 60% of the wall, 1° draft (2° on the textured face), cantilever snaps designed to 2.5% strain. A fill analysis moved the gate to the rear face, pushing the weld line away from the snaps and cutting predicted warp from 0.42 to 0.18 mm. Worst-case and RSS stack-ups set the O-ring groove and bezel tolerances.",
    result: "T1 samples flush within 0.11 mm with 0.16 mm warp; $1.94 per part at a 28 s cycle; IP65 passed.",
    metrics: [
      ["$1.94", "unit cost (was $11.20)"],
      ["0.11 mm", "flushness"],
      ["28 s", "cycle time"],
      ["IP65", "sealing"],
    ],
  });

  portfolioProject(doc, {
    title: "4. Two-Stage Helical Gearbox for a Conveyor Drive",
    meta: "B.Tech capstone, team lead of three · 2023 · Creo, MATLAB, ANSYS Mechanical, AGMA 2001",
    problem:
      "Deliver 7.5 kW from 1,440 rpm to 115 rpm for 16 hours a day over 5 years, inside 420 × 300 × 320 mm and below 75 dB at 1 m.",
    approach:
      "Ratio split 3.60 × 3.47; 20° pressure angle, 15° helix; 20MnCr5 case-hardened gears rated by AGMA bending and pitting (SF 1.6 and 1.3). Shafts by DE-Goodman with keyway and shoulder stress concentrations (minimum SF 2.1); tapered roller bearings for an L10 life of 24,000 hours; housing bore deflection checked in FEA.",
    result:
      "A 1:2 scale prototype ran 40 hours with a 31 °C oil temperature rise at 71 dB. The design won Best Design at the Intercollegiate Machine Design Expo 2023.",
    metrics: [
      ["12.5 : 1", "overall ratio"],
      ["24,000 h", "bearing L10"],
      ["71 dB", "at 1 m"],
      ["Best Design", "Expo 2023"],
    ],
  });

  portfolioProject(doc, {
    title: "5. Forced-Convection Heat Sink: CFD and Test",
    meta: "Undergraduate research assistant · 2022–2023 · ANSYS Fluent, SolidWorks, LabVIEW",
    problem:
      "A power-electronics module ran 14 °C above its limit, with a fixed fan and a fixed 100 × 80 × 40 mm envelope.",
    approach:
      "Parametric conjugate heat-transfer study of fin count (10–26) and thickness (0.8–2.0 mm) with the fan curve as the inlet condition, a three-level mesh independence study, and a plywood duct rig with five thermocouples and a hot-wire anemometer for validation.",
    result:
      "18 fins at 1.2 mm gave 0.62 K/W against 0.81 K/W originally, a 7.6 °C drop; CFD and test agreed within 7% across four fan speeds.",
    metrics: [
      ["0.62 K/W", "thermal resistance"],
      ["-7.6 °C", "module temperature"],
      ["7%", "CFD vs test"],
      ["18", "optimal fins"],
    ],
  });

  doc.heading("Tools and methods", 2);
  doc.table(
    [
      ["Area", "Tools and methods used in these projects"],
      [
        "CAD and drawings",
        "SolidWorks, PTC Creo, Fusion 360, Onshape, AutoCAD; GD&T per ASME Y14.5; tolerance stack-ups",
      ],
      ["Analysis", "ANSYS Mechanical and Fluent, SolidWorks Simulation and Plastics, MATLAB, AGMA 2001"],
      [
        "Manufacturing",
        "Sheet metal (laser, press brake, PEM), CNC machining, waterjet, injection molding, 3D printing, casting",
      ],
      ["Test and data", "Thermocouples, hot-wire anemometry, LabVIEW, CMM and first-article inspection, Python"],
    ],
    { widths: [0.24, 0.76], size: 9 },
  );

  doc.heading("Next: graduate work from January 2025", 2);
  doc.paragraph(
    "My M.S. in Mechanical Engineering (Robotics & Controls) runs to December 2025. From January 2025 I join a soft robotics lab to work on octopus-inspired suction cups for underwater grasping, and my capstone team is building a mobile manipulator for warehouse picking. Both will be added to this portfolio as results come in.",
  );
  doc.heading("Contact", 2);
  doc.paragraph(`**Email:** ${OWNER.email}   **Phone:** ${OWNER.phone}   **Location:** ${OWNER.location}`, {
    after: 2,
  });
  doc.paragraph(
    `**Profile:** ${OWNER.profileLabel}   **Availability:** full-time from January 2026, open to relocation`,
  );
  return doc;
}

/* ---------- Report helpers ---------- */

function titleBlock(doc, { kind, title, subtitle, meta }) {
  doc.y += 18;
  doc.text(doc.margin, doc.y, kind.toUpperCase(), { font: "F2", size: 9, color: COLORS.accent });
  doc.y += 22;
  for (const l of doc.wrap(title, doc.contentWidth, 20, "F2")) {
    doc.drawLine(l, doc.margin, doc.y, 20, COLORS.ink);
    doc.y += 25;
  }
  doc.y -= 6;
  doc.paragraph(subtitle, { size: 11.5, color: COLORS.muted, after: 4 });
  doc.paragraph(meta, { size: 9, color: COLORS.muted, font: "F3", after: 2 });
  doc.rule({ color: COLORS.accent, width: 1.2, before: 6, after: 6 });
}

function abstract(doc, str) {
  const lines = doc.wrap(str, doc.contentWidth - 24, 9.8);
  const h = lines.length * 13.5 + 30;
  doc.ensure(h);
  doc.rect(doc.margin, doc.y, doc.contentWidth, h, { stroke: null, fill: COLORS.fillLight });
  doc.rect(doc.margin, doc.y, 3, h, { stroke: null, fill: COLORS.accent });
  doc.text(doc.margin + 12, doc.y + 17, "Abstract", { font: "F2", size: 10 });
  let y = doc.y + 22;
  for (const l of lines) {
    y += 13.5;
    doc.drawLine(l, doc.margin + 12, y - 3, 9.8, COLORS.ink);
  }
  doc.y += h + 8;
}

/** A small line chart drawn with vector operations. */
function lineChart(doc, x, y, w, h, { xr, yr, xticks, yticks, series, xlabel, ylabel }) {
  const X = (v) => x + 40 + ((v - xr[0]) / (xr[1] - xr[0])) * (w - 60);
  const Y = (v) => y + h - 28 - ((v - yr[0]) / (yr[1] - yr[0])) * (h - 40);
  for (const t of yticks) {
    doc.line(X(xr[0]), Y(t), X(xr[1]), Y(t), { color: "#e4e7eb", width: 0.5 });
    doc.textRight(X(xr[0]) - 4, Y(t) + 3, String(t), { size: 7.5, color: COLORS.muted });
  }
  for (const t of xticks) doc.textCenter(X(t), Y(yr[0]) + 11, String(t), { size: 7.5, color: COLORS.muted });
  doc.line(X(xr[0]), Y(yr[0]), X(xr[1]), Y(yr[0]), { color: COLORS.ink, width: 0.8 });
  doc.line(X(xr[0]), Y(yr[0]), X(xr[0]), Y(yr[1]), { color: COLORS.ink, width: 0.8 });
  doc.textCenter(X((xr[0] + xr[1]) / 2), y + h - 2, xlabel, { size: 8, color: COLORS.muted });
  doc.text(x, y + 6, ylabel, { size: 8, color: COLORS.muted });
  series.forEach((s, i) => {
    doc.polyline(
      s.points.map(([a, b]) => [X(a), Y(b)]),
      { color: s.color, width: 1.4, dash: s.dash },
    );
    const ly = y + 12 + i * 12;
    doc.line(x + w - 150, ly - 3, x + w - 132, ly - 3, { color: s.color, width: 1.6, dash: s.dash });
    doc.text(x + w - 126, ly, s.label, { size: 8, color: COLORS.ink });
  });
}

/* ---------- Report: ocean wave drifter ---------- */

function buildDrifterReport() {
  const doc = new PdfDoc({
    title: "Ocean Wave Drifter — Technical Report",
    subject: "Design and sea trials of a low-cost wave-measuring drifter buoy (demo content)",
    footer: "Ocean Wave Drifter · Technical Report · Rev 2",
  });
  titleBlock(doc, {
    kind: "Technical report",
    title: "A Low-Cost Ocean Wave Drifter: Design, Build and Sea Trials",
    subtitle: "GNSS/IMU drifter buoy that estimates significant wave height and peak period on board",
    meta: "Alex Rivera (mechanical lead and test lead), with a three-person student team · Harborline Marine Tech Cup 2025 entry · Rev 2, May 2025",
  });
  abstract(
    doc,
    "We designed, built and tested a 290 mm spherical drifter buoy that measures ocean waves with a 9-axis IMU and reports position and wave statistics over LoRa, for $284 in parts. Acceleration is rotated to the earth frame and converted to a displacement spectrum on board every 30 minutes. In three sea trials beside a reference buoy, significant wave height agreed within 6% and peak period within 0.4 s. The sealed hull passed a 72-hour, 1 m immersion test and a 1.5 m drop test, and battery endurance measured 8.5 days.",
  );

  doc.heading("1. Introduction", 1);
  doc.paragraph(
    "Commercial wave buoys cost several thousand dollars, which limits how many can be deployed by small research groups, harbour authorities or student teams. Drifters that follow the water surface can measure waves with an IMU instead of a moored hull and a heave sensor, but only if the hull rides the waves faithfully and the enclosure survives weeks at sea. Our goal was a drifter that a small team could build for under $300 and trust to within 10% of a reference instrument.",
  );
  doc.heading("2. Requirements", 1);
  doc.table(
    [
      ["Requirement", "Target", "Verification"],
      ["Wave height accuracy (Hm0)", "within 10% of reference", "Side-by-side sea trials"],
      ["Wave band", "3–20 s periods", "Spectrum comparison"],
      ["Ingress protection", "1 m immersion, 72 h", "Tank test with humidity indicator"],
      ["Impact", "1.5 m drop onto concrete", "Drop test, three orientations"],
      ["Endurance", "7 days at 30 min reporting", "Bench and sea trials"],
      ["Cost", "under $300 in parts", "Bill of materials"],
      ["Service", "open and reseal without tools", "Beach turnaround under 10 min"],
    ],
    { widths: [0.4, 0.3, 0.3] },
  );

  doc.heading("3. Mechanical design", 1);
  doc.heading("3.1 Hull and seal", 3);
  doc.paragraph(
    "The hull is two thermoformed HDPE hemispheres (3 mm wall) clamped to a machined acetal ring. A radial O-ring (AS568-244, 70A nitrile) sits in a gland sized for 20% squeeze and 75% gland fill, which tolerates the ovality of the thermoformed parts better than a face seal. Six quarter-turn latches hold the halves; there are no through-bolts in the wetted surface. The antenna mast passes through a single potted gland in the top hemisphere.",
  );
  doc.heading("3.2 Ballast and stability", 3);
  doc.paragraph(
    "The drifter must heave with the surface but not roll in it. 1.1 kg of steel shot in a bottom pocket places the centre of gravity 62 mm below the centre of buoyancy. The resulting roll natural period of 0.9 s sits well below the 3–20 s wave band, so the IMU tilt stays small and is corrected in software. The total mass of 4.6 kg puts the waterline 18 mm below the equator, keeping the O-ring joint out of the splash zone in calm water. A 0.6 m nylon drogue on a 2 m tether reduces wind-driven drift.",
  );
  doc.heading("3.3 Internal layout", 3);
  doc.bullets([
    "A 3D-printed PETG tray carries all electronics and lifts out as one unit.",
    "The IMU is bolted to a rigid aluminium bracket at the geometric centre, so rotation adds little spurious acceleration.",
    "A 4S2P 18650 pack (about 50 Wh) sits low, adding to the ballast moment.",
    "The GNSS patch antenna faces up under the thinnest part of the top hemisphere; LoRa uses a short whip on the mast.",
  ]);

  doc.heading("4. Wave processing", 1);
  doc.paragraph(
    "Every 30 minutes the drifter records 20 minutes of acceleration at 10 Hz. Samples are rotated into the earth frame using the IMU's orientation estimate, detrended and windowed. The vertical acceleration spectrum is computed with Welch's method (256-sample segments, 50% overlap), band-limited to 0.05–0.5 Hz, and divided by (2 pi f)^4 to obtain the displacement spectrum. Significant wave height is Hm0 = 4 sqrt(m0), from the zeroth spectral moment; peak period is the inverse of the peak frequency. Only the summary values and 16 spectral bins are transmitted, which keeps each LoRa message under 60 bytes.",
  );
  doc.figure(
    170,
    (x, y, w) => {
      const f = Array.from({ length: 60 }, (_, i) => 0.04 + i * 0.0075);
      const shape = (v, fp) =>
        Math.pow(v, -5) *
        Math.exp(-1.25 * Math.pow(fp / v, 4)) *
        Math.pow(3.3, Math.exp(-((v - fp) ** 2) / (2 * 0.08 * 0.08 * fp * fp)));
      const spec = (fp, peak) => {
        const raw = f.map((v) => shape(v, fp));
        const m = Math.max(...raw);
        return f.map((v, i) => [v, (raw[i] / m) * peak]);
      };
      lineChart(doc, x, y, w, 170, {
        xr: [0.04, 0.48],
        yr: [0, 4],
        xticks: [0.05, 0.1, 0.2, 0.3, 0.4],
        yticks: [0, 1, 2, 3, 4],
        xlabel: "Frequency (Hz)",
        ylabel: "S(f) (m²/Hz)",
        series: [
          { label: "Drifter IMU", color: COLORS.accent, points: spec(0.11, 3.6) },
          { label: "Reference buoy", color: COLORS.warm, dash: [4, 3], points: spec(0.1075, 4.0) },
        ],
      });
    },
    "Figure 1. Displacement spectra from trial 2, 30-minute record.",
  );

  doc.heading("5. Sea trials", 1);
  doc.paragraph(
    "Three trials were run beside a moored reference buoy, each over 48–72 hours. The drifter was released up-current so that it passed within 2 km of the reference during the comparison window. Only records taken within that window are compared below.",
  );
  doc.table(
    [
      ["Trial", "Duration", "Hm0 reference", "Hm0 drifter", "Error", "Tp ref / drifter"],
      ["1", "48 h", "0.86 m", "0.91 m", "+5.8%", "7.8 s / 8.1 s"],
      ["2", "52 h", "1.50 m", "1.42 m", "-5.3%", "9.3 s / 9.1 s"],
      ["3", "72 h", "1.12 m", "1.09 m", "-2.7%", "11.0 s / 10.6 s"],
    ],
    { widths: [0.1, 0.14, 0.19, 0.19, 0.14, 0.24] },
  );
  doc.paragraph(
    "The largest error occurred in the smallest waves, where IMU noise becomes a larger share of the low-frequency energy. Battery voltage data from trial 3 extrapolates to 8.5 days at the 30-minute reporting interval. No water was found inside the hull after any trial.",
  );

  doc.heading("6. Cost", 1);
  doc.table(
    [
      ["Subsystem", "Cost (USD)"],
      ["Hull, ring, latches, O-ring", "71"],
      ["Electronics (MCU, IMU, GNSS, LoRa)", "118"],
      ["Battery pack and charger board", "46"],
      ["Ballast, drogue, tether, hardware", "49"],
      ["Total per unit", "284"],
    ],
    { widths: [0.7, 0.3] },
  );

  doc.heading("7. Conclusions and future work", 1);
  doc.bullets([
    "A sub-$300 drifter can measure significant wave height within 6% of a reference buoy in 0.8–1.5 m seas.",
    "The radial O-ring gland and quarter-turn latches made beach turnaround possible in under 10 minutes.",
    "Next: a directional spectrum from horizontal acceleration, a solar top cap for month-long missions, and a second hull size for swell above 12 s.",
  ]);
  return doc;
}

/* ---------- Proposal: adaptive underwater suckers ---------- */

function buildSuckerProposal() {
  const doc = new PdfDoc({
    title: "Adaptive Underwater Suckers — Research Proposal",
    subject: "Proposal for an octopus-inspired adaptive suction gripper (demo content)",
    footer: "Adaptive Underwater Suckers · Research Proposal · Phase 2",
  });
  titleBlock(doc, {
    kind: "Research proposal · Phase 2",
    title: "Adaptive Underwater Suckers: An Octopus-Inspired Gripper for Curved and Rough Surfaces",
    subtitle: "Bio-Inspired Robotics Lab, Pacific Shores University",
    meta: "Prepared by Alex Rivera, graduate research assistant · Requested duration: 9 months · August 2025",
  });
  abstract(
    doc,
    "Underwater manipulators struggle to hold objects that are curved, rough or fragile: rigid suction cups lose their seal and jaw grippers crush. In phase 1 we built a two-material silicone suction cup with a compliant rim and an actively controlled chamber that holds 38 N on a 40 mm radius cylinder, 1.8 times a rigid baseline, and 24 N on rough stone where the baseline cannot seal. We propose to turn the single cup into an 8-cup gripper for a small underwater manipulator, add per-cup seal sensing, and validate it on a set of 20 reference objects in a test tank.",
  );

  doc.heading("1. Motivation", 1);
  doc.paragraph(
    "Sampling, inspection and recovery tasks under water often involve objects that were never designed to be grasped: shells, pipes, rocks, archaeological fragments. An octopus handles all of these with suckers that combine a soft, conforming rim with muscular control of the chamber behind it. Our phase 1 results show that the same two ideas, a compliant rim and an actively driven chamber, can be built from commercially available silicones and desktop-printed molds.",
  );
  doc.heading("2. Phase 1 results", 1);
  doc.table(
    [
      ["Test surface", "Rigid cup", "Adaptive cup", "Change"],
      ["Flat acrylic", "41 N", "42 N", "+2%"],
      ["Cylinder, R = 80 mm", "28 N", "41 N", "+46%"],
      ["Cylinder, R = 40 mm", "21 N", "38 N", "+81%"],
      ["Rough sandstone", "no seal", "24 N", "—"],
      ["After 1,500 cycles in 3.5% saline", "—", "-7% force", "—"],
    ],
    { widths: [0.4, 0.2, 0.2, 0.2] },
  );
  doc.paragraph(
    "Release time was 0.3 s with a 2 mL chamber push. The main failure mode was tearing at the rim-body interface after about 2,000 cycles, which points to the bond between the two silicones as the first design change for phase 2.",
  );

  doc.heading("3. Objectives", 1);
  doc.bullets([
    "**O1. Array design.** An 8-cup gripper on a compliant backbone that wraps objects from 30 to 150 mm in diameter.",
    "**O2. Seal sensing.** Detect per-cup seal loss within 50 ms from chamber pressure, and re-attach automatically.",
    "**O3. Durability.** Raise rim life beyond 5,000 cycles by co-curing the two silicones with a mechanical interlock.",
    "**O4. Validation.** Grasp 20 reference objects in a test tank with at least an 85% success rate.",
  ]);

  doc.heading("4. Methods", 1);
  doc.heading("4.1 Design and modelling", 3);
  doc.paragraph(
    "Cup geometry will be refined with a hyperelastic (Yeoh) model in ABAQUS, fitted to uniaxial and planar tension tests of both silicones. The backbone will be a tendon-driven silicone strip; its bending stiffness will be chosen so that the array conforms to a 30 mm radius at less than 15 N of tendon force.",
  );
  doc.heading("4.2 Fabrication", 3);
  doc.paragraph(
    "Three-part SLA molds with removable cores will be used as in phase 1. The rim will be cast first and partially cured (20 minutes at room temperature) before the body is poured, giving a co-cured bond; a dovetail groove on the rim adds a mechanical interlock.",
  );
  doc.heading("4.3 Testing", 3);
  doc.paragraph(
    "Pull-off tests on the existing 6-channel rig (50 N load cell, ±0.5 kPa pressure sensing) will cover five surface curvatures and three roughness grades. Cycle tests will run unattended in 3.5% saline. Grasp trials will use the lab's 4-DOF underwater arm in a 2 m tank.",
  );

  doc.heading("5. Timeline", 1);
  doc.table(
    [
      ["Months", "Work package", "Deliverable"],
      ["1–2", "Material testing, co-cure process, rim redesign", "Cup v4, durability report"],
      ["3–4", "Backbone and tendon drive, 8-cup molds", "Gripper prototype A"],
      ["5–6", "Pressure sensing and re-attach control", "Firmware, sensing report"],
      ["7–8", "Tank trials on 20 reference objects", "Grasp data set"],
      ["9", "Analysis and write-up", "Final report and thesis chapter"],
    ],
    { widths: [0.14, 0.52, 0.34] },
  );

  doc.heading("6. Budget", 1);
  doc.table(
    [
      ["Item", "Cost (USD)"],
      ["Silicones and mold resin", "1,150"],
      ["Pumps, valves and pressure sensors (8 channels)", "1,480"],
      ["Tendon actuators and electronics", "920"],
      ["Tank time and consumables", "600"],
      ["Total", "4,150"],
    ],
    { widths: [0.7, 0.3] },
  );
  doc.heading("7. Expected outcomes", 1);
  doc.paragraph(
    "A documented, reproducible gripper design (CAD, molds and casting procedure), a grasp data set on 20 reference objects, and a thesis chapter. The molding process developed in phase 1 is already the lab's standard, so the phase 2 designs can be reused directly by other projects.",
  );
  return doc;
}

/* ---------- Report: mobile manipulation capstone ---------- */

function buildCapstoneReport() {
  const doc = new PdfDoc({
    title: "Mobile Manipulation Capstone — Final Report",
    subject: "Design and test of a mobile manipulator for warehouse picking (demo content)",
    footer: "Mobile Manipulation Capstone · Final Report",
  });
  titleBlock(doc, {
    kind: "Capstone final report",
    title: "A Mobile Manipulation Platform for Warehouse Picking",
    subtitle: "M.S. Mechanical Engineering capstone, Pacific Shores University",
    meta: "Four-person team; Alex Rivera, mechanical lead (arm design, integration, drawings) · May 2025",
  });
  abstract(
    doc,
    "We designed and built a mobile manipulator that drives down a mock warehouse aisle, localises a tote with a wrist camera and picks items of up to 1.5 kg. A differential-drive base carries a 5-DOF arm with a 650 mm reach; a spring counterbalance cut the peak shoulder torque by 35% and allowed low-cost stepper actuators. In the final demonstration the robot completed 47 of 50 picks with a mean cycle time of 38 s and ±1.2 mm end-effector repeatability, at a total cost of $3,640.",
  );

  doc.heading("1. Requirements", 1);
  doc.table(
    [
      ["Requirement", "Target", "Achieved"],
      ["Reach from base centre", "650 mm", "655 mm"],
      ["Payload at full reach", "1.5 kg", "1.5 kg (2.0 kg tested)"],
      ["Robot mass", "under 35 kg", "31.5 kg"],
      ["Aisle width", "800 mm", "fits with 90 mm margin"],
      ["Repeatability", "±2 mm", "±1.2 mm"],
      ["Pick success", "90%", "94% (47/50)"],
      ["Budget", "$4,000", "$3,640"],
    ],
    { widths: [0.4, 0.25, 0.35] },
  );

  doc.heading("2. System architecture", 1);
  doc.paragraph(
    "The base is a 620 × 480 mm aluminium chassis with two hub motors and two casters, a 2D lidar for navigation and a 24 V, 20 Ah LiFePO4 battery. The arm mounts on a turntable at the front of the base. A wrist-mounted depth camera finds the tote and the items; ROS 2 Nav2 handles navigation and MoveIt 2 plans the arm. An onboard computer runs perception and planning; a microcontroller closes the joint loops.",
  );

  doc.heading("3. Arm design", 1);
  doc.heading("3.1 Kinematics and link lengths", 3);
  doc.paragraph(
    "A MATLAB workspace study over 1,200 sampled tote poses compared 14 link-length combinations. A 320 mm upper arm and 280 mm forearm with the shoulder 410 mm above the floor covered 98% of poses with the wrist within 30° of vertical, which simplifies top-down grasps.",
  );
  doc.heading("3.2 Actuators and counterbalance", 3);
  doc.paragraph(
    "At full reach the shoulder sees 14.2 N·m of static torque. A 180 N extension spring on a 40 mm lever counterbalances the upper arm and reduces the peak to 9.2 N·m, within the continuous rating of a NEMA 23 stepper with a 20:1 planetary gearhead. The elbow uses the same motor; the wrist uses smart servos.",
  );
  doc.heading("3.3 Structure and drawings", 3);
  doc.paragraph(
    "Links are 6061-T6 square tube with CNC-machined clevis ends. Bearing bores are H7 with 0.02 mm perpendicularity to the clevis faces, and the bolt patterns use position tolerances at MMC. In ANSYS Mechanical at twice the rated load, the peak von Mises stress is 48 MPa (safety factor 5.7 on yield) and the tip deflection 0.9 mm.",
  );
  doc.figure(
    150,
    (x, y, w) => {
      lineChart(doc, x, y, w, 150, {
        xr: [0, 180],
        yr: [0, 16],
        xticks: [0, 45, 90, 135, 180],
        yticks: [0, 4, 8, 12, 16],
        xlabel: "Shoulder angle from vertical (deg)",
        ylabel: "Shoulder torque (N·m)",
        series: [
          {
            label: "Without spring",
            color: COLORS.warm,
            dash: [4, 3],
            points: Array.from({ length: 19 }, (_, i) => [i * 10, 14.2 * Math.sin((i * 10 * Math.PI) / 180)]),
          },
          {
            label: "With counterbalance",
            color: COLORS.accent,
            points: Array.from({ length: 19 }, (_, i) => [i * 10, 14.2 * Math.sin((i * 10 * Math.PI) / 180) * 0.65]),
          },
        ],
      });
    },
    "Figure 1. Static shoulder torque at full reach with a 1.5 kg payload.",
  );

  doc.heading("4. Stability", 1);
  doc.paragraph(
    "Tip-over was checked by computing the zero-moment point over the whole workspace while the base decelerates at 0.5 m/s². Placing the 4.2 kg battery in the lowest bay kept the worst case 38 mm inside the support polygon, with the arm extended sideways and the payload at full reach.",
  );

  doc.heading("5. Testing", 1);
  doc.table(
    [
      ["Test", "Method", "Result"],
      ["Repeatability", "Dial indicator, 30 returns to a taught pose", "±1.2 mm"],
      ["Payload", "2.0 kg at full reach, 10 min hold", "no stall, 1.1 mm sag"],
      ["Navigation", "20 runs down a 12 m aisle", "20/20, max 45 mm lateral error"],
      ["Pick demonstration", "50 picks from 3 totes, mixed items", "47/50, mean 38 s per item"],
    ],
    { widths: [0.22, 0.5, 0.28] },
  );
  doc.paragraph(
    "All three failed picks were grasp-planning misses on reflective packaging, where the depth camera returned holes in the point cloud. No failures were mechanical.",
  );

  doc.heading("6. Budget", 1);
  doc.table(
    [
      ["Subsystem", "Cost (USD)"],
      ["Base (chassis, motors, casters, battery)", "1,210"],
      ["Arm (actuators, machined parts, bearings)", "1,380"],
      ["Sensors and compute", "820"],
      ["Wiring, fasteners, consumables", "230"],
      ["Total", "3,640"],
    ],
    { widths: [0.7, 0.3] },
  );

  doc.heading("7. Lessons learned", 1);
  doc.bullets([
    "Functional datums and orientation tolerances on bearing bores fixed the binding seen in the first arm build.",
    "A passive counterbalance was the cheapest way to gain actuator margin; it should be designed in from the start.",
    "Integration time was underestimated by about 40%; cable routing deserves its own CAD and its own review.",
  ]);
  return doc;
}

/* ---------- Project files ---------- */

/** Landscape drawing sheet with border and title block. */
function drawingSheet(doc, { title, dwg, rev, scale, material }) {
  const W = doc.W;
  const H = doc.H;
  doc.rect(20, 20, W - 40, H - 40, { stroke: COLORS.ink, width: 1.2 });
  const tbw = 300;
  const tbh = 78;
  const x = W - 20 - tbw;
  const y = H - 20 - tbh;
  doc.rect(x, y, tbw, tbh, { stroke: COLORS.ink, width: 1 });
  doc.line(x, y + 30, x + tbw, y + 30, { color: COLORS.ink });
  doc.line(x, y + 54, x + tbw, y + 54, { color: COLORS.ink });
  doc.line(x + 150, y + 30, x + 150, y + tbh, { color: COLORS.ink });
  doc.line(x + 225, y + 30, x + 225, y + tbh, { color: COLORS.ink });
  doc.text(x + 8, y + 20, title, { font: "F2", size: 11 });
  doc.text(x + 8, y + 46, `DWG ${dwg}`, { size: 8 });
  doc.text(x + 158, y + 46, `REV ${rev}`, { size: 8 });
  doc.text(x + 233, y + 46, `SCALE ${scale}`, { size: 8 });
  doc.text(x + 8, y + 70, material, { size: 7.5 });
  doc.text(x + 158, y + 70, "UNITS mm", { size: 7.5 });
  doc.text(x + 233, y + 70, "SHEET 1/1", { size: 7.5 });
  doc.text(
    28,
    H - 30,
    "UNLESS OTHERWISE SPECIFIED: LINEAR ±0.2, ANGULAR ±0.5°, BREAK EDGES 0.2 MAX. INTERPRET PER ASME Y14.5-2018.",
    { size: 6.5, color: COLORS.muted },
  );
}

/** Drawing notes: the first line is the bold "NOTES:" label, the rest wrap within width. */
function drawingNotes(doc, x, y, notes, width) {
  let yy = y;
  notes.forEach((note, i) => {
    const lines = doc.wrap(note, width - (i ? 10 : 0), 6.8, i === 0 ? "F2" : "F1");
    lines.forEach((l, j) => {
      doc.drawLine(l, x + (i && j ? 10 : 0), yy, 6.8, COLORS.ink);
      yy += 10;
    });
    yy += 2;
  });
}

function dimension(doc, x1, y1, x2, y2, label, { offset = 14 } = {}) {
  const horizontal = Math.abs(y2 - y1) < Math.abs(x2 - x1);
  if (horizontal) {
    const y = Math.max(y1, y2) + offset;
    doc.line(x1, y1 + 3, x1, y + 4, { color: COLORS.muted, width: 0.4 });
    doc.line(x2, y2 + 3, x2, y + 4, { color: COLORS.muted, width: 0.4 });
    doc.line(x1, y, x2, y, { color: COLORS.ink, width: 0.5 });
    doc.polyline(
      [
        [x1 + 6, y - 2],
        [x1, y],
        [x1 + 6, y + 2],
      ],
      { color: COLORS.ink, width: 0.5, fill: COLORS.ink, close: true },
    );
    doc.polyline(
      [
        [x2 - 6, y - 2],
        [x2, y],
        [x2 - 6, y + 2],
      ],
      { color: COLORS.ink, width: 0.5, fill: COLORS.ink, close: true },
    );
    doc.textCenter((x1 + x2) / 2, y - 3, label, { size: 7.5 });
  } else {
    const x = Math.max(x1, x2) + offset;
    doc.line(x1 + 3, y1, x + 4, y1, { color: COLORS.muted, width: 0.4 });
    doc.line(x2 + 3, y2, x + 4, y2, { color: COLORS.muted, width: 0.4 });
    doc.line(x, y1, x, y2, { color: COLORS.ink, width: 0.5 });
    doc.polyline(
      [
        [x - 2, y1 + 6],
        [x, y1],
        [x + 2, y1 + 6],
      ],
      { color: COLORS.ink, width: 0.5, fill: COLORS.ink, close: true },
    );
    doc.polyline(
      [
        [x - 2, y2 - 6],
        [x, y2],
        [x + 2, y2 - 6],
      ],
      { color: COLORS.ink, width: 0.5, fill: COLORS.ink, close: true },
    );
    doc.text(x + 4, (y1 + y2) / 2 + 3, label, { size: 7.5 });
  }
}

function buildDrifterAssembly() {
  const doc = new PdfDoc({
    title: "Drifter General Assembly — Rev C",
    subject: "Ocean wave drifter assembly drawing (demo content)",
    footer: false,
    size: [792, 612],
    margin: 36,
    bottom: 24,
  });
  drawingSheet(doc, {
    title: "DRIFTER GENERAL ASSEMBLY",
    dwg: "HMC-WD-100",
    rev: "C",
    scale: "1:3",
    material: "SEE BOM",
  });
  // section view of the hull
  const cx = 220;
  const cy = 300;
  const R = 150;
  doc.circle(cx, cy, R, { stroke: COLORS.ink, width: 1.6 });
  doc.circle(cx, cy, R - 5, { stroke: COLORS.ink, width: 0.6 });
  doc.rect(cx - R - 8, cy - 9, 26, 18, { stroke: COLORS.ink, fill: "#d9e2ec", width: 0.8 });
  doc.rect(cx + R - 18, cy - 9, 26, 18, { stroke: COLORS.ink, fill: "#d9e2ec", width: 0.8 });
  doc.circle(cx - R + 3, cy, 3.5, { stroke: COLORS.ink, fill: COLORS.ink });
  doc.circle(cx + R - 3, cy, 3.5, { stroke: COLORS.ink, fill: COLORS.ink });
  doc.rect(cx - 100, cy - 4, 200, 7, { stroke: COLORS.ink, fill: "#f0f4f8" });
  for (let i = 0; i < 4; i++) doc.rect(cx - 90 + i * 24, cy + 8, 20, 62, { stroke: COLORS.ink, width: 0.7 });
  doc.rect(cx + 20, cy - 30, 80, 24, { stroke: COLORS.ink, width: 0.7 });
  doc.rect(cx - 12, cy - 20, 24, 14, { stroke: COLORS.ink, fill: "#ccebe7", width: 0.7 });
  doc.rect(cx - 20, cy - 120, 40, 12, { stroke: COLORS.ink, width: 0.7 });
  doc.line(cx, cy - R, cx, cy - R - 80, { color: COLORS.ink, width: 2 });
  doc.polyline(
    [
      [cx - 60, cy + 112],
      [cx + 60, cy + 112],
      [cx + 40, cy + 138],
      [cx - 40, cy + 138],
    ],
    { color: COLORS.ink, width: 0.8, close: true, fill: "#e4e7eb" },
  );
  doc.line(cx, cy - R - 100, cx, cy + R + 30, { color: COLORS.muted, width: 0.4, dash: [10, 3, 2, 3] });
  doc.line(cx - R - 30, cy, cx + R + 30, cy, { color: COLORS.muted, width: 0.4, dash: [10, 3, 2, 3] });
  dimension(doc, cx - R, cy + R, cx + R, cy + R, "Ø290", { offset: 22 });
  dimension(doc, cx + R + 10, cy - 40, cx + R + 10, cy + 22, "62", { offset: 22 });
  doc.text(cx + R + 20, cy + 44, "CG BELOW CB", { size: 6.5, color: COLORS.muted });
  // balloons
  const balloon = (bx, by, tx, ty, n) => {
    doc.line(tx, ty, bx, by, { color: COLORS.ink, width: 0.4 });
    doc.circle(bx, by, 8, { stroke: COLORS.ink, fill: "#ffffff", width: 0.7 });
    doc.textCenter(bx, by + 3, String(n), { size: 7.5, font: "F2" });
  };
  balloon(70, 150, cx - 110, cy - 100, 1);
  balloon(50, 280, cx - R - 6, cy - 4, 2);
  balloon(50, 320, cx - R + 3, cy + 3, 3);
  balloon(110, 510, cx - 60, cy + 60, 5);
  balloon(350, 130, cx + 10, cy - 114, 6);
  balloon(400, 230, cx + 60, cy - 20, 7);
  balloon(340, 500, cx + 40, cy + 125, 8);
  balloon(290, 80, cx, cy - R - 70, 9);
  doc.text(cx - 70, cy + R + 60, "SECTION A-A", { font: "F2", size: 9 });
  // BOM table
  const bx = 450;
  let by = 50;
  const rows = [
    ["ITEM", "DESCRIPTION", "MATERIAL", "QTY"],
    ["1", "Hemisphere, Ø290 × 3", "HDPE, thermoformed", "2"],
    ["2", "Clamp ring, machined", "Acetal (POM-C)", "1"],
    ["3", "O-ring AS568-244", "Nitrile 70A", "1"],
    ["4", "Quarter-turn latch", "316 stainless", "6"],
    ["5", "Battery pack 4S2P 18650", "Li-ion, 50 Wh", "1"],
    ["6", "GNSS patch antenna module", "—", "1"],
    ["7", "IMU and MCU board on CG bracket", "6061-T6 bracket", "1"],
    ["8", "Ballast, steel shot, 1.1 kg", "Steel, potted", "1"],
    ["9", "Mast with LoRa whip, potted gland", "GFRP / epoxy", "1"],
    ["10", "Drogue 0.6 m with 2 m tether", "Nylon", "1"],
  ];
  const cw = [30, 140, 100, 30];
  rows.forEach((r, i) => {
    let x = bx;
    const h = 18;
    doc.rect(
      bx,
      by,
      cw.reduce((a, b) => a + b),
      h,
      { stroke: COLORS.ink, fill: i === 0 ? "#ccebe7" : undefined, width: 0.5 },
    );
    r.forEach((cell, c) => {
      doc.text(x + 4, by + 12.5, cell, { size: 7, font: i === 0 ? "F2" : "F1" });
      if (c) doc.line(x, by, x, by + h, { color: COLORS.ink, width: 0.5 });
      x += cw[c];
    });
    by += h;
  });
  by += 20;
  const notes = [
    "NOTES:",
    "1. O-RING GLAND PER AS568 RADIAL STATIC: 20% SQUEEZE, 75% FILL. LUBRICATE WITH SILICONE GREASE.",
    "2. TORQUE LATCH SCREWS 0.6 N·m. APPLY MEDIUM-STRENGTH THREADLOCKER.",
    "3. POT BALLAST IN EPOXY; TOTAL ASSEMBLY MASS 4.6 ±0.1 kg.",
    "4. LEAK TEST: 1 m IMMERSION, 72 h, HUMIDITY CARD INSIDE.",
  ];
  drawingNotes(doc, bx, by, notes, 310);
  return doc;
}

function buildDrifterTrials() {
  const doc = new PdfDoc({
    title: "Drifter Sea-Trial Summary",
    subject: "Summary of three sea trials (demo content)",
    footer: "Ocean Wave Drifter · Sea-trial summary",
  });
  titleBlock(doc, {
    kind: "Test summary",
    title: "Sea-Trial Summary: Three Deployments Beside a Reference Buoy",
    subtitle: "Ocean wave drifter, hull Rev C, firmware 1.4",
    meta: "Trials run March–April 2025 · Prepared by Alex Rivera",
  });
  doc.heading("Results", 1);
  doc.table(
    [
      ["Trial", "Date", "Duration", "Hm0 ref", "Hm0 drifter", "Error", "Tp ref", "Tp drifter"],
      ["1", "Mar 8", "48 h", "0.86 m", "0.91 m", "+5.8%", "7.8 s", "8.1 s"],
      ["2", "Mar 29", "52 h", "1.50 m", "1.42 m", "-5.3%", "9.3 s", "9.1 s"],
      ["3", "Apr 19", "72 h", "1.12 m", "1.09 m", "-2.7%", "11.0 s", "10.6 s"],
    ],
    { widths: [0.08, 0.12, 0.12, 0.12, 0.15, 0.11, 0.15, 0.15] },
  );
  doc.heading("Endurance and reliability", 1);
  doc.table(
    [
      ["Metric", "Value"],
      ["Messages sent / received (all trials)", "824 / 797 (96.7%)"],
      ["Battery at recovery, trial 3 (72 h)", "14.2 V of 16.8 V; 8.5 days extrapolated"],
      ["Mean GNSS fix time", "24 s"],
      ["Water ingress", "none; humidity card dry after every trial"],
      ["Mean drift speed", "0.21 m/s with drogue, 0.34 m/s without"],
    ],
    { widths: [0.5, 0.5] },
  );
  doc.heading("Observations", 1);
  doc.bullets([
    "The smallest waves (trial 1) show the largest relative error; IMU noise dominates below about 0.07 Hz.",
    "Deploying the drogue before releasing the hull avoided the tether fouling seen in a dry run.",
    "Two of the six latches showed salt crystals at recovery; rinse with fresh water before storage.",
    "Recommended next change: a conformal coating on the IMU board connector, where slight corrosion was found after trial 3.",
  ]);
  return doc;
}

function buildMoldNotes() {
  const doc = new PdfDoc({
    title: "Suction Cup Mold Design Notes",
    subject: "Three-part SLA molds and casting procedure (demo content)",
    footer: "Adaptive Underwater Suckers · Mold design notes",
  });
  titleBlock(doc, {
    kind: "Design notes",
    title: "Three-Part SLA Molds for a Two-Material Suction Cup",
    subtitle: "Design rules, casting procedure and cure schedule",
    meta: "Bio-Inspired Robotics Lab · Alex Rivera · Rev B, June 2025",
  });
  doc.heading("1. Mold architecture", 1);
  doc.paragraph(
    "Each mold has three parts: a cavity that forms the outside of the cup and the rim, a cap with the sprue and vents, and a removable core that forms the chamber and the pressure port. The core is located by two conical keys so that the chamber stays concentric with the rim within 0.1 mm, which matters more for seal quality than any single dimension.",
  );
  doc.heading("2. Design rules", 1);
  doc.table(
    [
      ["Feature", "Rule", "Reason"],
      ["Layer height", "50 µm, cavity printed rim-down", "Smooth sealing lip without sanding"],
      ["Vents", "0.5 mm channels at every local high point", "No trapped air in the rim"],
      ["Sprue", "Ø6 mm, at the top of the cap", "Pour by gravity after degassing"],
      ["Core draft", "2° on the chamber wall", "Demold without tearing the thin wall"],
      ["Alignment", "Two conical keys, 0.15 mm clearance", "Concentric chamber and rim"],
      ["Release", "Two coats of release agent, 10 min apart", "Platinum silicone can bond to some resins"],
      ["Post-cure of molds", "60 °C for 60 min after UV cure", "Prevents cure inhibition at the surface"],
    ],
    { widths: [0.2, 0.42, 0.38] },
  );
  doc.heading("3. Casting procedure", 1);
  doc.bullets([
    "**Rim.** Mix Ecoflex 00-30 1A:1B by weight, degas at -95 kPa for 3 minutes, and fill the rim groove with a syringe.",
    "**Partial cure.** Wait 20 minutes at room temperature so the rim is tacky but not cured; this gives a co-cured bond.",
    "**Body.** Mix Dragon Skin 20 1A:1B, degas, then pour through the sprue with the core and cap assembled.",
    "**Cure.** 60 °C for 2 hours in the lab oven, mold closed.",
    "**Demold.** Remove the cap, then the core, then peel the cup from the cavity starting at the port.",
    "**Inspect.** Check the lip under 10× magnification for voids; reject any void larger than 0.3 mm on the sealing surface.",
  ]);
  doc.heading("4. Typical results", 1);
  doc.table(
    [
      ["Metric", "Machined aluminium molds (phase 0)", "SLA molds (phase 1)"],
      ["Mold turnaround", "5 days", "1.5 days"],
      ["Mold cost per design", "$310", "$38"],
      ["Cups per mold before wear", "over 200", "about 60"],
      ["Lip void rejects", "4%", "6%"],
    ],
    { widths: [0.36, 0.34, 0.3] },
  );
  return doc;
}

function buildFlatPattern() {
  const doc = new PdfDoc({
    title: "Enclosure Body Flat Pattern — Rev D",
    subject: "Sheet-metal enclosure flat pattern drawing (demo content)",
    footer: false,
    size: [792, 612],
    margin: 36,
    bottom: 24,
  });
  drawingSheet(doc, {
    title: "ENCLOSURE BODY — FLAT",
    dwg: "MPC-7730-01",
    rev: "D",
    scale: "1:4",
    material: "CRS 1.5, POWDER COAT",
  });
  const s = 0.42; // drawing scale, pt per mm
  const ox = 110;
  const oy = 120;
  const w = 420 * s;
  const d = 260 * s;
  const f = 150 * s;
  const poly = [
    [ox, oy - f],
    [ox + w, oy - f],
    [ox + w, oy],
    [ox + w + f, oy],
    [ox + w + f, oy + d],
    [ox + w, oy + d],
    [ox + w, oy + d + f],
    [ox, oy + d + f],
    [ox, oy + d],
    [ox - f, oy + d],
    [ox - f, oy],
    [ox, oy],
  ].map(([x, y]) => [x + 60, y + 60]);
  doc.polyline(poly, { color: COLORS.ink, width: 1.2, close: true });
  const X = ox + 60;
  const Y = oy + 60;
  for (const [x1, y1, x2, y2] of [
    [X, Y, X + w, Y],
    [X, Y + d, X + w, Y + d],
    [X, Y, X, Y + d],
    [X + w, Y, X + w, Y + d],
  ])
    doc.line(x1, y1, x2, y2, { color: COLORS.warm, width: 0.6, dash: [6, 3] });
  for (const [hx, hy] of [
    [60, 50],
    [360, 50],
    [60, 210],
    [360, 210],
  ])
    doc.circle(X + hx * s, Y + hy * s, 5.5 * s * 1.2, { stroke: COLORS.ink, width: 0.7 });
  for (let i = 0; i < 6; i++) doc.rect(X + w + 12, Y + 12 + i * 15, 90 * s, 5, { stroke: COLORS.ink, width: 0.6 });
  for (let i = 0; i < 4; i++)
    doc.circle(X + (60 + i * 80) * s, Y + d + 80 * s, 16 * s, { stroke: COLORS.ink, width: 0.7 });
  dimension(doc, X - f, Y + d + f, X + w + f, Y + d + f, "720.6 FLAT", { offset: 20 });
  dimension(doc, X + w + f, Y - f, X + w + f, Y + d + f, "560.6 FLAT", { offset: 20 });
  dimension(doc, X, Y - f, X + w, Y - f, "420.0", { offset: -16 });
  doc.text(X + 6, Y - f + 14, "BEND UP 90° R1.5 (TYP 4)", { size: 7, color: COLORS.warm });
  // position callout
  doc.rect(X + 20, Y + 30, 148, 16, { stroke: COLORS.ink, fill: "#ffffff", width: 0.6 });
  doc.text(X + 24, Y + 41, "4× Ø5.5 | POS Ø0.2 (M) | A | B | C", { size: 6.8 });
  // bend table
  const tx = 470;
  let ty = 60;
  doc.text(tx, ty, "BEND TABLE", { font: "F2", size: 9 });
  ty += 8;
  const rows = [
    ["BEND", "DIR", "ANGLE", "RADIUS", "K"],
    ["B1", "UP", "90°", "R1.5", "0.42"],
    ["B2", "UP", "90°", "R1.5", "0.42"],
    ["B3", "UP", "90°", "R1.5", "0.42"],
    ["B4", "UP", "90°", "R1.5", "0.42"],
  ];
  rows.forEach((r, i) => {
    doc.rect(tx, ty, 250, 16, { stroke: COLORS.ink, fill: i === 0 ? "#ccebe7" : undefined, width: 0.5 });
    r.forEach((c, j) => doc.text(tx + 6 + j * 50, ty + 11, c, { size: 7.5, font: i === 0 ? "F2" : "F1" }));
    ty += 16;
  });
  ty += 24;
  const notes = [
    "NOTES:",
    "1. FLAT PATTERN DEVELOPED WITH K = 0.42, MEASURED ON PLANT TOOLING (V-DIE 12 mm).",
    "2. ALL HOLES MIN 2.5T + R (5.25 mm) FROM BEND LINES.",
    "3. CORNER RELIEF Ø3 AT ALL BEND INTERSECTIONS.",
    "4. INSERT PEM CLS-M4-1 NUTS AFTER POWDER COAT (6 PLACES, LID FLANGE).",
    "5. LOUVERS FORMED IN SAME HIT AS BLANK; DEPTH 2.0 ±0.2.",
    "6. DATUM A: BASE FACE. B: BEND B1. C: BEND B3.",
  ];
  drawingNotes(doc, tx, ty, notes, 290);
  return doc;
}

function buildDfmChecklist() {
  const doc = new PdfDoc({
    title: "Sheet-Metal DFM Review Checklist",
    subject: "Checklist used in the supplier DFM review (demo content)",
    footer: "MPC-7730 · Sheet-metal DFM review checklist",
  });
  titleBlock(doc, {
    kind: "Checklist",
    title: "Sheet-Metal DFM Review Checklist",
    subtitle: "Controller enclosure MPC-7730, Rev D, supplier review",
    meta: "Reviewed with press-brake lead and powder-coat supplier · April 2024 · Alex Rivera",
  });
  const items = [
    ["Material and gauge match stock (1.5 CRS)", "OK", ""],
    ["Inside bend radius equals standard tooling (R1.5)", "OK", ""],
    ["K-factor from test coupons on plant tooling", "OK", "0.42 measured"],
    ["Holes at least 2.5T + R from bends", "Fixed", "3 holes moved 2 mm"],
    ["Flange length at least 4T + R for the V-die", "Fixed", "Rear flange 8 to 10 mm"],
    ["Corner relief at bend intersections", "OK", "Ø3"],
    ["Louvers clear of bend zones", "Fixed", "Moved 6 mm from B2"],
    ["Hardware inserted after coating (PEM)", "OK", "6× CLS-M4-1"],
    ["No welds on cosmetic faces", "OK", "No welds in design"],
    ["Masking defined for grounding points", "Open", "Supplier to propose"],
    ["Datums reflect fixturing at the brake", "OK", "A base, B/C bends"],
    ["Tolerances achievable without secondary ops", "OK", "Profile 0.5 on flat"],
  ];
  doc.heading("Checklist", 1);
  doc.table([["Check", "Status", "Comment"], ...items], { widths: [0.55, 0.13, 0.32], size: 9 });
  doc.heading("Actions", 1);
  doc.bullets([
    "Supplier to propose masking for the two grounding studs before the pilot batch.",
    "Release Rev D after the three fixed items are confirmed on the pilot parts.",
    "First-article inspection: 64 characteristics; report to be attached to the part record.",
  ]);
  doc.heading("Outcome", 1);
  doc.paragraph(
    "Rev D passed first-article inspection on all 64 characteristics and IP54 testing at the first attempt. Part count fell from 14 to 6 and assembly time from 22 to 9 minutes.",
  );
  return doc;
}

/* ---------------------------------------------------------------------------------------- */
/* Write                                                                                     */
/* ---------------------------------------------------------------------------------------- */

const DOCUMENTS = {
  "demo/resume.pdf": buildResume,
  "demo/portfolio.pdf": buildPortfolio,
  "demo/reports/ocean-wave-drifter-report.pdf": buildDrifterReport,
  "demo/reports/adaptive-underwater-suckers-proposal.pdf": buildSuckerProposal,
  "demo/reports/mobile-manipulation-capstone-report.pdf": buildCapstoneReport,
  "demo/files/drifter-assembly-drawing.pdf": buildDrifterAssembly,
  "demo/files/drifter-sea-trial-summary.pdf": buildDrifterTrials,
  "demo/files/sucker-mold-design-notes.pdf": buildMoldNotes,
  "demo/files/enclosure-flat-pattern-drawing.pdf": buildFlatPattern,
  "demo/files/enclosure-dfm-review-checklist.pdf": buildDfmChecklist,
};

const MEDIA = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../.."), "supabase/seed/media");
const MAX_BYTES = 30_000;
let failed = false;
for (const [object, build] of Object.entries(DOCUMENTS)) {
  const doc = build();
  const buf = doc.toBuffer();
  const file = path.join(MEDIA, object);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buf);
  const ok = buf.subarray(0, 5).toString("latin1") === "%PDF-" && buf.length <= MAX_BYTES;
  if (!ok) failed = true;
  console.log(
    `${object.padEnd(58)} ${(buf.length / 1024).toFixed(1).padStart(6)} KB  ${doc.pages.length} page(s)${ok ? "" : "  !! check"}`,
  );
}
if (failed) process.exit(1);

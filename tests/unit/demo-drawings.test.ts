import { readFile } from "node:fs/promises";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { demoProjectFiles } from "../../src/server/seed/demo-content";
import { GEAR_PAIR_DRAWING, gearPairDrawing } from "../../src/server/seed/demo-drawings";

/**
 * The demo gearbox project's drawing: the PDF in supabase/seed/media is exactly what the code
 * makes (scripts/make-demo-drawings.ts writes it), a well-formed PDF 1.4 file (its xref table
 * points at its objects, each stream is as long as it says) of two A3 sheets, which pdf.js (the
 * site's drawing viewer) reads, with the title block and the figures of the gear pair on them.
 */
const stored = await readFile(
  new URL(`../../supabase/seed/media/demo/files/${GEAR_PAIR_DRAWING.fileName}`, import.meta.url),
);
const made = gearPairDrawing();
const text = made.toString("latin1");

/** Each page's content stream, in page order. */
function pageContents(): string[] {
  const object = (id: number) => new RegExp(`(?:^|\\n)${id} 0 obj\\n([\\s\\S]*?)\\nendobj\\n`).exec(text)?.[1] ?? "";
  const kids = /\/Type \/Pages \/Kids \[([^\]]*)\]/
    .exec(text)![1]!
    .match(/\d+(?= 0 R)/g)!
    .map(Number);
  return kids.map((kid) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(object(kid))![1]);
    return /stream\n([\s\S]*)\nendstream/.exec(object(contents))![1]!;
  });
}

describe("the demo gear pair drawing", () => {
  it("is attached to the gearbox project as a PDF", () => {
    const file = demoProjectFiles.find((candidate) => candidate.file_name === GEAR_PAIR_DRAWING.fileName);
    expect(file).toMatchObject({
      project_slug: "two-stage-helical-gearbox",
      object: `demo/files/${GEAR_PAIR_DRAWING.fileName}`,
      file_type: "application/pdf",
    });
  });

  it("is stored exactly as the code makes it, the same bytes each time", () => {
    expect(stored.equals(made)).toBe(true);
    expect(gearPairDrawing().equals(made)).toBe(true);
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
  });

  it("has an xref table whose every offset points at its object, and streams of their stated length", () => {
    const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(start).startsWith("xref\n")).toBe(true);
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start))!.map(Number);
    expect(first).toBe(0);
    const entries = text
      .slice(start)
      .split("\n")
      .slice(2, 2 + count!);
    expect(entries[0]).toBe("0000000000 65535 f ");
    for (const [id, entry] of entries.entries()) {
      // Each entry is 20 bytes: 10 digits, a space, 5 digits, a space, n or f, a space and \n.
      expect(entry).toMatch(/^\d{10} \d{5} [nf] $/);
      if (id === 0) continue;
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${id} 0 obj\n`.length)).toBe(`${id} 0 obj\n`);
    }
    expect(text.match(/^\d+ 0 obj$/gm)).toHaveLength(count! - 1);
    expect(text).toContain(`trailer\n<< /Size ${count} /Root 1 0 R`);
    for (const [, length, content] of text.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
      expect(Buffer.byteLength(content!, "latin1")).toBe(Number(length));
  });

  it("has exactly two A3 landscape pages, drawn in lines, Bézier arcs and Helvetica text", async () => {
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(2);
    expect(text).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2 >>/);
    expect(text.match(/\/MediaBox \[0 0 1190\.55 841\.89\]/g)).toHaveLength(2);
    expect(text).toContain("/BaseFont /Helvetica ");
    // Nothing compressed or embedded: no filters, no font files, no images.
    expect(text).not.toMatch(/\/Filter|\/FontFile|\/Subtype \/Image/);
    for (const content of pageContents()) {
      expect(content).toMatch(/ c\b/); // Bézier curves (circles and arcs)
      expect(content).toMatch(/ l S\b/); // lines
      expect(content).toMatch(/\] 0 d/); // dash patterns (hidden and centre lines)
    }
    const pdf = await getDocument({ data: new Uint8Array(made), isEvalSupported: false, verbosity: 0 }).promise;
    expect(pdf.numPages).toBe(2);
    for (const number of [1, 2]) {
      const page = await pdf.getPage(number);
      expect(page.view).toEqual([0, 0, 1190.55, 841.89]);
    }
    await pdf.destroy();
  });

  it("has the title block on each sheet, and the assembly's and the wheel's figures", async () => {
    const pdf = await getDocument({ data: new Uint8Array(made), isEvalSupported: false, verbosity: 0 }).promise;
    const sheets: string[][] = [];
    for (const number of [1, 2]) {
      const content = await (await pdf.getPage(number)).getTextContent();
      sheets.push(content.items.flatMap((item) => ("str" in item && item.str.trim() ? [item.str] : [])));
    }
    await pdf.destroy();
    const [assembly, wheel] = sheets as [string[], string[]];
    for (const [sheet, number] of [
      [assembly, 1],
      [wheel, 2],
    ] as const) {
      expect(sheet).toEqual(
        expect.arrayContaining([
          "Spur gear pair, first stage",
          "GB-100",
          "B",
          "1:1",
          "mm",
          `Sheet ${number} of 2`,
          "Alex Rivera",
          "2026-01-01",
        ]),
      );
      // The raw content stream says the same, uncompressed.
      expect(pageContents()[number - 1]).toContain(`(Sheet ${number} of 2) Tj`);
    }
    expect(assembly).not.toContain("Sheet 2 of 2");
    // The assembly: centre distance, tip diameters, bores, face widths, the parts list and notes.
    expect(assembly).toEqual(
      expect.arrayContaining(["48", "Ø40", "Ø64", "Ø10", "Ø16", "12", "10", "Pinion, 18 teeth", "Wheel, 30 teeth"]),
    );
    expect(assembly.filter((line) => line === "6061-T6 aluminium")).toHaveLength(2);
    expect(assembly.join("\n")).toMatch(/module 2, pressure angle 20°/);
    expect(assembly.join("\n")).toContain("Remove all burrs");
    // The wheel: its gear data.
    const data = (label: string) => wheel[wheel.indexOf(label) + 1];
    expect(wheel).toContain("GEAR DATA");
    expect(data("Module")).toBe("2");
    expect(data("Number of teeth")).toBe("30");
    expect(data("Pressure angle")).toBe("20°");
    expect(data("Pitch diameter")).toBe("60");
    expect(data("Tip diameter")).toBe("64");
    expect(data("Root diameter")).toBe("55");
  });
});

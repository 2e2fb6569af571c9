import { readFile } from "node:fs/promises";
import occtimportjs from "occt-import-js";
import { describe, expect, it } from "vitest";
import { modelKindOf } from "../../src/lib/models";
import { demoProjectFiles } from "../../src/server/seed/demo-content";
import { demoModels, modelVolume, toStep, toStl } from "../../src/server/seed/demo-models";

/**
 * The demo projects' CAD models: the files in supabase/seed/media are exactly what the code makes
 * (scripts/make-demo-models.ts writes them), each under 1 MB, closed solids with outward faces,
 * and OpenCascade (the viewer's STEP reader) reads every STEP file into meshes.
 */
const folder = new URL("../../supabase/seed/media/demo/models/", import.meta.url);
const models = demoModels();

describe("demo CAD models", () => {
  it("are attached to published demo projects as a STEP and an STL each", () => {
    for (const model of models) {
      for (const extension of ["step", "stl"]) {
        const file = demoProjectFiles.find((candidate) => candidate.file_name === `${model.name}.${extension}`);
        expect(file?.object).toBe(`demo/models/${model.name}.${extension}`);
        expect(modelKindOf(file!.file_name)).toBe(extension);
      }
    }
  });

  it.each(models.map((model) => [model.name, model] as const))(
    "%s: the stored files are what the code makes",
    async (_, model) => {
      const step = await readFile(new URL(`${model.name}.step`, folder), "utf8");
      const stl = await readFile(new URL(`${model.name}.stl`, folder));
      expect(step).toBe(toStep(model));
      expect(stl.equals(toStl(model))).toBe(true);
      expect(Buffer.byteLength(step)).toBeLessThan(1024 * 1024);
      expect(stl.byteLength).toBeLessThan(1024 * 1024);
      // A binary STL: 84 bytes of header and count, then 50 bytes a triangle.
      expect(stl.byteLength).toBe(84 + 50 * stl.readUInt32LE(80));
    },
  );

  it("are closed solids of the sizes they are drawn to (mm³)", () => {
    const volume = Object.fromEntries(models.map((model) => [model.name, modelVolume(model)]));
    // The flat pattern: a 120 × 80 plate with R6 corners, four ⌀6.6 holes and a 44 × 24 window, 1.5 thick.
    const plate = 120 * 80 - (4 - Math.PI) * 36 - 4 * Math.PI * 3.3 ** 2 - (44 * 24 - (4 - Math.PI) * 16);
    expect(volume["enclosure-bracket-flat-pattern"]).toBeCloseTo(plate * 1.5, -1);
    expect(volume["spur-gear-pair"]).toBeGreaterThan(30_000);
    expect(volume["suction-cup"]).toBeGreaterThan(5_000);
  });

  it("are read by OpenCascade into one mesh a solid", async () => {
    const occt = await occtimportjs();
    for (const model of models) {
      const result = occt.ReadStepFile(new Uint8Array(await readFile(new URL(`${model.name}.step`, folder))), null);
      expect(result.success).toBe(true);
      expect(result.meshes).toHaveLength(model.solids.length);
      for (const mesh of result.meshes) expect(mesh.index.array.length).toBeGreaterThan(0);
    }
  }, 60_000);
});

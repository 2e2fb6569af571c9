import { readFile } from "node:fs/promises";
import occtimportjs, { type OcctMesh } from "occt-import-js";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { keepsPreparedMesh, modelKindOf, POSTER_SIZE } from "../../src/lib/models";
import { demoProjectFiles } from "../../src/server/seed/demo-content";
import { demoModels, meshVolume, toStep, toStl, type TriangleMesh } from "../../src/server/seed/demo-models";
import { LineSegments } from "three";
import { cadObject, loadModel, loadPrepared } from "../../src/components/projects/model-viewer/load-model";
import { FEATURE_EDGES, featureEdges, meshesOf } from "../../src/components/projects/model-viewer/model-scene";
import { preparedMesh } from "../../src/components/projects/model-viewer/prepare-model";
import "../../scripts/support/file-reader";

/**
 * The demo projects' CAD models: OpenCascade (the viewer's STEP reader) reads every STEP file into
 * one closed solid per body, of the volume it is drawn to; the files in supabase/seed/media are
 * exactly what the code makes (scripts/make-demo-models.ts writes them), each under 1 MB; each has
 * its poster (drawn in Chromium by scripts/make-demo-posters.ts).
 */
const folder = new URL("../../supabase/seed/media/demo/models/", import.meta.url);
const models = demoModels();
const occt = await occtimportjs();
const meshes = new Map<string, TriangleMesh[]>(
  models.map((model) => {
    const result = occt.ReadStepFile(new TextEncoder().encode(toStep(model)), null);
    return [model.name, result.success ? result.meshes : []];
  }),
);

describe("demo CAD models", () => {
  it("are attached to published demo projects as a STEP and an STL each, with the model's poster", () => {
    for (const model of models) {
      for (const extension of ["step", "stl"]) {
        const file = demoProjectFiles.find((candidate) => candidate.file_name === `${model.name}.${extension}`);
        expect(file?.object).toBe(`demo/models/${model.name}.${extension}`);
        expect(file?.prepared).toBe(`demo/models/${model.name}${extension === "stl" ? ".stl" : ""}.glb`);
        expect(file?.poster).toBe(`demo/models/${model.name}.webp`);
        expect(modelKindOf(file!.file_name)).toBe(extension);
      }
    }
  });

  it("are read by OpenCascade as one solid a body, each a closed surface facing outwards, of its drawn volume (mm³)", () => {
    for (const model of models) {
      expect(meshes.get(model.name)).toHaveLength(model.solids.length);
      for (const mesh of meshes.get(model.name)!) expect(mesh.index.array.length).toBeGreaterThan(0);
    }
    const volume = (name: string) => meshVolume(meshes.get(name)!);
    // The flat pattern: a 120 × 80 plate with R6 corners, four ⌀6.6 holes and a 44 × 24 R4 window, 1.5 thick.
    const plate = 120 * 80 - (4 - Math.PI) * 36 - 4 * Math.PI * 3.3 ** 2 - (44 * 24 - (4 - Math.PI) * 16);
    expect(volume("enclosure-bracket-flat-pattern") / (plate * 1.5)).toBeCloseTo(1, 2);
    // The gears: about their pitch discs less the bores and lightening holes, 12 and 10 thick.
    const gears =
      (Math.PI * 18 ** 2 - Math.PI * 5 ** 2) * 12 +
      (Math.PI * 30 ** 2 - Math.PI * 8 ** 2 - 6 * Math.PI * 3.5 ** 2) * 10;
    expect(volume("spur-gear-pair") / gears).toBeCloseTo(1, 1);
    expect(volume("suction-cup")).toBeGreaterThan(10_000);
  });

  it.each(models.map((model) => [model.name]))(
    "%s: the poster is a 1200 × 800 WebP of the model (opaque) on a transparent background",
    async (name) => {
      const poster = sharp(await readFile(new URL(`${name}.webp`, folder)));
      const { format, width, height, hasAlpha } = await poster.metadata();
      expect({ format, width, height, hasAlpha }).toEqual({ format: "webp", ...POSTER_SIZE, hasAlpha: true });
      const { data, info } = await poster.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let transparent = 0;
      let opaque = 0;
      for (let alpha = 3; alpha < data.length; alpha += info.channels) {
        if (data[alpha] === 0) transparent++;
        else if (data[alpha] === 255) opaque++;
      }
      // The model fills a good part of the poster, and the background is all around it.
      const pixels = info.width * info.height;
      expect(opaque / pixels).toBeGreaterThan(0.05);
      expect(transparent / pixels).toBeGreaterThan(0.3);
    },
  );

  it.each(models.map((model) => [model.name, model] as const))(
    "%s: the stored files are what the code makes",
    async (_, model) => {
      const step = await readFile(new URL(`${model.name}.step`, folder), "utf8");
      const stl = await readFile(new URL(`${model.name}.stl`, folder));
      expect(step).toBe(toStep(model));
      expect(stl.equals(toStl(model, meshes.get(model.name)!))).toBe(true);
      // The meshes the viewer loads in each file's place, prepared as the admin prepares an upload:
      // the STL's too, as its GLB is smaller.
      const glb = await readFile(new URL(`${model.name}.glb`, folder));
      expect(glb.equals(Buffer.from(await preparedMesh(cadObject(meshes.get(model.name)! as OcctMesh[]))))).toBe(true);
      const stlGlb = await readFile(new URL(`${model.name}.stl.glb`, folder));
      const stlMesh = await preparedMesh((await loadModel("stl", Uint8Array.from(stl).buffer)).object);
      expect(stlGlb.equals(Buffer.from(stlMesh))).toBe(true);
      expect(keepsPreparedMesh(`${model.name}.stl`, stl.byteLength, stlGlb.byteLength)).toBe(true);
      expect(Buffer.byteLength(step)).toBeLessThan(1024 * 1024);
      expect(stl.byteLength).toBeLessThan(1024 * 1024);
      // A binary STL: 84 bytes of header and count, then 50 bytes a triangle.
      expect(stl.byteLength).toBe(84 + 50 * stl.readUInt32LE(80));
    },
  );

  it("come prepared with each part's feature edges, so that the viewer need not find them, and the model is left as it was", async () => {
    for (const model of models) {
      const object = cadObject(meshes.get(model.name)! as OcctMesh[]);
      const glb = await preparedMesh(object);
      expect(meshesOf(object).map((part) => part.children.length)).toEqual(model.solids.map(() => 0));
      const prepared = meshesOf((await loadPrepared("step", glb)).object);
      expect(prepared).toHaveLength(model.solids.length);
      for (const part of prepared) {
        const edges = part.children.filter(
          (child) => child instanceof LineSegments && child.userData.name === FEATURE_EDGES,
        ) as LineSegments[];
        expect(edges).toHaveLength(1);
        expect(edges[0]!.geometry.getAttribute("position").count).toBe(
          featureEdges(part.geometry).getAttribute("position").count,
        );
      }
    }
  });
});

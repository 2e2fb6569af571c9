import { readFile } from "node:fs/promises";
import { Box3, Vector3, type Object3D } from "three";
import { STLExporter } from "three/examples/jsm/exporters/STLExporter.js";
import { describe, expect, it } from "vitest";
import { loadModel, loadPrepared } from "../../src/components/projects/model-viewer/load-model";
import { preparedMesh } from "../../src/components/projects/model-viewer/prepare-model";
import { isPreparable, isPrepared, keepsPreparedMesh } from "../../src/lib/models";
import "../../scripts/support/file-reader";

/**
 * Which models get a glTF binary (GLB) beside them when the admin prepares them for viewing, and
 * that the GLB is the same model: always for a CAD file (no CAD reader for visitors), for a mesh
 * file only when the GLB is smaller, so that a visitor never loads more than the file itself.
 */
const gear = await readFile(new URL("../../supabase/seed/media/demo/models/spur-gear-pair.stl", import.meta.url));
const bufferOf = (bytes: Uint8Array) => Uint8Array.from(bytes).buffer;
const sizeOf = (object: Object3D) => new Box3().setFromObject(object).getSize(new Vector3()).toArray();

describe("a model prepared for viewing", () => {
  it("stores the GLB of an ASCII STL, a few times smaller, and of no binary STL, which is already compact", async () => {
    const binary = await loadModel("stl", bufferOf(gear));
    const ascii = new TextEncoder().encode(new STLExporter().parse(binary.object, { binary: false }) as string);
    const glb = await preparedMesh((await loadModel("stl", bufferOf(ascii))).object);

    expect(glb.byteLength * 3).toBeLessThan(ascii.byteLength);
    expect(keepsPreparedMesh("gear-pair.stl", ascii.byteLength, glb.byteLength)).toBe(true);
    expect(glb.byteLength).toBeGreaterThan(gear.byteLength);
    expect(keepsPreparedMesh("gear-pair.stl", gear.byteLength, glb.byteLength)).toBe(false);

    // The GLB is read as the STL it was made from: the same size, in millimetres assumed.
    const prepared = await loadPrepared("stl", glb);
    expect(prepared).toMatchObject({ zUp: true, millimetres: 1, assumed: true });
    const [expected, actual] = [sizeOf(binary.object), sizeOf(prepared.object)];
    actual.forEach((side, axis) => expect(side).toBeCloseTo(expected[axis]!, 3));
  });

  it("stores a CAD file's GLB whatever its size; a glTF, 3MF or other file gets none", () => {
    for (const name of ["part.step", "part.STP", "part.iges"]) {
      expect(keepsPreparedMesh(name, 1, 1_000_000), name).toBe(true);
    }
    for (const name of ["part.obj", "part.ply", "part.stl"]) expect(isPreparable(name), name).toBe(true);
    for (const name of ["part.glb", "part.gltf", "part.3mf", "drawing.pdf"]) {
      expect(isPreparable(name), name).toBe(false);
      expect(keepsPreparedMesh(name, 1_000_000, 1), name).toBe(false);
    }
  });

  it("is prepared once it has its poster, and a CAD file once it also has its GLB", () => {
    const file = (file_name: string, prepared_path: string | null, poster_path: string | null) => ({
      file_name,
      prepared_path,
      poster_path,
    });
    expect(isPrepared(file("bracket.stl", null, "bracket-poster.webp"))).toBe(true);
    expect(isPrepared(file("bracket.stl", null, null))).toBe(false);
    expect(isPrepared(file("bracket.step", null, "bracket-poster.webp"))).toBe(false);
    expect(isPrepared(file("bracket.step", "bracket.glb", "bracket-poster.webp"))).toBe(true);
    expect(isPrepared(file("notes.pdf", null, "poster.webp"))).toBe(false);
  });
});

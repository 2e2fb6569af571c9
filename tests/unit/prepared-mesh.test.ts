import { readFile } from "node:fs/promises";
import { Box3, Vector3, type Object3D } from "three";
import { STLExporter } from "three/examples/jsm/exporters/STLExporter.js";
import { describe, expect, it } from "vitest";
import { loadModel, loadPrepared } from "../../src/components/projects/model-viewer/load-model";
import { meshesOf } from "../../src/components/projects/model-viewer/model-scene";
import { preparedMesh } from "../../src/components/projects/model-viewer/prepare-model";
import { isPreparable, isPrepared, keepsPreparedMesh } from "../../src/lib/models";
import "../../scripts/support/file-reader";

/**
 * Which models get a glTF binary (GLB) beside them when the admin prepares them for viewing, and
 * that the GLB is the same model, in millimetres: always for a CAD file (no CAD reader for
 * visitors), for another file only when the GLB is smaller, so that a visitor never loads more
 * than the file itself.
 */
const gear = await readFile(new URL("../../supabase/seed/media/demo/models/spur-gear-pair.stl", import.meta.url));
const bufferOf = (bytes: Uint8Array) => Uint8Array.from(bytes).buffer;
const sizeOf = (object: Object3D) => new Box3().setFromObject(object).getSize(new Vector3()).toArray();

// three.js's file loader (which reads a .gltf's data URIs) reports its progress with the browser's
// ProgressEvent, which Node lacks.
globalThis.ProgressEvent ??= class extends Event {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
  constructor(type: string, init: ProgressEventInit = {}) {
    super(type);
    this.lengthComputable = init.lengthComputable ?? false;
    this.loaded = init.loaded ?? 0;
    this.total = init.total ?? 0;
  }
} as typeof ProgressEvent;

/** A GLB as a .gltf: its JSON, with its binary chunk as the first buffer's base64 data URI. */
function gltfText(glb: ArrayBuffer): Uint8Array {
  const view = new DataView(glb);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(new TextDecoder().decode(new Uint8Array(glb, 20, jsonLength))) as {
    buffers: { uri?: string; byteLength: number }[];
  };
  const binLength = view.getUint32(20 + jsonLength, true);
  const bin = Buffer.from(glb, 28 + jsonLength, binLength);
  json.buffers[0]!.uri = `data:application/octet-stream;base64,${bin.toString("base64")}`;
  return new TextEncoder().encode(JSON.stringify(json));
}

describe("a model prepared for viewing", () => {
  it("stores the GLB of an STL, ASCII or binary: the corners its triangles share stored once, it is smaller than either", async () => {
    const binary = await loadModel("stl", bufferOf(gear));
    const ascii = new TextEncoder().encode(new STLExporter().parse(binary.object, { binary: false }) as string);
    const glb = await preparedMesh(binary.object);
    const asciiGlb = await preparedMesh((await loadModel("stl", bufferOf(ascii))).object);

    expect(asciiGlb.byteLength * 5).toBeLessThan(ascii.byteLength);
    expect(keepsPreparedMesh("gear-pair.stl", ascii.byteLength, asciiGlb.byteLength)).toBe(true);
    expect(glb.byteLength * 3).toBeLessThan(gear.byteLength * 2);
    expect(keepsPreparedMesh("gear-pair.stl", gear.byteLength, glb.byteLength)).toBe(true);

    // The GLB is read as the STL it was made from: every triangle, the same size, in millimetres
    // assumed; the model read from the file is left as it was.
    const triangles = gear.readUInt32LE(80);
    const [read] = meshesOf(binary.object);
    expect(read!.geometry.index).toBeNull();
    expect(read!.geometry.getAttribute("position").count).toBe(3 * triangles);
    const prepared = await loadPrepared("stl", glb);
    expect(prepared).toMatchObject({ zUp: true, millimetres: 1, assumed: true });
    const [part] = meshesOf(prepared.object);
    expect(part!.geometry.index!.count).toBe(3 * triangles);
    expect(part!.geometry.getAttribute("position").count).toBeLessThan(triangles);
    const [expected, actual] = [sizeOf(binary.object), sizeOf(prepared.object)];
    actual.forEach((side, axis) => expect(side).toBeCloseTo(expected[axis]!, 3));
  });

  it("stores the GLB of a .gltf with its buffers in base64, smaller, and reads it back in its frame and metres", async () => {
    // The gear pair as a .gltf would hold it: in metres, Y up, its one buffer written out in base64.
    const { object } = await loadModel("stl", bufferOf(gear));
    const text = gltfText(await preparedMesh(object, 0.001));
    const read = await loadModel("gltf", bufferOf(text));
    const glb = await preparedMesh(read.object, read.millimetres);

    expect(glb.byteLength).toBeLessThan(text.byteLength);
    expect(keepsPreparedMesh("gear-pair.gltf", text.byteLength, glb.byteLength)).toBe(true);
    const prepared = await loadPrepared("gltf", glb);
    expect(prepared).toMatchObject({ zUp: false, millimetres: 1, assumed: false });
    const expected = sizeOf(object);
    sizeOf(prepared.object).forEach((side, axis) => expect(side).toBeCloseTo(expected[axis]!, 3));
    // The model read from the file keeps its own scale once its mesh is written.
    expect(sizeOf(read.object)[0]).toBeCloseTo(expected[0]! / 1000, 6);
  });

  it("writes the file's unit into its GLB: a 3MF part drawn in inches reads back in millimetres", async () => {
    const { object } = await loadModel("stl", bufferOf(gear));
    const inches = sizeOf(object);
    const prepared = await loadPrepared("3mf", await preparedMesh(object, 25.4));
    expect(prepared).toMatchObject({ zUp: true, millimetres: 1, assumed: false });
    sizeOf(prepared.object).forEach((side, axis) => expect(side).toBeCloseTo(inches[axis]! * 25.4, 2));
  });

  it("stores a CAD file's GLB whatever its size; a GLB or other file gets none", () => {
    for (const name of ["part.step", "part.STP", "part.iges"]) {
      expect(keepsPreparedMesh(name, 1, 1_000_000), name).toBe(true);
    }
    for (const name of ["part.obj", "part.ply", "part.stl", "part.3mf", "part.gltf"]) {
      expect(isPreparable(name), name).toBe(true);
    }
    // A mesh file's GLB only when it is smaller than the file.
    expect(keepsPreparedMesh("part.stl", 1_000, 999)).toBe(true);
    expect(keepsPreparedMesh("part.stl", 1_000, 1_000)).toBe(false);
    for (const name of ["part.glb", "drawing.pdf"]) {
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

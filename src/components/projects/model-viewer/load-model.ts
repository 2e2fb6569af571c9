import { BufferAttribute, BufferGeometry, Color, Group, Mesh, MeshStandardMaterial, type Object3D } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import type { ModelKind } from "../../../lib/models";
import type { OcctMesh } from "occt-import-js";
import type { OcctRequest, OcctResponse } from "./occt.worker";
import { MESH_READERS } from "./readers";

/** What the model is drawn in when its file gives no colour: a light, slightly blue steel. */
export const MODEL_COLOUR = new Color("#b7c4d1");

export const modelMaterial = (colour: Color = MODEL_COLOUR) =>
  new MeshStandardMaterial({ color: colour, metalness: 0.25, roughness: 0.5 });

let worker: Worker | null = null;

/** Starts the CAD reader (its WebAssembly loads and compiles in the worker) before a file is there. */
export function startCadReader(): Worker {
  worker ??= new Worker(new URL("./occt.worker.ts", import.meta.url), { type: "module" });
  return worker;
}

/** OpenCascade's meshes as one three.js group: a mesh per solid, named, in the file's colours. */
export function cadObject(meshes: readonly OcctMesh[]): Group {
  const group = new Group();
  for (const part of meshes) {
    const geometry = new BufferGeometry();
    geometry.setAttribute("position", new BufferAttribute(new Float32Array(part.attributes.position.array), 3));
    if (part.attributes.normal) {
      geometry.setAttribute("normal", new BufferAttribute(new Float32Array(part.attributes.normal.array), 3));
    } else geometry.computeVertexNormals();
    geometry.setIndex(Array.from(part.index.array));
    const colour = part.color ? new Color(...part.color) : undefined;
    group.add(Object.assign(new Mesh(geometry, modelMaterial(colour)), { name: part.name }));
  }
  return group;
}

/** STEP and IGES, through OpenCascade in a worker. */
function readCad(kind: "step" | "iges", bytes: Uint8Array): Promise<Object3D> {
  const reader = startCadReader();
  return new Promise((resolve, reject) => {
    reader.onmessage = ({ data }: MessageEvent<OcctResponse>) => {
      if (!data.ok) return reject(new Error(data.error));
      resolve(cadObject(data.result.meshes));
    };
    reader.onerror = () => {
      worker = null;
      reject(new Error("The CAD reader could not be loaded."));
    };
    reader.postMessage({ kind, bytes } satisfies OcctRequest);
  });
}

const meshOf = (geometry: BufferGeometry) => {
  if (!geometry.hasAttribute("normal")) geometry.computeVertexNormals();
  return new Mesh(geometry, modelMaterial());
};

/** A model as read from its file, with what the file says of its frame and units. */
export interface LoadedModel {
  object: Object3D;
  /** CAD files and mesh files are Z-up; glTF is Y-up. */
  zUp: boolean;
  /** Millimetres per unit of the file's coordinates. */
  millimetres: number;
  /** True when the format carries no unit (STL, OBJ, PLY): millimetres are assumed. */
  assumed: boolean;
}

/** STL, OBJ and PLY carry no unit: millimetres are assumed. */
const unitless = (kind: ModelKind) => kind === "stl" || kind === "obj" || kind === "ply";

/** 3MF's units (its model's `unit` attribute, millimetres when absent). */
const THREE_MF_UNITS: Record<string, number> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

async function threeMfMillimetres(buffer: ArrayBuffer): Promise<number> {
  const { strFromU8, unzipSync } = await import("three/examples/jsm/libs/fflate.module.js");
  const entries = unzipSync(new Uint8Array(buffer), { filter: (file) => file.name.endsWith(".model") });
  const model = Object.values(entries)[0];
  const unit = model && /<model[^>]*\sunit="([a-z]+)"/.exec(strFromU8(model))?.[1];
  return (unit && THREE_MF_UNITS[unit]) || 1;
}

/**
 * A model's bytes as a three.js object. The glTF reader is always at hand (it reads the prepared
 * meshes); the other formats' readers load when a file of theirs is read.
 */
async function readModel(kind: ModelKind, buffer: ArrayBuffer): Promise<Object3D> {
  switch (kind) {
    case "step":
    case "iges":
      return readCad(kind, new Uint8Array(buffer));
    case "stl": {
      const { STLLoader } = await MESH_READERS.stl();
      return meshOf(new STLLoader().parse(buffer));
    }
    case "ply": {
      const { PLYLoader } = await MESH_READERS.ply();
      return meshOf(new PLYLoader().parse(buffer));
    }
    case "obj": {
      const { OBJLoader } = await MESH_READERS.obj();
      const object = new OBJLoader().parse(new TextDecoder().decode(buffer));
      object.traverse((child) => {
        if (child instanceof Mesh) child.material = modelMaterial();
      });
      return object;
    }
    // glTF and 3MF carry their own materials.
    case "3mf": {
      const { ThreeMFLoader } = await MESH_READERS["3mf"]();
      return new ThreeMFLoader().parse(buffer);
    }
    case "glb":
    case "gltf":
      return (await new GLTFLoader().parseAsync(buffer, "")).scene;
  }
}

/**
 * A model file's bytes as a three.js object, by its format, with its units: STEP and IGES come
 * out of OpenCascade in millimetres, glTF is in metres, 3MF says its unit. Throws when the file
 * cannot be read.
 */
export async function loadModel(kind: ModelKind, buffer: ArrayBuffer): Promise<LoadedModel> {
  const object = await readModel(kind, buffer);
  const gltf = kind === "glb" || kind === "gltf";
  const millimetres = gltf ? 1000 : kind === "3mf" ? await threeMfMillimetres(buffer) : 1;
  return { object, zUp: !gltf, millimetres, assumed: unitless(kind) };
}

/**
 * A model prepared for viewing (prepare-model.ts): its GLB holds the meshes in the file's own frame
 * (Z up, or Y up for glTF), in millimetres, so it is read as glTF and then taken as the file it
 * was made from.
 */
export async function loadPrepared(kind: ModelKind, buffer: ArrayBuffer): Promise<LoadedModel> {
  const object = (await new GLTFLoader().parseAsync(buffer, "")).scene;
  return { object, zUp: kind !== "gltf" && kind !== "glb", millimetres: 1, assumed: unitless(kind) };
}

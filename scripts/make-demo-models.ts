/**
 * Writes the demo projects' CAD models (src/server/seed/demo-models.ts) under
 * supabase/seed/media/demo/models/, where the seeder picks them up as project files: each as a
 * STEP file, and as an STL of the solid as OpenCascade meshes it (the viewer's own STEP reader),
 * each prepared for viewing as the admin prepares an upload (a GLB of its meshes,
 * src/components/projects/model-viewer/prepare-model.ts): `<name>.glb` and `<name>.stl.glb`.
 * Run it after changing a model: `npx tsx scripts/make-demo-models.ts`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import occtimportjs from "occt-import-js";
import { cadObject, loadModel } from "../src/components/projects/model-viewer/load-model";
import { preparedMesh } from "../src/components/projects/model-viewer/prepare-model";
import { keepsPreparedMesh } from "../src/lib/models";
import { demoModels, toStep, toStl } from "../src/server/seed/demo-models";
import "./support/file-reader";

const folder = new URL("../supabase/seed/media/demo/models/", import.meta.url);
await mkdir(folder, { recursive: true });
const occt = await occtimportjs();
for (const model of demoModels()) {
  const step = toStep(model);
  const read = occt.ReadStepFile(new TextEncoder().encode(step), null);
  if (!read.success || read.meshes.length !== model.solids.length) throw new Error(`${model.name}: not readable`);
  await writeFile(new URL(`${model.name}.step`, folder), step);
  const stl = toStl(model, read.meshes);
  await writeFile(new URL(`${model.name}.stl`, folder), stl);
  // What the viewer loads in each file's place, prepared as the admin prepares an upload.
  await writeFile(new URL(`${model.name}.glb`, folder), new Uint8Array(await preparedMesh(cadObject(read.meshes))));
  const stlMesh = await preparedMesh((await loadModel("stl", Uint8Array.from(stl).buffer)).object);
  if (!keepsPreparedMesh(`${model.name}.stl`, stl.byteLength, stlMesh.byteLength)) {
    throw new Error(`${model.name}: the STL's GLB is no smaller than the STL`);
  }
  await writeFile(new URL(`${model.name}.stl.glb`, folder), new Uint8Array(stlMesh));
  console.log(`${model.name}: .step and .stl written, each with its prepared .glb`);
}

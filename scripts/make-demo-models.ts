/**
 * Writes the demo projects' CAD models (src/server/seed/demo-models.ts) under
 * supabase/seed/media/demo/models/, where the seeder picks them up as project files: each as a
 * STEP file, and as an STL of the solid as OpenCascade meshes it (the viewer's own STEP reader),
 * and that mesh prepared for viewing (a GLB, src/components/projects/model-viewer/prepare-model.ts).
 * Run it after changing a model: `npx tsx scripts/make-demo-models.ts`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import occtimportjs from "occt-import-js";
import { cadObject } from "../src/components/projects/model-viewer/load-model";
import { preparedMesh } from "../src/components/projects/model-viewer/prepare-model";
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
  await writeFile(new URL(`${model.name}.stl`, folder), toStl(model, read.meshes));
  // What the viewer loads in the STEP file's place, prepared as the admin prepares an upload.
  await writeFile(new URL(`${model.name}.glb`, folder), new Uint8Array(await preparedMesh(cadObject(read.meshes))));
  console.log(`${model.name}: .step (and its prepared .glb) and .stl written`);
}

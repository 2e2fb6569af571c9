/**
 * Writes the demo projects' CAD models (src/server/seed/demo-models.ts) as STEP and STL files
 * under supabase/seed/media/demo/models/, where the seeder picks them up as project files.
 * Run it after changing a model: `npx tsx scripts/make-demo-models.ts`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { demoModels, toStep, toStl } from "../src/server/seed/demo-models";

const folder = new URL("../supabase/seed/media/demo/models/", import.meta.url);
await mkdir(folder, { recursive: true });
for (const model of demoModels()) {
  await writeFile(new URL(`${model.name}.step`, folder), toStep(model));
  await writeFile(new URL(`${model.name}.stl`, folder), toStl(model));
  console.log(`${model.name}: .step and .stl written`);
}

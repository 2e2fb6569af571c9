/**
 * Writes the demo gearbox project's drawing (src/server/seed/demo-drawings.ts) to
 * supabase/seed/media/demo/files/, where the seeder picks it up as a project file.
 * Run it after changing the drawing or the gear pair: `npx tsx scripts/make-demo-drawings.ts`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { GEAR_PAIR_DRAWING, gearPairDrawing } from "../src/server/seed/demo-drawings";

const folder = new URL("../supabase/seed/media/demo/files/", import.meta.url);
await mkdir(folder, { recursive: true });
const pdf = gearPairDrawing();
await writeFile(new URL(GEAR_PAIR_DRAWING.fileName, folder), pdf);
console.log(`${GEAR_PAIR_DRAWING.fileName}: ${pdf.byteLength} bytes written`);

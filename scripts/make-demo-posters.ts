/**
 * Draws the demo CAD models' posters (src/components/projects/model-viewer/prepare-model.ts) from
 * their prepared meshes under supabase/seed/media/demo/models/, as the admin draws an upload's, in
 * Debian's Chromium (WebGL through SwiftShader): the page (scripts/support/poster-page.ts) is
 * bundled by Vite and loaded in a blank page, nothing is fetched. Run it after
 * scripts/make-demo-models.ts: `npx tsx scripts/make-demo-posters.ts`.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { build, type Rolldown } from "vite";
import { POSTER_SIZE } from "../src/lib/models";
import { CHROMIUM } from "./support/chromium";
import { demoModels } from "../src/server/seed/demo-models";

const folder = new URL("../supabase/seed/media/demo/models/", import.meta.url);

const bundled = await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  // The viewer's CAD reader (a worker with OpenCascade, 10 MB) is never started here: built empty.
  worker: {
    plugins: () => [{ name: "no-cad-reader", load: (id) => (id.includes("occt.worker") ? "export {};" : null) }],
  },
  build: {
    write: false,
    lib: { entry: fileURLToPath(new URL("support/poster-page.ts", import.meta.url)), formats: ["es"] },
  },
});
const outputs = (Array.isArray(bundled) ? bundled : [bundled]) as Rolldown.RolldownOutput[];
const entry = outputs
  .flatMap((output) => output.output)
  .find((item): item is Rolldown.OutputChunk => item.type === "chunk" && item.isEntry);
if (!entry) throw new Error("The poster page was not bundled.");

const browser = await chromium.launch(CHROMIUM);
try {
  const page = await browser.newPage({ viewport: POSTER_SIZE, deviceScaleFactor: 1 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.setContent("<!doctype html><html><body></body></html>");
  await page.addScriptTag({ content: entry.code, type: "module" });
  await page
    .waitForFunction(() => typeof window.makePoster === "function", null, { timeout: 10_000 })
    .catch(() => {
      throw new Error(`The poster page did not start: ${errors.join("; ") || "no error reported"}`);
    });
  for (const model of demoModels()) {
    const glb = await readFile(new URL(`${model.name}.glb`, folder));
    const poster = Buffer.from(
      await page.evaluate((base64) => window.makePoster(base64), glb.toString("base64")),
      "base64",
    );
    await writeFile(new URL(`${model.name}.webp`, folder), poster);
    console.log(`${model.name}.webp: ${poster.byteLength} bytes written`);
  }
} finally {
  await browser.close();
}

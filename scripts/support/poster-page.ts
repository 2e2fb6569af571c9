/**
 * The page scripts/make-demo-posters.ts draws the demo models' posters in (bundled by Vite, run in
 * Chromium): `window.makePoster(glb)` reads a prepared mesh (a GLB, base64) as the viewer reads it
 * and draws its poster as the admin does after an upload, answering the WebP, base64.
 */
import { loadPrepared } from "../../src/components/projects/model-viewer/load-model";
import { modelPoster } from "../../src/components/projects/model-viewer/prepare-model";

declare global {
  interface Window {
    makePoster(glb: string): Promise<string>;
  }
}

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

function base64Of(bytes: Uint8Array): string {
  let text = "";
  // In pieces: spreading a whole poster into one call overflows the argument limit.
  for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(text);
}

window.makePoster = async (glb) => {
  // The demo models' prepared meshes are of STEP files.
  const { object, zUp } = await loadPrepared("step", bytesOf(glb).buffer);
  const poster = await modelPoster(object, zUp);
  if (poster.type !== "image/webp") throw new Error(`The poster is ${poster.type}, not WebP.`);
  return base64Of(new Uint8Array(await poster.arrayBuffer()));
};

/**
 * Reads STEP and IGES files off the page's main thread: OpenCascade (occt-import-js, WebAssembly
 * served by the site itself) turns the file's B-rep into triangle meshes. Started when a visitor
 * opens such a model, it loads OpenCascade at once, while the file is still being fetched; the
 * compiled module is kept for the next one.
 */
import occtimportjs, { type Occt, type OcctResult } from "occt-import-js";
import wasmUrl from "occt-import-js/dist/occt-import-js.wasm?url";

export interface OcctRequest {
  kind: "step" | "iges";
  bytes: Uint8Array;
}
export type OcctResponse = { ok: true; result: OcctResult } | { ok: false; error: string };

const start = () => {
  const loading = occtimportjs({ locateFile: () => wasmUrl });
  // A failure is reported when a file is read (below), not as an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
};
let occt: Promise<Occt> = start();

self.onmessage = async ({ data }: MessageEvent<OcctRequest>) => {
  let response: OcctResponse;
  try {
    const library = await occt;
    const result =
      data.kind === "step" ? library.ReadStepFile(data.bytes, null) : library.ReadIgesFile(data.bytes, null);
    response =
      result.success && result.meshes.length > 0
        ? { ok: true, result }
        : { ok: false, error: "The file is not a readable CAD model." };
  } catch (error) {
    occt = start();
    response = { ok: false, error: error instanceof Error ? error.message : "The CAD reader could not start." };
  }
  self.postMessage(response);
};

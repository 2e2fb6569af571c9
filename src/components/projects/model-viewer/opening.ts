import { recordDownload, type ApiResult } from "../../../lib/api-client";
import { MODEL_VIEWER_MESSAGES, modelKindOf } from "../../../lib/models";
import type { ResourceLink } from "../ProjectResources";
import { hasMeshReader, MESH_READERS } from "./readers";

/**
 * What opening a model starts at once, beside the viewer's own code (which loads on the same
 * click): the download's count and the bytes the viewer reads (the prepared mesh, else the file
 * itself). Nothing here needs three.js, so the page's island holds it and starts both on the click.
 */
export interface ModelOpening {
  /** False when the browser cannot draw with WebGL here: then nothing was started. */
  webgl: boolean;
  /** The download's count (null when not counted): its answer locates the file itself. */
  counted: Promise<ApiResult<{ downloads: number; url: string }>> | null;
  /** The prepared mesh's bytes (null without one). */
  prepared: Promise<ArrayBuffer> | null;
  /** The file's own bytes, without a prepared mesh (null with one: then read only if the mesh fails). */
  original: Promise<ArrayBuffer> | null;
}

/** True when the browser can draw with WebGL here (it can be off, blocked or missing). */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}

/** A file's bytes; a failed answer is an error in the viewer's words. */
export async function fetchBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(MODEL_VIEWER_MESSAGES.unreachable);
  return response.arrayBuffer();
}

/** Where the file itself is read: the count's answer locates it (a refused count is an error). */
export async function fileLocation(file: ResourceLink, counted: ModelOpening["counted"]): Promise<string> {
  if (!counted) return file.url;
  const count = await counted;
  if (!count.ok) throw new Error(count.error);
  return count.data.url || file.url;
}

/** Starts opening `file` in the viewer: counted as a download unless `count` is false. */
export function openModel(file: ResourceLink, count: boolean): ModelOpening {
  if (!webglAvailable()) return { webgl: false, counted: null, prepared: null, original: null };
  // The count is raised first; the mesh loads beside it, and the file itself once the count has
  // answered where it is.
  const counted = count ? recordDownload(file.id) : null;
  const prepared = file.prepared ? fetchBytes(file.prepared) : null;
  const original = prepared ? null : fileLocation(file, counted).then((url) => fetchBytes(url));
  // So is its format's reader, which the viewer's own code would only ask for once it has run.
  const kind = modelKindOf(file.name);
  if (!prepared && hasMeshReader(kind)) MESH_READERS[kind]().catch(() => undefined);
  // Read by the viewer once its code is there: a failure is handled then, not reported now.
  for (const bytes of [prepared, original]) bytes?.catch(() => undefined);
  return { webgl: true, counted, prepared, original };
}

import type { APIRoute } from "astro";
import { create as contentDisposition } from "content-disposition";
import { getServerContext } from "../../../../../../server/context";
import type { LocalStorage } from "../../../../../../server/storage/local-storage";
import { DOCUMENTS_BUCKET } from "../../../../../../lib/storage-paths";
import { isShownInline } from "../../../../../../server/security/headers";

export const prerender = false;

/**
 * Public files of the local storage provider, at the same path shape Supabase Storage uses
 * (`/storage/v1/object/public/{bucket}/{path}`). With Supabase storage this route is not used.
 */
export const GET: APIRoute = async ({ params, request }) => {
  const { storage } = await getServerContext();
  // By kind, not instanceof: in development the content layer and the routes load separate
  // module instances, and the context (created by either) is shared through globalThis.
  if (storage.kind !== "local" || params.bucket !== DOCUMENTS_BUCKET || !params.path) {
    return new Response("Not found", { status: 404 });
  }
  const object = await (storage as LocalStorage).read(params.bucket, params.path);
  if (!object) return new Response("Not found", { status: 404 });

  const headers = new Headers({
    "content-type": object.contentType,
    "content-length": String(object.size),
    "cache-control": "public, max-age=3600",
    "last-modified": object.updatedAt,
    "x-content-type-options": "nosniff",
  });
  // An SVG, an HTML page or anything else that is not a picture or a PDF is downloaded, never
  // shown. `?download=name` (as Supabase Storage takes it) downloads any file, saved as `name`.
  const asked = new URL(request.url).searchParams.get("download");
  const fileName = asked || params.path.split("/").pop()!;
  const attachment = asked !== null || !isShownInline(object.contentType);
  headers.set("content-disposition", contentDisposition(fileName, { type: attachment ? "attachment" : "inline" }));
  const body = request.method === "HEAD" ? null : new Blob([object.body as BlobPart]);
  return new Response(body, { status: 200, headers });
};

export const HEAD = GET;

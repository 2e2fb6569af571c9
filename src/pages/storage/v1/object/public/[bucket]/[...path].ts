import type { APIRoute } from "astro";
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
  // An SVG, an HTML page or anything else that is not a picture or a PDF is downloaded, never shown.
  const fileName = params.path.split("/").pop()!.replace(/["\\]/g, "");
  headers.set(
    "content-disposition",
    `${isShownInline(object.contentType) ? "inline" : "attachment"}; filename="${fileName}"`,
  );
  const body = request.method === "HEAD" ? null : new Blob([object.body as BlobPart]);
  return new Response(body, { status: 200, headers });
};

export const HEAD = GET;

import type { APIRoute } from "astro";
import { deleteDocumentVersion } from "../../../../../server/admin/files";
import { adminRoute } from "../../../../../server/admin/route";

export const prerender = false;

/** Deletes a version and its stored file. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/documents", context, (request, admin, deps) =>
    deleteDocumentVersion(request, admin, deps, context.params.kind, context.params.id),
  );

import type { APIRoute } from "astro";
import { addDocumentVersion, listDocumentVersions } from "../../../../server/admin/files";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Every resume or portfolio version, newest first. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/documents", context, (request, admin, deps) =>
    listDocumentVersions(request, admin, deps, context.params.kind),
  );

/** Records an uploaded PDF as the next version. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/documents", context, (request, admin, deps) =>
    addDocumentVersion(request, admin, deps, context.params.kind),
  );

import type { APIRoute } from "astro";
import { activateDocumentVersion } from "../../../../../../server/admin/files";
import { adminRoute } from "../../../../../../server/admin/route";

export const prerender = false;

/** 'Set Active', in one transaction. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/documents", context, (request, admin, deps) =>
    activateDocumentVersion(request, admin, deps, context.params.kind, context.params.id),
  );

import type { APIRoute } from "astro";
import { receiveUpload } from "../../../../server/admin/uploads";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** The file's bytes for a local signed upload target (10 MB at most). (docs/admin-api.md) */
export const PUT: APIRoute = (context) =>
  adminRoute("api/admin/uploads", context, (request, admin, deps) =>
    receiveUpload(request, admin, deps, context.params.token),
  );

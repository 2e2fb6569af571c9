import type { APIRoute } from "astro";
import { receiveUpload } from "../../../../server/admin/uploads";

export const prerender = false;

/** The file's bytes for a local signed upload target (10 MB at most). (docs/admin-api.md) */
export const PUT: APIRoute = ({ request, locals, params }) =>
  receiveUpload(request, locals.admin, locals.adminDeps, params.token);

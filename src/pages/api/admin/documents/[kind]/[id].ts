import type { APIRoute } from "astro";
import { deleteDocumentVersion } from "../../../../../server/admin/files";

export const prerender = false;

/** Deletes a version and its stored file. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteDocumentVersion(request, locals.admin, locals.adminDeps, params.kind, params.id);

import type { APIRoute } from "astro";
import { deleteProjectFile } from "../../../../server/admin/files";

export const prerender = false;

/** Deletes a project file and its stored file. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteProjectFile(request, locals.admin, locals.adminDeps, params.id);

import type { APIRoute } from "astro";
import { deleteProject, updateProject } from "../../../../server/admin/content";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = ({ request, locals, params }) =>
  updateProject(request, locals.admin, locals.adminDeps, params.id);

/** Deletes a project. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteProject(request, locals.admin, locals.adminDeps, params.id);

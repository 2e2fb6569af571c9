import type { APIRoute } from "astro";
import { deleteExperience, updateExperience } from "../../../../server/admin/content";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = ({ request, locals, params }) =>
  updateExperience(request, locals.admin, locals.adminDeps, params.id);

/** Deletes an experience. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteExperience(request, locals.admin, locals.adminDeps, params.id);

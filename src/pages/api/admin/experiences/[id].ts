import type { APIRoute } from "astro";
import { deleteExperience, updateExperience } from "../../../../server/admin/content";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = (context) =>
  adminRoute("api/admin/experiences", context, (request, admin, deps) =>
    updateExperience(request, admin, deps, context.params.id),
  );

/** Deletes an experience. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/experiences", context, (request, admin, deps) =>
    deleteExperience(request, admin, deps, context.params.id),
  );

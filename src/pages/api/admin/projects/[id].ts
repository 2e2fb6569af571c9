import type { APIRoute } from "astro";
import { deleteProject, updateProject } from "../../../../server/admin/content";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = (context) =>
  adminRoute("api/admin/projects", context, (request, admin, deps) =>
    updateProject(request, admin, deps, context.params.id),
  );

/** Deletes a project. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/projects", context, (request, admin, deps) =>
    deleteProject(request, admin, deps, context.params.id),
  );

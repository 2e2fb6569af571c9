import type { APIRoute } from "astro";
import { deleteProjectFile } from "../../../../server/admin/files";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Deletes a project file and its stored file. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/project-files", context, (request, admin, deps) =>
    deleteProjectFile(request, admin, deps, context.params.id),
  );

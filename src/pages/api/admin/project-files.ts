import type { APIRoute } from "astro";
import { addProjectFile, listProjectFiles } from "../../../server/admin/files";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every project file, newest first. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/project-files", context, (request, admin, deps) => listProjectFiles(request, admin, deps));

/** Records an uploaded project file. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/project-files", context, (request, admin, deps) => addProjectFile(request, admin, deps));

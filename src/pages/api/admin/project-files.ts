import type { APIRoute } from "astro";
import { addProjectFile, listProjectFiles } from "../../../server/admin/files";

export const prerender = false;

/** Every project file, newest first. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listProjectFiles(request, locals.admin, locals.adminDeps);

/** Records an uploaded project file. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => addProjectFile(request, locals.admin, locals.adminDeps);

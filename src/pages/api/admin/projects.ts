import type { APIRoute } from "astro";
import { createProject, listProjects } from "../../../server/admin/content";

export const prerender = false;

/** Every project, newest created first. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listProjects(request, locals.admin, locals.adminDeps);

/** Creates a project. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => createProject(request, locals.admin, locals.adminDeps);

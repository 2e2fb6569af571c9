import type { APIRoute } from "astro";
import { createProject, listProjects } from "../../../server/admin/content";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every project, newest created first. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/projects", context, (request, admin, deps) => listProjects(request, admin, deps));

/** Creates a project. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/projects", context, (request, admin, deps) => createProject(request, admin, deps));

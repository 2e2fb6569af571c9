import type { APIRoute } from "astro";
import { createExperience, listExperiences } from "../../../server/admin/content";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every experience, by display order. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/experiences", context, (request, admin, deps) => listExperiences(request, admin, deps));

/** Creates an experience. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/experiences", context, (request, admin, deps) => createExperience(request, admin, deps));

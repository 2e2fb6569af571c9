import type { APIRoute } from "astro";
import { createExperience, listExperiences } from "../../../server/admin/content";

export const prerender = false;

/** Every experience, by display order. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listExperiences(request, locals.admin, locals.adminDeps);

/** Creates an experience. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => createExperience(request, locals.admin, locals.adminDeps);

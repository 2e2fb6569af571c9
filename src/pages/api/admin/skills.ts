import type { APIRoute } from "astro";
import { createSkill, listSkills } from "../../../server/admin/content";

export const prerender = false;

/** Every skill, by category and display order. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listSkills(request, locals.admin, locals.adminDeps);

/** Adds a skill (display order 0). (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => createSkill(request, locals.admin, locals.adminDeps);

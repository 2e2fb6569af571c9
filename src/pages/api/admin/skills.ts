import type { APIRoute } from "astro";
import { createSkill, listSkills } from "../../../server/admin/content";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every skill, by category and display order. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/skills", context, (request, admin, deps) => listSkills(request, admin, deps));

/** Adds a skill (display order 0). (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/skills", context, (request, admin, deps) => createSkill(request, admin, deps));

import type { APIRoute } from "astro";
import { deleteSkill } from "../../../../server/admin/content";

export const prerender = false;

/** Deletes a skill. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteSkill(request, locals.admin, locals.adminDeps, params.id);

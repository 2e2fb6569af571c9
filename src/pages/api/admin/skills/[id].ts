import type { APIRoute } from "astro";
import { deleteSkill } from "../../../../server/admin/content";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Deletes a skill. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/skills", context, (request, admin, deps) =>
    deleteSkill(request, admin, deps, context.params.id),
  );

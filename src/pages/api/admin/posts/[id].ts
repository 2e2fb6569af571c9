import type { APIRoute } from "astro";
import { deletePost, updatePost } from "../../../../server/admin/content";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = ({ request, locals, params }) =>
  updatePost(request, locals.admin, locals.adminDeps, params.id);

/** Deletes a post. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deletePost(request, locals.admin, locals.adminDeps, params.id);

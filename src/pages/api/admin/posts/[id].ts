import type { APIRoute } from "astro";
import { deletePost, updatePost } from "../../../../server/admin/content";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Saves an edit (409 when stale). (docs/admin-api.md) */
export const PUT: APIRoute = (context) =>
  adminRoute("api/admin/posts", context, (request, admin, deps) => updatePost(request, admin, deps, context.params.id));

/** Deletes a post. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/posts", context, (request, admin, deps) => deletePost(request, admin, deps, context.params.id));

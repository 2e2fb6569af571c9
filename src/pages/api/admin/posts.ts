import type { APIRoute } from "astro";
import { createPost, listPosts } from "../../../server/admin/content";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every blog post, newest created first. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/posts", context, (request, admin, deps) => listPosts(request, admin, deps));

/** Creates a post (content sanitised). (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/posts", context, (request, admin, deps) => createPost(request, admin, deps));

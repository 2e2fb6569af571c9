import type { APIRoute } from "astro";
import { createPost, listPosts } from "../../../server/admin/content";

export const prerender = false;

/** Every blog post, newest created first. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listPosts(request, locals.admin, locals.adminDeps);

/** Creates a post (content sanitised). (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => createPost(request, locals.admin, locals.adminDeps);

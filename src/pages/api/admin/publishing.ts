import type { APIRoute } from "astro";
import { getPublishing, postPublishing } from "../../../server/admin/publishing";

export const prerender = false;

/** The publishing status: last request, running rebuild, last result, live build. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => getPublishing(request, locals.admin, locals.adminDeps);

/** Rebuild the public pages now. */
export const POST: APIRoute = ({ request, locals }) => postPublishing(request, locals.admin, locals.adminDeps);

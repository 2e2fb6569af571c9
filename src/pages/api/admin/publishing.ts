import type { APIRoute } from "astro";
import { getPublishing, postPublishing } from "../../../server/admin/publishing";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** The publishing status: last request, running rebuild, last result, live build. (docs/admin-api.md) */
export const GET: APIRoute = (context) => adminRoute("api/admin/publishing", context, getPublishing);

/** Rebuild the public pages now. */
export const POST: APIRoute = (context) => adminRoute("api/admin/publishing", context, postPublishing);

import type { APIRoute } from "astro";
import { getSiteArchive, postSiteArchive } from "../../../server/admin/site-archive";

export const prerender = false;

/** The site archive: exported (GET), or imported in place of this install's content (POST). (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => getSiteArchive(request, locals.admin, locals.adminDeps);
export const POST: APIRoute = ({ request, locals }) => postSiteArchive(request, locals.admin, locals.adminDeps);

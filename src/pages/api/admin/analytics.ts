import type { APIRoute } from "astro";
import { analytics } from "../../../server/admin/inbox";

export const prerender = false;

/** Views per day, per project and top referrers over the last N days. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => analytics(request, locals.admin, locals.adminDeps);

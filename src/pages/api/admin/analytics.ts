import type { APIRoute } from "astro";
import { analytics } from "../../../server/admin/inbox";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Views per day, per project and top referrers over the last N days. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/analytics", context, (request, admin, deps) => analytics(request, admin, deps));

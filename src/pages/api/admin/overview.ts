import type { APIRoute } from "astro";
import { overview } from "../../../server/admin/inbox";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** The dashboard: contact messages, view counts per project and pending guestbook messages. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/overview", context, (request, admin, deps) => overview(request, admin, deps));

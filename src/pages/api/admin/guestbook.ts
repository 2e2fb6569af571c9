import type { APIRoute } from "astro";
import { listGuestbook } from "../../../server/admin/inbox";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** Every guestbook message in every state, newest first. (docs/admin-api.md) */
export const GET: APIRoute = (context) =>
  adminRoute("api/admin/guestbook", context, (request, admin, deps) => listGuestbook(request, admin, deps));

import type { APIRoute } from "astro";
import { approveGuestbookMessage } from "../../../../../server/admin/inbox";
import { adminRoute } from "../../../../../server/admin/route";

export const prerender = false;

/** Approves a guestbook message. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/guestbook", context, (request, admin, deps) =>
    approveGuestbookMessage(request, admin, deps, context.params.id),
  );

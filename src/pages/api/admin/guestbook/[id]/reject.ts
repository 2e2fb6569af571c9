import type { APIRoute } from "astro";
import { rejectGuestbookMessage } from "../../../../../server/admin/inbox";
import { adminRoute } from "../../../../../server/admin/route";

export const prerender = false;

/** Rejects a guestbook message. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/guestbook", context, (request, admin, deps) =>
    rejectGuestbookMessage(request, admin, deps, context.params.id),
  );

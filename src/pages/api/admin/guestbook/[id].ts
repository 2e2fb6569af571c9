import type { APIRoute } from "astro";
import { deleteGuestbookMessage } from "../../../../server/admin/inbox";
import { adminRoute } from "../../../../server/admin/route";

export const prerender = false;

/** Deletes a guestbook message. (docs/admin-api.md) */
export const DELETE: APIRoute = (context) =>
  adminRoute("api/admin/guestbook", context, (request, admin, deps) =>
    deleteGuestbookMessage(request, admin, deps, context.params.id),
  );

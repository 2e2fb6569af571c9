import type { APIRoute } from "astro";
import { deleteGuestbookMessage } from "../../../../server/admin/inbox";

export const prerender = false;

/** Deletes a guestbook message. (docs/admin-api.md) */
export const DELETE: APIRoute = ({ request, locals, params }) =>
  deleteGuestbookMessage(request, locals.admin, locals.adminDeps, params.id);

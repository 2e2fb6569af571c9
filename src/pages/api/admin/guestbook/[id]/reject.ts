import type { APIRoute } from "astro";
import { rejectGuestbookMessage } from "../../../../../server/admin/inbox";

export const prerender = false;

/** Rejects a guestbook message. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals, params }) =>
  rejectGuestbookMessage(request, locals.admin, locals.adminDeps, params.id);

import type { APIRoute } from "astro";
import { approveGuestbookMessage } from "../../../../../server/admin/inbox";

export const prerender = false;

/** Approves a guestbook message. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals, params }) =>
  approveGuestbookMessage(request, locals.admin, locals.adminDeps, params.id);

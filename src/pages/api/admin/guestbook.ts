import type { APIRoute } from "astro";
import { listGuestbook } from "../../../server/admin/inbox";

export const prerender = false;

/** Every guestbook message in every state, newest first. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => listGuestbook(request, locals.admin, locals.adminDeps);

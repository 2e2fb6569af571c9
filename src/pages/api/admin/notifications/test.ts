import type { APIRoute } from "astro";
import { postTestEmail } from "../../../../server/notifications/admin";

export const prerender = false;

/** Sends a test email now, not through the outbox (docs/notifications.md). */
export const POST: APIRoute = ({ request, locals }) => postTestEmail(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { getNotificationSettings } from "../../../../server/notifications/admin";

export const prerender = false;

/** Where notifications go: SMTP server, recipient, sender, webhook host (docs/notifications.md). */
export const GET: APIRoute = ({ request, locals }) => getNotificationSettings(request, locals.admin, locals.adminDeps);

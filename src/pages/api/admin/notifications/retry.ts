import type { APIRoute } from "astro";
import { postRetryNotifications } from "../../../../server/notifications/admin";

export const prerender = false;

/** Tries every failed notification again now (docs/notifications.md). */
export const POST: APIRoute = ({ request, locals }) => postRetryNotifications(request, locals.admin, locals.adminDeps);

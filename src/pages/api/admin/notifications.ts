import type { APIRoute } from "astro";
import { getNotifications } from "../../../server/notifications/admin";

export const prerender = false;

/** Whether notifications are on, and those not delivered yet (docs/notifications.md). */
export const GET: APIRoute = ({ request, locals }) => getNotifications(request, locals.admin, locals.adminDeps);

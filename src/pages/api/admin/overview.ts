import type { APIRoute } from "astro";
import { overview } from "../../../server/admin/inbox";

export const prerender = false;

/** The dashboard: contact messages, view counts per project and pending guestbook messages. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals }) => overview(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { markMessageRead } from "../../../../../server/admin/inbox";

export const prerender = false;

/** Marks a new contact message read. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals, params }) =>
  markMessageRead(request, locals.admin, locals.adminDeps, params.id);

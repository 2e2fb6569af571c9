import type { APIRoute } from "astro";
import { markMessageRead } from "../../../../../server/admin/inbox";
import { adminRoute } from "../../../../../server/admin/route";

export const prerender = false;

/** Marks a new contact message read. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/messages", context, (request, admin, deps) =>
    markMessageRead(request, admin, deps, context.params.id),
  );

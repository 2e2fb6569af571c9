import type { APIRoute } from "astro";
import { previewPostHtml } from "../../../../server/admin/preview";

export const prerender = false;

/** A post's HTML sanitised as its public page shows it, for the admin's 'Preview' (docs/admin-api.md). */
export const POST: APIRoute = ({ request, locals }) => previewPostHtml(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { removeDemoContent } from "../../../server/admin/setup";

export const prerender = false;

/** Deletes every demo row and file (docs/admin-api.md, "Setup"). */
export const DELETE: APIRoute = ({ request, locals }) => removeDemoContent(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { getSetup } from "../../../server/admin/setup";

export const prerender = false;

/** Which steps of the first-run checklist are done (docs/admin-api.md, "Setup"). */
export const GET: APIRoute = ({ request, locals }) => getSetup(request, locals.admin, locals.adminDeps);

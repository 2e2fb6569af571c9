import type { APIRoute } from "astro";
import { createUpload } from "../../../server/admin/uploads";

export const prerender = false;

/** A signed, short-lived upload target for one file. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => createUpload(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { publishImage } from "../../../server/admin/uploads";

export const prerender = false;

/** Publishes an uploaded image and answers its public URL. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals }) => publishImage(request, locals.admin, locals.adminDeps);

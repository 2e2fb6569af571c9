import type { APIRoute } from "astro";
import { createUpload } from "../../../server/admin/uploads";
import { adminRoute } from "../../../server/admin/route";

export const prerender = false;

/** A signed, short-lived upload target for one file. (docs/admin-api.md) */
export const POST: APIRoute = (context) =>
  adminRoute("api/admin/uploads", context, (request, admin, deps) => createUpload(request, admin, deps));

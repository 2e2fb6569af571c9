import type { APIRoute } from "astro";
import { addDocumentVersion, listDocumentVersions } from "../../../../server/admin/files";

export const prerender = false;

/** Every resume or portfolio version, newest first. (docs/admin-api.md) */
export const GET: APIRoute = ({ request, locals, params }) =>
  listDocumentVersions(request, locals.admin, locals.adminDeps, params.kind);

/** Records an uploaded PDF as the next version. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals, params }) =>
  addDocumentVersion(request, locals.admin, locals.adminDeps, params.kind);

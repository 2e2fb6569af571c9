import type { APIRoute } from "astro";
import { activateDocumentVersion } from "../../../../../../server/admin/files";

export const prerender = false;

/** 'Set Active', in one transaction. (docs/admin-api.md) */
export const POST: APIRoute = ({ request, locals, params }) =>
  activateDocumentVersion(request, locals.admin, locals.adminDeps, params.kind, params.id);

import type { APIRoute } from "astro";
import { previewResumeImport } from "../../../../server/admin/resume-import";

export const prerender = false;

/** What importing a JSON Resume would add and skip; stores nothing (docs/admin-api.md, "Import JSON Resume"). */
export const POST: APIRoute = ({ request, locals }) => previewResumeImport(request, locals.admin, locals.adminDeps);

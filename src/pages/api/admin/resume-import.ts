import type { APIRoute } from "astro";
import { importResume } from "../../../server/admin/resume-import";

export const prerender = false;

/** Adds a JSON Resume's new experiences and skills in one transaction (docs/admin-api.md, "Import JSON Resume"). */
export const POST: APIRoute = ({ request, locals }) => importResume(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { getSettings, putSettings } from "../../../server/admin/settings";

export const prerender = false;

/** The site settings (docs/admin-api.md, "Settings"). */
export const GET: APIRoute = ({ request, locals }) => getSettings(request, locals.admin, locals.adminDeps);

/** Saves the site settings whole; requests a rebuild. */
export const PUT: APIRoute = ({ request, locals }) => putSettings(request, locals.admin, locals.adminDeps);

import type { APIRoute } from "astro";
import { activeDocumentRedirect } from "../server/visitors/documents";

export const prerender = false;

/** A stable link to the active portfolio: redirects to its current version. */
export const GET: APIRoute = ({ locals }) => activeDocumentRedirect(locals.server, "portfolio");

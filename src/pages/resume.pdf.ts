import type { APIRoute } from "astro";
import { activeDocumentRedirect } from "../server/visitors/documents";

export const prerender = false;

/**
 * A stable link to the active resume: redirects to its current version; with `?a=<token>` (an
 * application's link) to the version sent with that application.
 */
export const GET: APIRoute = ({ locals, request }) =>
  activeDocumentRedirect(locals.server, "resume", new URL(request.url).searchParams.get("a"));

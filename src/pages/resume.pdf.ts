import type { APIRoute } from "astro";
import { activeDocumentRedirect } from "../server/visitors/documents";
import { visitorRoute } from "../server/visitors/route";

export const prerender = false;

/** A stable link to the active resume: redirects to its current version. */
export const GET: APIRoute = (context) =>
  visitorRoute("resume.pdf", context, (_call, deps) => activeDocumentRedirect(deps, "resume"));

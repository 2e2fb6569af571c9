import type { APIRoute } from "astro";
import { activeDocumentRedirect } from "../server/visitors/documents";
import { visitorRoute } from "../server/visitors/route";

export const prerender = false;

/** A stable link to the active portfolio: redirects to its current version. */
export const GET: APIRoute = (context) =>
  visitorRoute("portfolio.pdf", context, (_call, deps) => activeDocumentRedirect(deps, "portfolio"));

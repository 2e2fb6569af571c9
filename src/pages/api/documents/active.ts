import type { APIRoute } from "astro";
import { activeDocuments } from "../../../server/visitors/documents";
import { visitorRoute } from "../../../server/visitors/route";

export const prerender = false;

/** The active resume and portfolio, for links on prebuilt pages. */
export const GET: APIRoute = (context) =>
  visitorRoute("api/documents", context, (_call, deps) => activeDocuments(deps));

import type { APIRoute } from "astro";
import { recordView } from "../../../../server/visitors/counters";
import { visitorRoute } from "../../../../server/visitors/route";

export const prerender = false;

/** One view of a published project's detail page, with its referrer. */
export const POST: APIRoute = (context) =>
  visitorRoute("api/project-views", context, (call, deps) => recordView(call, deps, context.params.slug ?? ""));

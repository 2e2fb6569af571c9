import type { APIRoute } from "astro";
import { visitorCall } from "../../../../server/pipeline";
import { recordView } from "../../../../server/visitors/counters";
import { visitorDeps } from "../../../../server/visitors/visitor-write";

export const prerender = false;

/** One view of a published project's detail page, with its referrer. */
export const POST: APIRoute = (context) =>
  recordView(visitorCall(context), visitorDeps(context.locals.server), context.params.slug ?? "");

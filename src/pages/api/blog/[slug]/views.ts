import type { APIRoute } from "astro";
import { visitorCall } from "../../../../server/pipeline";
import { countPostView } from "../../../../server/visitors/counters";
import { visitorDeps } from "../../../../server/visitors/visitor-write";

export const prerender = false;

/** One opening of a published post: +1 in the database, answering the new count. */
export const POST: APIRoute = (context) =>
  countPostView(visitorCall(context), visitorDeps(context.locals.server), context.params.slug ?? "");

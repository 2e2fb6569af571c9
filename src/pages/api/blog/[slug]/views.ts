import type { APIRoute } from "astro";
import { countPostView } from "../../../../server/visitors/counters";
import { visitorRoute } from "../../../../server/visitors/route";

export const prerender = false;

/** One opening of a published post: +1 in the database, answering the new count. */
export const POST: APIRoute = (context) =>
  visitorRoute("api/blog-views", context, (call, deps) => countPostView(call, deps, context.params.slug ?? ""));

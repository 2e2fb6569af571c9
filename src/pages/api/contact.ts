import type { APIRoute } from "astro";
import { submitContactMessage } from "../../server/visitors/messages";
import { visitorRoute } from "../../server/visitors/route";

export const prerender = false;

/** A visitor's contact message (JSON; see docs/api.md). */
export const POST: APIRoute = (context) =>
  visitorRoute("api/contact", context, (call, deps) => submitContactMessage(call, deps));

import type { APIRoute } from "astro";
import { visitorCall } from "../../server/pipeline";
import { submitContactMessage } from "../../server/visitors/messages";
import { visitorDeps } from "../../server/visitors/visitor-write";

export const prerender = false;

/** A visitor's contact message (JSON; see docs/api.md). */
export const POST: APIRoute = (context) =>
  submitContactMessage(visitorCall(context), visitorDeps(context.locals.server));

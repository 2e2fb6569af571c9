import type { APIRoute } from "astro";
import { visitorCall } from "../../server/pipeline";
import { approvedGuestbookMessages, submitGuestbookSignature } from "../../server/visitors/messages";
import { visitorDeps } from "../../server/visitors/visitor-write";

export const prerender = false;

/** The approved messages, newest first, live (an approval shows without a rebuild). */
export const GET: APIRoute = ({ locals }) => approvedGuestbookMessages(visitorDeps(locals.server));

/** A visitor signs the guestbook; the message waits for approval (JSON; see docs/api.md). */
export const POST: APIRoute = (context) =>
  submitGuestbookSignature(visitorCall(context), visitorDeps(context.locals.server));

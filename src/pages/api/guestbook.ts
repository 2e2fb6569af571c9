import type { APIRoute } from "astro";
import { approvedGuestbookMessages, submitGuestbookSignature } from "../../server/visitors/messages";
import { visitorRoute } from "../../server/visitors/route";

export const prerender = false;

/** The approved messages, newest first, live (an approval shows without a rebuild). */
export const GET: APIRoute = (context) =>
  visitorRoute("api/guestbook", context, (_call, deps) => approvedGuestbookMessages(deps));

/** A visitor signs the guestbook; the message waits for approval (JSON; see docs/api.md). */
export const POST: APIRoute = (context) =>
  visitorRoute("api/guestbook", context, (call, deps) => submitGuestbookSignature(call, deps));

import type { APIRoute } from "astro";
import { ACCESS_COOKIE } from "../../../server/auth/cookies";
import { visitorCall } from "../../../server/pipeline";
import { recordApplicationEvent } from "../../../server/visitors/applications";
import { visitorDeps } from "../../../server/visitors/visitor-write";

export const prerender = false;

/** One event of a visit through an application's private link (docs/api.md). */
export const POST: APIRoute = (context) =>
  recordApplicationEvent(
    visitorCall(context),
    visitorDeps(context.locals.server),
    context.locals.server,
    context.cookies.get(ACCESS_COOKIE)?.value,
  );

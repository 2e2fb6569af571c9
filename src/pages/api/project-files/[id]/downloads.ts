import type { APIRoute } from "astro";
import { visitorCall } from "../../../../server/pipeline";
import { countDownload } from "../../../../server/visitors/counters";
import { visitorDeps } from "../../../../server/visitors/visitor-write";

export const prerender = false;

/** One download of a project file, counted before the browser opens it; answers its URL. */
export const POST: APIRoute = (context) => {
  const { server } = context.locals;
  return countDownload(
    visitorCall(context),
    { ...visitorDeps(server), storage: server.storage },
    context.params.id ?? "",
  );
};

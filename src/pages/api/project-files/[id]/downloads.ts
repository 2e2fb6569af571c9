import type { APIRoute } from "astro";
import { countDownload } from "../../../../server/visitors/counters";
import { visitorRoute } from "../../../../server/visitors/route";

export const prerender = false;

/** One download of a project file, counted before the browser opens it; answers its URL. */
export const POST: APIRoute = (context) =>
  visitorRoute("api/downloads", context, (call, deps, server) =>
    countDownload(call, { ...deps, storage: server.storage }, context.params.id ?? ""),
  );

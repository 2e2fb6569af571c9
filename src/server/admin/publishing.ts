import { estimateSeconds, type PublishingStatus } from "../../lib/publishing";
import { serverEnv } from "../env";
import { json } from "../http";
import { embeddedSchedulerState, publisherKind } from "../publishing/publisher";
import { latestRuns } from "../publishing/rebuild-runs";
import { listRebuildRequests, requestRebuild } from "../publishing/request-rebuild";
import { getSiteHost } from "../publishing/site-host";
import type { AdminDeps, AdminHandler } from "./http";

/** The admin's publishing status (docs/admin-api.md, `GET /api/admin/publishing`). */
export async function publishingStatus(deps: Pick<AdminDeps, "db">): Promise<PublishingStatus> {
  const [requests, runs] = await Promise.all([listRebuildRequests(deps.db, 1), latestRuns(deps.db, 20)]);
  const scheduler = embeddedSchedulerState();
  const live = getSiteHost()?.live() ?? null;
  const lastRequest = requests[0] ?? null;
  const env = serverEnv();
  const publisher = publisherKind(env);
  return {
    publisher,
    lastRequest: lastRequest && { reason: lastRequest.reason, requested_at: lastRequest.requested_at },
    running: scheduler ? scheduler.state === "running" : runs.some((run) => run.status === "running"),
    waiting: scheduler ? scheduler.state === "waiting" || scheduler.pending : false,
    lastRun: runs[0] ?? null,
    lastSuccess: runs.find((run) => run.status === "succeeded") ?? null,
    live: live && { id: live.id, builtAt: live.builtAt },
    estimateSeconds: publisher === "embedded" ? estimateSeconds(runs, env.REBUILD_DEBOUNCE_MS) : null,
  };
}

/** GET /api/admin/publishing */
export const getPublishing: AdminHandler<[]> = async (_request, _admin, deps) =>
  json(await publishingStatus(deps), { headers: { "cache-control": "no-store" } });

export const MANUAL_REBUILD_REASON = "rebuild requested by hand";

/** POST /api/admin/publishing: a rebuild by hand, at once; answers 202 with the new status. */
export const postPublishing: AdminHandler<[]> = async (_request, admin, deps) => {
  await requestRebuild(deps.db, MANUAL_REBUILD_REASON, admin.user.id, { immediate: true });
  return json(await publishingStatus(deps), { status: 202, headers: { "cache-control": "no-store" } });
};

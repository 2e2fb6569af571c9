import type { PublisherKind } from "../../lib/publishing";
import type { Database } from "../db/database";
import type { ServerEnv } from "../env";
import { isDevServer, refreshDevContent } from "./dev-refresh";
import { rebuildStaticSite } from "./embedded-rebuild";
import { callNetlifyBuildHook } from "./netlify-build-hook";
import { finishRun, startRun } from "./rebuild-runs";
import { RebuildScheduler } from "./rebuild-scheduler";
import { getSiteHost, type SiteHost } from "./site-host";

type PublishingEnv = Pick<ServerEnv, "NETLIFY_BUILD_HOOK_URL" | "REBUILD_DEBOUNCE_MS" | "REBUILD_TIMEOUT_MS">;

/**
 * Where a rebuild request goes (docs/admin-api.md, "Publishing hook"):
 * - netlify: NETLIFY_BUILD_HOOK_URL is set (the hosted site): the hook is POSTed at once, titled
 *   with the reason; Netlify builds from the database and publishes atomically. A function cannot
 *   wait out a quiet window after it has answered, so coalescing is Netlify's build queue's.
 * - embedded: this process serves the static pages (`npm start`): a debounced background rebuild.
 * - dev: the dev server renders every page on request; its content collections are reloaded from
 *   the database (dev-refresh.ts), so the next request shows the change.
 * - none: nothing serves static pages here (tests calling handlers, scripts); requests are recorded.
 */
export function publisherKind(env: PublishingEnv): PublisherKind {
  if (env.NETLIFY_BUILD_HOOK_URL) return "netlify";
  if (getSiteHost()) return "embedded";
  // Not import.meta.env: Vite would write the values of the variables this file names into the bundle.
  if (isDevServer()) return "dev";
  return "none";
}

/** Hands a recorded request to the publisher; `immediate` skips the quiet window (by hand). */
export async function publish(
  db: Database,
  env: PublishingEnv,
  reason: string,
  { immediate = false }: { immediate?: boolean } = {},
): Promise<void> {
  switch (publisherKind(env)) {
    case "netlify":
      await triggerNetlifyBuild(db, env.NETLIFY_BUILD_HOOK_URL!, [reason]);
      return;
    case "embedded":
      embeddedScheduler(db, getSiteHost()!, env).request(reason, { immediate });
      return;
    case "dev":
      await refreshDevContent();
      return;
    default:
      return;
  }
}

/** One hosted run: the hook call, recorded as succeeded when Netlify accepted it. */
async function triggerNetlifyBuild(db: Database, hookUrl: string, reasons: string[]): Promise<void> {
  const runId = await startRun(db, "netlify", reasons);
  try {
    await callNetlifyBuildHook(hookUrl, reasons.join("; "));
    await finishRun(db, runId, { status: "succeeded", buildId: null });
  } catch (error) {
    await finishRun(db, runId, { status: "failed", error: errorMessage(error) });
    throw error;
  }
}

const SCHEDULER = Symbol.for("portfolio.rebuild-scheduler");
type GlobalWithScheduler = typeof globalThis & { [SCHEDULER]?: RebuildScheduler };

/** The process's one scheduler of embedded rebuilds (created on the first request). */
function embeddedScheduler(db: Database, host: SiteHost, env: PublishingEnv): RebuildScheduler {
  const holder = globalThis as GlobalWithScheduler;
  if (holder[SCHEDULER]) return holder[SCHEDULER];
  holder[SCHEDULER] = new RebuildScheduler({
    debounceMs: env.REBUILD_DEBOUNCE_MS,
    run: async ({ reasons }) => {
      const runId = await startRun(db, "embedded", reasons);
      const started = Date.now();
      console.log(`[publish] rebuilding the static pages (${reasons.join("; ")})`);
      try {
        const build = await rebuildStaticSite({ db, host, timeoutMs: env.REBUILD_TIMEOUT_MS });
        await finishRun(db, runId, { status: "succeeded", buildId: build.id });
        console.log(`[publish] ${build.id} is live (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      } catch (error) {
        await finishRun(db, runId, { status: "failed", error: errorMessage(error) });
        throw error;
      }
    },
    onError: (error) => console.error("[publish] the rebuild failed; the previous pages stay live:", error),
  });
  return holder[SCHEDULER];
}

/** The embedded scheduler's state, when this process has one. */
export function embeddedSchedulerState(): { state: RebuildScheduler["state"]; pending: boolean } | null {
  const scheduler = (globalThis as GlobalWithScheduler)[SCHEDULER];
  return scheduler ? { state: scheduler.state, pending: scheduler.hasPending } : null;
}

/** Resolves when the embedded scheduler (if any) has nothing waiting or running (tests, shutdown). */
export function whenPublishingIdle(): Promise<void> {
  return (globalThis as GlobalWithScheduler)[SCHEDULER]?.whenIdle() ?? Promise.resolve();
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw, Rocket } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useStore } from "@nanostores/react";
import { toast } from "sonner";
import type { ReactNode } from "react";
import type { BuildInfo } from "../../../lib/api-types";
import { whenLive, type PublishingStatus } from "../../../lib/publishing";
import { buttonStyles } from "../../../components/ui/button-styles";
import { cn } from "../../../lib/cn";
import { adminRequest, errorMessage } from "../../data/client";
import { formatDateTime } from "../../lib/format";
import { changedPage, liveEstimate } from "../../kit/resource/changed-page";
import { Panel } from "../../ui/layout";

const STATUS_URL = "/api/admin/publishing";
const BUSY_POLL_MS = 2000;

const PUBLISHER_TEXT: Record<PublishingStatus["publisher"], (status: PublishingStatus) => string> = {
  embedded: (status) =>
    `Changes go live ${status.estimateSeconds ? `${whenLive(status)}, ` : ""}after a background rebuild of the public pages.`,
  netlify: () => "Changes start a Netlify build; they are live when Netlify has deployed it.",
  dev: () => "Development server: every page renders on request, so changes show at once.",
  none: () => "This server does not serve the public pages; rebuild requests are only recorded.",
};

/** The state's icons, in the header's indicator and in the panel. */
const ICONS = {
  busy: <LoaderCircle aria-hidden="true" className="text-accent size-4 motion-safe:animate-spin" />,
  failed: <CircleAlert aria-hidden="true" className="size-4" />,
  done: <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />,
};

async function fetchPublishing() {
  const buildInfo = fetch("/build-info.json", { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<BuildInfo>) : null))
    .catch(() => null);
  const status = await adminRequest<PublishingStatus>("GET", STATUS_URL);
  liveEstimate.set(whenLive(status));
  return { status, buildInfo: await buildInfo };
}

/** The status, the build live now (the status says, else /build-info.json), and whether it is busy or failed. */
function usePublishingStatus() {
  const query = useQuery({
    queryKey: ["publishing"],
    queryFn: fetchPublishing,
    meta: { failureTitle: "Failed to load publishing status" },
    refetchInterval: ({ state }) => (state.data?.status.running || state.data?.status.waiting ? BUSY_POLL_MS : false),
  });
  const status = query.data?.status ?? null;
  const buildInfo = query.data?.buildInfo ?? null;
  const live = status?.live ?? (buildInfo && { id: buildInfo.buildId, builtAt: buildInfo.builtAt });
  const busy = Boolean(status && (status.running || status.waiting));
  return { query, status, buildInfo, live, busy, failed: !busy && lastRunFailedSinceLive(status, live) };
}

export function PublishingIndicator() {
  const { status, live, busy, failed } = usePublishingStatus();
  const changed = useStore(changedPage);
  if (!status || status.publisher === "none" || status.publisher === "dev") return null;
  // The live pages' content was read at the start of the build that made them.
  const liveSince = status.lastSuccess?.started_at ?? live?.builtAt ?? "";
  const changeLive = !busy && !failed && changed !== null && Date.parse(liveSince) >= changed.savedAt;
  return (
    <span
      role="status"
      className={cn(
        "hidden items-center gap-1.5 text-sm font-medium sm:inline-flex",
        failed ? "text-red-700 dark:text-red-300" : "text-fg-muted",
      )}
      data-testid="publishing-indicator"
    >
      {busy ? ICONS.busy : failed ? ICONS.failed : ICONS.done}
      {busy ? "Publishing…" : failed ? "Publish failed" : changeLive ? "Live now" : "Live"}
      {changeLive && (
        <a href={changed.path} className="text-accent underline underline-offset-4">
          View change
        </a>
      )}
    </span>
  );
}

export function PublishingPanel() {
  const { query, status, buildInfo, live, failed } = usePublishingStatus();
  const queryClient = useQueryClient();

  const rebuild = useMutation({
    mutationFn: () => adminRequest<PublishingStatus>("POST", STATUS_URL),
    onSuccess: (next) => {
      queryClient.setQueryData(["publishing"], { status: next, buildInfo });
      toast.success("Rebuild requested", { description: "The public pages are being rebuilt." });
    },
    onError: (failure) => toast.error("Rebuild failed", { description: errorMessage(failure) }),
  });

  const lastRun = status?.lastRun ?? null;

  return (
    <Panel
      title="Publishing"
      icon={<Rocket aria-hidden="true" className="text-accent size-4" />}
      description={status && PUBLISHER_TEXT[status.publisher](status)}
      actions={
        <button
          type="button"
          onClick={() => rebuild.mutate()}
          disabled={rebuild.isPending || !status}
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          <RefreshCw aria-hidden="true" className={rebuild.isPending ? "motion-safe:animate-spin" : undefined} />
          Rebuild now
        </button>
      }
      className="mb-8"
    >
      {query.isError && !status ? (
        <p className="text-sm text-red-700 dark:text-red-300" role="alert">
          Publishing status unavailable: {errorMessage(query.error)}
        </p>
      ) : (
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" aria-busy={!status}>
          <Fact term="State" testId="publishing-state">
            <span role="status" className="font-medium">
              <PublishingState status={status} failed={failed} />
            </span>
          </Fact>
          <Fact term="Last requested" testId="publishing-last-request">
            {status?.lastRequest ? (
              <Dated at={status.lastRequest.requested_at} detail={status.lastRequest.reason} />
            ) : (
              status && "Never"
            )}
          </Fact>
          <Fact term="Last rebuild" testId="publishing-last-run">
            {lastRun ? <RunSummary run={lastRun} /> : status && "None yet"}
          </Fact>
          <Fact term="Live now" testId="publishing-live">
            {live ? <Dated prefix="Built " at={live.builtAt} detail={live.id} /> : status && "Unknown"}
          </Fact>
        </dl>
      )}

      {lastRun && failed && (
        <div className="mt-4 rounded-xl border border-red-600/30 bg-red-600/5 p-3 text-sm" role="alert">
          <p className="font-medium text-red-700 dark:text-red-300">
            The last rebuild failed {formatDateTime(lastRun.finished_at)}; the previous pages are still live.
          </p>
          <pre className="text-fg-muted mt-2 max-h-32 overflow-auto text-xs break-words whitespace-pre-wrap">
            {lastRun.error}
          </pre>
        </div>
      )}
    </Panel>
  );
}

function Fact({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-fg-muted">{term}</dt>
      <dd className="text-fg mt-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A moment, and under it what it was about, cut to one line (the whole of it on hover). */
const Dated = ({ at, detail, prefix = "" }: { at: string; detail: string; prefix?: string }) => (
  <>
    {prefix}
    {formatDateTime(at)}
    <span className="text-fg-muted block truncate" title={detail}>
      {detail}
    </span>
  </>
);

function PublishingState({ status, failed }: { status: PublishingStatus | null; failed: boolean }) {
  if (!status) return <span className="bg-glass-secondary inline-block h-4 w-24 animate-pulse rounded" />;
  if (status.waiting && !status.running) return <span>Waiting for more changes…</span>;
  const run = status.lastRun;
  return (
    <span className={cn("inline-flex items-center gap-1.5", failed && "text-red-700 dark:text-red-300")}>
      {status.running ? ICONS.busy : failed ? ICONS.failed : ICONS.done}
      {status.running
        ? "Rebuilding…"
        : failed
          ? "Last rebuild failed"
          : status.publisher === "netlify" && run?.status === "succeeded"
            ? `Build triggered ${formatDateTime(run.started_at)}`
            : "Up to date"}
    </span>
  );
}

/** The newest run failed after the live pages were built (a restart since then built afresh). */
function lastRunFailedSinceLive(status: PublishingStatus | null, live: { builtAt: string } | null): boolean {
  const run = status?.lastRun;
  if (run?.status !== "failed") return false;
  return !live || !run.finished_at || Date.parse(run.finished_at) > Date.parse(live.builtAt);
}

function RunSummary({ run }: { run: NonNullable<PublishingStatus["lastRun"]> }) {
  const seconds =
    run.finished_at === null
      ? null
      : Math.max(0, Math.round((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000));
  const outcome =
    run.status === "running"
      ? `Started ${formatDateTime(run.started_at)}`
      : run.status === "failed"
        ? `Failed ${formatDateTime(run.finished_at)}`
        : run.publisher === "netlify"
          ? `Build hook called ${formatDateTime(run.finished_at)}`
          : `Finished ${formatDateTime(run.finished_at)}`;
  return (
    <>
      {outcome}
      {run.publisher === "embedded" && seconds !== null && ` (${seconds}\u00a0s)`}
      <span className="text-fg-muted block truncate" title={run.reasons.join("; ")}>
        {run.reasons.length === 1 ? run.reasons[0] : `${run.reasons.length} changes`}
      </span>
    </>
  );
}

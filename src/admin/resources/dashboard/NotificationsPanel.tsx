import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff, CircleAlert, CircleCheck, LoaderCircle, RotateCcw } from "lucide-react";
import { toast } from "sonner";
import type { NotificationKind, NotificationStatus, UndeliveredNotification } from "../../../lib/notifications";
import { Badge } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import { adminRequest, errorMessage } from "../../data/client";
import { formatDateTime } from "../../lib/format";
import { Panel } from "../../ui/layout";

const WAITING_POLL_MS = 30_000;

/** What an undelivered notification announces, as its row names it. */
const TITLES: Record<NotificationKind, (sender: string) => string> = {
  contact: (sender) => `Contact message from ${sender || "a visitor"}`,
  guestbook: (sender) => `Guestbook message from ${sender || "a visitor"}`,
  application: (sender) => `Application link opened by ${sender || "a company"}`,
  weekly_summary: (sender) => `Weekly summary, ${sender}`,
};

function channelsText(status: NotificationStatus): string {
  const channels = [status.email && "email", status.webhook && "webhook"].filter(Boolean).join(" and ");
  return `New contact messages are announced by ${channels} at once; guestbook messages together, at most every 15 minutes.`;
}

export function NotificationsPanel() {
  const query = useQuery({
    queryKey: ["notifications"],
    queryFn: () => adminRequest<NotificationStatus>("GET", "/api/admin/notifications"),
    meta: { failureTitle: "Failed to load notifications" },
    refetchInterval: ({ state }) => (state.data && state.data.undeliveredCount > 0 ? WAITING_POLL_MS : false),
  });
  const queryClient = useQueryClient();
  const retryNow = useMutation({
    mutationFn: () => adminRequest<NotificationStatus>("POST", "/api/admin/notifications/retry", {}),
    onSuccess: (next) => {
      queryClient.setQueryData(["notifications"], next);
      if (next.failingCount === 0) toast.success("Notifications delivered");
      else toast.error("Some notifications still fail", { description: "They are retried automatically." });
    },
    onError: (failure) => toast.error("Retry failed", { description: errorMessage(failure) }),
  });
  const status = query.data ?? null;

  return (
    <Panel
      title="Notifications"
      icon={
        status && !status.configured ? (
          <BellOff aria-hidden="true" className="text-fg-muted size-4" />
        ) : (
          <Bell aria-hidden="true" className="text-accent size-4" />
        )
      }
      description={
        status && (
          <span data-testid="notifications-state">
            {status.configured
              ? channelsText(status)
              : "Notifications are not configured: new messages are not announced. Set SMTP_URL or NOTIFY_WEBHOOK_URL (docs/notifications.md)."}
          </span>
        )
      }
      actions={
        status &&
        status.failingCount > 0 && (
          <button
            type="button"
            onClick={() => retryNow.mutate()}
            disabled={retryNow.isPending}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            <RotateCcw aria-hidden="true" className={retryNow.isPending ? "motion-safe:animate-spin" : undefined} />
            Retry now
          </button>
        )
      }
      aria-busy={!status}
      className="mb-8"
      data-testid="notifications-panel"
    >
      {!status ? (
        query.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm" role="alert">
            <span className="text-red-700 dark:text-red-300">
              Notifications unavailable: {errorMessage(query.error)}
            </span>
            <button
              type="button"
              onClick={() => void query.refetch()}
              className={buttonStyles({ variant: "outline", size: "sm" })}
            >
              <RotateCcw aria-hidden="true" />
              Try again
            </button>
          </div>
        ) : (
          <span className="bg-glass-secondary block h-4 w-48 animate-pulse rounded" />
        )
      ) : status.undelivered.length === 0 ? (
        status.configured && (
          <p className="text-fg flex items-center gap-1.5 text-sm" role="status">
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
            Every notification has been delivered.
          </p>
        )
      ) : (
        <>
          <p className="text-fg text-sm" role="status">
            {status.failingCount > 0 ? (
              <span className="font-medium text-red-700 dark:text-red-300">
                {status.failingCount} {status.failingCount === 1 ? "notification failed" : "notifications failed"}
                {" and will be retried. "}
              </span>
            ) : null}
            {status.undeliveredCount} not delivered yet
            {status.undeliveredCount > status.undelivered.length && ` (the oldest ${status.undelivered.length} below)`}.
          </p>
          <ul className="divide-glass-border mt-2 divide-y" aria-label="Notifications not delivered yet">
            {status.undelivered.map((entry) => (
              <NotificationRow key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function NotificationRow({ entry }: { entry: UndeliveredNotification }) {
  const failed = entry.attempts > 0 && entry.last_error !== null;
  return (
    <li className="py-3 last:pb-0" data-testid="undelivered-notification">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-fg text-sm font-medium">{TITLES[entry.kind](entry.sender)}</span>
        {entry.sending ? (
          <Badge tone="accent">
            <LoaderCircle aria-hidden="true" className="size-3 motion-safe:animate-spin" />
            Sending
          </Badge>
        ) : failed ? (
          <Badge className="border-red-600/40 bg-red-600/10 text-red-700 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="size-3" />
            Failed
          </Badge>
        ) : (
          <Badge>Waiting</Badge>
        )}
      </div>
      <dl className="text-fg-muted mt-1 grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2 lg:grid-cols-4">
        {[
          ["Received ", formatDateTime(entry.created_at)],
          ["Attempts: ", entry.attempts],
          ["Last attempt ", entry.last_attempt_at ? formatDateTime(entry.last_attempt_at) : null],
          [failed ? "Next retry " : "Sends ", formatDateTime(entry.next_attempt_at)],
        ].map(
          ([term, value]) =>
            value !== null && (
              <div key={term}>
                <dt className="inline">{term}</dt>
                <dd className="inline">{value}</dd>
              </div>
            ),
        )}
      </dl>
      {entry.last_error && (
        <pre className="text-fg-muted mt-2 max-h-24 overflow-auto rounded-lg border border-red-600/30 bg-red-600/5 p-2 text-xs break-words whitespace-pre-wrap">
          {entry.last_error}
        </pre>
      )}
    </li>
  );
}

import {
  BookOpen,
  Briefcase,
  Check,
  Eye,
  FileText,
  FolderKanban,
  FolderOpen,
  LogOut,
  Mail,
  MessageSquare,
  MessagesSquare,
  Send,
  Settings,
  TriangleAlert,
  Trophy,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "sonner";
import type { ContactMessage } from "../../../lib/entities";
import { Badge } from "../../../components/ui/Badge";
import { buttonStyles } from "../../../components/ui/button-styles";
import { Tabs } from "../../../components/ui/Tabs";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../data/client";
import { fetchAnalytics, fetchOverview, messages as messagesApi } from "../../data/resources";
import type { DailyViews, Overview, PausedForm } from "../../../lib/api-types";
import { formatDateTime } from "../../lib/format";
import { MANAGEMENT_ROUTES } from "../../../lib/admin-routes";
import { dashboardStats, fillDailySeries, niceMax, sortedByViews } from "./stats";
import { NotificationsPanel } from "./NotificationsPanel";
import { PublishingPanel } from "./PublishingPanel";
import { FirstRunChecklist } from "./FirstRunChecklist";
import { Link } from "../../router";
import { ScreenHeader } from "../../ui/layout";
import { EmptyState, QueryStates } from "../../ui/states";

const CARDS: Record<string, { icon: LucideIcon; text: string }> = {
  projects: { icon: FolderKanban, text: "Create, edit and publish projects" },
  experience: { icon: Briefcase, text: "Roles, impact and tags" },
  skills: { icon: Wrench, text: "Skills grouped by category" },
  resume: { icon: FileText, text: "Upload and version the resume PDF" },
  portfolio: { icon: BookOpen, text: "Upload and version the portfolio PDF" },
  blog: { icon: BookOpen, text: "Write and publish posts" },
  guestbook: { icon: MessagesSquare, text: "Moderate guestbook messages" },
  "project-files": { icon: FolderOpen, text: "Files attached to projects" },
  applications: { icon: Send, text: "Job applications and their private links" },
};

const FORM_NAMES: Record<PausedForm["form"], string> = { contact: "contact form", guestbook: "guestbook" };

/** A form reached its hourly ceiling: until when a new message needs a proof of work first. */
function PausedFormsNotice({ paused }: { paused: PausedForm[] }) {
  return (
    <div role="alert" className="mb-8 flex gap-3 rounded-2xl border border-amber-600/40 bg-amber-500/10 p-4 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="space-y-1">
        {paused.map((form) => (
          <p key={form.form} className="text-fg">
            <span className="font-semibold">The {FORM_NAMES[form.form]} is under a wave of messages.</span> It received{" "}
            {form.perHour} messages in the last hour, the most the site takes without a check; until{" "}
            {formatDateTime(form.until)}, a new one is taken only once the sender&apos;s browser has solved a short
            automatic check. Check the messages for spam.
          </p>
        ))}
      </div>
    </div>
  );
}

export function Dashboard({ email, onLogout }: { email: string; onLogout: () => void }) {
  const overview = useQuery({
    queryKey: ["overview"],
    queryFn: fetchOverview,
    meta: { failureTitle: "Failed to load data" },
  });
  const stats = overview.data ? dashboardStats(overview.data.messages, overview.data.viewCounts) : null;
  const top = stats?.topProject;

  return (
    <>
      <ScreenHeader
        back={false}
        title="Admin Dashboard"
        description={
          <>
            Signed in as <span className="text-fg font-medium">{overview.data?.email || email}</span>
          </>
        }
        actions={
          <button type="button" onClick={onLogout} className={buttonStyles({ variant: "outline" })}>
            <LogOut aria-hidden="true" />
            Logout
          </button>
        }
      />

      {overview.data && overview.data.pausedForms.length > 0 && (
        <PausedFormsNotice paused={overview.data.pausedForms} />
      )}

      <FirstRunChecklist />

      <nav aria-label="Manage content" className="mb-8">
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {MANAGEMENT_ROUTES.map((route) => (
            <li key={route.key}>
              <NavCard href={route.path} title={route.title} {...CARDS[route.key]!} className="h-full" />
            </li>
          ))}
        </ul>
      </nav>

      <NavCard
        href="/admin/settings"
        icon={Settings}
        title="Site settings"
        text="Your name, headline, home page text, documents, notifications and password"
        className="mb-8"
      />

      <section aria-label="Statistics" className="mb-8 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard icon={Mail} label="Total Messages" value={stats?.totalMessages}>
          {stats && <span className="text-fg-muted text-sm">{stats.newMessages} new</span>}
        </StatCard>
        <StatCard icon={Eye} label="Total Views" value={stats?.totalViews} />
        <StatCard icon={Trophy} label="Top Project" value={stats && (top ? top.views : "N/A")}>
          {top && (
            <span className="text-fg-muted truncate text-sm" title={top.project_slug}>
              {top.views === 1 ? "view" : "views"} · {top.project_slug}
            </span>
          )}
        </StatCard>
      </section>

      <PublishingPanel />

      <NotificationsPanel />

      <QueryStates query={overview} frame="glass rounded-2xl">
        {(data) => (
          <Tabs
            label="Dashboard"
            listClassName="glass mb-4 inline-flex max-w-full gap-1 overflow-x-auto rounded-full p-1"
            panelClassName="glass rounded-2xl p-4 shadow-xl shadow-black/5 sm:p-6"
            tabs={[
              {
                id: "messages",
                label: `Messages (${data.messages.filter((message) => message.status === "new").length})`,
                panel: <MessagesTab messages={data.messages} />,
              },
              { id: "analytics", label: "Analytics", panel: <AnalyticsTab viewCounts={data.viewCounts} /> },
              { id: "guestbook", label: "Guestbook", panel: <GuestbookTab pending={data.pendingGuestbook} /> },
            ]}
          />
        )}
      </QueryStates>
    </>
  );
}

function NavCard(props: { href: string; icon: LucideIcon; title: string; text: string; className: string }) {
  return (
    <Link
      href={props.href}
      className={cn(
        "glass group hover:border-accent flex items-start gap-3 rounded-2xl p-4 shadow-lg shadow-black/5 transition-colors",
        props.className,
      )}
    >
      <span className="bg-accent/10 text-accent grid size-10 shrink-0 place-items-center rounded-xl">
        <props.icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="text-fg group-hover:text-accent block font-semibold">{props.title}</span>
        <span className="text-fg-muted block text-sm">{props.text}</span>
      </span>
    </Link>
  );
}

/** A placeholder shows while there is no `value` (the overview is loading). */
function StatCard(props: { icon: LucideIcon; label: string; value?: number | string | null; children?: ReactNode }) {
  return (
    <div className="glass rounded-2xl p-5 shadow-lg shadow-black/5">
      <div className="text-fg-muted flex items-center justify-between text-sm font-medium">
        <h2>{props.label}</h2>
        <props.icon aria-hidden="true" className="text-accent size-4" />
      </div>
      <div className="mt-2 flex min-h-12 min-w-0 flex-col">
        {props.value == null ? (
          <span className="bg-glass-secondary h-8 w-16 animate-pulse rounded-lg" aria-hidden="true" />
        ) : (
          <span className="text-fg text-3xl font-bold">{props.value}</span>
        )}
        {props.children}
      </div>
    </div>
  );
}

function MessagesTab({ messages }: { messages: ContactMessage[] }) {
  const queryClient = useQueryClient();
  const markRead = useMutation({
    mutationFn: (id: string) => messagesApi.act(id, "read"),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["overview"] });
      toast.success("Message marked as read");
    },
    onError: (error) => toast.error("Failed to update message", { description: errorMessage(error) }),
  });
  if (messages.length === 0) return <EmptyState>No messages yet.</EmptyState>;

  return (
    <>
      <h2 className="sr-only">Messages</h2>
      <ul className="divide-glass-border divide-y">
        {messages.map((message) => (
          <li key={message.id} className="py-4 first:pt-0 last:pb-0">
            <article aria-labelledby={`message-${message.id}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 id={`message-${message.id}`} className="text-fg flex flex-wrap items-center gap-2 font-semibold">
                    {message.name}
                    <Badge tone={message.status === "new" ? "accent" : "neutral"}>
                      {message.status === "new" ? "New" : "Read"}
                    </Badge>
                  </h3>
                  <p className="text-fg-muted text-sm break-all">
                    <a href={`mailto:${message.email}`} className="hover:text-accent underline underline-offset-2">
                      {message.email}
                    </a>{" "}
                    · <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
                  </p>
                </div>
                {message.status === "new" && (
                  <button
                    type="button"
                    disabled={markRead.isPending && markRead.variables === message.id}
                    onClick={() => markRead.mutate(message.id)}
                    className={buttonStyles({ variant: "outline", size: "sm" })}
                  >
                    <Check aria-hidden="true" />
                    Mark as Read
                  </button>
                )}
              </div>
              <p className="text-fg mt-2 text-sm whitespace-pre-wrap">{message.message}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

function AnalyticsTab({ viewCounts }: { viewCounts: Overview["viewCounts"] }) {
  const analytics = useQuery({
    queryKey: ["analytics", 30],
    queryFn: () => fetchAnalytics(30),
    meta: { failureTitle: "Failed to load data" },
  });
  const sorted = sortedByViews(viewCounts);
  const max = sorted[0]?.views ?? 0;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="views-per-project">
        <h2 id="views-per-project" className="text-fg mb-3 font-semibold">
          Views per project
        </h2>
        {sorted.length === 0 ? (
          <EmptyState>No project views yet.</EmptyState>
        ) : (
          <ol className="space-y-2">
            {sorted.map((entry) => (
              <li key={entry.project_slug}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="text-fg truncate font-mono">{entry.project_slug}</span>
                  <span className="text-fg shrink-0 font-semibold">
                    {entry.views} {entry.views === 1 ? "view" : "views"}
                  </span>
                </div>
                <div aria-hidden="true" className="bg-glass-secondary mt-1 h-1.5 overflow-hidden rounded-full">
                  <div
                    className="bg-accent h-full rounded-full"
                    style={{ width: `${max ? Math.max(2, (entry.views / max) * 100) : 0}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="space-y-8">
        <section aria-labelledby="views-per-day">
          <h2 id="views-per-day" className="text-fg mb-3 font-semibold">
            Views per day (last 30 days)
          </h2>
          <QueryStates query={analytics}>{(data) => <ViewsChart daily={data.daily} days={30} />}</QueryStates>
        </section>
        <section aria-labelledby="top-referrers">
          <h2 id="top-referrers" className="text-fg mb-3 font-semibold">
            Top referrers
          </h2>
          {analytics.data &&
            (analytics.data.referrers.length === 0 ? (
              <EmptyState>No referrers in the last 30 days.</EmptyState>
            ) : (
              <ol className="divide-glass-border divide-y text-sm">
                {analytics.data.referrers.map((entry) => (
                  <li key={entry.referrer ?? "(direct)"} className="flex justify-between gap-3 py-2">
                    <span className="text-fg truncate">{entry.referrer || "Direct / none"}</span>
                    <span className="text-fg shrink-0 font-semibold">{entry.views}</span>
                  </li>
                ))}
              </ol>
            ))}
        </section>
      </div>
    </div>
  );
}

function GuestbookTab({ pending }: { pending: number }) {
  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="bg-accent/10 text-accent grid size-12 place-items-center rounded-xl">
          <MessageSquare aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-fg font-semibold">Guestbook</h2>
          <p className="text-fg-muted text-sm">
            <span className="text-fg font-semibold" data-testid="pending-guestbook">
              {pending}
            </span>{" "}
            {pending === 1 ? "message" : "messages"} pending moderation
          </p>
        </div>
      </div>
      <Link href="/admin/guestbook" className={buttonStyles()}>
        Moderate guestbook
      </Link>
    </div>
  );
}

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 10, right: 8, bottom: 24, left: 32 };

function ViewsChart({ daily, days }: { daily: readonly DailyViews[]; days: number }) {
  const series = fillDailySeries(daily, days);
  const total = series.reduce((sum, entry) => sum + entry.views, 0);
  const peak = series.reduce((best, entry) => (entry.views > best.views ? entry : best), series[0]!);
  const top = niceMax(peak.views);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = (WIDTH - PAD.left - PAD.right) / series.length;
  const barWidth = Math.max(2, step * 0.7);
  const height = (value: number) => (value / top) * plotHeight;
  const y = (value: number) => PAD.top + plotHeight - height(value);
  const label = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  const summary =
    total === 0
      ? `No views in the last ${days} days.`
      : `${total} views in the last ${days} days; busiest day ${label(peak.day)} with ${peak.views}.`;

  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="text-fg-muted h-auto w-full"
        preserveAspectRatio="none"
      >
        {[0, top / 2, top].filter(Number.isInteger).map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.2}
              strokeDasharray={tick === 0 ? undefined : "3 4"}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {series.map((entry, index) => (
          <rect
            key={entry.day}
            x={PAD.left + index * step + (step - barWidth) / 2}
            y={y(entry.views)}
            width={barWidth}
            height={Math.max(height(entry.views), entry.views > 0 ? 1 : 0)}
            rx={2}
            className="fill-accent"
          >
            <title>{`${label(entry.day)}: ${entry.views} ${entry.views === 1 ? "view" : "views"}`}</title>
          </rect>
        ))}
        {[0, Math.floor(series.length / 2), series.length - 1].map((index) => (
          <text
            key={index}
            x={PAD.left + index * step + step / 2}
            y={HEIGHT - 6}
            textAnchor={index === 0 ? "start" : index === series.length - 1 ? "end" : "middle"}
            fontSize={11}
            fill="currentColor"
          >
            {label(series[index]!.day)}
          </text>
        ))}
      </svg>
      <figcaption className="text-fg-muted mt-2 text-xs">{summary}</figcaption>
    </figure>
  );
}

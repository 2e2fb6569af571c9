import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, LoaderCircle, LogOut, ShieldCheck } from "lucide-react";
import {
  Component,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ErrorInfo,
  type ReactElement,
  type ReactNode,
  type SetStateAction,
} from "react";
import { toast } from "sonner";
import { PalettePicker } from "../components/theme/PalettePicker";
import { ThemeToggle } from "../components/theme/ThemeToggle";
import { syncThemeFromDocument } from "../components/theme/theme-store";
import { buttonStyles } from "../components/ui/button-styles";
import { cn } from "../lib/cn";
import SiteToaster from "../components/ui/SiteToaster";
import { errorMessage, setSessionHooks } from "./data/client";
import { PublishingIndicator } from "./resources/dashboard/PublishingPanel";
import type { SessionState } from "../lib/api-types";
import { fetchSession, refreshDelayMs, refreshSession, SessionUnavailableError, signOut } from "../lib/session";
import { routeTitle, type AdminRouteKey } from "../lib/admin-routes";
import { AdminRouter, Link, useRouter } from "./router";
import { ApplicationsScreen } from "./resources/applications/ApplicationsScreen";
import { BlogScreen } from "./resources/blog/BlogScreen";
import { Dashboard } from "./resources/dashboard/Dashboard";
import { DocumentsScreen } from "./resources/documents/DocumentsScreen";
import { ExperienceScreen } from "./resources/experience/ExperienceScreen";
import { GuestbookScreen } from "./resources/guestbook/GuestbookScreen";
import { ProjectFilesScreen } from "./resources/project-files/ProjectFilesScreen";
import { ProjectsScreen } from "./resources/projects/ProjectsScreen";
import { SettingsScreen } from "./resources/settings/SettingsScreen";
import { SkillsScreen } from "./resources/skills/SkillsScreen";
import { ConfirmProvider } from "./ui/ConfirmDialog";

declare module "@tanstack/react-query" {
  interface Register {
    /** The toast a failed load shows, e.g. 'Failed to fetch projects'. */
    queryMeta: { failureTitle: string };
  }
}

// No automatic retries: the owner sees a failure at once, with 'Try again'.
const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta) toast.error(query.meta.failureTitle, { description: errorMessage(error) });
    },
  }),
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The session is also checked again this often, and on returning to the tab. */
const SESSION_CHECK_MS = 5 * 60_000;
/** How long 'Access denied' shows before leaving for the home page. */
const DENIED_REDIRECT_MS = 2_500;

type Gate = { state: "checking" | "unavailable" | "leaving" | "denied" } | { state: "ready"; email: string };

const DENIED_TEXT = "You don't have admin privileges. Contact the system administrator.";

export default function AdminApp() {
  return (
    <>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AdminRouter>
            <ConfirmProvider>
              <SessionGate />
            </ConfirmProvider>
          </AdminRouter>
        </QueryClientProvider>
      </ErrorBoundary>
      <SiteToaster />
    </>
  );
}

function SessionGate() {
  const [gate, setGate] = useState<Gate>({ state: "checking" });
  const [session] = useState(() => sessionWatch(setGate));
  useEffect(() => session.start(), [session]);

  if (gate.state === "ready") return <AdminShell email={gate.email} onLogout={session.logout} />;
  if (gate.state === "denied") return <CenteredCard title="Access denied" text={DENIED_TEXT} />;
  if (gate.state === "unavailable") {
    return (
      <CenteredCard title="Failed to load data" text="The server could not be reached.">
        <button type="button" onClick={session.check} className={buttonStyles({ className: "mt-6" })}>
          Try again
        </button>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard>
      <div role="status" className="text-fg-muted flex items-center justify-center gap-2 text-sm">
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        {gate.state === "leaving" ? "Redirecting…" : "Checking your session…"}
      </div>
    </CenteredCard>
  );
}

/** The session's checks, refreshes and exits, made once per gate; `start` returns its cleanup. */
function sessionWatch(setGate: Dispatch<SetStateAction<Gate>>) {
  let expiresAt: number | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let leaving = false;

  /** The first ending wins: to the sign-in page, or, denied, home after a moment. */
  const leave = (state: "leaving" | "denied") => {
    if (leaving) return;
    leaving = true;
    setGate({ state });
    if (state === "leaving") return window.location.assign("/auth");
    toast.error("Access denied", { description: DENIED_TEXT });
    setTimeout(() => window.location.assign("/"), DENIED_REDIRECT_MS);
  };

  const apply = (session: SessionState) => {
    if (!session.user) return leave("leaving");
    if (!session.isAdmin) return leave("denied");
    expiresAt = session.expiresAt;
    clearTimeout(refreshTimer);
    const delay = refreshDelayMs(session.expiresAt, Date.now());
    if (delay !== null) {
      refreshTimer = setTimeout(() => {
        refreshSession(expiresAt)
          .then(apply)
          .catch(() => {
            // The server could not be reached after every retry: the next check decides.
          });
      }, delay);
    }
    const { email } = session.user;
    setGate((current) => (current.state === "ready" && current.email === email ? current : { state: "ready", email }));
  };

  const check = () => {
    fetchSession()
      .then(apply)
      .catch((error: unknown) => {
        if (error instanceof SessionUnavailableError) {
          setGate((current) => (current.state === "checking" ? { state: "unavailable" } : current));
        }
      });
  };

  const start = () => {
    syncThemeFromDocument();
    setSessionHooks({
      refresh: async () => {
        try {
          const session = await refreshSession(expiresAt);
          if (!session.user) return false;
          apply(session);
          return session.isAdmin;
        } catch {
          return false;
        }
      },
      ended: () => leave("leaving"),
      denied: () => leave("denied"),
    });
    check();
    const interval = setInterval(check, SESSION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      setSessionHooks(null);
      clearInterval(interval);
      clearTimeout(refreshTimer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  };

  const logout = () => {
    leaving = true;
    setGate({ state: "leaving" });
    void signOut().then(() => window.location.assign("/auth"));
  };

  return { start, check, logout };
}

/** A card alone on the page: the session's state before the admin shows, or the error that ended it. */
function CenteredCard(props: { title?: string; text?: string; alert?: boolean; children?: ReactNode }) {
  return (
    <main id="admin-main" className="grid min-h-dvh place-items-center px-4">
      <div
        role={props.alert ? "alert" : undefined}
        className={cn("glass w-full rounded-2xl p-8 shadow-2xl", props.alert ? "max-w-lg" : "max-w-sm text-center")}
      >
        {props.title && (
          <>
            <h1 className="text-fg text-xl font-semibold">{props.title}</h1>
            <p className="text-fg-muted mt-2 text-sm break-words">{props.text}</p>
          </>
        )}
        {props.children}
      </div>
    </main>
  );
}

function AdminShell({ email, onLogout }: { email: string; onLogout: () => void }) {
  const { route, pathname } = useRouter();
  const first = useRef(true);

  useEffect(() => {
    document.title = `${routeTitle(route)} · Admin`;
    // After an in-app navigation, move focus to the new screen's heading, or to the field the
    // link names (#id) when it is there already (not on first load).
    if (first.current) {
      first.current = false;
      return;
    }
    const target = () => document.getElementById(location.hash.slice(1)) ?? document.querySelector("#admin-main h1");
    requestAnimationFrame(() => (target() as HTMLElement | null)?.focus());
  }, [route, pathname]);

  return (
    <>
      <a
        href="#admin-main"
        className="bg-accent text-accent-fg sr-only z-[100] rounded-full px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="border-glass-border bg-glass/70 sticky top-0 z-40 border-b backdrop-blur-xl backdrop-saturate-150">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <Link href="/admin" className="text-fg flex min-w-0 items-center gap-2 font-semibold">
            <span
              aria-hidden="true"
              className="bg-accent text-accent-fg grid size-9 shrink-0 place-items-center rounded-xl"
            >
              <ShieldCheck className="size-5" />
            </span>
            <span className="hidden sm:inline">Admin</span>
          </Link>
          <a
            href="/"
            className="text-fg-muted hover:text-fg ml-1 hidden items-center gap-1 text-sm font-medium sm:inline-flex"
          >
            View site
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <PublishingIndicator />
            <span className="text-fg-muted hidden max-w-56 truncate text-sm md:inline" title={email}>
              {email}
            </span>
            <PalettePicker />
            <ThemeToggle />
            {route !== "dashboard" && (
              <button type="button" onClick={onLogout} className={buttonStyles({ variant: "outline", size: "sm" })}>
                <LogOut aria-hidden="true" />
                Logout
              </button>
            )}
          </div>
        </div>
      </header>
      <main id="admin-main" className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 sm:px-6 sm:pt-10">
        {route === "dashboard" ? <Dashboard email={email} onLogout={onLogout} /> : SCREENS[route]()}
      </main>
    </>
  );
}

const SCREENS: Record<Exclude<AdminRouteKey, "dashboard">, () => ReactElement> = {
  projects: () => <ProjectsScreen />,
  experience: () => <ExperienceScreen />,
  skills: () => <SkillsScreen />,
  resume: () => <DocumentsScreen key="resume" kind="resume" />,
  portfolio: () => <DocumentsScreen key="portfolio" kind="portfolio" />,
  blog: () => <BlogScreen />,
  guestbook: () => <GuestbookScreen />,
  "project-files": () => <ProjectFilesScreen />,
  applications: () => <ApplicationsScreen />,
  settings: () => <SettingsScreen />,
  "not-found": () => (
    <section className="glass mx-auto mt-10 max-w-xl rounded-3xl px-8 py-12 text-center shadow-2xl">
      <p className="from-accent to-accent-azure bg-gradient-to-r bg-clip-text font-mono text-6xl font-bold text-transparent">
        404
      </p>
      <h1 tabIndex={-1} className="text-fg mt-4 text-2xl font-semibold focus:outline-none">
        Page not found
      </h1>
      <p className="text-fg-muted mt-2">This admin page does not exist.</p>
      <Link href="/admin" className={buttonStyles({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </section>
  ),
};

class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("[admin]", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CenteredCard alert title="Unexpected Application Error!" text={this.state.error.message}>
        <a href="/admin" className={buttonStyles({ className: "mt-6" })}>
          Reload the admin
        </a>
      </CenteredCard>
    );
  }
}

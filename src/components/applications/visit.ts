/**
 * A visit through an application's private link, in the visitor's tab. Browser only.
 *
 * The link's page starts the visit: a random id kept in sessionStorage with the token (so it
 * lasts as long as the tab and is never sent to another site; no cookie). While it lasts, every
 * page of the site reports what it opened: the page, a project, a 3D model, a file, the résumé
 * (which then is the version sent with the application). The open itself is reported once the
 * link's page has been visible for a moment, or at the visitor's first click on it, whichever comes
 * first: a page loaded in the background and never looked at is not an open. Nothing is sent from
 * the owner's own browser (signed in to the admin), nor for a reload or a return (back/forward) to
 * the link's page, which continue the visit.
 */
import type { VisitEventKind } from "../../lib/applications";
import { APPLICATION_TOKEN, APPLICATION_VISIT_KEY, isOwnerBrowser, linkToken } from "../../lib/application-visit";
import { RESUME_PDF_URL } from "../../lib/documents";

interface Visit {
  token: string;
  visit: string;
}

/** How long the link's page must have been visible for its visit to count as an open. */
export const OPEN_AFTER_VISIBLE_MS = 1000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedVisit(): Visit | null {
  try {
    const value = JSON.parse(storage()?.getItem(APPLICATION_VISIT_KEY) ?? "null") as Visit | null;
    return value && APPLICATION_TOKEN.test(value.token) && typeof value.visit === "string" ? value : null;
  } catch {
    return null;
  }
}

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Pages served over plain http on another host than localhost have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function send(visit: Visit, kind: VisitEventKind, target: string | null, referrer: string | null = null): void {
  void fetch("/api/applications/events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...visit, kind, target, referrer }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {
    // A lost event is not worth bothering the visitor.
  });
}

/** Runs `then` once the page has been visible for `ms` in a row. */
function whenSeen(ms: number, then: () => void): void {
  let timer = 0;
  const check = () => {
    window.clearTimeout(timer);
    if (document.visibilityState !== "visible") return;
    timer = window.setTimeout(() => {
      document.removeEventListener("visibilitychange", check);
      then();
    }, ms);
  };
  document.addEventListener("visibilitychange", check);
  check();
}

/** What a click opened, if it is something a visit reports. */
function opened(target: EventTarget | null): [VisitEventKind, string] | null {
  if (!(target instanceof Element)) return null;
  const model = target.closest<HTMLElement>("[data-model-name]");
  if (model) return ["model", model.dataset.modelName!];
  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (!link) return null;
  const url = new URL(link.href, location.href);
  if (url.origin === location.origin && url.pathname === RESUME_PDF_URL) return ["resume", RESUME_PDF_URL];
  if (link.dataset.fileId) return ["file", link.getAttribute("download") || link.textContent!.trim()];
  return null;
}

/** Résumé links lead to the version sent with the application. */
function pointResumeLinks(token: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[href="${RESUME_PDF_URL}"]`)) {
    link.href = `${RESUME_PDF_URL}?a=${token}`;
  }
}

/** Starts or continues the tab's visit on this page; see the module's comment. */
export function trackApplicationVisit(): void {
  const onLink = linkToken(location.pathname);
  let visit = storedVisit();
  if ((onLink === undefined && !visit) || isOwnerBrowser()) return;
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const continued = navigation?.type === "reload" || navigation?.type === "back_forward";
  const arriving = onLink !== undefined && APPLICATION_TOKEN.test(onLink) && !(continued && visit?.token === onLink);
  /** Reports the open, once; undefined where this page does not start the visit. */
  let reportOpen: (() => void) | undefined;
  if (arriving) {
    visit = { token: onLink, visit: randomId() };
    try {
      storage()?.setItem(APPLICATION_VISIT_KEY, JSON.stringify(visit));
    } catch {
      // Storage disabled: the visit is this page only.
    }
    const current = visit;
    reportOpen = () => {
      reportOpen = undefined;
      send(current, "open", null, document.referrer || null);
    };
    whenSeen(OPEN_AFTER_VISIBLE_MS, () => reportOpen?.());
  }
  if (!visit) return;
  const active = visit;
  if (!arriving) {
    const project = /^\/projects\/([^/]+)\/?$/.exec(location.pathname)?.[1];
    send(active, project ? "project" : "page", project ?? (onLink ? "/" : location.pathname));
  }
  pointResumeLinks(active.token);
  document.addEventListener(
    "click",
    (event) => {
      // A click shows the page was looked at, however soon: the open goes first.
      if (event.isTrusted) reportOpen?.();
      const what = opened(event.target);
      if (!what) return;
      if (what[0] === "resume") pointResumeLinks(active.token);
      send(active, what[0], what[1]);
    },
    { capture: true },
  );
}

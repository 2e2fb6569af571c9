/**
 * The active resume link, resolved live (spec §1, §7 "Resume"; decisions.md): pages are prebuilt
 * with the resume that was active at build time (or the configured default), and after load this
 * asks `GET /api/documents/active` and points every element marked `data-live-resume` at the
 * active file, or at the configured default when none is active or the lookup fails. Browser only;
 * it runs on every page (the footer links the resume), so it stays a few lines of DOM.
 *
 * Markers: `data-live-resume` (or `="href"`) sets `href`; `="data"` sets an <object>'s `data`,
 * keeping its `#fragment`. The default URL is read from `<body data-default-resume>`.
 */
import { fetchLiveData } from "../../lib/live-data";

export const ACTIVE_DOCUMENTS_URL = "/api/documents/active";

interface ActiveDocuments {
  resume: { url: string } | null;
}

/** Checks the answer's shape (the part this needs). */
export function parseActiveDocuments(json: unknown): ActiveDocuments {
  const resume = (json as { resume?: unknown } | null)?.resume;
  if (resume === null) return { resume: null };
  const url = (resume as { url?: unknown } | undefined)?.url;
  if (typeof url === "string" && url.length > 0) return { resume: { url } };
  throw new Error("Unexpected answer from the active-documents endpoint");
}

/** The URL visitors get: the active resume's, else the default. */
export function resumeUrlOf(documents: ActiveDocuments | null, defaultUrl: string): string {
  return documents?.resume?.url ?? defaultUrl;
}

/** Points one marked element at `url` (same-URL values are left untouched). */
export function applyResumeUrl(element: Element, url: string, base: string): void {
  const attribute = element.getAttribute("data-live-resume") === "data" ? "data" : "href";
  const current = element.getAttribute(attribute) ?? "";
  const [currentUrl = "", fragment] = current.split("#", 2);
  if (new URL(currentUrl, base).href === new URL(url, base).href) return;
  element.setAttribute(attribute, fragment === undefined ? url : `${url}#${fragment}`);
}

export async function refreshResumeLinks(root: Document = document): Promise<void> {
  const elements = root.querySelectorAll("[data-live-resume]");
  const defaultUrl = root.body.dataset.defaultResume;
  if (elements.length === 0 || !defaultUrl) return;
  const documents = await fetchLiveData<ActiveDocuments | null>(ACTIVE_DOCUMENTS_URL, {
    fallback: null,
    parse: parseActiveDocuments,
  });
  const url = resumeUrlOf(documents, defaultUrl);
  for (const element of elements) applyResumeUrl(element, url, root.baseURI);
}

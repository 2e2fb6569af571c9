import type { DocumentVersion } from "./entities";

/**
 * The addresses pages link the resume and portfolio at: each redirects to the active version
 * (or the configured default), so a prebuilt page never points at a file that is no longer active.
 */
export const RESUME_PDF_URL = "/resume.pdf";
export const PORTFOLIO_PDF_URL = "/portfolio.pdf";

/**
 * Which resume/portfolio link visitors get: the active version's file when there is one, else
 * the settings' default.
 */
export function documentUrl(active: Pick<DocumentVersion, "file_path"> | undefined, fallback: string): string {
  return active?.file_path ?? fallback;
}

/** "Last updated: Mon YYYY" from the active version's upload, else the configured text. */
export function lastUpdatedText(active: Pick<DocumentVersion, "created_at"> | undefined, fallback: string): string {
  if (!active) return fallback;
  const month = new Date(active.created_at).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Last updated: ${month}`;
}

/**
 * The fallback document viewer behind the documents page's previews (a viewer service that
 * fetches the PDF by its absolute URL); the page policy lets its origin be framed. Empty: the
 * preview degrades straight to a download link.
 */
export const PDF_VIEWER_TEMPLATE = "https://docs.google.com/viewer?url={url}&embedded=true";

import { getEntry } from "astro:content";
import type { DocumentKind } from "../../lib/entities";
import type { SiteSettings } from "../../lib/site-settings";

/** The site settings as this build read them (the `settings` collection's one entry). */
export async function siteSettings(): Promise<SiteSettings> {
  const entry = await getEntry("settings", "site");
  if (!entry) throw new Error("The site settings were not loaded: is the `settings` collection defined?");
  const { id: _id, ...settings } = entry.data;
  return settings;
}

/**
 * Whether visitors can download the resume or the portfolio: an active version, or a default
 * link in the settings. Pages offer its links only then (after the demo's removal, until the
 * owner uploads their own, there is none).
 */
export async function documentAvailable(kind: DocumentKind, settings: SiteSettings): Promise<boolean> {
  const fallback = kind === "resume" ? settings.documents.defaultResumeUrl : settings.documents.defaultPortfolioUrl;
  return fallback !== "" || (await getEntry("documents", kind)) !== undefined;
}

import { getEntry } from "astro:content";
import type { DocumentKind } from "../../lib/entities";
import type { SiteSettings } from "../../lib/site-settings";
import { getServerContext } from "../context";
import { findActiveDocument } from "../repositories/document-versions";
import { readSiteSettings } from "../repositories/site-settings";

/**
 * The site settings. A prebuilt page reads them as its build did (the `settings` collection's one
 * entry). A page rendered on demand (`live`: the not-found and error pages, the admin's shell)
 * reads them from the database as a visitor, when it is asked for: the server that renders it may
 * be older than the prebuilt pages (`npm start` rebuilds those in the background and keeps its
 * first build's server code), and a page with the identity of that first build would contradict
 * them.
 */
export async function siteSettings(live = false): Promise<SiteSettings> {
  if (live) return (await getServerContext()).db.asAnon(async (sql) => (await readSiteSettings(sql)).settings);
  const entry = await getEntry("settings", "site");
  if (!entry) throw new Error("The site settings were not loaded: is the `settings` collection defined?");
  const { id: _id, ...settings } = entry.data;
  return settings;
}

/**
 * Whether visitors can download the resume or the portfolio: an active version, or a default
 * link in the settings. Pages offer its links only then (after the demo's removal, until the
 * owner uploads their own, there is none). `live` as for `siteSettings`.
 */
export async function documentAvailable(kind: DocumentKind, settings: SiteSettings, live = false): Promise<boolean> {
  const fallback = kind === "resume" ? settings.documents.defaultResumeUrl : settings.documents.defaultPortfolioUrl;
  if (fallback !== "") return true;
  if (!live) return (await getEntry("documents", kind)) !== undefined;
  return (await (await getServerContext()).db.asAnon((sql) => findActiveDocument(sql, kind))) !== undefined;
}

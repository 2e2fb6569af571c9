import { getEntry } from "astro:content";
import type { SiteSettings } from "../../lib/site-settings";

/** The site settings as this build read them (the `settings` collection's one entry). */
export async function siteSettings(): Promise<SiteSettings> {
  const entry = await getEntry("settings", "site");
  if (!entry) throw new Error("The site settings were not loaded: is the `settings` collection defined?");
  const { id: _id, ...settings } = entry.data;
  return settings;
}

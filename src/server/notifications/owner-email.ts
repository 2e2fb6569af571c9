import type { Database } from "../db/database";
import { readSiteSettings } from "../repositories/site-settings";

/**
 * The owner's email address: where notifications go when NOTIFY_EMAIL is unset. The one place
 * that knows where it is kept: the site settings the owner edits in the admin (until the first
 * save, the shipped ones in src/config/site.ts), read as a visitor reads them.
 */
export async function ownerEmail(db: Database): Promise<string> {
  const { settings } = await db.asAnon(readSiteSettings);
  return settings.owner.email;
}

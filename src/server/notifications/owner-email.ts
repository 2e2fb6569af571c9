import type { Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { readSiteSettings } from "../repositories/site-settings";

/**
 * The owner's email address: where notifications go when NOTIFY_EMAIL is unset. The one place
 * that knows where it is kept: the site settings the owner edits in the admin (until the first
 * save, the shipped ones in src/config/site.ts), read as a visitor reads them.
 */
export async function ownerEmail(db: Database): Promise<string> {
  return db.asAnon(ownerEmailIn);
}

/** The same, read in a transaction already open (the server's, which sees the same settings). */
export async function ownerEmailIn(sql: SqlExecutor): Promise<string> {
  const { settings } = await readSiteSettings(sql);
  return settings.owner.email;
}

/**
 * The owner's time zone (Settings → Identity → Time zone, an IANA name; "UTC" until chosen), read
 * in a transaction already open: the times in the owner's emails and the weekly summary's Monday.
 */
export async function ownerTimeZoneIn(sql: SqlExecutor): Promise<string> {
  const { settings } = await readSiteSettings(sql);
  return settings.owner.timeZone;
}

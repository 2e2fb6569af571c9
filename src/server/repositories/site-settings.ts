import { site } from "../../config/site";
import { withDefaults, type SiteSettings } from "../../lib/site-settings";
import type { SqlExecutor } from "../db/types";

export interface StoredSiteSettings {
  settings: SiteSettings;
  /** When the owner last saved them; null while the shipped settings apply. */
  updated_at: string | null;
}

type SettingsRow = { settings: unknown; updated_at: string | Date };

const asIso = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
const asObject = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : value);

/** The site settings: the saved ones over the shipped ones (src/config/site.ts), or those alone. */
export async function readSiteSettings(sql: SqlExecutor): Promise<StoredSiteSettings> {
  const [row] = await sql.query<SettingsRow>(`select settings, updated_at from public.site_settings`);
  if (!row) return { settings: withDefaults({}, site), updated_at: null };
  return { settings: withDefaults(asObject(row.settings), site), updated_at: asIso(row.updated_at) };
}

/**
 * Saves the settings when nobody saved others since `expected` (the updated_at the form loaded;
 * null when it loaded the shipped ones). Undefined when stale.
 */
export async function saveSiteSettings(
  sql: SqlExecutor,
  settings: SiteSettings,
  expected: string | null,
): Promise<StoredSiteSettings | undefined> {
  const [row] = await sql.query<SettingsRow>(
    `insert into public.site_settings as current (settings) values ($1::jsonb)
     on conflict (id) do update set settings = excluded.settings
       where date_trunc('milliseconds', current.updated_at) = $2::timestamptz
     returning settings, updated_at`,
    [JSON.stringify(settings), expected],
  );
  return row ? { settings: withDefaults(asObject(row.settings), site), updated_at: asIso(row.updated_at) } : undefined;
}

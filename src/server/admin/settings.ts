import { z } from "zod";
import { siteSettingsSchema } from "../../lib/site-settings";
import { json } from "../http";
import { readSiteSettings, saveSiteSettings } from "../repositories/site-settings";
import { badRequest, readBody, rebuildAfter, staleSave, type AdminHandler } from "./http";

/**
 * The site settings (docs/admin-api.md, "Settings"): read, and saved whole when nobody saved
 * others since the form loaded them. Every public page shows them, so a save requests a rebuild.
 */

/** GET /api/admin/settings: {settings, updated_at} (updated_at null while the shipped ones apply). */
export const getSettings: AdminHandler<[]> = async (_request, admin, deps) =>
  json(await deps.db.withClaims(admin.claims, readSiteSettings));

const saveBody = z.object({
  settings: siteSettingsSchema,
  /** The updated_at the form loaded; null when it loaded the shipped settings. */
  expected_updated_at: z.string().nullable(),
});

/** PUT /api/admin/settings {settings, expected_updated_at}: 200 with the saved settings, 409 when stale. */
export const putSettings: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, saveBody);
  if (!body.ok) return body.response;
  const { settings, expected_updated_at } = body.data;
  if (expected_updated_at !== null && Number.isNaN(Date.parse(expected_updated_at))) {
    return badRequest("expected_updated_at must be the settings' updated_at as the form loaded it");
  }
  const saved = await deps.db.withClaims(admin.claims, (sql) => saveSiteSettings(sql, settings, expected_updated_at));
  if (!saved) return staleSave();
  await rebuildAfter(deps, admin, "site settings updated");
  return json(saved);
};

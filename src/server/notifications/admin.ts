/**
 * The admin's notification endpoints (docs/notifications.md). The pipeline has checked the admin;
 * the outbox is the server's alone, so it is read as service_role, as the publishing status is.
 */
import type { NotificationStatus, TestEmailResult } from "../../lib/notifications";
import type { AdminDeps, AdminHandler } from "../admin/http";
import { readActionBody } from "../admin/http";
import { serverEnv } from "../env";
import { json } from "../http";
import { smtpChannel } from "./channels";
import { testEmail } from "./compose";
import { CONTACT_BURST, GUESTBOOK_BATCH_SECONDS } from "./delivery";
import { listUndelivered, retryFailedNow } from "./outbox";
import {
  emailAddresses,
  notificationSettings,
  notificationsEnabled,
  redactedError,
  settingsView,
  type NotificationSettings,
} from "./settings";
import { deliverDueNotifications } from "./worker";

export const NOTIFICATION_ERRORS = {
  smtpNotConfigured: "Email notifications are not configured: set SMTP_URL (see docs/notifications.md).",
  testFailed: (reason: string) => `The test email could not be sent: ${reason}`,
} as const;

const currentSettings = (): NotificationSettings => notificationSettings(serverEnv());

async function notificationStatus(deps: Pick<AdminDeps, "db">, settings: NotificationSettings) {
  const outbox = await listUndelivered(deps.db, GUESTBOOK_BATCH_SECONDS, CONTACT_BURST);
  return {
    configured: notificationsEnabled(settings),
    email: Boolean(settings.smtpUrl),
    webhook: Boolean(settings.webhookUrl),
    ...outbox,
  } satisfies NotificationStatus;
}

/** GET /api/admin/notifications: whether notifications are on, and what is not delivered yet. */
export const getNotifications: AdminHandler<[]> = async (_request, _admin, deps) =>
  json(await notificationStatus(deps, currentSettings()));

/** GET /api/admin/notifications/settings: where they go (never the SMTP password). */
export const getNotificationSettings: AdminHandler<[]> = async (_request, _admin, deps) =>
  json(await settingsView(deps.db, currentSettings()));

/**
 * POST /api/admin/notifications/test: one email, sent now (not through the outbox), to the
 * address notifications go to. 200 once the SMTP server accepted it; 409 without SMTP_URL; 502
 * with the server's refusal or the connection failure (the password never appears).
 */
export const postTestEmail: AdminHandler<[]> = async (request, _admin, deps) => {
  const refused = await readActionBody(request);
  if (refused) return refused;
  const settings = currentSettings();
  if (!settings.smtpUrl) return json({ error: NOTIFICATION_ERRORS.smtpNotConfigured }, { status: 409 });
  const addresses = await emailAddresses(deps.db, settings);
  const channel = smtpChannel(settings.smtpUrl);
  try {
    await channel.send(testEmail(addresses, settings.siteUrl));
  } catch (error) {
    const reason = redactedError(error, settings);
    console.warn(`[notifications] test email failed: ${reason}`);
    return json({ error: NOTIFICATION_ERRORS.testFailed(reason) }, { status: 502 });
  } finally {
    channel.close();
  }
  return json({ sent: true, to: addresses.to } satisfies TestEmailResult);
};

/**
 * POST /api/admin/notifications/retry: every failed notification is tried again now; answers the
 * status once that attempt is over.
 */
export const postRetryNotifications: AdminHandler<[]> = async (request, _admin, deps) => {
  const refused = await readActionBody(request);
  if (refused) return refused;
  await retryFailedNow(deps.db);
  await deliverDueNotifications(deps.db);
  return json(await notificationStatus(deps, currentSettings()));
};

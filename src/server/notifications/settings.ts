import type { NotificationSettingsView } from "../../lib/notifications";
import type { Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import type { ServerEnv } from "../env";
import { readSiteSettings } from "../repositories/site-settings";
import { ownerEmail, ownerEmailIn } from "./owner-email";

/** Where the owner's notifications go (docs/notifications.md), from the validated environment. */
export interface NotificationSettings {
  /** SMTP_URL: email is on when set. */
  smtpUrl: string | null;
  /** NOTIFY_WEBHOOK_URL: the webhook is on when set. */
  webhookUrl: string | null;
  /** NOTIFY_EMAIL; null: the owner's email. */
  notifyEmail: string | null;
  /** NOTIFY_FROM; null: the address notifications go to. */
  notifyFrom: string | null;
  /** The site's origin: the emails link to its admin. */
  siteUrl: string;
  /** NOTIFY_WEEKLY_SUMMARY: the weekly summary is sent (on unless `off`). */
  weeklySummary: boolean;
}

type NotificationEnv = Pick<
  ServerEnv,
  "SMTP_URL" | "NOTIFY_EMAIL" | "NOTIFY_FROM" | "NOTIFY_WEBHOOK_URL" | "SITE_URL" | "NOTIFY_WEEKLY_SUMMARY"
>;

export function notificationSettings(env: NotificationEnv): NotificationSettings {
  return {
    smtpUrl: env.SMTP_URL ?? null,
    webhookUrl: env.NOTIFY_WEBHOOK_URL ?? null,
    notifyEmail: env.NOTIFY_EMAIL ?? null,
    notifyFrom: env.NOTIFY_FROM ?? null,
    siteUrl: env.SITE_URL,
    weeklySummary: env.NOTIFY_WEEKLY_SUMMARY,
  };
}

/** With neither SMTP_URL nor NOTIFY_WEBHOOK_URL, notifications are off. */
export function notificationsEnabled(settings: NotificationSettings): boolean {
  return Boolean(settings.smtpUrl || settings.webhookUrl);
}

export interface EmailAddresses {
  to: string;
  toSource: "NOTIFY_EMAIL" | "owner";
  from: string;
}

/** Who receives the emails and who sends them. */
export async function emailAddresses(db: Database, settings: NotificationSettings): Promise<EmailAddresses> {
  return addressesTo(settings.notifyEmail ?? (await ownerEmail(db)), settings);
}

/** The same, read in a transaction already open (a delivery run's claim). */
export async function emailAddressesIn(sql: SqlExecutor, settings: NotificationSettings): Promise<EmailAddresses> {
  return addressesTo(settings.notifyEmail ?? (await ownerEmailIn(sql)), settings);
}

function addressesTo(to: string, settings: NotificationSettings): EmailAddresses {
  return {
    to,
    toSource: settings.notifyEmail ? "NOTIFY_EMAIL" : "owner",
    from: settings.notifyFrom ?? `Portfolio notifications <${to}>`,
  };
}

/** What the admin may see of the settings: never the SMTP password, nor the webhook's path. */
export async function settingsView(db: Database, settings: NotificationSettings): Promise<NotificationSettingsView> {
  let email: NotificationSettingsView["email"] = null;
  if (settings.smtpUrl) {
    const url = new URL(settings.smtpUrl);
    const secure = url.protocol === "smtps:";
    const addresses = await emailAddresses(db, settings);
    email = {
      server: `${url.hostname}:${url.port || (secure ? "465" : "587")}`,
      secure,
      user: url.username ? decodeURIComponent(url.username) : null,
      to: addresses.to,
      toSource: addresses.toSource,
      from: addresses.from,
    };
  }
  const { settings: site } = await db.asAnon(readSiteSettings);
  return {
    email,
    webhook: settings.webhookUrl ? { host: new URL(settings.webhookUrl).host } : null,
    weeklySummary: {
      environment: settings.weeklySummary,
      owner: site.owner.weeklySummary,
      timeZone: site.owner.timeZone,
    },
  };
}

/**
 * An error's message with the SMTP password and the webhook's URL taken out: the messages are
 * stored in the outbox and shown to the admin.
 */
export function redactedError(error: unknown, settings: NotificationSettings): string {
  let text = error instanceof Error ? error.message : String(error);
  const secrets: string[] = [];
  if (settings.smtpUrl) {
    const password = new URL(settings.smtpUrl).password;
    if (password) secrets.push(password, decodeURIComponent(password));
  }
  if (settings.webhookUrl) secrets.push(settings.webhookUrl);
  for (const secret of secrets) text = text.split(secret).join("***");
  return text.trim().slice(0, 2000) || "Unknown error";
}

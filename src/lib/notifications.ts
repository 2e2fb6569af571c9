/**
 * What the notification endpoints answer (docs/notifications.md): shared by the server that
 * computes it and the admin components that show it.
 */

/**
 * What a notification announces: a visitor form's message, an application link's first open, or
 * the weekly summary.
 */
export type NotificationKind = "contact" | "guestbook" | "application" | "weekly_summary";

/** A notification not delivered yet: waiting for its first attempt (or its batch), or failing. */
export interface UndeliveredNotification {
  id: number;
  kind: NotificationKind;
  /** The visitor's name as they wrote it, the application's company, or "week of YYYY-MM-DD". */
  sender: string;
  created_at: string;
  attempts: number;
  last_attempt_at: string | null;
  last_error: string | null;
  /** When it is tried next (a guestbook message: when its batch goes out, at the earliest). */
  next_attempt_at: string;
  /** A worker is sending it right now. */
  sending: boolean;
}

/** GET /api/admin/notifications */
export interface NotificationStatus {
  /** Email or webhook (or both) is configured; otherwise new messages are not announced. */
  configured: boolean;
  email: boolean;
  webhook: boolean;
  /** The oldest undelivered notifications first, at most 50. */
  undelivered: UndeliveredNotification[];
  /** How many are undelivered in all, and how many of those have failed at least once. */
  undeliveredCount: number;
  failingCount: number;
}

/** GET /api/admin/notifications/settings: where notifications go, never the SMTP password. */
export interface NotificationSettingsView {
  email: {
    /** host:port of the SMTP server. */
    server: string;
    /** smtps:// (TLS from the start); otherwise STARTTLS when the server offers it. */
    secure: boolean;
    /** The SMTP user name, if the URL has one. */
    user: string | null;
    to: string;
    /** NOTIFY_EMAIL, or the owner's email from the site settings. */
    toSource: "NOTIFY_EMAIL" | "owner";
    from: string;
  } | null;
  /** The webhook's host only: its path often carries a secret token. */
  webhook: { host: string } | null;
  /**
   * The weekly summary, sent on Monday from 08:00 in the owner's time zone (the site settings'
   * Time zone) while both allow it: the server's environment (off with NOTIFY_WEEKLY_SUMMARY=off)
   * and the owner (the site settings' Weekly summary switch).
   */
  weeklySummary: { environment: boolean; owner: boolean; timeZone: string };
}

/** POST /api/admin/notifications/test */
export interface TestEmailResult {
  sent: true;
  to: string;
}

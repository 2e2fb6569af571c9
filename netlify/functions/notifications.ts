/**
 * The owner's notifications when hosted (Netlify scheduled function, Functions v2): every five
 * minutes, the schedule's delivery run over the outbox (src/server/notifications/delivery.ts). The
 * API function already delivers each contact message's notification (and each application link's
 * first open) right after it, kept alive with the request's `waitUntil`; this does everything else:
 * retries after a failure, the guestbook's batches, the weekly summary (on Monday from 08:00 in the
 * owner's time zone, so between 08:00 and 08:05), the purge of old delivered rows, and a run the
 * platform cut short. Scheduled functions run on published deploys only, for at most 30 seconds:
 * the run stops starting new attempts after 20.
 *
 * It opens the database at DATABASE_URL itself (one connection, closed at the end) and reads the
 * same environment as the site (docs/notifications.md).
 */
import { Database } from "../../src/server/db/database";
import { createPostgresDriver } from "../../src/server/db/postgres-driver";
import { readServerEnv } from "../../src/server/env";
import { deliverNotifications } from "../../src/server/notifications/delivery";
import { notificationSettings } from "../../src/server/notifications/settings";

export interface NotificationsFunctionOptions {
  /** The environment, read on every run. */
  env?: Record<string, string | undefined>;
}

/** The handler, with its environment injectable (tests). */
export function createNotificationsHandler(options: NotificationsFunctionOptions = {}) {
  return async function notifications(): Promise<Response> {
    const env = readServerEnv(options.env ?? process.env);
    if (!env.DATABASE_URL) {
      console.error("[notifications] DATABASE_URL is not set: nothing to deliver from");
      return new Response(null, { status: 500 });
    }
    const db = new Database(createPostgresDriver({ url: env.DATABASE_URL, maxConnections: 1 }));
    try {
      const result = await deliverNotifications(db, notificationSettings(env), { budgetMs: 20_000 });
      if (result.sent + result.failed + result.skipped > 0) {
        console.log(`[notifications] sent ${result.sent}, failed ${result.failed}, skipped ${result.skipped}`);
      }
      return new Response(null, { status: 204 });
    } finally {
      await db.close();
    }
  };
}

export default createNotificationsHandler();

/** Netlify reads this statically: a scheduled function has no route of its own. */
export const config = {
  name: "Owner notifications (outbox delivery)",
  schedule: "*/5 * * * *",
};

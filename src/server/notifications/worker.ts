/**
 * When delivery runs (docs/notifications.md):
 * - right after a contact message or an application link's first open is committed
 *   (`startNotificationDelivery`), in the background: the visitor's answer never waits for it. On
 *   Netlify the run is handed to the function's `waitUntil`, so the platform lets it finish after
 *   the response. It delivers the contact notifications and first opens that are due, and nothing
 *   else;
 * - on the schedule, which does the rest (retries, the guestbook's batches, the weekly summary, the
 *   purge): under `npm start` every minute (`startNotificationTimer`, from scripts/serve.ts), when
 *   hosted from the scheduled function netlify/functions/notifications.ts, and at the admin's
 *   'Retry now' (`deliverDueNotifications`). The development server has no schedule: there a visitor's
 *   message, of either form, starts the schedule's run instead.
 *
 * Runs of one process never overlap: a start while one runs asks for one more run after it (the
 * schedule's if either start asked for it). The state lives on globalThis, because `npm start`'s
 * server and Astro's bundle each load their own copy of this module.
 */
import { existingServerContext } from "../context";
import type { Database } from "../db/database";
import { serverEnv } from "../env";
import { isDevServer } from "../publishing/dev-refresh";
import { deliverInstantNotifications, deliverNotifications } from "./delivery";
import { notificationSettings, notificationsEnabled } from "./settings";

/** `npm start`'s delivery timer. */
export const NOTIFICATION_TIMER_MS = 60_000;

/** What a run delivers: what is announced at once (contacts, first opens), or everything the schedule does. */
type RunScope = "instant" | "schedule";

class DeliveryLoop {
  private running: Promise<void> | null = null;
  /** The run asked for while one was going, started when it ends. */
  private next: RunScope | null = null;

  constructor(private readonly db: Database) {}

  /** Starts a run, or one more after the current one; resolves when no run is left. */
  run(scope: RunScope): Promise<void> {
    if (this.running) {
      this.next = this.next === "schedule" ? "schedule" : scope;
      return this.running;
    }
    this.running = this.loop(scope).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  get idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async loop(first: RunScope): Promise<void> {
    for (let scope: RunScope | null = first; scope; scope = this.takeNext()) {
      const deliver = scope === "schedule" ? deliverNotifications : deliverInstantNotifications;
      try {
        await deliver(this.db, notificationSettings(serverEnv()));
      } catch (error) {
        // The database could not be reached, say: the rows stay and a later run takes them.
        console.error("[notifications] delivery run failed:", error);
      }
    }
  }

  private takeNext(): RunScope | null {
    const next = this.next;
    this.next = null;
    return next;
  }
}

const LOOPS = Symbol.for("portfolio.notification-loops");
type GlobalWithLoops = typeof globalThis & { [LOOPS]?: Map<Database, DeliveryLoop> };

function loopFor(db: Database): DeliveryLoop {
  const holder = globalThis as GlobalWithLoops;
  const loops = (holder[LOOPS] ??= new Map());
  let loop = loops.get(db);
  if (!loop) {
    loop = new DeliveryLoop(db);
    loops.set(db, loop);
  }
  return loop;
}

/** Netlify's per-request context (the same object Astro's adapter puts on `locals.netlify.context`). */
type NetlifyGlobal = typeof globalThis & {
  Netlify?: { context?: { waitUntil?: (promise: Promise<unknown>) => void } | null };
};

/**
 * Starts delivering after a visitor's write was committed; returns at once. A contact message and
 * an application link's first open (`record_application_event` answered true) are announced at
 * once; a guestbook message waits for its batch, which the schedule sends. Nothing to do when
 * notifications are off (the schedule closes those rows).
 */
export function startNotificationDelivery(db: Database, form: "contact" | "guestbook" | "application"): void {
  try {
    if (!notificationsEnabled(notificationSettings(serverEnv()))) return;
    const scope: RunScope | null = isDevServer() ? "schedule" : form === "guestbook" ? null : "instant";
    if (!scope) return;
    const run = loopFor(db).run(scope);
    (globalThis as NetlifyGlobal).Netlify?.context?.waitUntil?.(run);
  } catch (error) {
    console.error("[notifications] could not start delivery:", error);
  }
}

/**
 * The schedule's run now, in this process (the admin's 'Retry now'); resolves when no run is left.
 * Nothing to do when notifications are off.
 */
export async function deliverDueNotifications(db: Database): Promise<void> {
  if (!notificationsEnabled(notificationSettings(serverEnv()))) return;
  await loopFor(db).run("schedule");
}

/** Resolves when no delivery run is going on in this process (tests, shutdown). */
export async function whenNotificationsIdle(): Promise<void> {
  const loops = (globalThis as GlobalWithLoops)[LOOPS];
  if (!loops) return;
  await Promise.all([...loops.values()].map((loop) => loop.idle));
}

/**
 * `npm start`: the schedule's run every minute on the server's database, once the server has
 * opened it (its first request does). The timer never opens the database itself: scripts/serve.ts
 * loads its own copy of the server modules, and the context must be the one Astro's code creates.
 * The timer does not keep the process alive.
 */
export function startNotificationTimer(intervalMs = NOTIFICATION_TIMER_MS): () => void {
  const tick = () => {
    existingServerContext()
      ?.then((context) => loopFor(context.db).run("schedule"))
      .catch((error: unknown) => console.error("[notifications] delivery timer:", error));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

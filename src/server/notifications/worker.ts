/**
 * When delivery runs (docs/notifications.md):
 * - right after a visitor's message is committed (`startNotificationDelivery`), in the background:
 *   the visitor's answer never waits for it. On Netlify the run is handed to the function's
 *   `waitUntil`, so the platform lets it finish after the response;
 * - under `npm start`, every minute (`startNotificationTimer`, from scripts/serve.ts): retries and
 *   the guestbook's batches;
 * - when hosted, from the scheduled function netlify/functions/notifications.ts.
 *
 * Runs of one process never overlap: a start while one runs asks for one more run after it. The
 * state lives on globalThis, because `npm start`'s server and Astro's bundle each load their own
 * copy of this module.
 */
import { existingServerContext } from "../context";
import type { Database } from "../db/database";
import { serverEnv } from "../env";
import { deliverNotifications } from "./delivery";
import { notificationSettings, notificationsEnabled } from "./settings";

/** `npm start`'s delivery timer. */
export const NOTIFICATION_TIMER_MS = 60_000;

class DeliveryLoop {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly db: Database) {}

  /** Starts a run, or one more after the current one; resolves when no run is left. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  get idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        await deliverNotifications(this.db, notificationSettings(serverEnv()));
      } catch (error) {
        // The database could not be reached, say: the rows stay and a later run takes them.
        console.error("[notifications] delivery run failed:", error);
      }
    } while (this.again);
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
 * Starts delivering after a visitor's message was committed; returns at once. Nothing to do when
 * notifications are off (the timer closes those rows).
 */
export function startNotificationDelivery(db: Database): void {
  try {
    if (!notificationsEnabled(notificationSettings(serverEnv()))) return;
    const run = loopFor(db).run();
    (globalThis as NetlifyGlobal).Netlify?.context?.waitUntil?.(run);
  } catch (error) {
    console.error("[notifications] could not start delivery:", error);
  }
}

/** Resolves when no delivery run is going on in this process (tests, shutdown). */
export async function whenNotificationsIdle(): Promise<void> {
  const loops = (globalThis as GlobalWithLoops)[LOOPS];
  if (!loops) return;
  await Promise.all([...loops.values()].map((loop) => loop.idle));
}

/**
 * `npm start`: delivers every minute on the server's database, once the server has opened it (its
 * first request does). The timer never opens the database itself: scripts/serve.ts loads its own
 * copy of the server modules, and the context must be the one Astro's code creates. The timer
 * does not keep the process alive.
 */
export function startNotificationTimer(intervalMs = NOTIFICATION_TIMER_MS): () => void {
  const tick = () => {
    existingServerContext()
      ?.then((context) => loopFor(context.db).run())
      .catch((error: unknown) => console.error("[notifications] delivery timer:", error));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

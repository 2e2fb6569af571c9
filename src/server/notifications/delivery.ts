/**
 * Delivery runs over the outbox (docs/notifications.md). Rows are claimed in a short transaction,
 * sent outside any transaction (a slow mail server holds no database connection), then marked in
 * another. Two kinds of run:
 * - right after a visitor's write (`deliverInstantNotifications`): what is announced at once, the
 *   contact notifications and applications' first opens that are due, and nothing else
 *   (`deliverContactNotifications`: the contact notifications alone);
 * - on the schedule (`deliverNotifications`: `npm start`'s timer, the Netlify scheduled function,
 *   the admin's 'Retry now'): those, then the guestbook's batch when it is due, the weekly summary
 *   when its Monday morning has come, and the purge of old finished rows; with notifications off,
 *   it closes what waits.
 */
import { randomUUID } from "node:crypto";
import { DEFAULT_TIME_ZONE } from "../../lib/time-zones";
import type { Database } from "../db/database";
import { isConnectionError, isPostgresError } from "../db/errors";
import type { SqlExecutor } from "../db/types";
import { smtpChannel, postWebhook, type EmailChannel } from "./channels";
import { eventEmail, webhookBody, type ContactNotice, type NotificationEvent } from "./compose";
import {
  claimApplicationOpens,
  claimContacts,
  claimGuestbookBatch,
  claimWeeklySummaries,
  purgeFinished,
  recordAttempt,
  releaseClaimed,
  skipClaimed,
  skipUnclaimed,
  type Claim,
  type ClaimedRow,
  type ContactBurst,
} from "./outbox";
import { ownerTimeZoneIn } from "./owner-email";
import {
  emailAddresses,
  emailAddressesIn,
  notificationsEnabled,
  redactedError,
  type EmailAddresses,
  type NotificationSettings,
} from "./settings";
import { enqueueWeeklySummary, summaryWeek, weeklyFigures } from "./weekly-summary";

/** Guestbook messages are announced together: at most one email per this window. */
export const GUESTBOOK_BATCH_SECONDS = 15 * 60;
/**
 * Contact messages are announced one by one, up to three in 15 minutes; past that (a wave of
 * messages), those that keep coming are announced together, in one summary per 15 minutes.
 */
export const CONTACT_BURST: ContactBurst = { alone: 3, windowSeconds: 15 * 60 };

export const NOT_CONFIGURED_NOTE = "Notifications are not configured";
const MODERATED_NOTE = "Moderated before the guestbook batch was sent";
const KEEP_FINISHED_DAYS = 30;

export interface DeliveryOptions {
  /** Stop starting new attempts after this long (a Netlify scheduled function has 30 s). */
  budgetMs?: number;
  /** Contact notifications (and applications' first opens) claimed at a time. */
  batchSize?: number;
  /** The schedule's clock, for whether the weekly summary is due (tests set it). Default: now. */
  now?: Date;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * After a visitor's write that is announced at once (a contact message, an application link's
 * first open): the contact notifications and the first opens due now. Never throws for a failed
 * send: failures are recorded and retried.
 */
export async function deliverInstantNotifications(
  db: Database,
  settings: NotificationSettings,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  if (!notificationsEnabled(settings)) return { sent: 0, failed: 0, skipped: 0 };
  const run = new DeliveryRun(db, settings, options);
  try {
    await run.contacts();
    if (!run.outOfTime()) await run.applicationOpens();
  } finally {
    run.close();
  }
  return run.result;
}

/**
 * The schedule's run: everything due now (contact notifications, applications' first opens, the
 * guestbook's batch, the weekly summary once its Monday morning has come), then the purge of old
 * finished rows. With notifications off, the waiting rows are closed as skipped and no summary is
 * added. Never throws for a failed send: failures are recorded and retried.
 */
export async function deliverNotifications(
  db: Database,
  settings: NotificationSettings,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  if (!notificationsEnabled(settings)) {
    return { sent: 0, failed: 0, skipped: await skipUnclaimed(db, NOT_CONFIGURED_NOTE) };
  }
  const run = new DeliveryRun(db, settings, options);
  try {
    await run.contacts();
    if (!run.outOfTime()) await run.applicationOpens();
    if (!run.outOfTime()) await run.guestbookBatch();
    if (settings.weeklySummary) await enqueueWeeklySummary(db, options.now ?? new Date());
    if (!run.outOfTime()) await run.weeklySummaries();
    await purgeFinished(db, KEEP_FINISHED_DAYS);
  } finally {
    run.close();
  }
  return run.result;
}

/** One run's claim, deadline and counts, and its channels (the SMTP transport opened on first use). */
class DeliveryRun {
  readonly result: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
  private readonly claim: Claim = { claimId: randomUUID(), leaseSeconds: 300 };
  private readonly deadline: number;
  private readonly batchSize: number;
  private email: EmailChannel | null = null;
  private addresses: EmailAddresses | null = null;
  private timeZone: string | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: NotificationSettings,
    { budgetMs = 20_000, batchSize = 10 }: DeliveryOptions,
  ) {
    this.deadline = Date.now() + budgetMs;
    this.batchSize = batchSize;
  }

  outOfTime(): boolean {
    return Date.now() > this.deadline;
  }

  /**
   * Sends each claimed row in turn while the run has time; the rows it has no time for go back at
   * once, for the next run to claim. `release` gives back this row and the ones after it.
   */
  private async eachInTime<T extends { id: number }>(
    rows: T[],
    send: (row: T, release: () => Promise<void>) => Promise<void>,
  ): Promise<void> {
    for (const [index, row] of rows.entries()) {
      const release = () =>
        releaseClaimed(
          this.db,
          this.claim.claimId,
          rows.slice(index).map((left) => left.id),
        );
      if (this.outOfTime()) return release();
      await send(row, release);
    }
  }

  /**
   * Where the emails go, read once per run in its first claim's transaction rather than in one of
   * its own: the run sees the owner's address as it is when it claims. Nothing is read without
   * email, nor from the database with NOTIFY_EMAIL.
   */
  private readonly readAddresses = async (sql: SqlExecutor): Promise<void> => {
    if (!this.settings.smtpUrl || this.addresses) return;
    try {
      this.addresses = await emailAddressesIn(sql, this.settings);
    } catch (error) {
      // A database error ends the claim with it. Settings that do not parse leave the address
      // unread: the email's attempt reads it again and records why it failed.
      if (isPostgresError(error) || isConnectionError(error)) throw error;
    }
  };

  /**
   * The owner's time zone for the emails' times, read once per run in a claim's transaction, as the
   * addresses are. Settings that do not parse give UTC: the notification still goes out.
   */
  private readonly readTimeZone = async (sql: SqlExecutor): Promise<void> => {
    if (this.timeZone) return;
    try {
      this.timeZone = await ownerTimeZoneIn(sql);
    } catch (error) {
      if (isPostgresError(error) || isConnectionError(error)) throw error;
      this.timeZone = DEFAULT_TIME_ZONE;
    }
  };

  private readonly readOwner = async (sql: SqlExecutor): Promise<void> => {
    await this.readAddresses(sql);
    await this.readTimeZone(sql);
  };

  /** The due contact notifications: one by one, or a burst's in one summary. */
  async contacts(): Promise<void> {
    const { db, claim, batchSize } = this;
    for (;;) {
      const { alone, summary } = await claimContacts(db, claim, batchSize, CONTACT_BURST, this.readAddresses);
      if (summary.length > 0) {
        const messages = summary.map((row) => row.notice);
        this.count(await this.attempt(summary, { type: "contact_messages", messages }));
      }
      await this.eachInTime(alone, async (row) =>
        this.count(await this.attempt([row], { type: "contact_message", message: row.notice })),
      );
      if (alone.length < batchSize || this.outOfTime()) break;
    }
  }

  /** The due first opens of application links, one email each, with what was viewed by now. */
  async applicationOpens(): Promise<void> {
    const { db, claim, batchSize } = this;
    for (;;) {
      const claimed = await claimApplicationOpens(db, claim, batchSize, this.readOwner);
      await this.eachInTime(claimed, async (row) => {
        const application = { ...row.notice, time_zone: this.timeZone ?? DEFAULT_TIME_ZONE };
        this.count(await this.attempt([row], { type: "application_opened", application }));
      });
      if (claimed.length < batchSize || this.outOfTime()) break;
    }
  }

  /**
   * The weekly summaries the schedule added and not sent yet: each counted now, over its week in
   * the time zone it was added with.
   */
  async weeklySummaries(): Promise<void> {
    const { db, claim } = this;
    const claimed = await claimWeeklySummaries(db, claim, this.readAddresses);
    await this.eachInTime(claimed, async (row, release) => {
      const week = summaryWeek(row.notice.week, row.notice.timeZone);
      const summary = await db
        .asServiceRole((sql) => weeklyFigures(sql, week))
        .catch(async (error: unknown) => {
          // The run's claims go back at once; the run's caller logs the failure.
          await release().catch(() => {});
          throw error;
        });
      this.count(await this.attempt([row], { type: "weekly_summary", summary }));
    });
  }

  /** The guestbook's batch, once it is due: the messages still waiting for moderation, in one event. */
  async guestbookBatch(): Promise<void> {
    const { db, claim } = this;
    const batch = await claimGuestbookBatch(db, claim, GUESTBOOK_BATCH_SECONDS, this.readAddresses);
    const waiting = batch.filter((row) => row.notice.status === "pending");
    const moderated = batch.filter((row) => row.notice.status !== "pending").map((row) => row.id);
    await skipClaimed(db, claim.claimId, moderated, MODERATED_NOTE);
    this.result.skipped += moderated.length;
    if (waiting.length > 0) {
      const messages = waiting.map(({ notice: { status: _status, ...message } }) => message);
      this.count(await this.attempt(waiting, { type: "guestbook_messages", messages }));
    }
  }

  private count(outcome: { rows: number; ok: boolean }): void {
    if (outcome.ok) this.result.sent += outcome.rows;
    else this.result.failed += outcome.rows;
  }

  /**
   * One attempt at some claimed rows that make one event. Each channel gets the event for the rows
   * it has not delivered yet (a retry after a webhook failure sends no second email), then the
   * attempt is recorded.
   */
  private async attempt<T>(rows: ClaimedRow<T>[], event: NotificationEvent): Promise<{ rows: number; ok: boolean }> {
    const errors: string[] = [];
    const emailed: number[] = [];
    const posted: number[] = [];
    const { smtpUrl, webhookUrl, siteUrl } = this.settings;

    const needEmail = rows.filter((row) => !row.email_sent_at);
    if (smtpUrl && needEmail.length > 0) {
      try {
        this.email ??= smtpChannel(smtpUrl);
        this.addresses ??= await emailAddresses(this.db, this.settings);
        await this.email.send(eventEmail(only(event, needEmail, rows), this.addresses, siteUrl));
        emailed.push(...needEmail.map((row) => row.id));
      } catch (error) {
        errors.push(`Email: ${redactedError(error, this.settings)}`);
      }
    }
    const needWebhook = rows.filter((row) => !row.webhook_sent_at);
    if (webhookUrl && needWebhook.length > 0) {
      try {
        await postWebhook(webhookUrl, webhookBody(only(event, needWebhook, rows), siteUrl));
        posted.push(...needWebhook.map((row) => row.id));
      } catch (error) {
        errors.push(`Webhook: ${redactedError(error, this.settings)}`);
      }
    }
    const error = errors.length > 0 ? errors.join("\n").slice(0, 2000) : null;
    if (error) console.error(`[notifications] ${event.type} not delivered (will retry): ${error}`);
    await recordAttempt(
      this.db,
      this.claim.claimId,
      rows.map((row) => row.id),
      { emailed, posted, error },
    );
    return { rows: rows.length, ok: error === null };
  }

  close(): void {
    this.email?.close();
  }
}

/** The event narrowed to some of its rows (a batch's messages not yet sent on a channel). */
function only<T>(event: NotificationEvent, subset: ClaimedRow<T>[], all: ClaimedRow<T>[]): NotificationEvent {
  if (
    event.type === "contact_message" ||
    event.type === "application_opened" ||
    event.type === "weekly_summary" ||
    subset.length === all.length
  ) {
    return event;
  }
  const ids = new Set(subset.map((row) => all.indexOf(row)));
  const messages = event.messages.filter((_message, index) => ids.has(index));
  return event.type === "contact_messages"
    ? { type: event.type, messages: messages as ContactNotice[] }
    : { type: event.type, messages };
}

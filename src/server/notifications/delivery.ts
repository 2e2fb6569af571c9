/**
 * One delivery run over the outbox (docs/notifications.md): the due contact notifications, one
 * email (and/or webhook event) each, and the guestbook's batch when it is due. Rows are claimed
 * in a short transaction, sent outside any transaction (a slow mail server holds no database
 * connection), then marked in another. Started after each visitor message, by `npm start`'s
 * timer, and by the Netlify scheduled function.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { smtpChannel, postWebhook, type EmailChannel } from "./channels";
import { eventEmail, webhookBody, type ContactNotice, type NotificationEvent } from "./compose";
import {
  claimContacts,
  claimGuestbookBatch,
  purgeFinished,
  recordAttempt,
  releaseClaimed,
  skipClaimed,
  skipUnclaimed,
  type Claim,
  type ClaimedRow,
  type ContactBurst,
} from "./outbox";
import {
  emailAddresses,
  notificationsEnabled,
  redactedError,
  type EmailAddresses,
  type NotificationSettings,
} from "./settings";

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
  /** Contact notifications claimed at a time. */
  batchSize?: number;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  skipped: number;
}

/** Delivers what is due now. Never throws for a failed send: failures are recorded and retried. */
export async function deliverNotifications(
  db: Database,
  settings: NotificationSettings,
  { budgetMs = 20_000, batchSize = 10 }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
  if (!notificationsEnabled(settings)) {
    result.skipped = await skipUnclaimed(db, NOT_CONFIGURED_NOTE);
    return result;
  }
  const deadline = Date.now() + budgetMs;
  const claim: Claim = { claimId: randomUUID(), leaseSeconds: 300 };
  const sender = new Sender(db, settings);
  try {
    for (;;) {
      const { alone, summary } = await claimContacts(db, claim, batchSize, CONTACT_BURST);
      if (summary.length > 0) {
        const messages = summary.map((row) => row.notice);
        count(result, await sender.attempt(claim.claimId, summary, { type: "contact_messages", messages }));
      }
      for (const [index, row] of alone.entries()) {
        if (Date.now() > deadline) {
          await releaseClaimed(
            db,
            claim.claimId,
            alone.slice(index).map((rest) => rest.id),
          );
          break;
        }
        count(result, await sender.attempt(claim.claimId, [row], { type: "contact_message", message: row.notice }));
      }
      if (alone.length < batchSize || Date.now() > deadline) break;
    }
    if (Date.now() <= deadline) {
      const batch = await claimGuestbookBatch(db, claim, GUESTBOOK_BATCH_SECONDS);
      const waiting = batch.filter((row) => row.notice.status === "pending");
      const moderated = batch.filter((row) => row.notice.status !== "pending").map((row) => row.id);
      await skipClaimed(db, claim.claimId, moderated, MODERATED_NOTE);
      result.skipped += moderated.length;
      if (waiting.length > 0) {
        const messages = waiting.map(({ notice: { status: _status, ...message } }) => message);
        count(result, await sender.attempt(claim.claimId, waiting, { type: "guestbook_messages", messages }));
      }
    }
    await purgeFinished(db, KEEP_FINISHED_DAYS);
  } finally {
    sender.close();
  }
  return result;
}

function count(result: DeliveryResult, outcome: { rows: number; ok: boolean }): void {
  if (outcome.ok) result.sent += outcome.rows;
  else result.failed += outcome.rows;
}

/** Sends events on the configured channels; the SMTP transport is opened on first use. */
class Sender {
  private email: EmailChannel | null = null;
  private addresses: EmailAddresses | null = null;

  constructor(
    private readonly db: Database,
    private readonly settings: NotificationSettings,
  ) {}

  /**
   * One attempt at some claimed rows that make one event. Each channel gets the event for the rows
   * it has not delivered yet (a retry after a webhook failure sends no second email), then the
   * attempt is recorded.
   */
  async attempt<T>(
    claimId: string,
    rows: ClaimedRow<T>[],
    event: NotificationEvent,
  ): Promise<{ rows: number; ok: boolean }> {
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
      claimId,
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
  if (event.type === "contact_message" || subset.length === all.length) return event;
  const ids = new Set(subset.map((row) => all.indexOf(row)));
  const messages = event.messages.filter((_message, index) => ids.has(index));
  return event.type === "contact_messages"
    ? { type: event.type, messages: messages as ContactNotice[] }
    : { type: event.type, messages };
}

/**
 * The two ways a notification leaves: an email through the owner's SMTP server (nodemailer, which
 * reads SMTP_URL as it is), and a JSON POST to NOTIFY_WEBHOOK_URL. Each gives up after a bounded
 * time, so a slow server fails an attempt (retried later) instead of holding the delivery.
 */
import type { Transporter } from "nodemailer";
import type { OutgoingEmail } from "./compose";

/** Connecting, the server's greeting, and silence on the connection: each at most this long. */
const SMTP_TIMEOUT_MS = 10_000;
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface EmailChannel {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * One SMTP transport for a delivery run (one connection per message; closed with the run).
 * nodemailer is loaded on the first message: a request that sends none (most of them, and every
 * cold start of a Netlify function that only reads) never loads it.
 */
export function smtpChannel(smtpUrl: string): EmailChannel {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import("nodemailer").then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    ));
  return {
    async send(email) {
      const opened = await open();
      await opened.sendMail({
        from: email.from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
      });
    },
    // A transport that never loaded has nothing to close (its failure was the send's).
    close: () =>
      void transport?.then(
        (opened) => opened.close(),
        () => {},
      ),
  };
}

/** POSTs `body` as JSON; resolves on any 2xx, throws naming the status, the failure or the timeout. */
export async function postWebhook(url: string, body: unknown): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "portfolio-notifications" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new Error(
      timedOut
        ? `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : `The webhook could not be reached: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`,
      { cause: error },
    );
  }
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`The webhook refused the event: ${response.status} ${response.statusText}`.trim());
}

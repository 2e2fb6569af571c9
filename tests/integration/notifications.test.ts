/**
 * The owner's notifications end to end: visitor messages through the real endpoints and request
 * pipeline (embedded database), a real SMTP server (smtp-server, with a password) and a real HTTP
 * server as the webhook, configured through the environment as the site reads it. One email per
 * contact message with the visitor as Reply-To; the visitor's answer never waits for the mail
 * server (down or slow); failures recorded and retried exactly once each; guestbook messages in
 * one batch per 15 minutes; one email for an application link's first open, with what was viewed
 * by the time it goes out; the weekly summary, due on Monday 08:00 in the owner's time zone (a
 * fixed clock), sent once, with the admin analytics' figures for the same week; the admin's
 * endpoints.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contactRoute } from "../../src/pages/api/contact";
import { POST as guestbookRoute } from "../../src/pages/api/guestbook";
import { analytics as adminAnalytics } from "../../src/server/admin/inbox";
import type { Analytics } from "../../src/lib/api-types";
import { site } from "../../src/config/site";
import type { NotificationSettingsView, NotificationStatus } from "../../src/lib/notifications";
import type { ServerContext } from "../../src/server/context";
import { readServerEnv, serverEnv } from "../../src/server/env";
import * as adminHandlers from "../../src/server/notifications/admin";
import {
  deliverInstantNotifications,
  deliverNotifications,
  NOT_CONFIGURED_NOTE,
} from "../../src/server/notifications/delivery";
import { ownerEmail } from "../../src/server/notifications/owner-email";
import { readSiteSettings, saveSiteSettings } from "../../src/server/repositories/site-settings";
import { insertVisitorMessage } from "../../src/server/repositories/visitor-messages";
import { emailAddresses, notificationSettings } from "../../src/server/notifications/settings";
import { startNotificationDelivery, whenNotificationsIdle } from "../../src/server/notifications/worker";
import { summaryWeek } from "../../src/server/notifications/weekly-summary";
import { applicationActivityBetween, messagesReceivedBetween } from "../../src/server/repositories/activity";
import { topReferrersBetween, viewsPerProjectBetween } from "../../src/server/repositories/project-views";
import { adminRequest, bodyOf, createAdminCallers, stored, type AdminCallers } from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered, throughPipeline } from "../support/pipeline";

const admin = answered(adminHandlers);

const SMTP_USER = "owner-smtp";
const SMTP_PASSWORD = "s3cret-smtp-pa55word";
const OWNER_INBOX = "owner-inbox@example.com";
const SITE = "http://localhost:4321";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/* A real SMTP server ----------------------------------------------------------------------- */

interface ReceivedEmail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  text: string;
}

/** Decodes a message body as nodemailer encodes it (7bit, quoted-printable or base64). */
function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function parseEmail(raw: string, envelope: { from: string; to: string[] }): ReceivedEmail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(raw.slice(split + 4), headers.get("content-transfer-encoding")).replace(/\r\n/g, "\n");
  return { ...envelope, headers, text };
}

class Mailbox {
  readonly received: ReceivedEmail[] = [];
  /** Sessions that are inside DATA, held until `release` (a slow server). */
  held = 0;
  private gate: Promise<void> = Promise.resolve();
  private open: () => void = () => {};
  private server: SMTPServer | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) =>
        auth.username === SMTP_USER && auth.password === SMTP_PASSWORD
          ? callback(null, { user: auth.username })
          : callback(new Error("Invalid username or password")),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.held++;
          void this.gate.then(() => {
            this.held--;
            this.received.push(
              parseEmail(Buffer.concat(chunks).toString("utf8"), {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              }),
            );
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  /** From now on, messages wait inside DATA until `release`. */
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
    this.gate = Promise.resolve();
  }

  about(tag: string): ReceivedEmail[] {
    return this.received.filter((email) => email.text.includes(tag));
  }
}

/* A real webhook receiver ------------------------------------------------------------------ */

interface WebhookEvent {
  type: string;
  site: string;
  adminUrl: string;
  text: string;
  message?: { id: string; name: string; email: string; message: string };
  messages?: { name: string; message: string }[];
  application?: { company: string; role: string; opened_at: string; viewed: unknown[] };
  summary?: Record<string, unknown>;
}

class WebhookReceiver {
  readonly events: WebhookEvent[] = [];
  /** Answers 500 to this many next events. */
  failNext = 0;
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (this.failNext > 0) {
        this.failNext--;
        response.writeHead(500).end();
        return;
      }
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/hooks/token-in-path");
      expect(request.headers["content-type"]).toBe("application/json");
      this.events.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as WebhookEvent);
      response.writeHead(204).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/token-in-path`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  about(tag: string): WebhookEvent[] {
    return this.events.filter((event) => JSON.stringify(event).includes(tag));
  }
}

/* The site ------------------------------------------------------------------------------------ */

const mailbox = new Mailbox();
const webhook = new WebhookReceiver();
let server: ServerContext;
let callers: AdminCallers;
let nextAddress = 1;

function visitorPost(path: string, body: unknown) {
  const address = `2001:db8:${(0x7700 + nextAddress++).toString(16)}::1`;
  const request = new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER },
    body: JSON.stringify(body),
  });
  return { request, clientAddress: address, params: {} } as never;
}

/** A contact message through the real route and request pipeline. */
function sendContact(tag: string): Promise<Response> {
  return throughPipeline(
    contactRoute,
    visitorPost("/api/contact", {
      name: "Jordan Lee",
      email: `jordan.${tag.slice(0, 8)}@example.com`,
      message: `We have a mechanical design role open. Reference ${tag}.`,
    }),
  );
}

function signGuestbook(name: string, tag: string): Promise<Response> {
  return throughPipeline(
    guestbookRoute,
    visitorPost("/api/guestbook", { name, email: "", message: `Loved the gripper write-up! ${tag}` }),
  );
}

const settings = () => notificationSettings(serverEnv());

/** One delivery run as the timer or the scheduled function starts it. */
const deliver = () => deliverNotifications(server.db, settings());

interface OutboxRow {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  due_later: boolean;
  emailed: boolean;
  posted: boolean;
  note: string | null;
  [key: string]: unknown;
}

function outboxAbout(tag: string): Promise<OutboxRow[]> {
  return stored<OutboxRow>(
    server,
    `select o.id, o.kind, o.status, o.attempts, o.last_error, o.next_attempt_at > now() as due_later,
            o.email_sent_at is not null as emailed, o.webhook_sent_at is not null as posted, o.note
     from private.notification_outbox o
     left join public.contact_messages c on c.id = o.contact_message_id
     left join public.guestbook_messages g on g.id = o.guestbook_message_id
     where coalesce(c.message, g.message) like '%' || $1 || '%'
     order by o.id`,
    [tag],
  );
}

/** As if the retries' backoff had passed. */
const retriesDue = () =>
  stored(server, "update private.notification_outbox set next_attempt_at = now() where status = 'pending'");

/** As if the guestbook's 15 minutes had passed for the messages waiting now. */
const batchWindowPassed = () =>
  stored(
    server,
    `update private.notification_outbox set created_at = created_at - interval '15 minutes'
     where kind = 'guestbook' and status = 'pending'`,
  );

/**
 * As if a quiet quarter of an hour had passed since the contact emails sent so far: each test
 * starts outside a burst (past three contact emails in 15 minutes, the rest wait for a summary).
 */
const quietWindowPassed = () =>
  stored(
    server,
    `update private.notification_outbox set finished_at = finished_at - interval '1 hour'
     where kind = 'contact' and status = 'sent'`,
  );

beforeEach(() => quietWindowPassed());

beforeAll(async () => {
  await mailbox.start();
  const webhookUrl = await webhook.start();
  process.env.SMTP_URL = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${mailbox.port}`;
  process.env.NOTIFY_EMAIL = OWNER_INBOX;
  process.env.NOTIFY_WEBHOOK_URL = webhookUrl;
  process.env.VISITOR_MESSAGES_PER_HOUR = "10000";
  // The runs here go by the real clock: the weekly summary's test turns it on with a clock of its own.
  process.env.NOTIFY_WEEKLY_SUMMARY = "off";
  server = await useEmbeddedContext({ seed: false });
  callers = await createAdminCallers(server);
});

afterAll(async () => {
  await whenNotificationsIdle();
  await closeEmbeddedContext();
  await webhook.stop();
  await mailbox.stop().catch(() => {});
});

describe("a wave of contact messages", () => {
  it("emails the first three one by one and the rest in one summary once the oldest of them has waited 15 minutes", async () => {
    const tag = randomUUID();
    for (let i = 0; i < 7; i++) expect((await sendContact(`${tag} #${i}`)).status).toBe(201);
    await whenNotificationsIdle();
    await deliver();
    expect(mailbox.about(tag).map((email) => email.headers.get("subject"))).toEqual([
      "New message from Jordan Lee",
      "New message from Jordan Lee",
      "New message from Jordan Lee",
    ]);
    expect(webhook.about(tag).map((event) => event.type)).toEqual([
      "contact_message",
      "contact_message",
      "contact_message",
    ]);
    // The admin's panel says the others wait for the summary, 15 minutes after the first of them came.
    const status = await bodyOf<NotificationStatus>(
      await admin.getNotifications(adminRequest("/api/admin/notifications"), callers.owner, adminDeps()),
    );
    const waiting = status.undelivered.filter((entry) => entry.kind === "contact" && entry.attempts === 0);
    expect(waiting).toHaveLength(4);
    const firstWaiting = Math.min(...waiting.map((entry) => Date.parse(entry.created_at)));
    for (const entry of waiting) expect(Date.parse(entry.next_attempt_at)).toBe(firstWaiting + 15 * 60_000);

    await stored(
      server,
      `update private.notification_outbox set created_at = created_at - interval '15 minutes'
       where kind = 'contact' and status = 'pending'`,
    );
    await deliver();
    const emails = mailbox.about(tag);
    expect(emails).toHaveLength(4);
    const summary = emails[3]!;
    expect(summary.headers.get("subject")).toBe("4 new messages through the contact form");
    expect(summary.headers.get("reply-to")).toBeUndefined();
    for (const i of [3, 4, 5, 6]) expect(summary.text).toContain(`Reference ${tag} #${i}.`);
    expect(summary.text).toContain(`Read and answer them: ${SITE}/admin\n`);
    const events = webhook.about(tag);
    expect(events).toHaveLength(4);
    expect(events[3]).toMatchObject({
      type: "contact_messages",
      adminUrl: `${SITE}/admin`,
      text: `4 new messages through the contact form: ${SITE}/admin`,
    });
    expect(events[3]!.messages).toHaveLength(4);
    expect((await outboxAbout(tag)).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("a contact message", () => {
  it("is answered 201, then emails the owner once (Reply-To: the visitor) and posts the webhook once", async () => {
    const tag = randomUUID();
    const response = await sendContact(tag);
    expect(response.status).toBe(201);
    await whenNotificationsIdle();

    const emails = mailbox.about(tag);
    expect(emails).toHaveLength(1);
    const [email] = emails as [ReceivedEmail];
    expect(email.to).toEqual([OWNER_INBOX]);
    expect(email.from).toBe(OWNER_INBOX);
    expect(email.headers.get("from")).toBe(`Portfolio notifications <${OWNER_INBOX}>`);
    expect(email.headers.get("reply-to")).toBe(`Jordan Lee <jordan.${tag.slice(0, 8)}@example.com>`);
    expect(email.headers.get("subject")).toBe("New message from Jordan Lee");
    expect(email.text).toContain("Name: Jordan Lee");
    expect(email.text).toContain(`Email: jordan.${tag.slice(0, 8)}@example.com`);
    expect(email.text).toContain(`We have a mechanical design role open. Reference ${tag}.`);
    expect(email.text).toContain(`Admin inbox: ${SITE}/admin\n`);

    const events = webhook.about(tag);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "contact_message",
      site: SITE,
      adminUrl: `${SITE}/admin`,
      message: {
        name: "Jordan Lee",
        email: `jordan.${tag.slice(0, 8)}@example.com`,
        message: `We have a mechanical design role open. Reference ${tag}.`,
      },
    });

    expect(await outboxAbout(tag)).toEqual([
      expect.objectContaining({ kind: "contact", status: "sent", attempts: 1, emailed: true, posted: true }),
    ]);
    // Later runs send nothing more.
    await deliver();
    expect(mailbox.about(tag)).toHaveLength(1);
    expect(webhook.about(tag)).toHaveLength(1);
  });

  it("with the mail server down: stored and answered 201, failures recorded with a next retry, then delivered exactly once", async () => {
    await mailbox.stop();
    const tags = [randomUUID(), randomUUID(), randomUUID()];
    const responses = await Promise.all(tags.map(sendContact));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    for (const tag of tags) {
      const [{ n }] = (await stored<{ n: number }>(
        server,
        "select count(*)::int as n from public.contact_messages where message like '%' || $1 || '%'",
        [tag],
      )) as [{ n: number }];
      expect(n).toBe(1);
    }
    await whenNotificationsIdle();

    for (const tag of tags) {
      const rows = await outboxAbout(tag);
      expect(rows).toEqual([
        expect.objectContaining({ status: "pending", attempts: 1, due_later: true, emailed: false, posted: true }),
      ]);
      expect(rows[0]!.last_error).toMatch(/^Email: .*ECONNREFUSED/);
      expect(rows[0]!.last_error).not.toContain(SMTP_PASSWORD);
    }
    // The admin's panel lists them, with what failed and when it is tried again.
    const status = await bodyOf<NotificationStatus>(
      await admin.getNotifications(adminRequest("/api/admin/notifications"), callers.owner, adminDeps()),
    );
    expect(status).toMatchObject({ configured: true, email: true, webhook: true });
    expect(status.failingCount).toBeGreaterThanOrEqual(3);
    const listed = status.undelivered.filter((entry) => entry.sender === "Jordan Lee" && entry.attempts === 1);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const entry of listed) {
      expect(entry.last_error).toMatch(/ECONNREFUSED/);
      expect(Date.parse(entry.next_attempt_at)).toBeGreaterThan(Date.parse(entry.last_attempt_at!));
    }

    // Back up, on the same address; nothing is due before the backoff has passed.
    await mailbox.start(mailbox.port);
    await deliver();
    expect(tags.flatMap((tag) => mailbox.about(tag))).toEqual([]);

    // Once due, two runs at the same time deliver each message exactly once.
    await retriesDue();
    await Promise.all([deliver(), deliver()]);
    for (const tag of tags) {
      expect(mailbox.about(tag)).toHaveLength(1);
      expect(webhook.about(tag)).toHaveLength(1);
      expect(await outboxAbout(tag)).toEqual([
        expect.objectContaining({ status: "sent", attempts: 2, emailed: true, posted: true, last_error: null }),
      ]);
    }
    await retriesDue();
    await deliver();
    expect(tags.flatMap((tag) => mailbox.about(tag))).toHaveLength(3);
  });

  it("with a slow mail server: the visitor's answer does not wait for it", async () => {
    mailbox.hold();
    const first = randomUUID();
    expect((await sendContact(first)).status).toBe(201);
    // The first notification is now inside the SMTP server's DATA, held there.
    await expect.poll(() => mailbox.held, { timeout: 10_000 }).toBe(1);
    const second = randomUUID();
    expect((await sendContact(second)).status).toBe(201);
    expect(mailbox.held).toBe(1);
    expect(mailbox.about(first)).toEqual([]);
    mailbox.release();
    await whenNotificationsIdle();
    expect(mailbox.about(first)).toHaveLength(1);
    expect(mailbox.about(second)).toHaveLength(1);
  });

  it("retries only the channel that failed: a webhook failure sends no second email", async () => {
    webhook.failNext = 1;
    const tag = randomUUID();
    expect((await sendContact(tag)).status).toBe(201);
    await whenNotificationsIdle();
    expect(await outboxAbout(tag)).toEqual([
      expect.objectContaining({ status: "pending", attempts: 1, emailed: true, posted: false }),
    ]);
    expect((await outboxAbout(tag))[0]!.last_error).toBe(
      "Webhook: The webhook refused the event: 500 Internal Server Error",
    );

    await retriesDue();
    await deliver();
    expect(mailbox.about(tag)).toHaveLength(1);
    expect(webhook.about(tag)).toHaveLength(1);
    expect(await outboxAbout(tag)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
  });
});

describe("guestbook messages", () => {
  it("several within 15 minutes give one email listing them, with a link to moderation", async () => {
    const tag = randomUUID();
    const names = ["Ana Ruiz", "Sam Park", "Kai Moreno", "Lee Chen"];
    for (const name of names) expect((await signGuestbook(name, tag)).status).toBe(201);
    await whenNotificationsIdle();
    await deliver();
    // Waiting for the batch: nothing sent yet.
    expect(mailbox.about(tag)).toEqual([]);
    expect((await outboxAbout(tag)).map((row) => [row.status, row.attempts])).toEqual(names.map(() => ["pending", 0]));

    // One is approved meanwhile: it needs no announcement.
    await stored(
      server,
      `update public.guestbook_messages set status = 'approved', approved_at = now()
       where name = 'Lee Chen' and message like '%' || $1`,
      [tag],
    );

    await batchWindowPassed();
    await Promise.all([deliver(), deliver()]);
    const emails = mailbox.about(tag);
    expect(emails).toHaveLength(1);
    const [email] = emails as [ReceivedEmail];
    expect(email.headers.get("subject")).toBe("3 guestbook messages waiting for moderation");
    expect(email.headers.has("reply-to")).toBe(false);
    for (const name of ["Ana Ruiz", "Sam Park", "Kai Moreno"]) expect(email.text).toContain(`From: ${name}`);
    expect(email.text).not.toContain("Lee Chen");
    expect(email.text).toContain(`Moderate them: ${SITE}/admin/guestbook\n`);

    const events = webhook.about(tag);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "guestbook_messages", adminUrl: `${SITE}/admin/guestbook` });
    expect(events[0]!.messages!.map((message) => message.name)).toEqual(["Ana Ruiz", "Sam Park", "Kai Moreno"]);

    expect((await outboxAbout(tag)).map((row) => row.status)).toEqual(["sent", "sent", "sent", "skipped"]);

    // A new message starts a new window: not sent at once.
    const later = randomUUID();
    expect((await signGuestbook("Noor Haddad", later)).status).toBe(201);
    await whenNotificationsIdle();
    await deliver();
    expect(mailbox.about(later)).toEqual([]);
    await batchWindowPassed();
    await deliver();
    expect(mailbox.about(later)).toHaveLength(1);
    expect(mailbox.about(later)[0]!.headers.get("subject")).toBe("1 guestbook message waiting for moderation");
  });
});

function adminDeps() {
  return { db: server.db, storage: server.storage, messagesPerHour: 10_000 };
}

describe("the admin's endpoints", () => {
  it("show where notifications go, never the SMTP password nor the webhook's path", async () => {
    const response = await admin.getNotificationSettings(
      adminRequest("/api/admin/notifications/settings"),
      callers.owner,
      adminDeps(),
    );
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    expect(text).not.toContain(SMTP_PASSWORD);
    expect(text).not.toContain("token-in-path");
    expect(await bodyOf<NotificationSettingsView>(response)).toEqual({
      email: {
        server: `127.0.0.1:${mailbox.port}`,
        secure: false,
        user: SMTP_USER,
        to: OWNER_INBOX,
        toSource: "NOTIFY_EMAIL",
        from: `Portfolio notifications <${OWNER_INBOX}>`,
      },
      webhook: { host: new URL(process.env.NOTIFY_WEBHOOK_URL!).host },
      weeklySummary: { environment: false, owner: true, timeZone: "UTC" },
    });
  });

  it("'Send test email' sends one right away, or answers the mail server's failure", async () => {
    const before = mailbox.received.length;
    const sent = await admin.postTestEmail(
      adminRequest("/api/admin/notifications/test", { body: {} }),
      callers.owner,
      adminDeps(),
    );
    expect(sent.status).toBe(200);
    expect(await bodyOf(sent)).toEqual({ sent: true, to: OWNER_INBOX });
    expect(mailbox.received).toHaveLength(before + 1);
    expect(mailbox.received.at(-1)!.headers.get("subject")).toBe("Test email from your portfolio");

    await mailbox.stop();
    const failed = await admin.postTestEmail(
      adminRequest("/api/admin/notifications/test", { body: {} }),
      callers.owner,
      adminDeps(),
    );
    expect(failed.status).toBe(502);
    const { error } = await bodyOf<{ error: string }>(failed);
    expect(error).toMatch(/^The test email could not be sent: .*ECONNREFUSED/);
    expect(error).not.toContain(SMTP_PASSWORD);
    await mailbox.start(mailbox.port);
  });

  it("'Retry now' makes failed notifications due at once and answers after the attempt", async () => {
    await mailbox.stop();
    const tag = randomUUID();
    expect((await sendContact(tag)).status).toBe(201);
    await whenNotificationsIdle();
    expect(await outboxAbout(tag)).toEqual([expect.objectContaining({ status: "pending", due_later: true })]);
    await mailbox.start(mailbox.port);
    const response = await admin.postRetryNotifications(
      adminRequest("/api/admin/notifications/retry", { body: {} }),
      callers.owner,
      adminDeps(),
    );
    expect(response.status).toBe(200);
    expect(mailbox.about(tag)).toHaveLength(1);
    expect(await outboxAbout(tag)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
    const status = await bodyOf<NotificationStatus>(response);
    expect(status.undelivered.some((entry) => entry.attempts > 0)).toBe(false);
  });
});

/* Applications ------------------------------------------------------------------------------ */

/** The owner's own: an application with its link, as the admin creates one. */
async function newApplication(company: string, role: string): Promise<{ id: string; token: string }> {
  const [row] = await server.db.withClaims(callers.admin, (sql) =>
    sql.query<{ id: string; token: string }>(
      "insert into public.applications (company, role) values ($1, $2) returning id, token",
      [company, role],
    ),
  );
  return row!;
}

/**
 * One event of a link's visit as its endpoint records it (as a visitor, through the database's one
 * function), then, after the commit, what the endpoint does with a first open.
 */
async function linkEvent(token: string, visit: string, kind: string, target: string | null = null) {
  const [row] = await server.db.asAnon((sql) =>
    sql.query<{ first: boolean | null }>("select private.record_application_event($1, $2, $3, $4) as first", [
      token,
      visit,
      kind,
      target,
    ]),
  );
  if (row!.first) startNotificationDelivery(server.db, "application");
  return row!.first;
}

/** The owner saves their identity with these settings changed (Settings → Identity). */
function ownerSaves(owner: { timeZone?: string; weeklySummary?: boolean }) {
  return server.db.withClaims(callers.admin, async (sql) => {
    const { settings, updated_at } = await readSiteSettings(sql);
    await saveSiteSettings(sql, { ...settings, owner: { ...settings.owner, ...owner } }, updated_at);
  });
}
const ownerSavesTimeZone = (timeZone: string) => ownerSaves({ timeZone });

const applicationRows = (id: string) =>
  stored<OutboxRow>(
    server,
    `select o.id, o.kind, o.status, o.attempts, o.last_error, o.next_attempt_at > now() as due_later,
            o.email_sent_at is not null as emailed, o.webhook_sent_at is not null as posted, o.note
     from private.notification_outbox o where o.application_id = $1 order by o.id`,
    [id],
  );

describe("an application link's first open", () => {
  it("emails the owner once, at once, with the exact subject and the role; later opens send nothing", async () => {
    const tag = randomUUID();
    const role = `Robotics Engineer, ref ${tag}`;
    const { id, token } = await newApplication("Acme Robotics", role);
    const visit = randomUUID();
    expect(await linkEvent(token, visit, "open")).toBe(true);
    await whenNotificationsIdle();

    const emails = mailbox.about(tag);
    expect(emails).toHaveLength(1);
    const [email] = emails as [ReceivedEmail];
    expect(email.to).toEqual([OWNER_INBOX]);
    expect(email.headers.get("subject")).toBe("Acme Robotics opened your application link");
    expect(email.headers.get("reply-to")).toBeUndefined();
    expect(email.text).toContain("Company: Acme Robotics\n");
    expect(email.text).toContain(`Role: ${role}\n`);
    expect(email.text).toMatch(/\nOpened: \w{3}, \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(UTC\)\n/);
    expect(email.text).toContain("Viewed so far: nothing beyond the link's page yet.");
    expect(email.text).toContain(`Applications: ${SITE}/admin/applications\n`);
    const events = webhook.about(tag);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "application_opened",
      application: { company: "Acme Robotics", role, viewed: [] },
      adminUrl: `${SITE}/admin/applications`,
      text: `Acme Robotics opened your application link (${role}): ${SITE}/admin/applications`,
    });
    expect(await applicationRows(id)).toEqual([
      expect.objectContaining({ kind: "application", status: "sent", attempts: 1, emailed: true, posted: true }),
    ]);

    // The same visit goes on, another visit opens the link again: nothing more is sent.
    expect(await linkEvent(token, visit, "project", "soft-gripper")).toBe(false);
    expect(await linkEvent(token, randomUUID(), "open")).toBe(false);
    startNotificationDelivery(server.db, "application");
    await whenNotificationsIdle();
    await deliver();
    expect(mailbox.about(tag)).toHaveLength(1);
    expect(webhook.about(tag)).toHaveLength(1);
    expect(await applicationRows(id)).toHaveLength(1);
  });

  it("lists what was viewed by the time it goes out, at the time of the owner's zone (a retry after the mail server was down)", async () => {
    await ownerSavesTimeZone("Europe/Paris");
    await mailbox.stop();
    const tag = randomUUID();
    const role = `Design Engineer, ref ${tag}`;
    const { id, token } = await newApplication("Globex Manufacturing", role);
    const visit = randomUUID();
    expect(await linkEvent(token, visit, "open")).toBe(true);
    await whenNotificationsIdle();
    expect(await applicationRows(id)).toEqual([
      expect.objectContaining({ status: "pending", attempts: 1, emailed: false, posted: true }),
    ]);
    // Meanwhile the visitor looks around, faster than the clock ticks: recorded in one transaction,
    // the events share one `now()`, so only the order they were recorded in can order them.
    const looked = await server.db.asAnon(async (sql) => {
      const firsts: (boolean | null)[] = [];
      for (const [kind, target] of [
        ["page", "/projects"],
        ["project", "soft-gripper"],
        ["model", "gripper-assembly.glb"],
        ["project", "soft-gripper"],
        ["file", "gripper-report.pdf"],
        ["resume", null],
      ] as const) {
        const [row] = await sql.query<{ first: boolean | null }>(
          "select private.record_application_event($1, $2, $3, $4) as first",
          [token, visit, kind, target],
        );
        firsts.push(row!.first);
      }
      return firsts;
    });
    expect(looked).toEqual([false, false, false, false, false, false]);
    await mailbox.start(mailbox.port);
    await retriesDue();
    await deliver();

    const emails = mailbox.about(tag);
    expect(emails).toHaveLength(1);
    const [email] = emails as [ReceivedEmail];
    expect(email.headers.get("subject")).toBe("Globex Manufacturing opened your application link");
    expect(email.text).toContain(`Role: ${role}\n`);
    expect(email.text).toMatch(/\nOpened: .+ \(Europe\/Paris\)\n/);
    expect(email.text).toContain(
      [
        "Viewed so far:",
        "- Page: /projects",
        "- Project: soft-gripper (2 times)",
        "- 3D model: gripper-assembly.glb",
        "- File: gripper-report.pdf",
        "- Résumé downloaded",
        "",
      ].join("\n"),
    );
    // The webhook went out with the first attempt and is not sent again.
    expect(webhook.about(tag)).toHaveLength(1);
    expect(await applicationRows(id)).toEqual([
      expect.objectContaining({ status: "sent", attempts: 2, emailed: true }),
    ]);
    await ownerSavesTimeZone("UTC");
  });
});

/* The weekly summary ---------------------------------------------------------------------------- */

describe("the weekly summary", () => {
  // The week of Monday 2 March 2026 in New York: daylight saving starts on Sunday 8 March, so it
  // runs from 05:00 UTC on the 2nd to 04:00 UTC on the 9th (167 hours).
  const ZONE = "America/New_York";
  const WEEK = summaryWeek("2026-03-02", ZONE);
  const MONDAY_0759 = new Date("2026-03-09T11:59:00Z");
  const MONDAY_0800 = new Date("2026-03-09T12:00:00Z");
  const at = (date: Date, ms: number) => new Date(date.getTime() + ms).toISOString();
  const HOUR = 3_600_000;

  const summaryEmails = () =>
    mailbox.received.filter((email) => email.headers.get("subject")?.startsWith("Your week on localhost:4321"));
  const summaryEvents = () => webhook.events.filter((event) => event.type === "weekly_summary");

  /** A week's worth of activity, some of it just outside the week (before, and after on Monday 00:00). */
  async function seedWeek() {
    const stamp = randomUUID().slice(0, 8);
    await stored(
      server,
      `insert into public.projects_dynamic (slug, title, category, image, overview, role, challenge, approach, outcome)
       values ('week-a-${stamp}', 'A', 'Robotics', 'https://example.com/a.webp', 'An overview text.', 'r', 'c', 'a', 'o'),
              ('week-b-${stamp}', 'B', 'Robotics', 'https://example.com/b.webp', 'An overview text.', 'r', 'c', 'a', 'o')`,
    );
    const views: [string, string | null, string][] = [
      [`week-a-${stamp}`, "https://www.google.com/search?q=gripper", at(WEEK.starts, 0)],
      [`week-a-${stamp}`, "https://www.google.com/search?q=robot", at(WEEK.starts, 30 * HOUR)],
      [`week-a-${stamp}`, "https://www.linkedin.com/feed/", at(WEEK.starts, 100 * HOUR)],
      [`week-a-${stamp}`, null, at(WEEK.ends, -1)],
      [`week-b-${stamp}`, "https://github.com/someone", at(WEEK.starts, 2 * HOUR)],
      // Outside: the second before, and Monday 00:00 after.
      [`week-a-${stamp}`, "https://outside.example.org/", at(WEEK.starts, -1000)],
      [`week-b-${stamp}`, "https://outside.example.org/", at(WEEK.ends, 0)],
    ];
    for (const [slug, referrer, createdAt] of views) {
      await stored(
        server,
        "insert into public.project_views (project_slug, referrer, created_at) values ($1, $2, $3)",
        [slug, referrer, createdAt],
      );
    }
    const acme = await newApplication("Initech", "Mechanical Engineer");
    const globex = await newApplication("Umbrella Robotics", "Controls Engineer");
    const events: [string, string, string | null, string][] = [
      [acme.id, "open", null, at(WEEK.starts, 10 * HOUR)],
      [acme.id, "model", "arm.glb", at(WEEK.starts, 10 * HOUR + 60_000)],
      [acme.id, "resume", null, at(WEEK.starts, 10 * HOUR + 120_000)],
      [acme.id, "open", null, at(WEEK.starts, 50 * HOUR)],
      [acme.id, "file", "report.pdf", at(WEEK.starts, 50 * HOUR + 60_000)],
      [globex.id, "open", null, at(WEEK.starts, 120 * HOUR)],
      [globex.id, "file", "drawing.pdf", at(WEEK.starts, 120 * HOUR + 60_000)],
      [globex.id, "open", null, at(WEEK.ends, 0)],
    ];
    for (const [applicationId, kind, target, createdAt] of events) {
      await stored(
        server,
        `insert into public.application_events (application_id, visit_id, kind, target, created_at)
         values ($1, gen_random_uuid(), $2, $3, $4)`,
        [applicationId, kind, target, createdAt],
      );
    }
    await stored(
      server,
      `insert into public.contact_messages (name, email, message, created_at) values
         ('Week Visitor', 'week@example.com', 'Inside the week ${stamp}', $1),
         ('Week Visitor', 'week@example.com', 'After the week ${stamp}', $2)`,
      [at(WEEK.starts, 80 * HOUR), at(WEEK.ends, 0)],
    );
    await stored(
      server,
      `insert into public.guestbook_messages (name, message, created_at) values
         ('Week Guest', 'Inside the week ${stamp}', $1), ('Week Guest', 'Also inside ${stamp}', $2)`,
      [at(WEEK.starts, 90 * HOUR), at(WEEK.ends, -HOUR)],
    );
  }

  it("is due on Monday 08:00 in the owner's time zone, sent once, with the admin analytics' figures for that week", async () => {
    await ownerSavesTimeZone(ZONE);
    await seedWeek();
    const weekly = { ...settings(), weeklySummary: true };

    // Off (NOTIFY_WEEKLY_SUMMARY=off, as this file runs): nothing, even when due.
    await deliverNotifications(server.db, settings(), { now: MONDAY_0800 });
    // Turned off by the owner in the settings: nothing either, until turned on again.
    await ownerSaves({ weeklySummary: false });
    await deliverNotifications(server.db, weekly, { now: MONDAY_0800 });
    expect(summaryEmails()).toEqual([]);
    await ownerSaves({ weeklySummary: true });
    // Before Monday 08:00 in New York (11:59 UTC): nothing either.
    await deliverNotifications(server.db, weekly, { now: MONDAY_0759 });
    expect(summaryEmails()).toEqual([]);

    // From 08:00: one email and one webhook event, however many runs and processes go at once.
    await Promise.all([
      deliverNotifications(server.db, weekly, { now: MONDAY_0800 }),
      deliverNotifications(server.db, weekly, { now: MONDAY_0800 }),
      deliverNotifications(server.db, weekly, { now: new Date(MONDAY_0800.getTime() + 60_000) }),
    ]);
    await deliverNotifications(server.db, weekly, { now: new Date("2026-03-13T20:00:00Z") });
    expect(summaryEmails()).toHaveLength(1);
    expect(summaryEvents()).toHaveLength(1);
    const [email] = summaryEmails() as [ReceivedEmail];
    expect(email.to).toEqual([OWNER_INBOX]);
    expect(email.headers.get("subject")).toBe("Your week on localhost:4321: Mon, 2 Mar 2026 to Sun, 8 Mar 2026");

    // The figures, as the admin's own queries count them for the same week.
    const admin = await server.db.withClaims(callers.admin, async (sql) => ({
      perProject: await viewsPerProjectBetween(sql, WEEK),
      sources: await topReferrersBetween(sql, WEEK),
      applications: await applicationActivityBetween(sql, WEEK),
      messages: await messagesReceivedBetween(sql, WEEK),
    }));
    const summary = summaryEvents()[0]!.summary!;
    expect(summary).toEqual({
      week: "2026-03-02",
      time_zone: ZONE,
      starts: "2026-03-02T05:00:00.000Z",
      ends: "2026-03-09T04:00:00.000Z",
      views: { total: 5, perProject: admin.perProject },
      sources: admin.sources,
      applications: admin.applications,
      messages: admin.messages,
    });
    // What those figures are: inside the week only, Monday 00:00 at either end in New York.
    expect(admin.perProject.map((entry) => entry.views)).toEqual([4, 1]);
    expect(admin.sources).toEqual([
      { referrer: "https://www.google.com", views: 2 },
      { referrer: "https://github.com", views: 1 },
      { referrer: "https://www.linkedin.com", views: 1 },
    ]);
    expect(
      admin.applications.map(({ company, opens, models, files, resumes }) => ({
        company,
        opens,
        models,
        files,
        resumes,
      })),
    ).toEqual([
      { company: "Initech", opens: 2, models: 1, files: 1, resumes: 1 },
      { company: "Umbrella Robotics", opens: 1, models: 0, files: 1, resumes: 0 },
    ]);
    expect(admin.messages).toEqual({ contact: 1, guestbook: 2 });

    expect(email.text).toContain("Mon, 2 Mar 2026 00:00 to Sun, 8 Mar 2026 24:00 (America/New_York)");
    expect(email.text).toContain("Views: 5 project views\n");
    expect(email.text).toContain("Top sources:\n  https://www.google.com: 2\n  https://github.com: 1\n");
    expect(email.text).toContain(
      "Application links opened: 3 times\n  Initech (Mechanical Engineer): 2\n  Umbrella Robotics (Controls Engineer): 1\n",
    );
    expect(email.text).toContain("Downloads through application links: 1 résumé, 2 files\n");
    expect(email.text).toContain("3D models opened through application links: 1\n");
    expect(email.text).toContain("New messages: 1 contact message, 2 guestbook messages\n");

    // The admin's analytics screen counts views over "the last N days" with the same query: over a
    // window reaching back to this week, it finds this week's views and the ones after it.
    const days = Math.ceil((Date.now() - WEEK.starts.getTime()) / (24 * HOUR)) + 1;
    const response = await adminAnalytics(
      adminRequest(`/api/admin/analytics?days=${days}`),
      callers.owner,
      adminDeps(),
    );
    const shown = await bodyOf<Analytics>(response);
    const since = await server.db.withClaims(callers.admin, (sql) =>
      viewsPerProjectBetween(sql, {
        starts: new Date(`${shown.daily[0]!.day}T00:00:00Z`),
        ends: new Date("9999-12-31T00:00:00Z"),
      }),
    );
    expect(shown.perProject).toEqual(since);

    const [row] = await stored<{ status: string; attempts: number }>(
      server,
      "select status, attempts from private.notification_outbox where kind = 'weekly_summary' and summary_week = '2026-03-02'",
    );
    expect(row).toEqual({ status: "sent", attempts: 1 });
    await ownerSavesTimeZone("UTC");
  });
});

describe("configuration", () => {
  it("sends to the owner's email from the site settings when NOTIFY_EMAIL is unset", async () => {
    const env = readServerEnv({ SMTP_URL: "smtps://user:pass@smtp.example.com:465" });
    // The shipped settings until the owner saves theirs…
    expect(await ownerEmail(server.db)).toBe(site.owner.email);
    expect(await emailAddresses(server.db, notificationSettings(env))).toEqual({
      to: site.owner.email,
      toSource: "owner",
      from: `Portfolio notifications <${site.owner.email}>`,
    });
    // …then the saved ones.
    await server.db.withClaims(callers.admin, async (sql) => {
      const { settings, updated_at } = await readSiteSettings(sql);
      await saveSiteSettings(sql, { ...settings, owner: { ...settings.owner, email: "me@owner.example" } }, updated_at);
    });
    expect(await ownerEmail(server.db)).toBe("me@owner.example");
    expect((await emailAddresses(server.db, notificationSettings(env))).to).toBe("me@owner.example");
    const withFrom = readServerEnv({ SMTP_URL: "smtp://mail.example.com", NOTIFY_FROM: "Site <site@example.com>" });
    expect((await emailAddresses(server.db, notificationSettings(withFrom))).from).toBe("Site <site@example.com>");
  });

  it("without NOTIFY_EMAIL, emails each contact message to the owner's email as saved when it goes out", async () => {
    const ownerSaves = (email: string) =>
      server.db.withClaims(callers.admin, async (sql) => {
        const { settings, updated_at } = await readSiteSettings(sql);
        await saveSiteSettings(sql, { ...settings, owner: { ...settings.owner, email } }, updated_at);
      });
    // Stored as the contact form stores it, then delivered as its own run would deliver it.
    const deliverToOwner = async (tag: string) => {
      await server.db.asAnon((sql) =>
        insertVisitorMessage(sql, "contact_messages", {
          name: "Jordan Lee",
          email: "jordan@example.com",
          message: `We have a mechanical design role open. Reference ${tag}.`,
        }),
      );
      await deliverInstantNotifications(server.db, { ...settings(), notifyEmail: null });
      return mailbox.about(tag).map((email) => email.to);
    };
    await ownerSaves("first@owner.example");
    expect(await deliverToOwner(randomUUID())).toEqual([["first@owner.example"]]);
    await ownerSaves("second@owner.example");
    expect(await deliverToOwner(randomUUID())).toEqual([["second@owner.example"]]);
  });

  it("refuses a malformed SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM, NOTIFY_WEBHOOK_URL or NOTIFY_WEEKLY_SUMMARY by name", () => {
    expect(() => readServerEnv({ SMTP_URL: "https://smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(() => readServerEnv({ NOTIFY_EMAIL: "owner" })).toThrow(/NOTIFY_EMAIL/);
    expect(() => readServerEnv({ NOTIFY_FROM: "Owner <owner>" })).toThrow(/NOTIFY_FROM/);
    expect(() => readServerEnv({ NOTIFY_WEBHOOK_URL: "ftp://hooks.example.com" })).toThrow(/NOTIFY_WEBHOOK_URL/);
    expect(() => readServerEnv({ NOTIFY_WEEKLY_SUMMARY: "weekly" })).toThrow(/NOTIFY_WEEKLY_SUMMARY/);
    // The weekly summary is on unless turned off.
    expect(notificationSettings(readServerEnv({})).weeklySummary).toBe(true);
    expect(notificationSettings(readServerEnv({ NOTIFY_WEEKLY_SUMMARY: "on" })).weeklySummary).toBe(true);
    expect(notificationSettings(readServerEnv({ NOTIFY_WEEKLY_SUMMARY: "off" })).weeklySummary).toBe(false);
  });

  it("with neither SMTP_URL nor a webhook, closes waiting notifications as not configured", async () => {
    const tag = randomUUID();
    expect((await sendContact(tag)).status).toBe(201);
    await whenNotificationsIdle();
    await mailbox.stop();
    // A message whose delivery failed, then the settings changed to nothing.
    const failing = randomUUID();
    expect((await sendContact(failing)).status).toBe(201);
    await whenNotificationsIdle();
    expect(await outboxAbout(failing)).toEqual([expect.objectContaining({ status: "pending" })]);

    const off = notificationSettings(readServerEnv({}));
    const result = await deliverNotifications(server.db, off);
    expect(result.sent).toBe(0);
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await outboxAbout(failing)).toEqual([
      expect.objectContaining({ status: "skipped", note: NOT_CONFIGURED_NOTE }),
    ]);
    expect(await outboxAbout(tag)).toEqual([expect.objectContaining({ status: "sent" })]);
  });
});

/**
 * What the owner receives: the emails (plain text) and the webhook's JSON event for a contact
 * message, for a burst of contact messages announced together, for a batch of guestbook messages
 * waiting for moderation, and for the admin's test.
 */
import { ADMIN_ROUTES, type AdminRoute } from "../../lib/admin-routes";
import type { EmailAddresses } from "./settings";

/** A contact message as the outbox delivers it. */
export interface ContactNotice {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
}

/** A guestbook message waiting for moderation (email may be null: it is optional there). */
export interface GuestbookNotice {
  id: string;
  name: string;
  email: string | null;
  message: string;
  created_at: string;
}

export type NotificationEvent =
  | { type: "contact_message"; message: ContactNotice }
  /** A burst of contact messages, announced together. */
  | { type: "contact_messages"; messages: ContactNotice[] }
  | { type: "guestbook_messages"; messages: GuestbookNotice[] };

/** What a channel sends: one email, or one JSON body. */
export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
}

/** The admin screen where the owner reads contact messages (the dashboard) or moderates the guestbook. */
export function adminUrl(siteUrl: string, key: AdminRoute["key"]): string {
  return `${siteUrl}${ADMIN_ROUTES.find((route) => route.key === key)!.path}`;
}

/** Where each kind of event is handled in the admin. */
export function eventAdminUrl(event: NotificationEvent, siteUrl: string): string {
  return adminUrl(siteUrl, event.type === "guestbook_messages" ? "guestbook" : "dashboard");
}

/** "2026-11-27 09:41 UTC": the server does not know the owner's time zone. */
function utc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A summary's entries show this much of each message; the admin has the rest. */
const SUMMARY_MESSAGE_CHARACTERS = 500;
const excerpt = (text: string) =>
  text.length > SUMMARY_MESSAGE_CHARACTERS ? `${text.slice(0, SUMMARY_MESSAGE_CHARACTERS)}…` : text;

/** The email of one event. A contact message is answered by replying: Reply-To is the visitor. */
export function eventEmail(event: NotificationEvent, addresses: EmailAddresses, siteUrl: string): OutgoingEmail {
  const link = eventAdminUrl(event, siteUrl);
  const host = new URL(siteUrl).host;
  if (event.type === "contact_message") {
    const { message } = event;
    return {
      from: addresses.from,
      to: addresses.to,
      replyTo: { name: message.name, address: message.email },
      subject: `New message from ${message.name}`,
      text: [
        `${message.name} wrote to you through the contact form on ${host}.`,
        "",
        `Name: ${message.name}`,
        `Email: ${message.email}`,
        `Sent: ${utc(message.created_at)}`,
        "",
        "Message:",
        message.message,
        "",
        "--",
        `Reply to this email to answer ${message.name} directly.`,
        `Admin inbox: ${link}`,
        "",
      ].join("\n"),
    };
  }
  if (event.type === "contact_messages") {
    const { messages } = event;
    return {
      from: addresses.from,
      to: addresses.to,
      subject: `${plural(messages.length, "new message", "new messages")} through the contact form`,
      text: [
        `Many messages arrived through the contact form on ${host} in a short time, so they are announced together.`,
        "",
        ...messages.flatMap((entry) => [
          `From: ${entry.name} <${entry.email}>`,
          `Sent: ${utc(entry.created_at)}`,
          excerpt(entry.message),
          "",
        ]),
        "--",
        `Read and answer them: ${link}`,
        "",
      ].join("\n"),
    };
  }
  const { messages } = event;
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `${plural(messages.length, "guestbook message", "guestbook messages")} waiting for moderation`,
    text: [
      `${plural(messages.length, "message is", "messages are")} waiting for your approval in the guestbook on ${host}.`,
      "",
      ...messages.flatMap((entry) => [
        `From: ${entry.name}${entry.email ? ` <${entry.email}>` : ""}`,
        `Sent: ${utc(entry.created_at)}`,
        entry.message,
        "",
      ]),
      "--",
      `Moderate them: ${link}`,
      "",
    ].join("\n"),
  };
}

/** The webhook's body: the event, with where to handle it and a one-line summary (`text`, as chat webhooks read it). */
export function webhookBody(event: NotificationEvent, siteUrl: string) {
  const adminLink = eventAdminUrl(event, siteUrl);
  const text =
    event.type === "contact_message"
      ? `New message from ${event.message.name} <${event.message.email}>: ${adminLink}`
      : event.type === "contact_messages"
        ? `${plural(event.messages.length, "new message", "new messages")} through the contact form: ${adminLink}`
        : `${plural(event.messages.length, "guestbook message", "guestbook messages")} waiting for moderation: ${adminLink}`;
  return { ...event, site: siteUrl, adminUrl: adminLink, text };
}

/** The admin's 'Send test email'. */
export function testEmail(addresses: EmailAddresses, siteUrl: string): OutgoingEmail {
  return {
    from: addresses.from,
    to: addresses.to,
    subject: "Test email from your portfolio",
    text: [
      `This is a test email from ${new URL(siteUrl).host}.`,
      "",
      "Email notifications work: new contact messages and guestbook messages will be announced at this address.",
      "",
      "--",
      `Admin: ${adminUrl(siteUrl, "dashboard")}`,
      "",
    ].join("\n"),
  };
}

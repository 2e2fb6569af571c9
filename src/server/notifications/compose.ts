/**
 * What the owner receives: the emails (plain text) and the webhook's JSON event for a contact
 * message, for a burst of contact messages announced together, for a batch of guestbook messages
 * waiting for moderation, for the first open of an application's link, for the weekly summary, and
 * for the admin's test.
 */
import type { ReferrerCount, ViewCount } from "../../lib/api-types";
import { ADMIN_ROUTES, type AdminRoute } from "../../lib/admin-routes";
import type { ApplicationActivity, MessagesReceived } from "../repositories/activity";
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

/** What a link's visitors opened, as the first-open email lists it (link checks left out). */
export interface ViewedItem {
  kind: "page" | "project" | "model" | "file" | "resume";
  /** A page's path, a project's slug, a model's or a file's name (null for a résumé download). */
  target: string | null;
  /** How many times it was opened. */
  times: number;
}

/** The first open of an application's link, with what its visitors viewed by the time it is sent. */
export interface ApplicationOpenNotice {
  id: string;
  company: string;
  role: string;
  /** The link's first open. */
  opened_at: string;
  /** The owner's time zone, for the email's times. */
  time_zone: string;
  viewed: ViewedItem[];
}

/** The weekly summary's figures: the week from Monday 00:00 to Monday 00:00 in the owner's time zone. */
export interface WeeklySummaryNotice {
  /** The Monday that starts the week, "YYYY-MM-DD" (local). */
  week: string;
  time_zone: string;
  starts: string;
  ends: string;
  /** Project views (the admin's analytics for the same window). */
  views: { total: number; perProject: ViewCount[] };
  /** The referring sites of those views, highest first (at most 10, as the admin lists them). */
  sources: ReferrerCount[];
  /** What application links' visitors did that week, per application. */
  applications: ApplicationActivity[];
  messages: MessagesReceived;
}

export type NotificationEvent =
  | { type: "contact_message"; message: ContactNotice }
  /** A burst of contact messages, announced together. */
  | { type: "contact_messages"; messages: ContactNotice[] }
  | { type: "guestbook_messages"; messages: GuestbookNotice[] }
  | { type: "application_opened"; application: ApplicationOpenNotice }
  | { type: "weekly_summary"; summary: WeeklySummaryNotice };

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

/**
 * The admin's Applications screen, once the admin has one (a route keyed "applications"); the
 * dashboard until then.
 */
function applicationsUrl(siteUrl: string): string {
  const routes: readonly { key: string; path: string }[] = ADMIN_ROUTES;
  const route = routes.find((entry) => entry.key === "applications");
  return route ? `${siteUrl}${route.path}` : adminUrl(siteUrl, "dashboard");
}

/** Where each kind of event is handled in the admin. */
export function eventAdminUrl(event: NotificationEvent, siteUrl: string): string {
  if (event.type === "application_opened") return applicationsUrl(siteUrl);
  return adminUrl(siteUrl, event.type === "guestbook_messages" ? "guestbook" : "dashboard");
}

/** "2026-11-27 09:41 UTC": message times, as the server has always given them. */
function utc(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "Mon, 30 Nov 2026, 09:41 (Europe/Paris)": a time on the owner's clock. */
export function zonedTime(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
  return `${text} (${timeZone})`;
}

/** "Mon, 23 Nov 2026": a date on the owner's calendar. */
function zonedDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(iso));
}

/** The last day of the summarised week ("Sun, 29 Nov 2026"): the day before the Monday it ends on. */
function lastDayOf(summary: WeeklySummaryNotice): string {
  return zonedDay(new Date(Date.parse(summary.ends) - 12 * 3_600_000).toISOString(), summary.time_zone);
}

const VIEWED_LABELS: Record<ViewedItem["kind"], string> = {
  page: "Page",
  project: "Project",
  model: "3D model",
  file: "File",
  resume: "Résumé",
};

function viewedLine(item: ViewedItem): string {
  const times = item.times > 1 ? ` (${item.times} times)` : "";
  return item.kind === "resume" && !item.target
    ? `- Résumé downloaded${times}`
    : `- ${VIEWED_LABELS[item.kind]}: ${item.target ?? "(unnamed)"}${times}`;
}

/** The summary's headline figures, as its webhook text and its email's first lines say them. */
function summaryTotals(summary: WeeklySummaryNotice) {
  const sum = (pick: (entry: ApplicationActivity) => number) =>
    summary.applications.reduce((total, entry) => total + pick(entry), 0);
  return {
    views: summary.views.total,
    opens: sum((entry) => entry.opens),
    resumes: sum((entry) => entry.resumes),
    files: sum((entry) => entry.files),
    models: sum((entry) => entry.models),
    messages: summary.messages.contact + summary.messages.guestbook,
  };
}

function applicationOpenEmail(application: ApplicationOpenNotice, addresses: EmailAddresses, siteUrl: string) {
  const link = applicationsUrl(siteUrl);
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `${application.company} opened your application link`,
    text: [
      `The link you sent with your application to ${application.company} was opened for the first time.`,
      "",
      `Company: ${application.company}`,
      `Role: ${application.role}`,
      `Opened: ${zonedTime(application.opened_at, application.time_zone)}`,
      "",
      ...(application.viewed.length > 0
        ? ["Viewed so far:", ...application.viewed.map(viewedLine)]
        : ["Viewed so far: nothing beyond the link's page yet."]),
      "",
      "--",
      "Later visits are not emailed; the admin lists every visit of the link.",
      `Applications: ${link}`,
      "",
    ].join("\n"),
  };
}

function weeklySummaryEmail(summary: WeeklySummaryNotice, addresses: EmailAddresses, siteUrl: string) {
  const host = new URL(siteUrl).host;
  const totals = summaryTotals(summary);
  const first = zonedDay(summary.starts, summary.time_zone);
  const last = lastDayOf(summary);
  const opened = summary.applications.filter((entry) => entry.opens > 0);
  const table = (rows: [string, number][]) => rows.map(([label, count]) => `  ${label}: ${count}`);
  return {
    from: addresses.from,
    to: addresses.to,
    subject: `Your week on ${host}: ${first} to ${last}`,
    text: [
      `Your portfolio's week, ${first} 00:00 to ${last} 24:00 (${summary.time_zone}).`,
      "",
      `Views: ${plural(totals.views, "project view", "project views")}`,
      ...table(summary.views.perProject.map((entry) => [entry.project_slug, entry.views])),
      "",
      summary.sources.length > 0 ? "Top sources:" : "Top sources: none (no view came with a referrer)",
      ...table(summary.sources.map((entry) => [entry.referrer, entry.views])),
      "",
      `Application links opened: ${totals.opens === 0 ? "none" : plural(totals.opens, "time", "times")}`,
      ...table(opened.map((entry) => [`${entry.company} (${entry.role})`, entry.opens])),
      "",
      `Downloads through application links: ${plural(totals.resumes, "résumé", "résumés")}, ${plural(totals.files, "file", "files")}`,
      `3D models opened through application links: ${totals.models}`,
      "",
      `New messages: ${plural(summary.messages.contact, "contact message", "contact messages")}, ${plural(summary.messages.guestbook, "guestbook message", "guestbook messages")}`,
      "",
      "--",
      "Views are project page views (bots left out); blog views and project file downloads are counted without dates, so they are not in a week's summary.",
      `Analytics: ${adminUrl(siteUrl, "dashboard")}`,
      `This summary comes every Monday morning; turn it off in Settings: ${adminUrl(siteUrl, "settings")}`,
      "",
    ].join("\n"),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A summary's entries show this much of each message; the admin has the rest. */
const SUMMARY_MESSAGE_CHARACTERS = 500;
const excerpt = (text: string) =>
  text.length > SUMMARY_MESSAGE_CHARACTERS ? `${text.slice(0, SUMMARY_MESSAGE_CHARACTERS)}…` : text;

/** The email of one event. A contact message is answered by replying: Reply-To is the visitor. */
export function eventEmail(event: NotificationEvent, addresses: EmailAddresses, siteUrl: string): OutgoingEmail {
  if (event.type === "application_opened") return applicationOpenEmail(event.application, addresses, siteUrl);
  if (event.type === "weekly_summary") return weeklySummaryEmail(event.summary, addresses, siteUrl);
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
  return { ...event, site: siteUrl, adminUrl: adminLink, text: `${webhookText(event, siteUrl)}: ${adminLink}` };
}

function webhookText(event: NotificationEvent, siteUrl: string): string {
  switch (event.type) {
    case "contact_message":
      return `New message from ${event.message.name} <${event.message.email}>`;
    case "contact_messages":
      return `${plural(event.messages.length, "new message", "new messages")} through the contact form`;
    case "guestbook_messages":
      return `${plural(event.messages.length, "guestbook message", "guestbook messages")} waiting for moderation`;
    case "application_opened":
      return `${event.application.company} opened your application link (${event.application.role})`;
    case "weekly_summary": {
      const totals = summaryTotals(event.summary);
      return (
        `Your week on ${new URL(siteUrl).host} from ${zonedDay(event.summary.starts, event.summary.time_zone)}: ` +
        `${plural(totals.views, "project view", "project views")}, ` +
        `${plural(totals.opens, "application link open", "application link opens")}, ` +
        `${plural(totals.messages, "new message", "new messages")}`
      );
    }
  }
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

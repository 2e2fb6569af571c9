/**
 * The site settings: the owner's identity and the fixed copy of the public pages, as the owner
 * edits them in the admin (/admin/settings) and the build reads them. One schema for the admin
 * form, the endpoint that stores them and the build that reads them back; its messages are
 * user-visible. The values shipped in src/config/site.ts are the first settings of every install.
 * Isomorphic: imported by the admin island and by server code.
 */
import "./validation/zod";
import { z } from "zod";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isTimeZone } from "./time-zones";

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be less than ${max} characters`);

const optional = (label: string, max: number) =>
  z.string(`${label} must be text`).trim().max(max, `${label} must be less than ${max} characters`);

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item, `${label} must be a list`).max(max, `At most ${max} ${label.toLowerCase()}`);

/** A web address, or a path on this site ("/storage/v1/object/public/…"). */
const isLink = (value: string) => value.startsWith("/") || /^https?:\/\/\S+$/i.test(value);
const link = (label: string) => required(label, 2048).refine(isLink, `${label} must start with https:// or /`);
/** The same, or nothing (an empty field). */
const optionalPath = (label: string) =>
  optional(label, 2048).refine((value) => value === "" || isLink(value), `${label} must start with https:// or /`);

/** A drive "view" link, or nothing (an empty field). */
const optionalLink = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} must be less than 2048 characters`)
    .refine((value) => value === "" || /^https?:\/\/\S+$/i.test(value), `${label} must start with https://`)
    .nullable()
    .transform((value) => value || null);

const counter = z.object({ value: required("Counter value", 20), label: required("Counter label", 60) });

export const siteSettingsSchema = z.object({
  owner: z.object({
    name: required("Name", 100),
    initials: required("Initials", 4),
    /** The headline under the name in the header, résumé and search results. */
    role: required("Headline", 200),
    tagline: optional("Tagline", 300),
    email: z.email("Email must be a valid email address").max(254, "Email must be less than 254 characters"),
    phone: optional("Phone", 40).refine(
      (value) => value === "" || /^[+()\d\s.-]{3,}$/.test(value),
      "Phone may contain only digits, spaces, +, -, . and parentheses",
    ),
    profileUrl: link("Profile URL"),
    profileLabel: required("Profile name", 40),
    location: required("Location", 100),
    /**
     * The owner's IANA time zone: the owner's emails give times in it, and the weekly summary goes
     * out on Monday morning there (docs/notifications.md). Not shown on the public pages.
     */
    timeZone: z
      .string("Time zone must be text")
      .trim()
      .refine(isTimeZone, "Time zone must be a time zone name such as Europe/Paris or America/New_York")
      .transform(canonicalTimeZone)
      .default(DEFAULT_TIME_ZONE),
    /** Whether the owner gets the weekly summary email (docs/notifications.md); on by default. */
    weeklySummary: z.boolean("Weekly summary must be on or off").default(true),
    graduation: optional("Graduation", 60),
    /** A photo of the owner on the home page; null shows the initials. */
    portrait: z
      .object({ src: link("Portrait"), alt: required("Portrait description", 300) })
      .nullable()
      .default(null),
  }),
  /** Empty: derived from the name and headline (siteTitleOf, siteDescriptionOf). */
  seo: z.object({
    title: optional("Site title", 120),
    description: optional("Site description", 320),
    keywords: list(required("Keyword", 60), "Keywords", 20),
  }),
  hero: z.object({
    /** Empty: "Hi, I'm {name}" (greetingOf). */
    greeting: optional("Greeting", 120),
    headline: required("Hero headline", 200),
    summary: required("Summary", 600),
    badges: list(required("Badge", 120), "Badges", 8),
    stats: list(counter, "Headline counts", 4),
  }),
  skills: z.object({
    intro: required("Skills introduction", 300),
    professionalDevelopment: list(required("Topic", 200), "Professional development topics", 20),
  }),
  about: z.object({
    heading: required("About heading", 100),
    paragraphs: list(required("Paragraph", 2000), "Paragraphs", 8),
    fastFacts: list(z.object({ label: required("Fact label", 60), value: required("Fact", 120) }), "Fast facts", 12),
  }),
  education: list(
    z.object({
      degree: required("Degree", 120),
      field: optional("Field", 120),
      institution: required("Institution", 160),
      location: optional("Location", 100),
      period: required("Period", 60),
      gpa: optional("GPA", 20),
      highlights: list(required("Highlight", 300), "Highlights", 6),
    }),
    "Education cards",
    6,
  ),
  resume: z.object({
    intro: required("Resume introduction", 300),
    counters: list(counter, "Resume counters", 6),
    highlights: list(required("Highlight", 300), "Resume highlights", 10),
  }),
  contact: z.object({
    heading: required("Contact heading", 120),
    intro: optional("Contact introduction", 1000),
    availability: list(required("Availability line", 120), "Availability lines", 8),
    currentStatus: z.object({
      title: required("Status card title", 60),
      status: required("Status", 120),
      lines: list(required("Status line", 200), "Status lines", 6),
    }),
    responseTime: z.object({
      title: required("Response card title", 60),
      items: list(
        z.object({ channel: required("Channel", 60), time: required("Response time", 60) }),
        "Response times",
        6,
      ),
    }),
  }),
  documents: z.object({
    /** Empty: no file until one is uploaded. */
    defaultResumeUrl: optionalPath("Default resume"),
    defaultPortfolioUrl: optionalPath("Default portfolio"),
    resumeDriveViewUrl: optionalLink("Resume drive link"),
    portfolioDriveViewUrl: optionalLink("Portfolio drive link"),
    portfolioLastUpdatedText: optional("Portfolio date text", 60),
    reports: list(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Report id can only contain lowercase letters, numbers, and hyphens")
          .max(100, "Report id must be less than 100 characters"),
        title: required("Report title", 200),
        description: optional("Report description", 500),
        /** The file's path inside the public `documents` bucket. */
        storagePath: required("Report file", 500).refine(
          (value) => !value.startsWith("/") && !value.includes(".."),
          "Report file must be a path inside the documents bucket",
        ),
        driveViewUrl: optionalLink("Report drive link"),
      }),
      "Reports",
      12,
    ).refine(
      (reports) => new Set(reports.map((report) => report.id)).size === reports.length,
      "Each report needs its own id",
    ),
  }),
  /** Empty: the tagline (footerTextOf). */
  footer: z.object({ blurb: optional("Footer text", 300) }),
});

/** What the form edits and the endpoint accepts (drive links may be empty strings). */
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
/** The settings as stored and read. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type StatCounter = SiteSettings["hero"]["stats"][number];
export type EducationCard = SiteSettings["education"][number];

/**
 * Stored settings laid over the shipped ones section by section, so settings saved before a
 * field existed still read (the new field takes its shipped value), then checked.
 */
export function withDefaults(stored: unknown, defaults: SiteSettingsInput): SiteSettings {
  const merged: Record<string, unknown> = { ...defaults };
  if (stored && typeof stored === "object") {
    for (const [key, value] of Object.entries(stored)) {
      const fallback = (defaults as Record<string, unknown>)[key];
      merged[key] =
        value && typeof value === "object" && !Array.isArray(value) && fallback && typeof fallback === "object"
          ? { ...fallback, ...value }
          : value;
    }
  }
  return siteSettingsSchema.parse(merged);
}

/** A phone number as a `tel:` link: its digits, with a leading + kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return `tel:${digits}`;
}

/**
 * What follows from the name and headline unless the owner writes their own: a renamed site then
 * greets, titles and describes itself by the new name everywhere, with nothing left to chase.
 */
type Identity = Pick<SiteSettingsInput, "owner" | "hero" | "seo" | "footer">;
export const greetingOf = ({ hero, owner }: Identity) => hero.greeting || `Hi, I'm ${owner.name}`;
export const siteTitleOf = ({ seo, owner }: Identity) => seo.title || `${owner.name} — ${owner.role}`;
export const siteDescriptionOf = ({ seo, owner }: Identity) =>
  seo.description || [`Portfolio of ${owner.name}, ${owner.role}.`, owner.tagline].filter(Boolean).join(" ");
export const footerTextOf = ({ footer, owner }: Identity) => footer.blurb || owner.tagline || "";

/** A page's full title: the page's own, then the owner's name; the home page has the site title. */
export function pageTitle(settings: SiteSettings, title?: string): string {
  return title ? `${title} | ${settings.owner.name}` : siteTitleOf(settings);
}

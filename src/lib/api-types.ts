/**
 * What the admin API's requests and answers carry (docs/admin-api.md), declared once: the server
 * builds them (`satisfies` these types) and the admin reads them. Isomorphic, types and constants
 * only. The notification and publishing endpoints keep theirs next to their own helpers
 * (lib/notifications.ts, lib/publishing.ts).
 */
import type { ContactMessage } from "./entities";

/* Session (GET /api/auth/session) ---------------------------------------------------------- */

export interface SessionUser {
  id: string;
  email: string;
}

/** Who is signed in, whether they are an admin, and when the access token expires (Unix seconds). */
export interface SessionState {
  user: SessionUser | null;
  isAdmin: boolean;
  expiresAt: number | null;
}

/* Dashboard (GET /api/admin/overview, GET /api/admin/analytics) ---------------------------- */

/** A project's views. */
export interface ViewCount {
  project_slug: string;
  views: number;
}

/** One UTC day's project views. */
export interface DailyViews {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
}

/** A referring site (scheme and host) and the views it sent. */
export interface ReferrerCount {
  referrer: string;
  views: number;
}

/** A visitor form whose site-wide hourly ceiling is reached: new messages are refused until `until`. */
export interface PausedForm {
  form: "contact" | "guestbook";
  perHour: number;
  until: string;
}

export interface Overview {
  /** The signed-in admin's email. */
  email: string;
  messages: ContactMessage[];
  viewCounts: ViewCount[];
  pendingGuestbook: number;
  pausedForms: PausedForm[];
}

/** Views over the last `days` days: per day (oldest first), per project and per referring site. */
export interface Analytics {
  days: number;
  daily: DailyViews[];
  perProject: ViewCount[];
  referrers: ReferrerCount[];
}

/* Setup (GET /api/admin/setup) ------------------------------------------------------------- */

/** The first-run checklist: each step done or not. */
export interface SetupStatus {
  /** No identity setting holds the demo's text any more. */
  identity: boolean;
  /** The identity settings that still do, by the settings form's path and label. */
  demoSettings: { path: string; label: string }[];
  /** A resume of the owner's own is uploaded (the demo's does not count). */
  resume: boolean;
  /** Rows of the demo content are still there. */
  demoContent: boolean;
  /** Notifications go somewhere (SMTP_URL or NOTIFY_WEBHOOK_URL). */
  notifications: boolean;
}

/* Uploads (POST /api/admin/uploads) -------------------------------------------------------- */

export const UPLOAD_PURPOSES = ["resume", "portfolio", "project-file", "image"] as const;
/** What a file is uploaded as: it decides the folder, the accepted types and how it is recorded. */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** A signed, short-lived target the browser sends one file's bytes to. */
export interface UploadTarget {
  uploadUrl: string;
  method: "PUT" | "POST";
  headers: Record<string, string>;
  /** Where the object lands: what the caller records afterwards. */
  storagePath: string;
}

/* Build info (/build-info.json) ------------------------------------------------------------ */

/** What `/build-info.json` says about the pages being served (the admin's "live now"). */
export interface BuildInfo {
  /** SITE_BUILD_ID (set by the embedded rebuild), Netlify's DEPLOY_ID, or "local". */
  buildId: string;
  /** When the pages were built (ISO 8601). */
  builtAt: string;
}

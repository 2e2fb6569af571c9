/**
 * The site's entities as the application sees them (isomorphic: imported by server code,
 * content collections and React components alike). Timestamps are ISO 8601 strings so that
 * every value is serialisable into static HTML and island props.
 */

export const PROJECT_CATEGORIES = ["Robotics", "Manufacturing", "Soft Robotics", "Sensing", "Academic"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const SKILL_CATEGORIES = [
  "Mechanical Design",
  "Manufacturing & Quality",
  "Mechatronics & Controls",
  "Thermal/Fluids",
  "Programming/Data",
  "Toolchain",
] as const;

export interface Project {
  id: string;
  slug: string;
  title: string;
  /** Free text in the database (1–100 chars); the public filters use PROJECT_CATEGORIES. */
  category: string;
  tags: string[];
  image: string;
  gallery: string[] | null;
  overview: string;
  role: string;
  challenge: string;
  approach: string;
  outcome: string;
  tech_stack: string[];
  featured: boolean;
  published: boolean;
  display_order: number;
  created_at: string;
  updated_at: string;
}

export interface Experience {
  id: string;
  role: string;
  organization: string;
  location: string;
  period_start: string;
  /** null means "Present". */
  period_end: string | null;
  focus: string;
  impact: string[];
  tags: string[];
  display_order: number;
  created_at: string;
  updated_at: string;
}

export interface Skill {
  id: string;
  skill_name: string;
  category: string;
  display_order: number;
  created_at: string;
  updated_at: string;
}

export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image: string | null;
  content: string;
  published: boolean;
  published_at: string | null;
  reading_time: number;
  views: number;
  /** Only readable by the admin; null for rows read as a visitor. */
  author_id: string | null;
  created_at: string;
  updated_at: string;
}

export const GUESTBOOK_STATUSES = ["pending", "approved", "rejected"] as const;
export type GuestbookStatus = (typeof GUESTBOOK_STATUSES)[number];

export interface GuestbookMessage {
  id: string;
  name: string;
  /** Only readable by the admin. */
  email: string | null;
  message: string;
  status: GuestbookStatus;
  approved_at: string | null;
  approved_by: string | null;
  created_at: string;
}

export const CONTACT_STATUSES = ["new", "read"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  status: ContactStatus;
  created_at: string;
}

export interface ProjectView {
  id: number;
  project_slug: string;
  referrer: string | null;
  created_at: string;
}

export interface ProjectFile {
  id: string;
  project_slug: string;
  file_name: string;
  /** Object path inside the public `documents` bucket, e.g. project-files/{slug}/{timestamp}-{name}. */
  file_path: string;
  file_type: string;
  file_size: number | null;
  description: string | null;
  downloads: number;
  created_at: string;
}

/** resume_files and portfolio_files share one shape. */
export interface DocumentVersion {
  id: string;
  file_name: string;
  /** Public URL of the stored file. */
  file_path: string;
  /** Object path inside the `documents` bucket (resumes/… or portfolios/…). */
  storage_path: string;
  file_size: number;
  mime_type: string;
  is_active: boolean;
  version: number;
  uploaded_by: string | null;
  created_at: string;
}
export type DocumentKind = "resume" | "portfolio";

export type AppRole = "admin";

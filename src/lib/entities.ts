/**
 * The site's entities as the application sees them (isomorphic: imported by server code,
 * content collections and React components alike). Each row type is inferred from its schema in
 * entity-schemas.ts, imported for its type only, so this module carries no zod at run time.
 */
import type { z } from "zod";
import type * as rows from "./entity-schemas";

export const PROJECT_CATEGORIES = ["Robotics", "Manufacturing", "Soft Robotics", "Sensing", "Academic"] as const;

export const SKILL_CATEGORIES = [
  "Mechanical Design",
  "Manufacturing & Quality",
  "Mechatronics & Controls",
  "Thermal/Fluids",
  "Programming/Data",
  "Toolchain",
] as const;

export type Project = z.infer<typeof rows.projectRow>;
export type Experience = z.infer<typeof rows.experienceRow>;
export type Skill = z.infer<typeof rows.skillRow>;
export type BlogPost = z.infer<typeof rows.blogPostRow>;

export const GUESTBOOK_STATUSES = ["pending", "approved", "rejected"] as const;
export type GuestbookStatus = (typeof GUESTBOOK_STATUSES)[number];

export type GuestbookMessage = z.infer<typeof rows.guestbookMessageRow>;

export const CONTACT_STATUSES = ["new", "read"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export type ContactMessage = z.infer<typeof rows.contactMessageRow>;

export type ProjectFile = z.infer<typeof rows.projectFileRow>;
/** A project file as the admin lists it: with the public addresses of its bytes and of its poster. */
export type ListedProjectFile = ProjectFile & { url: string; poster_url: string | null };

/** resume_files and portfolio_files share one shape. */
export type DocumentVersion = z.infer<typeof rows.documentVersionRow>;
export type DocumentKind = "resume" | "portfolio";

export type Application = z.infer<typeof rows.applicationRow>;
export type ApplicationActivity = z.infer<typeof rows.applicationActivity>;

/**
 * The rows of the site's tables as the application reads them: the one description of each
 * entity. The types in entities.ts are inferred from these (a type-only import, so no island
 * carries zod), and the content collections validate every row against them at build, so a row
 * of an unexpected shape fails the build instead of reaching a page. Timestamps are ISO 8601
 * strings (the database drivers turn dates into them), so every value serialises into static
 * HTML and island props.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, VISIT_EVENT_KINDS } from "./applications";
import { CONTACT_STATUSES, GUESTBOOK_STATUSES } from "./entities";

const id = z.string();
const timestamp = z.string();

export const projectRow = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  /** Free text in the database (1–100 characters); the public filters use PROJECT_CATEGORIES. */
  category: z.string(),
  tags: z.array(z.string()),
  image: z.string(),
  /** The main image's alt text; null when none was written yet (visitors then get the title). */
  image_alt: z.string().nullable(),
  gallery: z.array(z.string()).nullable(),
  /** Alt text of each gallery image, parallel to `gallery` ("" for one without); null when none was written. */
  gallery_alt: z.array(z.string()).nullable(),
  overview: z.string(),
  role: z.string(),
  challenge: z.string(),
  approach: z.string(),
  outcome: z.string(),
  tech_stack: z.array(z.string()),
  featured: z.boolean(),
  published: z.boolean(),
  display_order: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const experienceRow = z.object({
  id,
  role: z.string(),
  organization: z.string(),
  location: z.string(),
  period_start: z.string(),
  /** null means "Present". */
  period_end: z.string().nullable(),
  focus: z.string(),
  impact: z.array(z.string()),
  tags: z.array(z.string()),
  display_order: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const skillRow = z.object({
  id,
  skill_name: z.string(),
  category: z.string(),
  display_order: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const blogPostRow = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image: z.string().nullable(),
  /** The featured image's alt text; null when none was written (visitors then get a decorative image). */
  featured_image_alt: z.string().nullable(),
  content: z.string(),
  published: z.boolean(),
  published_at: timestamp.nullable(),
  reading_time: z.number(),
  views: z.number(),
  /** Only readable by the admin; null for rows read as a visitor. */
  author_id: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const guestbookMessageRow = z.object({
  id,
  name: z.string(),
  /** Only readable by the admin. */
  email: z.string().nullable(),
  message: z.string(),
  status: z.enum(GUESTBOOK_STATUSES),
  approved_at: timestamp.nullable(),
  approved_by: z.string().nullable(),
  created_at: timestamp,
  /** Its last change: when it was approved or rejected, for a moderated message. */
  updated_at: timestamp,
});

/** What visitors see of an approved message. */
export const publicGuestbookMessageRow = guestbookMessageRow.pick({
  id: true,
  name: true,
  message: true,
  created_at: true,
});

export const contactMessageRow = z.object({
  id,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  created_at: timestamp,
});

const vec3 = z.tuple([z.number(), z.number(), z.number()]);

/** A 3D model's view (src/lib/model-view.ts's ModelView), as a walkthrough step stores it. */
export const modelViewSchema = z.object({
  camera: z
    .object({ position: vec3, target: vec3, zoom: z.number().positive(), aspect: z.number().positive().optional() })
    .nullable(),
  ortho: z.boolean(),
  section: z.object({ axis: z.enum(["x", "y", "z"]), at: z.number().min(0).max(1), flip: z.boolean() }).nullable(),
  explode: z.number().min(0).max(1),
  isolate: z.string().max(255).nullable(),
});

export const WALKTHROUGH_LIMITS = { steps: 20, caption: 200, sheet: 999 } as const;

/** One step of a model's walkthrough: the view the camera moves to, and what it shows, in a sentence. */
export const walkthroughStepSchema = z.object({
  caption: z
    .string()
    .trim()
    .min(1, "Each step needs a caption")
    .max(WALKTHROUGH_LIMITS.caption, `A caption is at most ${WALKTHROUGH_LIMITS.caption} characters`),
  view: modelViewSchema,
  drawing: z
    .object({
      fileId: z.uuid("A step links to a drawing of the project"),
      sheet: z
        .number()
        .int("A sheet is a whole number from 1")
        .min(1, "A sheet is a whole number from 1")
        .max(WALKTHROUGH_LIMITS.sheet, `A drawing has at most ${WALKTHROUGH_LIMITS.sheet} sheets`),
    })
    .optional(),
});

export const walkthroughSchema = z
  .array(walkthroughStepSchema)
  .max(WALKTHROUGH_LIMITS.steps, `A walkthrough has at most ${WALKTHROUGH_LIMITS.steps} steps`);

export const projectFileRow = z.object({
  id,
  project_slug: z.string(),
  file_name: z.string(),
  /** Object path inside the public `documents` bucket, e.g. project-files/{slug}/{timestamp}/{name}. */
  file_path: z.string(),
  file_type: z.string(),
  file_size: z.number().nullable(),
  description: z.string().nullable(),
  downloads: z.number(),
  /** A 3D model's walkthrough (empty for other files). */
  walkthrough: walkthroughSchema,
  /** A 3D model's meshes prepared for viewing (GLB), an object path in `documents`; null until then. */
  prepared_path: z.string().nullable(),
  /** A 3D model's poster (its first view, an image), an object path in `documents`; null until prepared. */
  poster_path: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** resume_files and portfolio_files share one shape. */
export const documentVersionRow = z.object({
  id,
  file_name: z.string(),
  /** Public URL of the stored file. */
  file_path: z.string(),
  /** Object path inside the `documents` bucket (resumes/… or portfolios/…). */
  storage_path: z.string(),
  file_size: z.number(),
  mime_type: z.string(),
  is_active: z.boolean(),
  version: z.number(),
  uploaded_by: z.string().nullable(),
  created_at: timestamp,
});

/** A job application as the admin lists it, with what its link's visitors did, counted. */
export const applicationRow = z.object({
  id,
  /** Its private link's token (`/a/<token>`), made by the database; never changes. */
  token: z.string(),
  company: z.string(),
  role: z.string(),
  posting_url: z.string().nullable(),
  contact: z.string().nullable(),
  /** YYYY-MM-DD. */
  applied_on: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The résumé version the link offers; null when none was chosen (or it was deleted). */
  resume_version_id: z.string().nullable(),
  /** Project slugs the link shows first, in order (up to four). */
  pinned_projects: z.array(z.string()),
  greeting: z.string().nullable(),
  notes: z.string().nullable(),
  /** Visits that opened the link (distinct visit ids with an `open` event). */
  opens: z.number(),
  first_opened_at: timestamp.nullable(),
  last_opened_at: timestamp.nullable(),
  /** Link checks (mail scanners, link previews), counted apart from opens. */
  link_checks: z.number(),
  created_at: timestamp,
  updated_at: timestamp,
});

/**
 * What one application's link saw: each status with its date (oldest first), each visit (newest
 * first) with what it opened in order, and the link checks apart (newest first).
 */
export const applicationActivity = z.object({
  statuses: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), changed_at: timestamp })),
  visits: z.array(
    z.object({
      visit_id: z.string(),
      /** Its `open` event's time; null for a visit whose open was not recorded. */
      opened_at: timestamp.nullable(),
      referrer_host: z.string().nullable(),
      /** Pages, projects, models, files and résumé downloads, in the order they were opened. */
      events: z.array(
        z.object({ kind: z.enum(VISIT_EVENT_KINDS), target: z.string().nullable(), created_at: timestamp }),
      ),
    }),
  ),
  link_checks: z.array(z.object({ checker: z.string(), created_at: timestamp })),
});

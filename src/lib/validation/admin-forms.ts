/**
 * The admin forms' rules, shared by the admin screens before sending and by the admin endpoints
 * on arrival: one schema per form. Its messages are user-visible (toasts, 400 answers) and the
 * tests assert them word for word; a new limit's message follows the same style.
 * Isomorphic: imported by the admin island and by server code.
 */
import "./zod";
import { z } from "zod";
import { APPLICATION_STATUSES } from "../applications";

/** 10 MB: the upload limit of project files, resumes, portfolios and images. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const ADMIN_FORM_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be less than 200 characters",
  slugRequired: "Slug is required",
  slugFormat: "Slug can only contain lowercase letters, numbers, and hyphens",
  slugTooLong: "Slug must be less than 200 characters",
  excerptTooLong: "Excerpt must be less than 500 characters",
  contentRequired: "Content is required",
  contentTooLong: "Content is too long",
  invalidUrl: "Must be a valid URL",
  urlTooLong: "URL must be less than 2048 characters",
  readingTime: "Reading time must be a whole number from 1 to 999",
  categoryRequired: "Category is required",
  categoryTooLong: "Category must be less than 100 characters",
  maxTagsAllowed: "Maximum 20 tags allowed",
  tagTooLong: "Each tag must be less than 100 characters",
  imageRequired: "Image is required",
  maxGallery: "Maximum 20 gallery images",
  overviewTooShort: "Overview must be at least 10 characters",
  overviewTooLong: "Overview must be less than 5000 characters",
  roleRequired: "Role is required",
  projectRoleTooLong: "Role must be less than 1000 characters",
  challengeRequired: "Challenge is required",
  challengeTooLong: "Challenge must be less than 5000 characters",
  approachRequired: "Approach is required",
  approachTooLong: "Approach must be less than 5000 characters",
  outcomeRequired: "Outcome is required",
  outcomeTooLong: "Outcome must be less than 5000 characters",
  maxTechStack: "Maximum 30 tech stack items",
  techStackItemTooLong: "Each tech stack item must be less than 100 characters",
  displayOrder: "Display order must be a whole number of 0 or more",
  experienceRoleTooLong: "Role must be less than 200 characters",
  organizationRequired: "Organization is required",
  organizationTooLong: "Organization must be less than 200 characters",
  locationRequired: "Location is required",
  locationTooLong: "Location must be less than 200 characters",
  periodStartRequired: "Start period is required",
  periodStartTooLong: "Start period must be less than 50 characters",
  periodEndTooLong: "End period must be less than 50 characters",
  focusRequired: "Focus is required",
  focusTooLong: "Focus must be less than 2000 characters",
  maxImpact: "Maximum 20 impact items",
  impactItemTooLong: "Each impact item must be less than 1000 characters",
  maxTags: "Maximum 20 tags",
  skillNameRequired: "Skill name is required",
  skillNameTooLong: "Skill name must be less than 100 characters",
  invalidProjectSlug: "Invalid project slug",
  descriptionTooLong: "Description must be less than 500 characters",
  fileTooLarge: "File must be less than 10MB",
  fileAndSlugRequired: "Please select a file and enter a project slug",
  fileRequired: "Please select a file",
  fileNameTooLong: "File name must be less than 255 characters",
  pdfOnly: "PDF only",
  imageTypeOnly: "Images must be JPEG, PNG, WebP, AVIF or GIF",
  imageTooLarge: "Images can be at most 8,000 pixels on a side and 40 megapixels",
  altTooLong: "Alt text must be less than 500 characters",
  galleryAltCount: "Gallery alt text must have one entry per gallery image",
  imageAltRequired: "Image alt text is required to publish",
  galleryAltRequired: "Every gallery image needs alt text to publish",
  featuredImageAltRequired: "Featured image alt text is required to publish",
  contentImageAltRequired: "Every image in the post needs alt text to publish",
  companyRequired: "Company is required",
  companyTooLong: "Company must be less than 200 characters",
  contactTooLong: "Contact must be less than 200 characters",
  appliedOn: "Applied on must be a date (YYYY-MM-DD)",
  applicationStatus: "Status must be one of Applied, Screening, Interview, Offer, Rejected, Withdrawn",
  resumeVersion: "Resume version must be one of the uploaded resumes",
  maxPinnedProjects: "Pin at most 4 projects",
  pinnedProjectTwice: "Pin each project only once",
  greetingTooLong: "Greeting must be less than 200 characters",
  greetingOneLine: "Greeting must be one line",
  notesTooLong: "Notes must be less than 5000 characters",
} as const;

const M = ADMIN_FORM_MESSAGES;

/**
 * The slug a title suggests: lowercase, every run of non-alphanumerics
 * becomes one hyphen, leading and trailing hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const SLUG_PATTERN = /^[a-z0-9-]+$/;
/** Site-relative public storage paths, as the local storage provider and the demo content use. */
const STORAGE_PATH = /^\/storage\/v1\/object\/public\/[^\s?#]+$/;

/**
 * An image address: an absolute http(s) URL, or a site-relative public storage path
 * (`/storage/v1/object/public/…`) without `..` segments.
 */
export function isImageUrl(value: string): boolean {
  if (STORAGE_PATH.test(value)) return !value.split("/").some((segment) => segment === "." || segment === "..");
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const imageUrl = z
  .string()
  .trim()
  .max(2048, M.urlTooLong)
  .refine((value) => isImageUrl(value), M.invalidUrl);

/** One image's alt text; empty means none was written (a draft may lack it, a published item not). */
const altText = z.string(M.altTooLong).trim().max(500, M.altTooLong);

/** `<img …>` tags, quoted attribute values (which may hold ">") included. */
const IMG_TAG = /<img\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute of a tag: its name, then a double-quoted, single-quoted or bare value, if any. */
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * How many images in a post's HTML have no alt text (no alt attribute, or only blanks). The
 * attributes are read one by one, so an "alt=" inside another attribute's value does not count.
 */
export function imagesWithoutAlt(html: string): number {
  let missing = 0;
  for (const [, attributes = ""] of html.matchAll(IMG_TAG)) {
    let alt: string | undefined;
    for (const [, name = "", double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() === "alt" && alt === undefined) alt = double ?? single ?? bare ?? "";
    }
    if (!alt?.trim()) missing += 1;
  }
  return missing;
}

/** An optional text field: empty or missing becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);

/**
 * A list entered in one field: comma-separated (tags, tech stack) or one per line (impact), or
 * already a list. Items are trimmed and empty ones dropped.
 */
const listOf = (separator: RegExp, max: number, tooMany: string, itemMax: number, itemTooLong: string) =>
  z.preprocess(
    (value) => {
      const items = typeof value === "string" ? value.split(separator) : value;
      return Array.isArray(items)
        ? items.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "")
        : items;
    },
    z.array(z.string().max(itemMax, itemTooLong)).max(max, tooMany),
  );

const COMMAS = /,/;
const LINES = /\r?\n/;

const slug = z
  .string(M.slugRequired)
  .trim()
  .min(1, M.slugRequired)
  .max(200, M.slugTooLong)
  .regex(SLUG_PATTERN, M.slugFormat);

/** Numbers may arrive as text from form fields. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number(message).int(message).min(min, message).max(max, message),
  );

const displayOrder = wholeNumber(0, 2_147_483_647, M.displayOrder).default(0);

const flag = (fallback: boolean) => z.boolean().default(fallback);

/**
 * Blog post form. A draft may have images without alt text; a published post may not (its featured
 * image and every image in its content).
 */
export const blogPostSchema = z
  .object({
    title: requiredText(200, M.titleRequired, M.titleTooLong),
    slug,
    excerpt: optionalText(500, M.excerptTooLong),
    content: z.string(M.contentRequired).trim().min(1, M.contentRequired).max(50_000, M.contentTooLong),
    featured_image: z
      .preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), imageUrl.nullish())
      .transform((value) => value ?? null),
    featured_image_alt: optionalText(500, M.altTooLong),
    reading_time: wholeNumber(1, 999, M.readingTime).default(5),
    published: flag(false),
  })
  .superRefine((post, ctx) => {
    if (!post.published) return;
    if (post.featured_image && !post.featured_image_alt) {
      ctx.addIssue({ code: "custom", path: ["featured_image_alt"], message: M.featuredImageAltRequired });
    }
    if (imagesWithoutAlt(post.content) > 0) {
      ctx.addIssue({ code: "custom", path: ["content"], message: M.contentImageAltRequired });
    }
  });
export type BlogPostFormData = z.output<typeof blogPostSchema>;

/**
 * Project form. New projects default to featured false, published true. `gallery_alt` holds one
 * alt text per gallery image, in the same order ("" for one without); a published project needs
 * alt text on its image and every gallery image, a draft does not.
 */
export const projectSchema = z
  .object({
    slug,
    title: requiredText(200, M.titleRequired, M.titleTooLong),
    category: requiredText(100, M.categoryRequired, M.categoryTooLong),
    tags: listOf(COMMAS, 20, M.maxTagsAllowed, 100, M.tagTooLong).default([]),
    image: z.string(M.imageRequired).trim().min(1, M.imageRequired).pipe(imageUrl),
    image_alt: optionalText(500, M.altTooLong),
    gallery: z
      .preprocess(
        (value) =>
          Array.isArray(value) ? value.filter((item) => !(typeof item === "string" && item.trim() === "")) : value,
        z.array(imageUrl).max(20, M.maxGallery),
      )
      .nullish()
      .transform((value) => (value && value.length > 0 ? value : null)),
    gallery_alt: z
      .array(altText, M.galleryAltCount)
      .nullish()
      .transform((value) => value ?? null),
    overview: z.string(M.overviewTooShort).trim().min(10, M.overviewTooShort).max(5000, M.overviewTooLong),
    role: requiredText(1000, M.roleRequired, M.projectRoleTooLong),
    challenge: requiredText(5000, M.challengeRequired, M.challengeTooLong),
    approach: requiredText(5000, M.approachRequired, M.approachTooLong),
    outcome: requiredText(5000, M.outcomeRequired, M.outcomeTooLong),
    tech_stack: listOf(COMMAS, 30, M.maxTechStack, 100, M.techStackItemTooLong).default([]),
    featured: flag(false),
    published: flag(true),
    display_order: displayOrder,
  })
  .superRefine((project, ctx) => {
    const gallery = project.gallery ?? [];
    if (project.gallery_alt && project.gallery_alt.length !== gallery.length) {
      ctx.addIssue({ code: "custom", path: ["gallery_alt"], message: M.galleryAltCount });
      return;
    }
    if (!project.published) return;
    if (!project.image_alt) {
      ctx.addIssue({ code: "custom", path: ["image_alt"], message: M.imageAltRequired });
    }
    if (gallery.some((_, index) => !project.gallery_alt?.[index])) {
      ctx.addIssue({ code: "custom", path: ["gallery_alt"], message: M.galleryAltRequired });
    }
  });
export type ProjectFormData = z.output<typeof projectSchema>;

/** Experience form; an empty end period means Present (null). */
export const experienceSchema = z.object({
  role: requiredText(200, M.roleRequired, M.experienceRoleTooLong),
  organization: requiredText(200, M.organizationRequired, M.organizationTooLong),
  location: requiredText(200, M.locationRequired, M.locationTooLong),
  period_start: requiredText(50, M.periodStartRequired, M.periodStartTooLong),
  period_end: optionalText(50, M.periodEndTooLong),
  focus: requiredText(2000, M.focusRequired, M.focusTooLong),
  impact: listOf(LINES, 20, M.maxImpact, 1000, M.impactItemTooLong).default([]),
  tags: listOf(COMMAS, 20, M.maxTags, 100, M.tagTooLong).default([]),
  display_order: displayOrder,
});
export type ExperienceFormData = z.output<typeof experienceSchema>;

/** An absolute http(s) URL with a host (a job posting's address). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

/** A calendar date written YYYY-MM-DD that exists (no 30 February). */
const isoDate = z
  .string(M.appliedOn)
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
    M.appliedOn,
  );

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Application form. The résumé version is one of the uploaded résumés (empty: none chosen);
 * pinned projects are up to four distinct slugs, in the order the link shows them.
 */
export const applicationSchema = z.object({
  company: requiredText(200, M.companyRequired, M.companyTooLong),
  role: requiredText(200, M.roleRequired, M.experienceRoleTooLong),
  posting_url: optionalText(2048, M.urlTooLong).refine((value) => value === null || isHttpUrl(value), M.invalidUrl),
  contact: optionalText(200, M.contactTooLong),
  applied_on: isoDate,
  status: z.enum(APPLICATION_STATUSES, M.applicationStatus).default("applied"),
  resume_version_id: z
    .string(M.resumeVersion)
    .trim()
    .refine((value) => value === "" || UUID_PATTERN.test(value), M.resumeVersion)
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  pinned_projects: z
    .array(slug, M.maxPinnedProjects)
    .max(4, M.maxPinnedProjects)
    .refine((slugs) => new Set(slugs).size === slugs.length, M.pinnedProjectTwice)
    .default([]),
  greeting: optionalText(200, M.greetingTooLong).refine((value) => !value || !/[\r\n]/.test(value), M.greetingOneLine),
  notes: optionalText(5000, M.notesTooLong),
});
export type ApplicationFormData = z.output<typeof applicationSchema>;

/** Skill form; the add form sets display_order 0. */
export const skillSchema = z.object({
  skill_name: requiredText(100, M.skillNameRequired, M.skillNameTooLong),
  category: requiredText(100, M.categoryRequired, M.categoryTooLong),
  display_order: displayOrder,
});
export type SkillFormData = z.output<typeof skillSchema>;

/** A chosen file as the forms describe it before uploading (name, size in bytes, MIME type). */
const fileName = (required: string) => z.string(required).trim().min(1, required).max(255, M.fileNameTooLong);
const fileSize = (required: string) =>
  z.number(required).int(required).min(0, required).max(MAX_UPLOAD_BYTES, M.fileTooLarge);

/**
 * Project file upload: a file and a project slug are both
 * needed; the description is optional.
 */
export const projectFileSchema = z.object({
  file_name: fileName(M.fileAndSlugRequired),
  project_slug: z
    .string(M.fileAndSlugRequired)
    .trim()
    .min(1, M.fileAndSlugRequired)
    .max(200, M.invalidProjectSlug)
    .regex(SLUG_PATTERN, M.invalidProjectSlug),
  file_size: fileSize(M.fileAndSlugRequired),
  mime_type: z
    .string()
    .trim()
    .max(255)
    .nullish()
    .transform((value) => value || "application/octet-stream"),
  description: optionalText(500, M.descriptionTooLong),
});
export type ProjectFileFormData = z.output<typeof projectFileSchema>;

/** PDF by its declared type (browsers sometimes give none: then by its name). The server also checks the bytes. */
export function isPdfFile(fileName: string, mimeType: string | null | undefined): boolean {
  const type = (mimeType ?? "").trim().toLowerCase();
  if (type === "application/pdf" || type === "application/x-pdf") return true;
  return (type === "" || type === "application/octet-stream") && /\.pdf$/i.test(fileName.trim());
}

/**
 * An upload of one file of at most 10 MB whose type `typeOf` accepts (by its declared type, else
 * by its name), refused with `wrongType` otherwise; `mime_type` becomes the accepted type.
 */
function fileUploadSchema<Type extends string>(
  typeOf: (name: string, type: string | null | undefined) => Type | null,
  wrongType: string,
) {
  return z
    .object({
      file_name: fileName(M.fileRequired),
      file_size: fileSize(M.fileRequired),
      mime_type: z.string().trim().nullish(),
    })
    .superRefine((file, ctx) => {
      if (!typeOf(file.file_name, file.mime_type))
        ctx.addIssue({ code: "custom", path: ["mime_type"], message: wrongType });
    })
    .transform((file) => ({ ...file, mime_type: typeOf(file.file_name, file.mime_type)! }));
}

/** Resume and portfolio upload: a PDF of at most 10 MB must be selected. */
export const documentUploadSchema = fileUploadSchema(
  (name, type) => (isPdfFile(name, type) ? ("application/pdf" as const) : null),
  M.pdfOnly,
);
export type DocumentUploadFormData = z.output<typeof documentUploadSchema>;

/** The image types an upload may be, each with the extension its stored object is named with. */
export const IMAGE_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;
/** The file pickers' `accept`: the image types above. */
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(",");

const IMAGE_EXTENSIONS: Record<string, ImageType> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
};

/**
 * The accepted image type of a chosen file by its declared type (browsers sometimes give none:
 * then by its name), or null. The server also checks the bytes. Only the tables' own keys count:
 * a type or extension such as "constructor" or "__proto__" names nothing.
 */
export function imageTypeOf(fileName: string, mimeType: string | null | undefined): ImageType | null {
  const type = (mimeType ?? "").split(";")[0]!.trim().toLowerCase();
  if (Object.hasOwn(IMAGE_TYPES, type)) return type as ImageType;
  if (type !== "" && type !== "application/octet-stream") return null;
  const extension = fileName.trim().split(".").pop()?.toLowerCase() ?? "";
  return Object.hasOwn(IMAGE_EXTENSIONS, extension) ? IMAGE_EXTENSIONS[extension]! : null;
}

/**
 * The most pixels an image may have: on either side, and in all (40 megapixels). Uploads over it
 * are refused; the build skips any image over it rather than decoding it. A small file can hold a
 * huge image (one colour compresses to almost nothing), so the file size alone is no limit.
 */
export const IMAGE_PIXEL_LIMITS = { side: 8_000, total: 40_000_000 } as const;

/** Whether an image of this size (in pixels) is within IMAGE_PIXEL_LIMITS. */
export function isWithinPixelLimits(width: number, height: number): boolean {
  return (
    width <= IMAGE_PIXEL_LIMITS.side && height <= IMAGE_PIXEL_LIMITS.side && width * height <= IMAGE_PIXEL_LIMITS.total
  );
}

/**
 * Why an image of this size is refused: the limits, then its own size. Megapixels are rounded up
 * to a tenth, so an image just over the limit never reads as "40 megapixels".
 */
export function imageTooLargeMessage(width: number, height: number): string {
  const count = (value: number) => value.toLocaleString("en-US");
  const megapixels = Math.ceil((width * height) / 100_000) / 10;
  return `${M.imageTooLarge}; this one is ${count(width)} × ${count(height)} pixels (${count(megapixels)} megapixels). Please scale it down and upload it again.`;
}

/** Image upload: a JPEG, PNG, WebP, AVIF or GIF file of at most 10 MB. */
export const imageUploadSchema = fileUploadSchema(imageTypeOf, M.imageTypeOnly);
export type ImageUploadFormData = z.output<typeof imageUploadSchema>;

/** The first problem, as the admin toasts show it ('Validation failed' with this text). */
export function firstAdminIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import type { DocumentKind, DocumentVersion } from "./lib/entities";
import {
  blogPostRow,
  documentVersionRow,
  experienceRow,
  projectFileRow,
  projectRow,
  publicGuestbookMessageRow,
  skillRow,
} from "./lib/entity-schemas";
import { siteSettingsSchema } from "./lib/site-settings";
import { DOCUMENTS_BUCKET } from "./lib/storage-paths";
import { databaseLoader } from "./server/content/database-loader";
import type { SqlExecutor } from "./server/db/types";
import { sanitizePostHtml } from "./server/content/sanitize-html";
import { listPublishedPosts } from "./server/repositories/blog-posts";
import { findActiveDocument } from "./server/repositories/document-versions";
import { listApprovedMessages } from "./server/repositories/guestbook";
import { listExperiences } from "./server/repositories/experiences";
import { listAllProjectFiles } from "./server/repositories/project-files";
import { listPublishedProjects } from "./server/repositories/projects";
import { readSiteSettings } from "./server/repositories/site-settings";
import { listSkills } from "./server/repositories/skills";

/**
 * Build-time content, read from the database as anon and validated against the row schemas of
 * src/lib/entity-schemas.ts (the one description of each row, which the entity types are
 * inferred from): a row of an unexpected shape fails the build.
 */
/** A collection of the rows one repository call lists, keyed by their id. */
function rowsById<T extends { id: string }>(name: string, list: (sql: SqlExecutor) => Promise<T[]>) {
  return databaseLoader(name, list, (row) => row.id);
}

const projects = defineCollection({
  loader: databaseLoader("projects", listPublishedProjects, (project) => project.slug),
  schema: projectRow,
});

/** Published posts; each entry's `rendered.html` is its content, sanitised once at build. */
const posts = defineCollection({
  loader: databaseLoader(
    "posts",
    listPublishedPosts,
    (post) => post.slug,
    (post) => sanitizePostHtml(post.content),
  ),
  schema: blogPostRow,
});

/**
 * The files of published projects, each with the public URL it is downloaded from (and a 3D
 * model's prepared mesh, which the viewer loads in its place, and its poster).
 */
const projectFiles = defineCollection({
  loader: databaseLoader(
    "project files",
    async (sql, { storage }) =>
      (await listAllProjectFiles(sql)).map((file) => ({
        ...file,
        url: storage.publicUrl(DOCUMENTS_BUCKET, file.file_path, file.file_name),
        prepared: file.prepared_path && storage.publicUrl(DOCUMENTS_BUCKET, file.prepared_path),
        poster: file.poster_path && storage.publicUrl(DOCUMENTS_BUCKET, file.poster_path),
      })),
    (file) => file.id,
  ),
  schema: projectFileRow.extend({ url: z.string(), prepared: z.string().nullable(), poster: z.string().nullable() }),
});

const experiences = defineCollection({ loader: rowsById("experiences", listExperiences), schema: experienceRow });

const skills = defineCollection({ loader: rowsById("skills", listSkills), schema: skillRow });

/** The active resume and portfolio (ids "resume" and "portfolio"; absent when none is active). */
const documents = defineCollection({
  loader: databaseLoader(
    "active documents",
    async (sql) => {
      const active: (DocumentVersion & { kind: DocumentKind })[] = [];
      for (const kind of ["resume", "portfolio"] as const) {
        const version = await findActiveDocument(sql, kind);
        if (version) active.push({ ...version, kind });
      }
      return active;
    },
    (document) => document.kind,
  ),
  schema: documentVersionRow.extend({ kind: z.enum(["resume", "portfolio"]) }),
});

/** Approved guestbook messages, newest first (the page's island refreshes them after load). */
const guestbook = defineCollection({
  loader: rowsById("guestbook", listApprovedMessages),
  schema: publicGuestbookMessageRow,
});

/** The site settings (one entry, "site"): the owner's saved ones, or the shipped ones. */
const settings = defineCollection({
  loader: databaseLoader(
    "site settings",
    async (sql) => [{ id: "site", ...(await readSiteSettings(sql)).settings }],
    (row) => row.id,
  ),
  schema: siteSettingsSchema.extend({ id: z.literal("site") }),
});

/** The reports of the site settings, with the public URLs of their stored files. */
const reports = defineCollection({
  loader: databaseLoader(
    "reports",
    async (sql, { storage }) =>
      (await readSiteSettings(sql)).settings.documents.reports.map((report) => ({
        ...report,
        url: storage.publicUrl(DOCUMENTS_BUCKET, report.storagePath),
        fileName: report.storagePath.split("/").pop() ?? report.storagePath,
      })),
    (report) => report.id,
  ),
  schema: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    storagePath: z.string(),
    driveViewUrl: z.string().nullable(),
    url: z.string(),
    fileName: z.string(),
  }),
});

export const collections = {
  projects,
  posts,
  projectFiles,
  experiences,
  skills,
  documents,
  guestbook,
  settings,
  reports,
};

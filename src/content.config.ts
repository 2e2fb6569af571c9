import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { site, type ReportDocument } from "./config/site";
import type { BlogPost, DocumentKind, DocumentVersion, Experience, Project, ProjectFile, Skill } from "./lib/entities";
import { DOCUMENTS_BUCKET } from "./lib/storage-paths";
import { getServerContext } from "./server/context";
import { databaseLoader } from "./server/content/database-loader";
import { sanitizePostHtml } from "./server/content/sanitize-html";
import { listPublishedPosts } from "./server/repositories/blog-posts";
import { findActiveDocument } from "./server/repositories/document-versions";
import { listApprovedMessages, type PublicGuestbookMessage } from "./server/repositories/guestbook";
import { listExperiences } from "./server/repositories/experiences";
import { listAllProjectFiles } from "./server/repositories/project-files";
import { listPublishedProjects } from "./server/repositories/projects";
import { listSkills } from "./server/repositories/skills";

/**
 * Build-time content, read from the database as anon. The entity types in src/lib/entities.ts
 * are the single description of each row; the repositories return exactly those shapes.
 */
const projects = defineCollection({
  loader: databaseLoader("projects", listPublishedProjects, (project) => project.slug),
  schema: z.custom<Project>(),
});

/** Published posts; each entry's `rendered.html` is its content, sanitised once at build. */
const posts = defineCollection({
  loader: databaseLoader(
    "posts",
    listPublishedPosts,
    (post) => post.slug,
    (post) => sanitizePostHtml(post.content),
  ),
  schema: z.custom<BlogPost>(),
});

/** The files of published projects, each with the public URL it is downloaded from. */
const projectFiles = defineCollection({
  loader: databaseLoader(
    "project files",
    async (sql, { storage }) =>
      (await listAllProjectFiles(sql)).map((file) => ({
        ...file,
        url: storage.publicUrl(DOCUMENTS_BUCKET, file.file_path),
      })),
    (file) => file.id,
  ),
  schema: z.custom<ProjectFile & { url: string }>(),
});

const experiences = defineCollection({
  loader: databaseLoader("experiences", listExperiences, (experience) => experience.id),
  schema: z.custom<Experience>(),
});

const skills = defineCollection({
  loader: databaseLoader("skills", listSkills, (skill) => skill.id),
  schema: z.custom<Skill>(),
});

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
  schema: z.custom<DocumentVersion & { kind: DocumentKind }>(),
});

/** Approved guestbook messages, newest first (the page's island refreshes them after load). */
const guestbook = defineCollection({
  loader: databaseLoader("guestbook", listApprovedMessages, (message) => message.id),
  schema: z.custom<PublicGuestbookMessage>(),
});

/** The fixed reports of the site's configuration, with the public URLs of their stored files. */
const reports = defineCollection({
  loader: {
    name: "site:reports",
    async load({ store, parseData, generateDigest }) {
      const { storage } = await getServerContext();
      store.clear();
      for (const report of site.documents.reports) {
        const data = await parseData({
          id: report.id,
          data: {
            ...report,
            url: storage.publicUrl(DOCUMENTS_BUCKET, report.storagePath),
            fileName: report.storagePath.split("/").pop() ?? report.storagePath,
          },
        });
        store.set({ id: report.id, data, digest: generateDigest(data) });
      }
    },
  },
  schema: z.custom<ReportDocument & { url: string; fileName: string }>(),
});

export const collections = { projects, posts, projectFiles, experiences, skills, documents, guestbook, reports };

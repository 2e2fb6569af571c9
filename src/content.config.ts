import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import type { BlogPost, DocumentKind, DocumentVersion, Experience, Project, Skill } from "./lib/entities";
import { databaseLoader } from "./server/content/database-loader";
import { listPublishedPosts } from "./server/repositories/blog-posts";
import { findActiveDocument } from "./server/repositories/document-versions";
import { listApprovedMessages, type PublicGuestbookMessage } from "./server/repositories/guestbook";
import { listExperiences } from "./server/repositories/experiences";
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

const posts = defineCollection({
  loader: databaseLoader("posts", listPublishedPosts, (post) => post.slug),
  schema: z.custom<BlogPost>(),
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

export const collections = { projects, posts, experiences, skills, documents, guestbook };

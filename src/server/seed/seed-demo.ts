import { existsSync, writeFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DOCUMENTS_BUCKET } from "../../lib/storage-paths";
import { SERVICE_CLAIMS, type Database } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { projectPath } from "../paths";
import { createPost } from "../repositories/blog-posts";
import { activateDocumentVersion, addDocumentVersion } from "../repositories/document-versions";
import { createExperience } from "../repositories/experiences";
import { addProjectFile } from "../repositories/project-files";
import { demoWalkthroughs } from "./demo-walkthroughs";
import { createProject } from "../repositories/projects";
import { createSkill } from "../repositories/skills";
import { contentTypeFor } from "../storage/local-storage";
import type { StorageProvider } from "../storage/types";
import {
  demoBlogPosts,
  demoContactMessages,
  demoDocuments,
  demoExperiences,
  demoGuestbookMessages,
  demoProjectFiles,
  demoProjects,
  demoSkills,
} from "./demo-content";

export const DEMO_MEDIA_DIR = "supabase/seed/media";
const SEED_MARKER = "demo-seeded";

export interface SeedSummary {
  projects: number;
  experiences: number;
  skills: number;
  posts: number;
  guestbookMessages: number;
  contactMessages: number;
  projectFiles: number;
  mediaFiles: number;
}

/** True when nothing an owner writes exists yet (no projects, posts, experiences or skills). */
export async function isContentEmpty(db: Database): Promise<boolean> {
  const rows = await db.asServiceRole((sql) =>
    sql.query<{ empty: boolean }>(
      `select not exists (select 1 from public.projects_dynamic)
          and not exists (select 1 from public.blog_posts)
          and not exists (select 1 from public.experiences)
          and not exists (select 1 from public.skills) as empty`,
    ),
  );
  return rows[0]?.empty === true;
}

/**
 * Seeds the demo content once per data folder: only into an empty database, and never again
 * after the owner has emptied it (a marker file in the data folder remembers).
 */
export async function seedDemoContentOnce(
  db: Database,
  storage: StorageProvider,
  dataDir: string | null,
): Promise<SeedSummary | null> {
  const marker = dataDir ? path.join(dataDir, SEED_MARKER) : null;
  if (marker && existsSync(marker)) return null;
  if (!(await isContentEmpty(db))) return null;
  const summary = await seedDemoContent(db, storage);
  if (marker) writeFileSync(marker, `${new Date().toISOString()}\n`);
  return summary;
}

/**
 * Stores the demo media, then writes every demo row in one transaction as the service role:
 * either all of the demo content is there afterwards or none of it.
 */
export async function seedDemoContent(
  db: Database,
  storage: StorageProvider,
  mediaDir = projectPath(DEMO_MEDIA_DIR),
): Promise<SeedSummary> {
  const media = await listFiles(mediaDir);
  const sizes = new Map<string, number>();
  for (const objectPath of media) {
    const body = new Uint8Array(await readFile(path.join(mediaDir, objectPath)));
    sizes.set(objectPath, body.byteLength);
    await storage.upload({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, objectPath, body, {
      contentType: contentTypeFor(objectPath),
      cacheControl: 3600,
      upsert: true,
    });
  }
  const url = (objectPath: string) => {
    if (!sizes.has(objectPath)) throw new Error(`Demo media file missing: ${DEMO_MEDIA_DIR}/${objectPath}`);
    return storage.publicUrl(DOCUMENTS_BUCKET, objectPath);
  };
  // The demo resume and portfolio versions get their own copies, where their records say they are.
  for (const document of Object.values(demoDocuments)) {
    url(document.object);
    const body = new Uint8Array(await readFile(path.join(mediaDir, document.object)));
    await storage.upload({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, document.versionObject, body, {
      contentType: "application/pdf",
      cacheControl: 3600,
      upsert: true,
    });
  }

  await db.asServiceRole(async (sql) => {
    for (const project of demoProjects) {
      await createProject(sql, { ...project, image: url(project.image), gallery: project.gallery?.map(url) ?? null });
    }
    for (const experience of demoExperiences) await createExperience(sql, experience);
    for (const skill of demoSkills) await createSkill(sql, skill);
    const postIds: string[] = [];
    for (const post of demoBlogPosts) {
      const created = await createPost(
        sql,
        { ...post, featured_image: post.featured_image ? url(post.featured_image) : null },
        { publishedAt: post.published_at, views: post.views },
      );
      postIds.push(created.id);
    }
    // A walkthrough's step names a drawing seeded before its model.
    const fileIds = new Map<string, string>();
    const fileId = (fileName: string) => {
      const id = fileIds.get(fileName);
      if (!id) throw new Error(`demo walkthrough: ${fileName} is not seeded before the model`);
      return id;
    };
    for (const file of demoProjectFiles) {
      // All must be among the media (url throws when one is missing).
      for (const objectPath of [file.object, file.prepared, file.poster]) if (objectPath) url(objectPath);
      const walkthrough = demoWalkthroughs[file.file_name]?.map(({ drawing, ...step }) => ({
        ...step,
        ...(drawing && { drawing: { fileId: fileId(drawing.fileName), sheet: drawing.sheet } }),
      }));
      const seeded = await addProjectFile(sql, {
        project_slug: file.project_slug,
        file_name: file.file_name,
        file_path: file.object,
        file_type: file.file_type,
        file_size: sizes.get(file.object) ?? null,
        description: file.description,
        walkthrough,
        prepared_path: file.prepared ?? null,
        poster_path: file.poster ?? null,
      });
      fileIds.set(seeded.file_name, seeded.id);
    }
    // Rows written in one transaction share one time, and the lists order by it: dated as written,
    // every install lists the posts (by their dates) and each project's files (as above) alike.
    await sql.query(
      "update public.blog_posts set created_at = coalesce(published_at, now()) where id = any($1::uuid[])",
      [postIds],
    );
    await sql.query(
      `update public.project_files as file set created_at = now() - make_interval(secs => listed.position)
       from unnest($1::uuid[]) with ordinality as listed(id, position) where file.id = listed.id`,
      [[...fileIds.values()]],
    );
    await seedMessages(sql);
    for (const kind of ["resume", "portfolio"] as const) {
      const document = demoDocuments[kind];
      const version = await addDocumentVersion(sql, kind, {
        file_name: document.file_name,
        file_path: storage.publicUrl(DOCUMENTS_BUCKET, document.versionObject),
        storage_path: document.versionObject,
        file_size: sizes.get(document.object) ?? 0,
        mime_type: "application/pdf",
        uploaded_by: null,
      });
      await activateDocumentVersion(sql, kind, version.id);
    }
  });

  return {
    projects: demoProjects.length,
    experiences: demoExperiences.length,
    skills: demoSkills.length,
    posts: demoBlogPosts.length,
    guestbookMessages: demoGuestbookMessages.length,
    contactMessages: demoContactMessages.length,
    projectFiles: demoProjectFiles.length,
    mediaFiles: media.length,
  };
}

/**
 * Messages arrive in every state and spread over past weeks, which no visitor path can write
 * (visitors always create new/pending rows now), so the seed states them directly.
 */
async function seedMessages(sql: SqlExecutor): Promise<void> {
  for (const [index, message] of demoGuestbookMessages.entries()) {
    await sql.query(
      `insert into public.guestbook_messages (name, email, message, status, approved_at, created_at)
       values ($1, $2, $3, $4::public.guestbook_status,
               case when $4 = 'approved' then now() - make_interval(days => $5) + interval '2 hours' end,
               now() - make_interval(days => $5))`,
      [message.name, message.email, message.message, message.status, (index + 1) * 6],
    );
  }
  for (const [index, message] of demoContactMessages.entries()) {
    await sql.query(
      `insert into public.contact_messages (name, email, message, status, created_at)
       values ($1, $2, $3, $4::public.contact_status, now() - make_interval(days => $5))`,
      [message.name, message.email, message.message, message.status, index * 3 + 1],
    );
  }
}

/** Every file below `dir`, as slash-separated relative paths (their object paths). */
async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile() && !entry.name.startsWith(".")) files.push(relative);
  }
  return files;
}

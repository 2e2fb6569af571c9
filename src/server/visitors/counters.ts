import { z } from "zod";
import { DOCUMENTS_BUCKET } from "../../lib/storage-paths";
import { visitorText } from "../../lib/validation/visitor-forms";
import { isPostgresError, SqlState } from "../db/errors";
import { json } from "../http";
import { findPublishedPostViews, incrementPostViews } from "../repositories/blog-posts";
import { findProjectFile, incrementFileDownloads } from "../repositories/project-files";
import { recordProjectView } from "../repositories/project-views";
import type { StorageProvider } from "../storage/types";
import { isBot } from "./bots";
import type { ClientAddressSource } from "./client-identity";
import { handleVisitorWrite, type VisitorDeps } from "./visitor-write";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const noBody = z.object({});
const viewBody = z.object({
  referrer: visitorText()
    .pipe(z.string().max(4096, "Referrer is too long"))
    .nullish()
    .transform((value) => value ?? null),
});

const fromBot = (request: Request) => isBot(request.headers.get("user-agent"));

/**
 * POST /api/projects/{slug}/views: one view of a published project, with its referrer. Bots get
 * `recorded: false` and touch nothing; drafts and unknown slugs are refused by RLS (404).
 */
export function recordView(call: ClientAddressSource, deps: VisitorDeps, slug: string): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "project-view",
    schema: viewBody,
    skip: (request) =>
      !SLUG.test(slug)
        ? json({ error: "Project not found" }, { status: 404 })
        : fromBot(request)
          ? json({ recorded: false }, { status: 202 })
          : null,
    write: async ({ referrer }) => {
      try {
        await deps.db.asAnon((sql) => recordProjectView(sql, slug, referrer));
      } catch (error) {
        if (isPostgresError(error) && error.code === SqlState.insufficientPrivilege) {
          return json({ error: "Project not found" }, { status: 404 });
        }
        throw error;
      }
      return json({ recorded: true }, { status: 202 });
    },
  });
}

/**
 * POST /api/blog/{slug}/views: one atomic +1 for a published post, answering the new count.
 * Bots get the current count without raising it.
 */
export function countPostView(call: ClientAddressSource, deps: VisitorDeps, slug: string): Promise<Response> {
  const notFound = () => json({ error: "Post not found" }, { status: 404 });
  return handleVisitorWrite(call, deps, {
    bucket: "blog-view",
    schema: noBody,
    skip: () => (SLUG.test(slug) ? null : notFound()),
    write: async () => {
      const bot = fromBot(call.request);
      const views = await deps.db.asAnon(async (sql) => {
        const post = await findPublishedPostViews(sql, slug);
        if (!post) return null;
        return bot ? post.views : incrementPostViews(sql, post.id);
      });
      return views === null ? notFound() : json({ views });
    },
  });
}

/**
 * POST /api/project-files/{id}/downloads: one atomic +1 for a file of a published project, before
 * the browser opens it; answers the new count and the file's public URL. Bots are not counted.
 */
export function countDownload(
  call: ClientAddressSource,
  deps: VisitorDeps & { storage: StorageProvider },
  fileId: string,
): Promise<Response> {
  const notFound = () => json({ error: "File not found" }, { status: 404 });
  return handleVisitorWrite(call, deps, {
    bucket: "download",
    schema: noBody,
    skip: () => (UUID.test(fileId) ? null : notFound()),
    write: async () => {
      const bot = fromBot(call.request);
      const result = await deps.db.asAnon(async (sql) => {
        const file = await findProjectFile(sql, fileId);
        if (!file) return null;
        const downloads = bot ? file.downloads : await incrementFileDownloads(sql, fileId);
        return downloads === null ? null : { downloads, path: file.file_path };
      });
      if (!result) return notFound();
      return json({ downloads: result.downloads, url: deps.storage.publicUrl(DOCUMENTS_BUCKET, result.path) });
    },
  });
}

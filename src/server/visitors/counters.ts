import { z } from "zod";
import { DOCUMENTS_BUCKET } from "../../lib/storage-paths";
import { visitorText } from "../../lib/validation/visitor-forms";
import { actAs, ANON_CLAIMS } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import { findPublishedPostViews, incrementPostViews } from "../repositories/blog-posts";
import { findProjectFile, incrementFileDownloads } from "../repositories/project-files";
import { findPublishedProject } from "../repositories/projects";
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
 * `recorded: false` and touch nothing; drafts and unknown slugs, which visitors cannot see, get 404.
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
    write: async (sql, { referrer }) => {
      await actAs(sql, ANON_CLAIMS);
      if (!(await findPublishedProject(sql, slug))) return json({ error: "Project not found" }, { status: 404 });
      await recordProjectView(sql, slug, referrer);
      return json({ recorded: true }, { status: 202 });
    },
  });
}

/**
 * A counter's POST endpoint: an id or slug that cannot name a row, or a row visitors cannot see,
 * gets 404 with `notFound`; else `count` raises the row's count by one, atomically, as the visitor
 * (a bot's request only reads it), and answers the body to send, or null when there is no such row.
 */
function counterEndpoint(
  call: ClientAddressSource,
  deps: VisitorDeps,
  endpoint: { bucket: "blog-view" | "download"; wellFormed: boolean; notFound: string },
  count: (sql: SqlExecutor, raise: boolean) => Promise<Record<string, unknown> | null>,
): Promise<Response> {
  const notFound = () => json({ error: endpoint.notFound }, { status: 404 });
  return handleVisitorWrite(call, deps, {
    bucket: endpoint.bucket,
    schema: noBody,
    skip: () => (endpoint.wellFormed ? null : notFound()),
    write: async (sql) => {
      await actAs(sql, ANON_CLAIMS);
      const answer = await count(sql, !fromBot(call.request));
      return answer ? json(answer) : notFound();
    },
  });
}

/**
 * POST /api/blog/{slug}/views: one atomic +1 for a published post, answering the new count.
 * Bots get the current count without raising it.
 */
export function countPostView(call: ClientAddressSource, deps: VisitorDeps, slug: string): Promise<Response> {
  const endpoint = { bucket: "blog-view", wellFormed: SLUG.test(slug), notFound: "Post not found" } as const;
  return counterEndpoint(call, deps, endpoint, async (sql, raise) => {
    const post = await findPublishedPostViews(sql, slug);
    if (!post) return null;
    const views = raise ? await incrementPostViews(sql, post.id) : post.views;
    return views === null ? null : { views };
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
  const endpoint = { bucket: "download", wellFormed: UUID.test(fileId), notFound: "File not found" } as const;
  return counterEndpoint(call, deps, endpoint, async (sql, raise) => {
    const file = await findProjectFile(sql, fileId);
    if (!file) return null;
    const downloads = raise ? await incrementFileDownloads(sql, fileId) : file.downloads;
    if (downloads === null) return null;
    return { downloads, url: deps.storage.publicUrl(DOCUMENTS_BUCKET, file.file_path, file.file_name) };
  });
}

import { json } from "../http";
import { findActiveDocument } from "../repositories/document-versions";
import type { VisitorDeps } from "./visitor-write";

/**
 * GET /api/documents/active: the active resume and portfolio as visitors may see them, so that
 * prebuilt pages can point at a version activated after the last build. null = none active (the
 * page keeps the configured default).
 */
export async function activeDocuments(deps: Pick<VisitorDeps, "db">): Promise<Response> {
  const [resume, portfolio] = await deps.db.asAnon(async (sql) => [
    await findActiveDocument(sql, "resume"),
    await findActiveDocument(sql, "portfolio"),
  ]);
  return json(
    {
      resume: resume ? { url: resume.file_path } : null,
      portfolio: portfolio ? { url: portfolio.file_path, updated_at: portfolio.created_at } : null,
    },
    { headers: { "cache-control": "public, max-age=60" } },
  );
}

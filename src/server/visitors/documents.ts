import { documentUrl } from "../../lib/documents";
import { findActiveDocument } from "../repositories/document-versions";
import { readSiteSettings } from "../repositories/site-settings";
import { findApplicationLink } from "./applications";
import type { VisitorDeps } from "./visitor-write";

/**
 * GET /resume.pdf and /portfolio.pdf: a stable address that always leads to the active version
 * (a 302, never cached, so activating a new version takes effect at once), or to the settings'
 * default while none is active; a 404 when there is neither. A file on this site is named by its
 * path, so the browser stays on the origin it asked (whatever SITE_URL says); a file elsewhere
 * (Supabase Storage) by its URL.
 */
export async function activeDocumentRedirect(
  deps: Pick<VisitorDeps, "db">,
  kind: "resume" | "portfolio",
  applicationToken?: string | null,
): Promise<Response> {
  // Through an application's link (`?a=<token>`), the résumé is the version sent with it, while
  // that version and the application exist.
  if (kind === "resume" && applicationToken) {
    const sent = (await findApplicationLink(deps.db, applicationToken))?.resume_path;
    if (sent) return new Response(null, { status: 302, headers: { location: sent, "cache-control": "no-store" } });
  }
  const { active, documents } = await deps.db.asAnon(async (sql) => ({
    active: await findActiveDocument(sql, kind),
    documents: (await readSiteSettings(sql)).settings.documents,
  }));
  const location = documentUrl(active, kind === "resume" ? documents.defaultResumeUrl : documents.defaultPortfolioUrl);
  // Neither: the site has no such document yet (its pages then offer no link to it).
  if (location === "") return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

/**
 * The admin's JSON Resume import endpoints (docs/admin-api.md, "Import JSON Resume"): the
 * server's preview of a file, and the import of what it showed. Browser only.
 */
import type { ImportCounts, ImportPreview } from "../../lib/resume-import";
import { adminRequest } from "../data/client";

export interface ImportResult {
  added: ImportCounts;
  skipped: ImportCounts;
  invalid: ImportCounts;
}

/** What the file would add, skip and refuse; stores nothing. */
export const previewResumeImport = (resume: unknown) =>
  adminRequest<ImportPreview>("POST", "/api/admin/resume-import/preview", { resume });

/** Adds the file's new entries; refused (409, nothing stored) unless they are still `expected`. */
export const importResume = (resume: unknown, expected: ImportCounts) =>
  adminRequest<ImportResult>("POST", "/api/admin/resume-import", { resume, expected });

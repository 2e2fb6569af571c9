import { z } from "zod";
import type { DocumentKind } from "../../lib/entities";
import { ADMIN_FORM_MESSAGES, MAX_UPLOAD_BYTES, projectFileSchema } from "../../lib/validation/admin-forms";
import { DOCUMENTS_BUCKET, isSafeObjectPath } from "../../lib/storage-paths";
import { isPostgresError, SqlState } from "../db/errors";
import { json } from "../http";
import * as documents from "../repositories/document-versions";
import * as projectFiles from "../repositories/project-files";
import type { StorageActor, StorageProvider } from "../storage/types";
import {
  adminHandler,
  badRequest,
  isUuid,
  noContent,
  notFound,
  readActionBody,
  readBody,
  rebuildAfter,
  storageActor,
  type AdminDeps,
} from "./http";

/**
 * Resume and portfolio versions and project files (docs/admin-api.md, "Admin"). The bytes were
 * already sent to storage through a signed target (uploads.ts); recording one checks what was
 * really stored (exists, at most 10 MB, and for documents a PDF by its first bytes), removes the
 * stored file when it is refused or its record cannot be saved, and never trusts the browser's
 * word for size or type.
 */

export const FILE_ERRORS = {
  invalidPath: "Invalid storage path",
  missing: "The uploaded file was not found. Please upload it again.",
} as const;

const DOCUMENT_FOLDERS: Record<DocumentKind, string> = { resume: "resumes", portfolio: "portfolios" };
const PDF_MAGIC = "%PDF-";

export function isDocumentKind(value: string | undefined): value is DocumentKind {
  return value === "resume" || value === "portfolio";
}

/** `folder/{one file name}`, safe as an object path. */
function isDirectChild(objectPath: string, folder: string): boolean {
  return (
    isSafeObjectPath(objectPath) &&
    objectPath.startsWith(`${folder}/`) &&
    !objectPath.slice(folder.length + 1).includes("/")
  );
}

const storagePath = z
  .string(FILE_ERRORS.invalidPath)
  .trim()
  .min(1, FILE_ERRORS.invalidPath)
  .max(1024, FILE_ERRORS.invalidPath);

const documentRecord = z.object({
  storagePath,
  file_name: z
    .string(ADMIN_FORM_MESSAGES.fileRequired)
    .trim()
    .min(1, ADMIN_FORM_MESSAGES.fileRequired)
    .max(255, ADMIN_FORM_MESSAGES.fileNameTooLong),
});

const projectFileRecord = projectFileSchema
  .pick({ file_name: true, project_slug: true, description: true })
  .extend({ storagePath });

/** Removes a stored object, logging (not throwing) when it cannot: the answer is decided already. */
async function removeQuietly(storage: StorageProvider, actor: StorageActor, objectPath: string, where: string) {
  try {
    await storage.remove(actor, DOCUMENTS_BUCKET, [objectPath]);
  } catch (error) {
    console.error(`[${where}] could not remove ${objectPath}:`, error);
  }
}

/** A unique violation on the path means another record owns the file: it must stay. */
function pathTakenBy(error: unknown, constraint: string): boolean {
  if (!isPostgresError(error) || error.code !== SqlState.uniqueViolation) return false;
  const name = error.constraint ?? error.constraint_name ?? "";
  return name === constraint || error.message.includes(constraint);
}

/**
 * Saves the record of a stored file; if that fails, the file goes too (unless another record
 * already points at it), and the error is answered as usual.
 */
async function recordOrRemove<T>(
  deps: AdminDeps,
  actor: StorageActor,
  objectPath: string,
  constraint: string,
  where: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!pathTakenBy(error, constraint)) await removeQuietly(deps.storage, actor, objectPath, where);
    throw error;
  }
}

// Resume and portfolio ----------------------------------------------------------------------------

/** GET /api/admin/documents/{kind}: every version, newest first. */
export const listDocumentVersions = adminHandler<[kind: string | undefined]>(
  "api/admin/documents",
  async (_request, admin, deps, kind) => {
    if (!isDocumentKind(kind)) return notFound();
    const versions = await deps.db.withClaims(admin.claims, (sql) => documents.listDocumentVersions(sql, kind));
    return json({ versions });
  },
);

/**
 * POST /api/admin/documents/{kind}: records an uploaded PDF as the next version (inactive). The
 * stored object must exist, be at most 10 MB and start with `%PDF-`; otherwise it is removed and
 * the answer is 400. The database numbers the version (highest + 1) under a lock in the insert's
 * transaction, so concurrent uploads get distinct numbers.
 */
export const addDocumentVersion = adminHandler<[kind: string | undefined]>(
  "api/admin/documents",
  async (request, admin, deps, kind) => {
    if (!isDocumentKind(kind)) return notFound();
    const body = await readBody(request, documentRecord);
    if (!body.ok) return body.response;
    const { storagePath: objectPath, file_name } = body.data;
    if (!isDirectChild(objectPath, DOCUMENT_FOLDERS[kind])) return badRequest(FILE_ERRORS.invalidPath);

    const actor = storageActor(admin);
    const stored = await deps.storage.inspect(actor, DOCUMENTS_BUCKET, objectPath, PDF_MAGIC.length);
    if (!stored) return badRequest(FILE_ERRORS.missing);
    if (stored.size > MAX_UPLOAD_BYTES) {
      await removeQuietly(deps.storage, actor, objectPath, "api/admin/documents");
      return badRequest(ADMIN_FORM_MESSAGES.fileTooLarge);
    }
    if (String.fromCharCode(...stored.head) !== PDF_MAGIC) {
      await removeQuietly(deps.storage, actor, objectPath, "api/admin/documents");
      return badRequest(ADMIN_FORM_MESSAGES.pdfOnly);
    }

    const version = await recordOrRemove(
      deps,
      actor,
      objectPath,
      `${kind}_files_storage_path_key`,
      "api/admin/documents",
      () =>
        deps.db.withClaims(admin.claims, (sql) =>
          documents.addDocumentVersion(sql, kind, {
            file_name,
            file_path: deps.storage.publicUrl(DOCUMENTS_BUCKET, objectPath),
            storage_path: objectPath,
            file_size: stored.size,
            mime_type: "application/pdf",
            uploaded_by: admin.user.id,
          }),
        ),
    );
    return json({ version }, { status: 201 });
  },
);

/** POST /api/admin/documents/{kind}/{id}/activate: 'Set Active', in one transaction. */
export const activateDocumentVersion = adminHandler<[kind: string | undefined, id: string | undefined]>(
  "api/admin/documents",
  async (request, admin, deps, kind, id) => {
    const refused = await readActionBody(request);
    if (refused) return refused;
    if (!isDocumentKind(kind) || !isUuid(id)) return notFound();
    const version = await deps.db.withClaims(admin.claims, async (sql) => {
      if (!(await documents.activateDocumentVersion(sql, kind, id))) return undefined;
      return documents.findDocumentVersion(sql, kind, id);
    });
    if (!version) return notFound();
    await rebuildAfter(deps, admin, `${kind} version ${version.version} activated`);
    return json({ version });
  },
);

/** DELETE /api/admin/documents/{kind}/{id}: the record, then its stored file. */
export const deleteDocumentVersion = adminHandler<[kind: string | undefined, id: string | undefined]>(
  "api/admin/documents",
  async (_request, admin, deps, kind, id) => {
    if (!isDocumentKind(kind) || !isUuid(id)) return notFound();
    const deleted = await deps.db.withClaims(admin.claims, (sql) => documents.deleteDocumentVersion(sql, kind, id));
    if (!deleted) return notFound();
    await removeQuietly(deps.storage, storageActor(admin), deleted.storage_path, "api/admin/documents");
    if (deleted.is_active) await rebuildAfter(deps, admin, `active ${kind} deleted`);
    return noContent();
  },
);

// Project files -----------------------------------------------------------------------------------

/** GET /api/admin/project-files: every file, newest first. */
export const listProjectFiles = adminHandler<[]>("api/admin/project-files", async (_request, admin, deps) => {
  const files = await deps.db.withClaims(admin.claims, projectFiles.listAllProjectFiles);
  return json({ files });
});

/**
 * POST /api/admin/project-files: records a file uploaded under `project-files/{slug}/`, with the
 * size and type of the stored object. Refused (and removed) past 10 MB or when its record fails
 * (an unknown project: 'Referenced item not found').
 */
export const addProjectFile = adminHandler<[]>("api/admin/project-files", async (request, admin, deps) => {
  const body = await readBody(request, projectFileRecord);
  if (!body.ok) return body.response;
  const { storagePath: objectPath, file_name, project_slug, description } = body.data;
  if (!isDirectChild(objectPath, `project-files/${project_slug}`)) return badRequest(FILE_ERRORS.invalidPath);

  const actor = storageActor(admin);
  const stored = await deps.storage.inspect(actor, DOCUMENTS_BUCKET, objectPath, 0);
  if (!stored) return badRequest(FILE_ERRORS.missing);
  if (stored.size > MAX_UPLOAD_BYTES) {
    await removeQuietly(deps.storage, actor, objectPath, "api/admin/project-files");
    return badRequest(ADMIN_FORM_MESSAGES.fileTooLarge);
  }

  const file = await recordOrRemove(
    deps,
    actor,
    objectPath,
    "project_files_file_path_key",
    "api/admin/project-files",
    () =>
      deps.db.withClaims(admin.claims, (sql) =>
        projectFiles.addProjectFile(sql, {
          project_slug,
          file_name,
          file_path: objectPath,
          file_type: stored.contentType.split(";")[0]!.trim() || "application/octet-stream",
          file_size: stored.size,
          description,
        }),
      ),
  );
  await rebuildAfter(deps, admin, `project file added: ${project_slug}`);
  return json({ file }, { status: 201 });
});

/** DELETE /api/admin/project-files/{id}: the record, then its stored file. */
export const deleteProjectFile = adminHandler<[id: string | undefined]>(
  "api/admin/project-files",
  async (_request, admin, deps, id) => {
    if (!isUuid(id)) return notFound();
    const deleted = await deps.db.withClaims(admin.claims, (sql) => projectFiles.deleteProjectFile(sql, id));
    if (!deleted) return notFound();
    await removeQuietly(deps.storage, storageActor(admin), deleted.file_path, "api/admin/project-files");
    await rebuildAfter(deps, admin, `project file deleted: ${deleted.project_slug}`);
    return noContent();
  },
);

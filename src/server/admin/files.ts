import { z } from "zod";
import type { DocumentKind, ListedProjectFile } from "../../lib/entities";
import { walkthroughSchema } from "../../lib/entity-schemas";
import { ADMIN_FORM_MESSAGES, MAX_UPLOAD_BYTES, projectFileSchema } from "../../lib/validation/admin-forms";
import { DOCUMENTS_BUCKET, isSafeObjectPath, UPLOADS_BUCKET } from "../../lib/storage-paths";
import { json } from "../http";
import * as documents from "../repositories/document-versions";
import { isDrawing, isPreparable, modelKindOf } from "../../lib/models";
import * as projectFiles from "../repositories/project-files";
import * as projects from "../repositories/projects";
import type { StorageActor, StoredObjectInfo, StorageProvider } from "../storage/types";
import {
  badRequest,
  expectedUpdatedAt,
  isUuid,
  noContent,
  notFound,
  readActionBody,
  readBody,
  rebuildAfter,
  staleSave,
  storageActor,
  type AdminDeps,
  type AdminHandler,
} from "./http";

/**
 * Resume and portfolio versions and project files (docs/admin-api.md, "Admin"). The bytes were
 * already sent to the private `uploads` bucket through a signed target (uploads.ts); recording one
 * checks what was really stored (exists, at most 10 MB, and for documents a PDF by its first
 * bytes), moves it to the public `documents` bucket, removes it when it is refused or its record
 * cannot be saved, and never trusts the browser's word for size or type.
 */

export const FILE_ERRORS = {
  invalidPath: "Invalid storage path",
  missing: "The uploaded file was not found. Please upload it again.",
  notAModel: "Only a 3D model has a walkthrough",
  notADrawing: "A step links only to a drawing (PDF) of the same project",
  notPreparable: "Only a STEP, IGES, STL, OBJ, PLY, 3MF or .gltf model is prepared for viewing",
  notGlb: "A prepared model must be a glTF binary (GLB)",
  notAModelPoster: "Only a 3D model has a poster",
  notPoster: "A poster must be a WebP or PNG image",
  noPoster: "This model has no poster yet: prepare it for viewing first",
} as const;

const DOCUMENT_FOLDERS: Record<DocumentKind, string> = { resume: "resumes", portfolio: "portfolios" };
const PDF_MAGIC = "%PDF-";

export function isDocumentKind(value: string | undefined): value is DocumentKind {
  return value === "resume" || value === "portfolio";
}

/** `folder/{timestamp}/{file name}` (timestampedObjectPath), safe as an object path. */
export function isUploadIn(objectPath: string, folder: string): boolean {
  return (
    isSafeObjectPath(objectPath) &&
    objectPath.startsWith(`${folder}/`) &&
    /^\d+\/[^/]+$/.test(objectPath.slice(folder.length + 1))
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
async function removeQuietly(
  storage: StorageProvider,
  actor: StorageActor,
  bucket: string,
  objectPath: string,
  where: string,
) {
  try {
    await storage.remove(actor, bucket, [objectPath]);
  } catch (error) {
    console.error(`[${where}] could not remove ${bucket}/${objectPath}:`, error);
  }
}

/**
 * Publishes a staged upload: `refusal(stored)` is checked first (the staged file is removed and
 * the refusal answered), then the file moves to the public bucket and `save` records it; if the
 * record cannot be saved, the file goes too and the error is answered as usual. `stored.head`
 * holds the file's first `headBytes` bytes (the whole file when that is MAX_UPLOAD_BYTES).
 */
export async function publishStaged<T>(
  deps: AdminDeps,
  actor: StorageActor,
  objectPath: string,
  where: string,
  headBytes: number,
  refusal: (stored: StoredObjectInfo) => string | undefined | Promise<string | undefined>,
  save: (stored: StoredObjectInfo) => Promise<T>,
): Promise<{ ok: true; saved: T } | { ok: false; response: Response }> {
  const stored = await deps.storage.inspect(actor, UPLOADS_BUCKET, objectPath, headBytes);
  if (!stored) return { ok: false, response: badRequest(FILE_ERRORS.missing) };
  const refused = stored.size > MAX_UPLOAD_BYTES ? ADMIN_FORM_MESSAGES.fileTooLarge : await refusal(stored);
  if (refused) {
    await removeQuietly(deps.storage, actor, UPLOADS_BUCKET, objectPath, where);
    return { ok: false, response: badRequest(refused) };
  }
  if (!(await deps.storage.move(actor, UPLOADS_BUCKET, objectPath, DOCUMENTS_BUCKET))) {
    return { ok: false, response: badRequest(FILE_ERRORS.missing) };
  }
  try {
    return { ok: true, saved: await save(stored) };
  } catch (error) {
    await removeQuietly(deps.storage, actor, DOCUMENTS_BUCKET, objectPath, where);
    throw error;
  }
}

// Resume and portfolio ----------------------------------------------------------------------------

/** GET /api/admin/documents/{kind}: every version, newest first. */
export const listDocumentVersions: AdminHandler<[kind: string | undefined]> = async (_request, admin, deps, kind) => {
  if (!isDocumentKind(kind)) return notFound();
  const versions = await deps.db.withClaims(admin.claims, (sql) => documents.listDocumentVersions(sql, kind));
  return json({ versions });
};

/**
 * POST /api/admin/documents/{kind}: records an uploaded PDF as the next version (inactive). The
 * stored object must exist, be at most 10 MB and start with `%PDF-`; otherwise it is removed and
 * the answer is 400. The database numbers the version (highest + 1) under a lock in the insert's
 * transaction, so concurrent uploads get distinct numbers.
 */
export const addDocumentVersion: AdminHandler<[kind: string | undefined]> = async (request, admin, deps, kind) => {
  if (!isDocumentKind(kind)) return notFound();
  const body = await readBody(request, documentRecord);
  if (!body.ok) return body.response;
  const { storagePath: objectPath, file_name } = body.data;
  if (!isUploadIn(objectPath, DOCUMENT_FOLDERS[kind])) return badRequest(FILE_ERRORS.invalidPath);

  const published = await publishStaged(
    deps,
    storageActor(admin),
    objectPath,
    "api/admin/documents",
    PDF_MAGIC.length,
    (stored) => (String.fromCharCode(...stored.head) === PDF_MAGIC ? undefined : ADMIN_FORM_MESSAGES.pdfOnly),
    (stored) =>
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
  if (!published.ok) return published.response;
  return json({ version: published.saved }, { status: 201 });
};

/** POST /api/admin/documents/{kind}/{id}/activate: 'Set Active', in one transaction. */
export const activateDocumentVersion: AdminHandler<[kind: string | undefined, id: string | undefined]> = async (
  request,
  admin,
  deps,
  kind,
  id,
) => {
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
};

/** DELETE /api/admin/documents/{kind}/{id}: the record, then its stored file. */
export const deleteDocumentVersion: AdminHandler<[kind: string | undefined, id: string | undefined]> = async (
  _request,
  admin,
  deps,
  kind,
  id,
) => {
  if (!isDocumentKind(kind) || !isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => documents.deleteDocumentVersion(sql, kind, id));
  if (!deleted) return notFound();
  await removeQuietly(deps.storage, storageActor(admin), DOCUMENTS_BUCKET, deleted.storage_path, "api/admin/documents");
  if (deleted.is_active) await rebuildAfter(deps, admin, `active ${kind} deleted`);
  return noContent();
};

// Project files -----------------------------------------------------------------------------------

/** GET /api/admin/project-files: every file, newest first, each with its public address. */
export const listProjectFiles: AdminHandler<[]> = async (_request, admin, deps) => {
  const stored = await deps.db.withClaims(admin.claims, projectFiles.listAllProjectFiles);
  const files: ListedProjectFile[] = stored.map((file) => ({
    ...file,
    url: deps.storage.publicUrl(DOCUMENTS_BUCKET, file.file_path, file.file_name),
    poster_url: file.poster_path && deps.storage.publicUrl(DOCUMENTS_BUCKET, file.poster_path),
  }));
  return json({ files });
};

/**
 * POST /api/admin/project-files: records a file uploaded under `project-files/{slug}/`, with the
 * size and type of the stored object. Refused (and removed) past 10 MB or when its record fails
 * (an unknown project: 'Referenced item not found').
 */
export const addProjectFile: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, projectFileRecord);
  if (!body.ok) return body.response;
  const { storagePath: objectPath, file_name, project_slug, description } = body.data;
  if (!isUploadIn(objectPath, `project-files/${project_slug}`)) return badRequest(FILE_ERRORS.invalidPath);

  const published = await publishStaged(
    deps,
    storageActor(admin),
    objectPath,
    "api/admin/project-files",
    0,
    () => undefined,
    (stored) =>
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
  if (!published.ok) return published.response;
  await rebuildAfter(deps, admin, `project file added: ${project_slug}`);
  return json({ file: published.saved }, { status: 201 });
};

const walkthroughUpdate = z.object({ walkthrough: walkthroughSchema, expected_updated_at: expectedUpdatedAt });

/**
 * PUT /api/admin/project-files/{id} {walkthrough, expected_updated_at}: a 3D model's walkthrough,
 * replaced whole (its steps in their order). 400 for a file that is not a 3D model or a step that
 * is not valid, 409 when the file changed since the editor loaded it; the project page is rebuilt.
 */
export const updateProjectFile: AdminHandler<[id: string | undefined]> = async (request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const body = await readBody(request, walkthroughUpdate);
  if (!body.ok) return body.response;
  const { walkthrough, expected_updated_at } = body.data;
  const outcome = await deps.db.withClaims(admin.claims, async (sql) => {
    const file = await projectFiles.findProjectFile(sql, id);
    if (!file) return "missing" as const;
    if (walkthrough.length > 0 && !modelKindOf(file.file_name)) return "not a model" as const;
    const linked = walkthrough.flatMap((step) => (step.drawing ? [step.drawing.fileId] : []));
    if (linked.length > 0) {
      const drawings = new Set(
        (await projectFiles.listProjectFiles(sql, file.project_slug))
          .filter((one) => isDrawing(one.file_name))
          .map((one) => one.id),
      );
      if (!linked.every((id) => drawings.has(id))) return "not a drawing" as const;
    }
    return (await projectFiles.updateProjectFileWalkthrough(sql, id, walkthrough, expected_updated_at)) ?? "stale";
  });
  if (outcome === "missing") return notFound();
  if (outcome === "not a model") return badRequest(FILE_ERRORS.notAModel);
  if (outcome === "not a drawing") return badRequest(FILE_ERRORS.notADrawing);
  if (outcome === "stale") return staleSave();
  await rebuildAfter(deps, admin, `project file walkthrough: ${outcome.file_name}`);
  return json({ file: outcome });
};

/** A part of a model prepared for viewing: which models get it, and how its bytes must begin. */
const PREPARED_PARTS = {
  prepared_path: {
    action: "prepare",
    recorded: "project file prepared",
    applies: isPreparable,
    notApplicable: FILE_ERRORS.notPreparable,
    headBytes: 4,
    isValid: (head: Uint8Array) => ascii(head, 0, 4) === "glTF",
    invalid: FILE_ERRORS.notGlb,
  },
  poster_path: {
    action: "poster",
    recorded: "project file poster",
    applies: (fileName: string) => modelKindOf(fileName) !== null,
    notApplicable: FILE_ERRORS.notAModelPoster,
    headBytes: 12,
    // WebP (RIFF….WEBP) or PNG.
    isValid: (head: Uint8Array) =>
      (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") || ascii(head, 1, 4) === "PNG",
    invalid: FILE_ERRORS.notPoster,
  },
} as const;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const preparedRecord = z.object({ storagePath: z.string(FILE_ERRORS.invalidPath) });

/**
 * POST /api/admin/project-files/{id}/prepare {storagePath} and …/poster {storagePath}: a model
 * prepared for viewing in the owner's browser, its meshes (a GLB, for STEP and IGES models) or its
 * poster (a WebP or PNG, for any model), uploaded under the project's folder and recorded beside
 * the file; the object it replaces is removed. 400 for a file that does not get that part or an
 * upload that is not of its type (removed); the project page is rebuilt to show it.
 */
function prepareProjectFile(part: projectFiles.PreparedPart): AdminHandler<[id: string | undefined]> {
  const rules = PREPARED_PARTS[part];
  return async (request, admin, deps, id) => {
    if (!isUuid(id)) return notFound();
    const body = await readBody(request, preparedRecord);
    if (!body.ok) return body.response;
    const { storagePath: objectPath } = body.data;
    const file = await deps.db.withClaims(admin.claims, (sql) => projectFiles.findProjectFile(sql, id));
    if (!file) return notFound();
    if (!rules.applies(file.file_name)) return badRequest(rules.notApplicable);
    if (!isUploadIn(objectPath, `project-files/${file.project_slug}`)) return badRequest(FILE_ERRORS.invalidPath);
    const actor = storageActor(admin);
    const where = `api/admin/project-files/${rules.action}`;
    const published = await publishStaged(
      deps,
      actor,
      objectPath,
      where,
      rules.headBytes,
      (stored) => (rules.isValid(stored.head) ? undefined : rules.invalid),
      (stored) =>
        deps.db
          .withClaims(admin.claims, (sql) => projectFiles.setPreparedPart(sql, id, part, objectPath))
          .then((saved) => {
            // Deleted meanwhile: the part has nothing to belong to.
            if (!saved) throw new Error(`project file ${id} is gone (${stored.size} bytes not recorded)`);
            return saved;
          }),
    );
    if (!published.ok) return published.response;
    const { file: prepared, previous } = published.saved;
    if (previous && previous !== objectPath)
      await removeQuietly(deps.storage, actor, DOCUMENTS_BUCKET, previous, where);
    await rebuildAfter(deps, admin, `${rules.recorded}: ${prepared.file_name}`);
    return json({ file: prepared });
  };
}

export const prepareProjectMesh = prepareProjectFile("prepared_path");
export const prepareProjectPoster = prepareProjectFile("poster_path");

/**
 * POST /api/admin/project-files/{id}/project-image: the model's poster becomes its project's main
 * image (the card, the page and the share card), with alt text naming the model. 400 for a file
 * without a poster; the project's pages are rebuilt.
 */
export const useProjectFilePoster: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const outcome = await deps.db.withClaims(admin.claims, async (sql) => {
    const file = await projectFiles.findProjectFile(sql, id);
    if (!file) return undefined;
    if (!file.poster_path) return "no poster" as const;
    const image = deps.storage.publicUrl(DOCUMENTS_BUCKET, file.poster_path);
    return projects.setProjectImage(sql, file.project_slug, image, posterAlt(file.file_name));
  });
  if (!outcome) return notFound();
  if (outcome === "no poster") return badRequest(FILE_ERRORS.noPoster);
  await rebuildAfter(deps, admin, `project image from a model: ${outcome.slug}`);
  return json({ project: outcome });
};

/** A poster's alt text: the model it shows, by its file's name. */
export const posterAlt = (fileName: string) =>
  `3D model ${fileName.replace(/\.[^.]+$/, "")}, seen from the front and above`;

/** DELETE /api/admin/project-files/{id}: the record, then its stored file. */
export const deleteProjectFile: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, (sql) => projectFiles.deleteProjectFile(sql, id));
  if (!deleted) return notFound();
  for (const objectPath of [deleted.file_path, deleted.prepared_path, deleted.poster_path]) {
    if (objectPath) {
      await removeQuietly(deps.storage, storageActor(admin), DOCUMENTS_BUCKET, objectPath, "api/admin/project-files");
    }
  }
  await rebuildAfter(deps, admin, `project file deleted: ${deleted.project_slug}`);
  return noContent();
};

import { z } from "zod";
import {
  ADMIN_FORM_MESSAGES,
  documentUploadSchema,
  MAX_UPLOAD_BYTES,
  projectFileSchema,
} from "../../lib/validation/admin-forms";
import { timestampedObjectPath, UPLOADS_BUCKET } from "../../lib/storage-paths";
import { json } from "../http";
import { contentTypeFor, type LocalStorage } from "../storage/local-storage";
import {
  badRequest,
  notFound,
  readBody,
  storageActor,
  type AdminActor,
  type AdminDeps,
  type AdminHandler,
} from "./http";

/**
 * Signed upload targets (docs/admin-api.md: `POST /api/admin/uploads`, `PUT /api/admin/uploads/{token}`).
 * Large files go from the browser straight to storage, never through a function's body: the
 * server decides the object path (`resumes/{timestamp}-{name}`, `portfolios/…`,
 * `project-files/{slug}/…`), the type and the 10 MB limit, and hands out a short-lived target.
 * The file lands in the private `uploads` bucket; recording it afterwards
 * (`POST /api/admin/documents/{kind}`, `POST /api/admin/project-files`) checks what was really
 * stored and moves it to the public `documents` bucket. Each new target first sweeps the staged
 * files whose targets have expired: files that were sent but never recorded.
 */

export const UPLOAD_PURPOSES = ["resume", "portfolio", "project-file"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_ERRORS = {
  purpose: "Upload purpose must be resume, portfolio or project-file",
  localOnly: "Uploads go straight to storage; this target is not used here",
} as const;

const purposeSchema = z.object({ purpose: z.enum(UPLOAD_PURPOSES, UPLOAD_ERRORS.purpose) });
const projectFileUpload = projectFileSchema.pick({
  file_name: true,
  project_slug: true,
  file_size: true,
  mime_type: true,
});

const FOLDERS: Record<"resume" | "portfolio", string> = { resume: "resumes", portfolio: "portfolios" };

/** A MIME type as `type/subtype` (parameters dropped), else the type the file name suggests. */
function fileType(declared: string, fileName: string): string {
  const type = declared.split(";")[0]!.trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type) && type !== "application/octet-stream"
    ? type
    : contentTypeFor(fileName);
}

/** POST /api/admin/uploads: a signed, short-lived upload target for one new object. */
export const createUpload: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(
    request,
    z.unknown().transform((value, ctx) => {
      const purpose = purposeSchema.safeParse(value);
      if (!purpose.success) {
        ctx.addIssue({ code: "custom", message: UPLOAD_ERRORS.purpose });
        return z.NEVER;
      }
      const schema = purpose.data.purpose === "project-file" ? projectFileUpload : documentUploadSchema;
      const file = schema.safeParse(value);
      if (!file.success) {
        ctx.addIssue({ code: "custom", message: file.error.issues[0]?.message ?? "Invalid input" });
        return z.NEVER;
      }
      return { purpose: purpose.data.purpose, ...file.data } as {
        purpose: UploadPurpose;
        file_name: string;
        file_size: number;
        mime_type: string;
        project_slug?: string;
      };
    }),
  );
  if (!body.ok) return body.response;
  const upload = body.data;

  const folder = upload.purpose === "project-file" ? `project-files/${upload.project_slug!}` : FOLDERS[upload.purpose];
  // A resume or portfolio is a PDF whatever its name says: its object is named `….pdf`, so every
  // host serves it as one.
  const objectName =
    upload.purpose === "project-file" ? upload.file_name : `${upload.file_name.replace(/\.[^.]*$/, "")}.pdf`;
  const storagePath = timestampedObjectPath(folder, objectName);
  const contentType =
    upload.purpose === "project-file" ? fileType(upload.mime_type, upload.file_name) : "application/pdf";
  await sweepExpiredUploads(admin, deps);
  const target = await deps.storage.createSignedUploadUrl(storageActor(admin), UPLOADS_BUCKET, storagePath, {
    contentType,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  return json({ uploadUrl: target.url, method: target.method, headers: target.headers, storagePath });
};

/**
 * Removes staged files older than an upload target's lifetime: their target has expired, so they
 * were sent and never recorded. A failure is logged, never answered: the sweep runs again next time.
 */
export async function sweepExpiredUploads(admin: AdminActor, deps: AdminDeps): Promise<void> {
  try {
    const expired = await deps.db.withClaims(admin.claims, (sql) =>
      sql.query<{ name: string }>(
        "select name from storage.objects where bucket_id = $1 and created_at < now() - make_interval(secs => $2)",
        [UPLOADS_BUCKET, deps.storage.uploadTargetSeconds],
      ),
    );
    if (expired.length > 0) {
      await deps.storage.remove(
        storageActor(admin),
        UPLOADS_BUCKET,
        expired.map((object) => object.name),
      );
    }
  } catch (error) {
    console.error("[api/admin/uploads] could not sweep expired uploads:", error);
  }
}

/**
 * PUT /api/admin/uploads/{token} (local storage only): the file's bytes for a target issued by
 * `createUpload`. The token fixes path, type and size; the body is read as it arrives and refused
 * with 413 past 10 MB, before anything is stored.
 */
export const receiveUpload: AdminHandler<[token: string | undefined]> = async (request, admin, deps, token) => {
  if (deps.storage.kind !== "local") return notFound();
  if (!token) return notFound();
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    return json({ error: ADMIN_FORM_MESSAGES.fileTooLarge }, { status: 413 });
  }
  if (!request.body) return badRequest(ADMIN_FORM_MESSAGES.fileRequired);
  const stored = await (deps.storage as LocalStorage).uploadWithToken(storageActor(admin), token, request.body);
  return json({ storagePath: stored.objectPath });
};

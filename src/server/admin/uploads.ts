import { z } from "zod";
import { UPLOAD_PURPOSES, type UploadPurpose, type UploadTarget } from "../../lib/api-types";
import {
  ADMIN_FORM_MESSAGES,
  documentUploadSchema,
  IMAGE_TYPES,
  imageTooLargeMessage,
  imageUploadSchema,
  isWithinPixelLimits,
  MAX_UPLOAD_BYTES,
  projectFileSchema,
  type ImageType,
} from "../../lib/validation/admin-forms";
import { DOCUMENTS_BUCKET, timestampedObjectPath, UPLOADS_BUCKET } from "../../lib/storage-paths";
import { json } from "../http";
import { contentTypeFor, type LocalStorage } from "../storage/local-storage";
import { FILE_ERRORS, isUploadIn, publishStaged } from "./files";
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
 * server decides the object path (`resumes/{timestamp}/{name}`, `portfolios/…`,
 * `project-files/{slug}/…`, `images/…`), the type and the 10 MB limit, and hands out a short-lived
 * target. The file lands in the private `uploads` bucket; recording it afterwards
 * (`POST /api/admin/documents/{kind}`, `POST /api/admin/project-files`, `POST /api/admin/images`)
 * checks what was really stored and moves it to the public `documents` bucket. Each new target
 * first sweeps the staged files whose targets have expired: files that were sent but never recorded.
 */

export const UPLOAD_ERRORS = {
  purpose: "Upload purpose must be resume, portfolio, project-file or image",
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
/** Where uploaded images are kept (site images: a project's, a post's featured image, images in posts). */
export const IMAGES_FOLDER = "images";

/** What a target is issued for: the folder, the object's name and the type it is stored with. */
interface UploadPlan {
  folder: string;
  objectName: string;
  contentType: string;
}

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
      const schema =
        purpose.data.purpose === "project-file"
          ? projectFileUpload
          : purpose.data.purpose === "image"
            ? imageUploadSchema
            : documentUploadSchema;
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

  const { folder, objectName, contentType } = planUpload(upload);
  const storagePath = timestampedObjectPath(folder, objectName);
  await sweepExpiredUploads(admin, deps);
  const target = await deps.storage.createSignedUploadUrl(storageActor(admin), UPLOADS_BUCKET, storagePath, {
    contentType,
    maxBytes: MAX_UPLOAD_BYTES,
  });
  return json({
    uploadUrl: target.url,
    method: target.method,
    headers: target.headers,
    storagePath,
  } satisfies UploadTarget);
};

/** A name without its extension, given another one. */
const withExtension = (fileName: string, extension: string) => `${fileName.replace(/\.[^.]*$/, "")}.${extension}`;

/**
 * Folder, object name and type of an upload. A resume or portfolio is a PDF and an image is of
 * its accepted type whatever its name says: the object is named `….pdf` (or `.jpg`, `.png`, …),
 * so every host serves it as that type.
 */
function planUpload(upload: { purpose: UploadPurpose; file_name: string; mime_type: string; project_slug?: string }) {
  switch (upload.purpose) {
    case "project-file":
      return {
        folder: `project-files/${upload.project_slug!}`,
        objectName: upload.file_name,
        contentType: fileType(upload.mime_type, upload.file_name),
      } satisfies UploadPlan;
    case "image": {
      const type = upload.mime_type as ImageType;
      return {
        folder: IMAGES_FOLDER,
        objectName: withExtension(upload.file_name, IMAGE_TYPES[type]),
        contentType: type,
      } satisfies UploadPlan;
    }
    default:
      return {
        folder: FOLDERS[upload.purpose],
        objectName: withExtension(upload.file_name, "pdf"),
        contentType: "application/pdf",
      } satisfies UploadPlan;
  }
}

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

/** The bytes an image of each accepted type starts with (the first 12 bytes are enough for each). */
export function imageTypeOfBytes(head: Uint8Array): ImageType | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "image/jpeg";
  if (text(0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (text(0, 6) === "GIF87a" || text(0, 6) === "GIF89a") return "image/gif";
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "image/webp";
  // An ISO media file whose brands (major, then compatible ones) include AVIF's.
  if (text(4, 8) === "ftyp" && /avi[fs]/.test(text(8, head.length))) return "image/avif";
  return null;
}

const imageRecord = z.object({
  storagePath: z
    .string(FILE_ERRORS.invalidPath)
    .trim()
    .min(1, FILE_ERRORS.invalidPath)
    .max(1024, FILE_ERRORS.invalidPath),
});

/**
 * Width and height of an image as its header gives them (sharp reads the header only, decoding no
 * pixels, so the size of a huge image costs nothing to learn); null when it is no image sharp reads.
 */
async function imageSizeOf(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  // Loaded on first use: only publishing an image needs it.
  const { default: sharp } = await import("sharp");
  try {
    // No pixel limit here: the size is what is checked, and reading it decodes nothing.
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Why a stored image is refused, or undefined: its bytes must be an image of the type its name
 * gives, readable as one, and within the pixel limits.
 */
async function imageRefusal(objectPath: string, bytes: Uint8Array): Promise<string | undefined> {
  if (imageTypeOfBytes(bytes) !== contentTypeFor(objectPath)) return ADMIN_FORM_MESSAGES.imageTypeOnly;
  const size = await imageSizeOf(bytes);
  if (!size) return ADMIN_FORM_MESSAGES.imageTypeOnly;
  return isWithinPixelLimits(size.width, size.height) ? undefined : imageTooLargeMessage(size.width, size.height);
}

/**
 * POST /api/admin/images: publishes an image uploaded under `images/` (`{storagePath}`) and
 * answers its public URL, for a project's image or gallery, a post's featured image or an image
 * inside a post. The stored bytes must be an image of the type its name gives (JPEG, PNG, WebP,
 * AVIF or GIF), readable as one, at most 10 MB and within the pixel limits (8,000 px on a side,
 * 40 megapixels); otherwise the file is removed and the answer is 400. The whole file is read to
 * check it (at most 10 MB), as a JPEG's size may come after large metadata. The image becomes part
 * of a page when the project or post that shows it is saved.
 */
export const publishImage: AdminHandler<[]> = async (request, admin, deps) => {
  const body = await readBody(request, imageRecord);
  if (!body.ok) return body.response;
  const objectPath = body.data.storagePath;
  if (!isUploadIn(objectPath, IMAGES_FOLDER)) return badRequest(FILE_ERRORS.invalidPath);
  const published = await publishStaged(
    deps,
    storageActor(admin),
    objectPath,
    "api/admin/images",
    MAX_UPLOAD_BYTES,
    (stored) => imageRefusal(objectPath, stored.head),
    async () => deps.storage.publicUrl(DOCUMENTS_BUCKET, objectPath),
  );
  if (!published.ok) return published.response;
  return json({ url: published.saved, storagePath: objectPath }, { status: 201 });
};

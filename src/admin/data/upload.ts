/** Files go straight to a signed upload target, never through a function's body (docs/admin-api.md). */
import type { UploadPurpose, UploadTarget } from "../../lib/api-types";
import { databaseErrorMessage } from "../../lib/errors/database-error-message";
import { firstAdminIssue, imageUploadSchema } from "../../lib/validation/admin-forms";
import { AdminApiError, adminRequest } from "./client";

/** The type sent for a file the browser types none: documents are PDFs; the server types the rest by name. */
const UNTYPED: Record<UploadPurpose, string> = {
  resume: "application/pdf",
  portfolio: "application/pdf",
  "project-file": "application/octet-stream",
  image: "",
};

export type ProgressListener = (fraction: number) => void;

function putBytes(target: UploadTarget, file: File, onProgress: ProgressListener): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method ?? "PUT", target.uploadUrl);
    const sameOrigin = new URL(target.uploadUrl, location.href).origin === location.origin;
    request.withCredentials = sameOrigin;
    for (const [name, value] of Object.entries(target.headers ?? {})) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = databaseErrorMessage(new Error(`HTTP ${request.status}`));
      try {
        const body = JSON.parse(request.responseText) as { error?: unknown; message?: unknown };
        if (typeof body.error === "string" && body.error) message = body.error;
        else if (typeof body.message === "string" && body.message) message = body.message;
      } catch {
        // Not JSON: keep the generic message.
      }
      reject(new AdminApiError(message, request.status));
    };
    request.onerror = () => reject(new AdminApiError(databaseErrorMessage(new Error("network")), null));
    request.onabort = () => reject(new AdminApiError(databaseErrorMessage(new Error("aborted")), null));
    request.send(file);
  });
}

export async function uploadToStorage(
  file: File,
  purpose: UploadPurpose,
  onProgress: ProgressListener,
  extra: { project_slug?: string } = {},
): Promise<string> {
  const target = await adminRequest<UploadTarget>("POST", "/api/admin/uploads", {
    purpose,
    file_name: file.name,
    file_size: file.size,
    mime_type: file.type || UNTYPED[purpose],
    ...extra,
  });
  onProgress(0);
  await putBytes(target, file, onProgress);
  return target.storagePath;
}

export function imageFileProblem(file: File): string | null {
  const parsed = imageUploadSchema.safeParse({ file_name: file.name, file_size: file.size, mime_type: file.type });
  return parsed.success ? null : firstAdminIssue(parsed.error);
}

export async function uploadImage(file: File, onProgress: ProgressListener): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) throw new AdminApiError(problem, 400);
  const storagePath = await uploadToStorage(file, "image", onProgress);
  const { url } = await adminRequest<{ url: string }>("POST", "/api/admin/images", { storagePath });
  return url;
}

export async function imageFileSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

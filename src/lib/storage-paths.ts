/**
 * Public URLs of stored files, the same shape for both storage providers (isomorphic):
 * `{base}/storage/v1/object/public/{bucket}/{path}`. Supabase serves that path under the
 * project URL; the local provider serves it from the site itself (base "", site-relative).
 */
export const DOCUMENTS_BUCKET = "documents";

/**
 * The private bucket uploads land in: a file moves to `documents` (and becomes public) only when
 * the admin records it; one never recorded is removed once its upload target has expired.
 */
export const UPLOADS_BUCKET = "uploads";

/**
 * An object's public URL, as Supabase Storage shapes it. With `download`, Storage's own
 * `?download=` parameter: the file is sent as an attachment saved under that name.
 */
export function publicObjectUrl(base: string, bucket: string, objectPath: string, download?: string): string {
  const encoded = objectPath.split("/").map(encodeURIComponent).join("/");
  const query = download === undefined ? "" : `?${new URLSearchParams({ download })}`;
  return `${base.replace(/\/$/, "")}/storage/v1/object/public/${encodeURIComponent(bucket)}/${encoded}${query}`;
}

/** Object paths are relative, slash-separated and free of `.`/`..` segments and control characters. */
export function isSafeObjectPath(objectPath: string): boolean {
  if (objectPath.length === 0 || objectPath.length > 1024) return false;
  if (objectPath.startsWith("/") || objectPath.includes("\\")) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(objectPath)) return false;
  return objectPath.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/**
 * `resumes/{timestamp}/{filename}` and friends: a safe, unique object path for an upload, whose
 * last segment is the file's own name, so that a browser saves it under that name (from any
 * storage provider, with no header to set).
 */
export function timestampedObjectPath(folder: string, fileName: string, now = Date.now()): string {
  const safeName =
    fileName
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "-")
      .replace(/-+/g, "-")
      .replace(/^[-.]+|[-.]+$/g, "")
      .slice(0, 120) || "file";
  return `${folder}/${now}/${safeName}`;
}

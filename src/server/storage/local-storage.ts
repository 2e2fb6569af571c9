import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isSafeObjectPath, publicObjectUrl } from "../../lib/storage-paths";
import type { Database } from "../db/database";
import { isPostgresError, SqlState } from "../db/errors";
import { StorageError, type StorageActor, type StorageProvider, type StoredObject, type UploadOptions } from "./types";

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  txt: "text/plain; charset=utf-8",
  zip: "application/zip",
  step: "application/step",
  stp: "application/step",
  stl: "model/stl",
};

export function contentTypeFor(objectPath: string): string {
  const extension = objectPath.split(".").pop()?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/**
 * Files in a folder (`{root}/{bucket}/{path}`), their metadata in storage.objects. Each write is
 * recorded in the database as the acting role first, so the storage policies decide here
 * exactly as they do on Supabase; the file is written before the record commits and removed
 * again if the commit fails.
 */
export class LocalStorage implements StorageProvider {
  readonly kind = "local" as const;

  constructor(
    private readonly db: Database,
    readonly root: string,
    /** "" serves files from the site itself (site-relative URLs). */
    private readonly publicBase = "",
  ) {}

  async upload(actor: StorageActor, bucket: string, objectPath: string, body: Uint8Array, options: UploadOptions) {
    const file = this.fileFor(bucket, objectPath);
    const temporary = `${file}.${process.pid}.${Date.now()}.part`;
    let written = false;
    try {
      await this.db.withClaims(actor.claims, async (sql) => {
        const metadata = {
          mimetype: options.contentType,
          size: body.byteLength,
          cacheControl: `max-age=${options.cacheControl ?? 3600}`,
        };
        const conflict = options.upsert
          ? "on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()"
          : "";
        await sql.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3::uuid, $3::text, $4::jsonb) ${conflict}`,
          [bucket, objectPath, actor.claims.sub ?? null, metadata],
        );
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, body);
        await rename(temporary, file);
        written = true;
      });
    } catch (error) {
      await rm(temporary, { force: true });
      if (written && !options.upsert) await rm(file, { force: true });
      throw toStorageError(error);
    }
  }

  async remove(actor: StorageActor, bucket: string, objectPaths: string[]) {
    for (const objectPath of objectPaths) this.fileFor(bucket, objectPath);
    let removed: string[];
    try {
      removed = await this.db.withClaims(actor.claims, async (sql) => {
        const rows = await sql.query<{ name: string }>(
          "delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning name",
          [bucket, objectPaths],
        );
        return rows.map((row) => row.name);
      });
    } catch (error) {
      throw toStorageError(error);
    }
    await Promise.all(removed.map((name) => rm(this.fileFor(bucket, name), { force: true })));
  }

  publicUrl(bucket: string, objectPath: string): string {
    return publicObjectUrl(this.publicBase, bucket, objectPath);
  }

  /** Reads a stored file for serving; undefined when there is none. */
  async read(bucket: string, objectPath: string): Promise<StoredObject | undefined> {
    if (!isSafeObjectPath(bucket) || !isSafeObjectPath(objectPath)) return undefined;
    const file = this.fileFor(bucket, objectPath);
    try {
      const [body, info] = await Promise.all([readFile(file), stat(file)]);
      return {
        body: new Uint8Array(body),
        contentType: contentTypeFor(objectPath),
        size: info.size,
        updatedAt: info.mtime.toUTCString(),
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") {
        return undefined;
      }
      throw error;
    }
  }

  private fileFor(bucket: string, objectPath: string): string {
    if (!isSafeObjectPath(bucket) || bucket.includes("/") || !isSafeObjectPath(objectPath)) {
      throw new StorageError("Invalid object path", 400);
    }
    const file = path.resolve(this.root, bucket, objectPath);
    if (!file.startsWith(path.resolve(this.root, bucket) + path.sep))
      throw new StorageError("Invalid object path", 400);
    return file;
  }
}

function toStorageError(error: unknown): Error {
  if (error instanceof StorageError) return error;
  if (isPostgresError(error)) {
    if (error.code === SqlState.insufficientPrivilege) return new StorageError("Permission denied", 403);
    if (error.code === SqlState.uniqueViolation) return new StorageError("The resource already exists", 409);
  }
  return error instanceof Error ? error : new Error(String(error));
}

import { randomBytes } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { MODEL_FORMATS } from "../../lib/models";
import { isSafeObjectPath, publicObjectUrl } from "../../lib/storage-paths";
import { readAtMost } from "../read-body";
import type { Database } from "../db/database";
import { isPostgresError, SqlState } from "../db/errors";
import {
  StorageError,
  type SignedUpload,
  type SignedUploadOptions,
  type StorageActor,
  type StorageProvider,
  type StoredObject,
  type StoredObjectInfo,
  type UploadOptions,
} from "./types";
import { signUploadToken, verifyUploadToken } from "./upload-tokens";

/** Where the local provider's signed upload targets are served (src/pages/api/admin/uploads/[token].ts). */
export const LOCAL_UPLOAD_ROUTE = "/api/admin/uploads/";

/** Local upload targets last 15 minutes unless asked otherwise. */
const DEFAULT_UPLOAD_SECONDS = 15 * 60;

export const UPLOAD_TOKEN_ERRORS = {
  invalid: "This upload link is invalid or has expired. Please upload the file again.",
  tooLarge: "File must be less than 10MB",
} as const;

/** A rollback on purpose: `createSignedUploadUrl` asks the database whether an upload would pass. */
class DryRun extends Error {}

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
  // 3D models, with their registered types (model/step, model/stl, …).
  ...Object.fromEntries(Object.entries(MODEL_FORMATS).map(([extension, format]) => [extension, format.contentType])),
};

/** The type an object is served as, by its extension (own keys only: "a.constructor" is of no known type). */
export function contentTypeFor(objectPath: string): string {
  const extension = objectPath.split(".").pop()?.toLowerCase() ?? "";
  return Object.hasOwn(CONTENT_TYPES, extension) ? CONTENT_TYPES[extension]! : "application/octet-stream";
}

/**
 * Files in a folder (`{root}/{bucket}/{path}`), their metadata in storage.objects. Each write is
 * recorded in the database as the acting role first, so the storage policies decide here
 * exactly as they do on Supabase; the file is written before the record commits and removed
 * again if the commit fails.
 */
export class LocalStorage implements StorageProvider {
  readonly kind = "local" as const;
  readonly uploadTargetSeconds = DEFAULT_UPLOAD_SECONDS;

  constructor(
    private readonly db: Database,
    readonly root: string,
    /** "" serves files from the site itself (site-relative URLs). */
    private readonly publicBase = "",
    /**
     * Key for signing upload targets. The embedded site is one process, so a random key per
     * provider instance is enough (a restart only voids targets not used yet).
     */
    private readonly signingKey: Uint8Array = randomBytes(32),
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

  /** The record changes bucket and the file follows it before the change commits. */
  async move(actor: StorageActor, fromBucket: string, objectPath: string, toBucket: string) {
    const from = this.fileFor(fromBucket, objectPath);
    const to = this.fileFor(toBucket, objectPath);
    let renamed = false;
    try {
      return await this.db.withClaims(actor.claims, async (sql) => {
        const rows = await sql.query(
          `update storage.objects set bucket_id = $3, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [fromBucket, objectPath, toBucket],
        );
        if (rows.length === 0) return false;
        await mkdir(path.dirname(to), { recursive: true });
        await rename(from, to);
        renamed = true;
        return true;
      });
    } catch (error) {
      if (renamed) await rename(to, from).catch(() => undefined);
      // A record without its file: nothing to move (the update rolled back).
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      throw toStorageError(error);
    }
  }

  publicUrl(bucket: string, objectPath: string, download?: string): string {
    return publicObjectUrl(this.publicBase, bucket, objectPath, download);
  }

  /**
   * A signed `PUT /api/admin/uploads/{token}` target. Like Supabase, the caller must be allowed
   * to create the object when asking (checked by the storage policies in a rolled-back insert),
   * and an existing object is never overwritten.
   */
  async createSignedUploadUrl(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    options: SignedUploadOptions,
  ): Promise<SignedUpload> {
    this.fileFor(bucket, objectPath);
    try {
      await this.db.withClaims(actor.claims, async (sql) => {
        await sql.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3::uuid, $3::text, '{}'::jsonb)`,
          [bucket, objectPath, actor.claims.sub ?? null],
        );
        throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw toStorageError(error);
    }
    const expiresAt = Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? DEFAULT_UPLOAD_SECONDS);
    const token = await signUploadToken(this.signingKey, {
      bucket,
      objectPath,
      contentType: options.contentType,
      maxBytes: options.maxBytes,
      userId: actor.claims.sub ?? null,
      expiresAt,
    });
    return { url: `${LOCAL_UPLOAD_ROUTE}${token}`, method: "PUT", headers: { "content-type": options.contentType } };
  }

  /**
   * Receives the bytes for a signed target: the token must be genuine, unexpired and issued to
   * this actor; the body is read as it arrives and refused (413) past the token's size limit,
   * before anything is stored. The object gets the token's path and type, whatever the request says.
   */
  async uploadWithToken(
    actor: StorageActor,
    token: string,
    body: ReadableStream<Uint8Array> | null,
  ): Promise<{ bucket: string; objectPath: string; size: number }> {
    const check = await verifyUploadToken(this.signingKey, token);
    if (!check.ok || check.grant.userId !== (actor.claims.sub ?? null)) {
      throw new StorageError(UPLOAD_TOKEN_ERRORS.invalid, 403);
    }
    const { bucket, objectPath, contentType, maxBytes } = check.grant;
    const bytes = await readAtMost(body, maxBytes);
    if (!bytes) throw new StorageError(UPLOAD_TOKEN_ERRORS.tooLarge, 413);
    await this.upload(actor, bucket, objectPath, bytes, { contentType, cacheControl: 3600 });
    return { bucket, objectPath, size: bytes.byteLength };
  }

  /** The object's record (as the actor may read it) and its file's size and first bytes. */
  async inspect(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    headBytes = 8,
  ): Promise<StoredObjectInfo | undefined> {
    const file = this.fileFor(bucket, objectPath);
    let rows: { metadata: { mimetype?: unknown } | null }[];
    try {
      rows = await this.db.withClaims(actor.claims, (sql) =>
        sql.query<{ metadata: { mimetype?: unknown } | null }>(
          "select metadata from storage.objects where bucket_id = $1 and name = $2",
          [bucket, objectPath],
        ),
      );
    } catch (error) {
      throw toStorageError(error);
    }
    if (rows.length === 0) return undefined;
    let handle;
    try {
      handle = await open(file, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
    try {
      const info = await handle.stat();
      const head = Buffer.alloc(Math.min(headBytes, info.size));
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const mimetype = rows[0]!.metadata?.mimetype;
      return {
        size: info.size,
        contentType: typeof mimetype === "string" && mimetype ? mimetype : contentTypeFor(objectPath),
        head: new Uint8Array(head.subarray(0, bytesRead)),
      };
    } finally {
      await handle.close();
    }
  }

  /** The server's own read (its caller decided who may have the bytes). */
  download(_actor: StorageActor, bucket: string, objectPath: string): Promise<StoredObject | undefined> {
    return this.read(bucket, objectPath);
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

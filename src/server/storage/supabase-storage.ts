import type { SupabaseClient } from "@supabase/supabase-js";
import { publicObjectUrl } from "../../lib/storage-paths";
import { supabaseClient } from "../supabase-client";
import {
  StorageError,
  type SignedUpload,
  type SignedUploadOptions,
  type StorageActor,
  type StorageProvider,
  type StoredObjectInfo,
  type UploadOptions,
} from "./types";

export interface SupabaseStorageConfig {
  url: string;
  /** The project's public (anon/publishable) key. */
  anonKey: string;
  /** The secret key, used only for service-role work (seeding); never for a request. */
  serviceRoleKey?: string;
}

/**
 * Supabase Storage. Each call is made with the acting user's access token, so Supabase checks
 * the same storage.objects policies the migrations define; service-role work uses the secret key.
 */
export class SupabaseStorage implements StorageProvider {
  readonly kind = "supabase" as const;
  /** Storage's signed upload URLs last 2 hours, a lifetime it fixes. */
  readonly uploadTargetSeconds = 2 * 60 * 60;

  constructor(private readonly config: SupabaseStorageConfig) {}

  async upload(actor: StorageActor, bucket: string, objectPath: string, body: Uint8Array, options: UploadOptions) {
    const files = await this.bucket(actor, bucket);
    const { error } = await files.upload(objectPath, body, {
      contentType: options.contentType,
      cacheControl: String(options.cacheControl ?? 3600),
      upsert: options.upsert ?? false,
    });
    if (error) throw toStorageError(error);
  }

  async remove(actor: StorageActor, bucket: string, objectPaths: string[]) {
    const { error } = await (await this.bucket(actor, bucket)).remove(objectPaths);
    if (error) throw toStorageError(error);
  }

  async download(actor: StorageActor, bucket: string, objectPath: string) {
    const { data, error } = await (await this.bucket(actor, bucket)).download(objectPath);
    if (error) {
      if (isNotFound(error)) return undefined;
      throw toStorageError(error);
    }
    const body = new Uint8Array(await data.arrayBuffer());
    return { body, contentType: data.type, size: body.byteLength, updatedAt: "" };
  }

  async move(actor: StorageActor, fromBucket: string, objectPath: string, toBucket: string) {
    const files = await this.bucket(actor, fromBucket);
    const { error } = await files.move(objectPath, objectPath, { destinationBucket: toBucket });
    if (!error) return true;
    if (isNotFound(error)) return false;
    throw toStorageError(error);
  }

  publicUrl(bucket: string, objectPath: string, download?: string): string {
    return publicObjectUrl(this.config.url, bucket, objectPath, download);
  }

  /**
   * Storage's own signed upload URL (valid 2 hours, Supabase's fixed lifetime; the bucket's
   * 10 MB limit applies). Asking requires the caller's insert right on storage.objects. The
   * headers are the ones supabase-js's `uploadToSignedUrl` sends with a raw body.
   */
  async createSignedUploadUrl(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    options: SignedUploadOptions,
  ): Promise<SignedUpload> {
    const { data, error } = await (await this.bucket(actor, bucket)).createSignedUploadUrl(objectPath);
    if (error) throw toStorageError(error);
    return {
      url: data.signedUrl,
      method: "PUT",
      headers: { "content-type": options.contentType, "cache-control": "max-age=3600", "x-upsert": "false" },
    };
  }

  /** Size and type from Storage's object info; the first bytes by a ranged authenticated download. */
  async inspect(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    headBytes = 8,
  ): Promise<StoredObjectInfo | undefined> {
    const { data, error } = await (await this.bucket(actor, bucket)).info(objectPath);
    if (error) {
      if (isNotFound(error)) return undefined;
      throw toStorageError(error);
    }
    const encoded = objectPath.split("/").map(encodeURIComponent).join("/");
    const response = await fetch(
      `${this.config.url.replace(/\/$/, "")}/storage/v1/object/authenticated/${encodeURIComponent(bucket)}/${encoded}`,
      { headers: { ...this.authHeaders(actor), range: `bytes=0-${Math.max(0, headBytes - 1)}` } },
    ).catch((error: unknown) => {
      throw new StorageError(`Storage cannot be reached: ${error instanceof Error ? error.message : error}`, 503);
    });
    if (response.status === 404 || response.status === 400) return undefined;
    if (!response.ok) throw new StorageError(`Storage answered ${response.status}`, response.status >= 500 ? 503 : 500);
    const head = await readHead(response, Math.min(headBytes, Number(data.size ?? headBytes)));
    return {
      size: Number(data.size ?? 0),
      contentType: data.contentType || "application/octet-stream",
      head,
    };
  }

  /** The headers Storage's REST API wants for this caller. */
  private authHeaders(actor: StorageActor): Record<string, string> {
    if (actor.claims.role === "service_role") {
      if (!this.config.serviceRoleKey) throw new StorageError("SUPABASE_SERVICE_ROLE_KEY is not set", 500);
      return { apikey: this.config.serviceRoleKey, authorization: `Bearer ${this.config.serviceRoleKey}` };
    }
    return {
      apikey: this.config.anonKey,
      authorization: `Bearer ${actor.accessToken ?? this.config.anonKey}`,
    };
  }

  /** A bucket as the given caller sees it. */
  private async bucket(actor: StorageActor, bucket: string): Promise<ReturnType<SupabaseClient["storage"]["from"]>> {
    if (actor.claims.role === "service_role") {
      if (!this.config.serviceRoleKey) throw new StorageError("SUPABASE_SERVICE_ROLE_KEY is not set", 500);
      return (await supabaseClient(this.config.url, this.config.serviceRoleKey)).storage.from(bucket);
    }
    const headers: Record<string, string> = actor.accessToken ? { Authorization: `Bearer ${actor.accessToken}` } : {};
    return (await supabaseClient(this.config.url, this.config.anonKey, { global: { headers } })).storage.from(bucket);
  }
}

/** The first `count` bytes of a body (a server that ignores Range sends more: the rest is not read). */
async function readHead(response: Response, count: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const head = new Uint8Array(count);
  let filled = 0;
  while (filled < count) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = Math.min(value.byteLength, count - filled);
    head.set(value.subarray(0, take), filled);
    filled += take;
  }
  await reader.cancel().catch(() => undefined);
  return head.subarray(0, filled);
}

/** Storage answers a missing object with 404, or 400 and "not found" / NoSuchKey. */
function isNotFound(error: { message: string }): boolean {
  const status = Number(
    (error as { statusCode?: string | number; status?: number }).statusCode ?? (error as { status?: number }).status,
  );
  return status === 404 || status === 400 || /not found|NoSuchKey/i.test(error.message);
}

function toStorageError(error: { message: string; name?: string; statusCode?: string | number }): StorageError {
  const status = Number((error as { statusCode?: string | number }).statusCode);
  // No answer at all (supabase-js wraps the failed fetch), or Storage's own server failing.
  const httpStatus = Number((error as { status?: number }).status);
  if (error.name === "StorageUnknownError" || status >= 500 || httpStatus >= 500) {
    return new StorageError(`Storage cannot be reached: ${error.message}`, 503);
  }
  if (status === 403 || /row-level security|unauthori[sz]ed/i.test(error.message)) {
    return new StorageError("Permission denied", 403);
  }
  if (status === 409 || /already exists|duplicate/i.test(error.message)) {
    return new StorageError("The resource already exists", 409);
  }
  if (status === 413 || /too large|maximum allowed size/i.test(error.message)) {
    return new StorageError("File is too large", 413);
  }
  return new StorageError(error.message, 500);
}

import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { publicObjectUrl } from "../../lib/storage-paths";
import { StorageError, type StorageActor, type StorageProvider, type UploadOptions } from "./types";

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

  constructor(private readonly config: SupabaseStorageConfig) {}

  async upload(actor: StorageActor, bucket: string, objectPath: string, body: Uint8Array, options: UploadOptions) {
    const { error } = await this.clientFor(actor)
      .storage.from(bucket)
      .upload(objectPath, body, {
        contentType: options.contentType,
        cacheControl: String(options.cacheControl ?? 3600),
        upsert: options.upsert ?? false,
      });
    if (error) throw toStorageError(error);
  }

  async remove(actor: StorageActor, bucket: string, objectPaths: string[]) {
    const { error } = await this.clientFor(actor).storage.from(bucket).remove(objectPaths);
    if (error) throw toStorageError(error);
  }

  publicUrl(bucket: string, objectPath: string): string {
    return publicObjectUrl(this.config.url, bucket, objectPath);
  }

  /** A client that acts as the given caller (never persists a session: this is a server). */
  private clientFor(actor: StorageActor): SupabaseClient {
    if (actor.claims.role === "service_role") {
      if (!this.config.serviceRoleKey) throw new StorageError("SUPABASE_SERVICE_ROLE_KEY is not set", 500);
      return createClient(this.config.url, this.config.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
    }
    const headers: Record<string, string> = actor.accessToken ? { Authorization: `Bearer ${actor.accessToken}` } : {};
    return createClient(this.config.url, this.config.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers },
    });
  }
}

function toStorageError(error: { message: string; statusCode?: string | number }): StorageError {
  const status = Number((error as { statusCode?: string | number }).statusCode);
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

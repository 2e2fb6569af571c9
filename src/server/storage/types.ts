import type { JwtClaims } from "../db/types";

/** Who performs a storage operation; policies on storage.objects decide what they may do. */
export interface StorageActor {
  claims: JwtClaims;
  /** The user's access token, for the Supabase provider (which checks the same policies). */
  accessToken?: string;
}

export interface UploadOptions {
  contentType: string;
  /** Seconds; the spec's uploads use 3600. */
  cacheControl?: number;
  /** Replace an existing object (the spec's uploads never do). */
  upsert?: boolean;
}

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  size: number;
  updatedAt: string;
}

/** One interface, two providers: a folder on disk (embedded) and Supabase Storage (hosted). */
export interface StorageProvider {
  readonly kind: "local" | "supabase";
  upload(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    body: Uint8Array,
    options: UploadOptions,
  ): Promise<void>;
  remove(actor: StorageActor, bucket: string, objectPaths: string[]): Promise<void>;
  /** The public URL of an object in a public bucket. */
  publicUrl(bucket: string, objectPath: string): string;
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 500,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

import type { JwtClaims } from "../db/types";

/** Who performs a storage operation; policies on storage.objects decide what they may do. */
export interface StorageActor {
  claims: JwtClaims;
  /** The user's access token, for the Supabase provider (which checks the same policies). */
  accessToken?: string;
}

export interface UploadOptions {
  contentType: string;
  /** Seconds; the admin's uploads use 3600. */
  cacheControl?: number;
  /** Replace an existing object (the admin's uploads never do: each one gets a new path). */
  upsert?: boolean;
}

export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  size: number;
  updatedAt: string;
}

/** What a stored object is, as far as checking an upload needs: size, type and its first bytes. */
export interface StoredObjectInfo {
  size: number;
  contentType: string;
  /** The object's first bytes (at most the number asked for). */
  head: Uint8Array;
}

export interface SignedUploadOptions {
  contentType: string;
  /** The largest body the target accepts (the local provider enforces it; Supabase: the bucket's limit). */
  maxBytes: number;
  /** Seconds the target stays valid (the local provider; Supabase's signed upload URLs last 2 hours). */
  expiresInSeconds?: number;
}

/** Where the browser sends a file's bytes itself: one PUT with these headers. */
export interface SignedUpload {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
}

/** One interface, two providers: a folder on disk (embedded) and Supabase Storage (hosted). */
export interface StorageProvider {
  readonly kind: "local" | "supabase";
  /** Seconds a signed upload target stays valid. */
  readonly uploadTargetSeconds: number;
  upload(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    body: Uint8Array,
    options: UploadOptions,
  ): Promise<void>;
  remove(actor: StorageActor, bucket: string, objectPaths: string[]): Promise<void>;
  /** An object's bytes and type, for the server's own work (the site archive), or undefined. */
  download(actor: StorageActor, bucket: string, objectPath: string): Promise<StoredObject | undefined>;
  /**
   * Moves an object to the same path in another bucket. False when there is no such object to
   * move; a taken destination is a 409.
   */
  move(actor: StorageActor, fromBucket: string, objectPath: string, toBucket: string): Promise<boolean>;
  /**
   * The public URL of an object in a public bucket; with `download`, one that sends it as an
   * attachment saved under that name (Supabase Storage's `?download=`).
   */
  publicUrl(bucket: string, objectPath: string, download?: string): string;
  /**
   * A short-lived upload target for one new object at `objectPath` (never overwriting), so that
   * large files go from the browser straight to storage, not through a function's body. The
   * caller must be allowed to upload there when asking.
   */
  createSignedUploadUrl(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    options: SignedUploadOptions,
  ): Promise<SignedUpload>;
  /** Size, type and first `headBytes` bytes of a stored object, as the actor may read it; undefined when missing. */
  inspect(
    actor: StorageActor,
    bucket: string,
    objectPath: string,
    headBytes?: number,
  ): Promise<StoredObjectInfo | undefined>;
}

export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 413 | 500 | 503,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

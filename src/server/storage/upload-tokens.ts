/**
 * The local provider's signed upload targets (what Supabase Storage's signed upload URLs are for
 * the hosted one): an HS256 JSON Web Token, made and checked by `jose`, that fixes the bucket,
 * object path, content type, largest size, uploader and expiry. Nothing of it can be changed
 * without the key.
 */
export interface UploadGrant {
  bucket: string;
  objectPath: string;
  contentType: string;
  maxBytes: number;
  /** The user the target was issued to (JWT sub); only they may use it. */
  userId: string | null;
  /** Epoch seconds after which the token is refused. */
  expiresAt: number;
}

/** Tells an upload token from any other token signed with the same kind of key. */
const AUDIENCE = "local-upload";

/** `jose` is loaded on the first upload, not by every request that reaches the storage. */
export async function signUploadToken(key: Uint8Array, grant: UploadGrant): Promise<string> {
  const { SignJWT } = await import("jose");
  return new SignJWT({
    bucket: grant.bucket,
    path: grant.objectPath,
    type: grant.contentType,
    max: grant.maxBytes,
    uploader: grant.userId,
  })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setExpirationTime(grant.expiresAt)
    .sign(key);
}

export type UploadTokenCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature (HS256 only), then the expiry (`now` in epoch milliseconds). */
export async function verifyUploadToken(key: Uint8Array, token: string, now = Date.now()): Promise<UploadTokenCheck> {
  const { errors, jwtVerify } = await import("jose");
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["exp"],
      currentDate: new Date(now),
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
  const { bucket, path, type, max, uploader, exp } = payload;
  if (
    typeof bucket !== "string" ||
    typeof path !== "string" ||
    typeof type !== "string" ||
    typeof max !== "number" ||
    !(typeof uploader === "string" || uploader === null)
  ) {
    return { ok: false, reason: "invalid" };
  }
  return {
    ok: true,
    grant: { bucket, objectPath: path, contentType: type, maxBytes: max, userId: uploader, expiresAt: exp! },
  };
}

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The local provider's signed upload targets (what Supabase Storage's signed upload URLs are for
 * the hosted one): an HMAC-SHA-256-signed token that fixes the bucket, object path, content type,
 * largest size, uploader and expiry. Nothing of it can be changed without the key.
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

const VERSION = 1;

export function signUploadToken(key: string | Buffer, grant: UploadGrant): string {
  const payload = Buffer.from(
    JSON.stringify({
      v: VERSION,
      b: grant.bucket,
      p: grant.objectPath,
      t: grant.contentType,
      m: grant.maxBytes,
      u: grant.userId,
      e: grant.expiresAt,
    }),
  ).toString("base64url");
  return `${payload}.${signature(key, payload)}`;
}

export type UploadTokenCheck = { ok: true; grant: UploadGrant } | { ok: false; reason: "invalid" | "expired" };

/** Checks the signature first, then the expiry; `now` is epoch seconds. */
export function verifyUploadToken(key: string | Buffer, token: string, now = Date.now() / 1000): UploadTokenCheck {
  const [payload, mac, extra] = token.split(".");
  if (!payload || !mac || extra !== undefined) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };

  let data: Record<string, unknown>;
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (
    data.v !== VERSION ||
    typeof data.b !== "string" ||
    typeof data.p !== "string" ||
    typeof data.t !== "string" ||
    typeof data.m !== "number" ||
    typeof data.e !== "number" ||
    !(typeof data.u === "string" || data.u === null)
  ) {
    return { ok: false, reason: "invalid" };
  }
  if (now >= data.e) return { ok: false, reason: "expired" };
  return {
    ok: true,
    grant: {
      bucket: data.b,
      objectPath: data.p,
      contentType: data.t,
      maxBytes: data.m,
      userId: data.u as string | null,
      expiresAt: data.e,
    },
  };
}

function signature(key: string | Buffer, payload: string): string {
  return createHmac("sha256", key).update(`upload-token|${payload}`).digest("base64url");
}

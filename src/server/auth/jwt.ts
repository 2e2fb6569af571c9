import { createHmac, timingSafeEqual } from "node:crypto";
import type { JwtClaims } from "../db/types";

/**
 * HS256 JSON Web Tokens (RFC 7519) with node:crypto, for the embedded provider's access tokens.
 * Verification accepts exactly one header algorithm, HS256: `alg: none`, RS256 and anything else
 * are refused before any signature work, so a token can never choose how it is checked.
 */
export interface AccessTokenClaims extends JwtClaims {
  sub: string;
  email: string;
  role: "authenticated";
  aud: "authenticated";
  exp: number;
  iat: number;
  session_id: string;
  iss: string;
}

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

export function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString("base64url");
}

function signature(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${signature(body, secret).toString("base64url")}`;
}

export type JwtVerification =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; reason: "malformed" | "algorithm" | "signature" | "expired" | "claims" };

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Checks shape, algorithm, signature (constant time), then `exp` (with `now` in epoch seconds)
 * and, when given, `aud` and `iss`. The payload is parsed only after the signature holds.
 */
export function verifyJwt(
  token: string,
  secret: string,
  options: { now?: number; audience?: string; issuer?: string; allowExpired?: boolean } = {},
): JwtVerification {
  const parts = token.split(".");
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return { ok: false, reason: "malformed" };
  const [header, payload, sig] = parts as [string, string, string];

  let parsedHeader: unknown;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if ((parsedHeader as { alg?: unknown } | null)?.alg !== "HS256") return { ok: false, reason: "algorithm" };

  const expected = signature(`${header}.${payload}`, secret);
  const actual = Buffer.from(sig, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: "signature" };
  }

  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims !== "object" || claims === null || Array.isArray(claims)) return { ok: false, reason: "malformed" };
  const record = claims as Record<string, unknown>;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (typeof record.exp !== "number") return { ok: false, reason: "claims" };
  if (record.exp <= now && !options.allowExpired) return { ok: false, reason: "expired" };
  if (options.audience !== undefined && record.aud !== options.audience) return { ok: false, reason: "claims" };
  if (options.issuer !== undefined && record.iss !== options.issuer) return { ok: false, reason: "claims" };
  return { ok: true, claims: record };
}

/** The payload of a token without checking it (for reading `exp` of a token just issued). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

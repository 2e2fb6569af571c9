import type { JWTPayload } from "jose";
import type { JwtClaims } from "../db/types";

/**
 * The embedded provider's access tokens: HS256 JSON Web Tokens made and checked by `jose`.
 * Verification accepts HS256 only (`alg: none`, RS256 and the rest are refused, so a token never
 * chooses how it is checked), requires `exp`, and checks audience and issuer. `jose` is loaded on
 * first use: a visitor's request, which carries no token, never loads it.
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

const AUDIENCE = "authenticated";
const encoder = new TextEncoder();

export async function signAccessToken(
  claims: AccessTokenClaims & Record<string, unknown>,
  secret: string,
): Promise<string> {
  const { SignJWT } = await import("jose");
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(encoder.encode(secret));
}

export interface AccessTokenCheck {
  issuer: string;
  /** The clock, in epoch milliseconds. */
  now: number;
  /** Accept an expired token whose signature and issuer hold (to find the session it names). */
  allowExpired?: boolean;
}

/** The token's claims when it holds, else null. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  { issuer, now, allowExpired = false }: AccessTokenCheck,
): Promise<JWTPayload | null> {
  const { errors, jwtVerify } = await import("jose");
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      issuer,
      requiredClaims: ["exp"],
      currentDate: new Date(now),
    });
    return payload;
  } catch (error) {
    // jose checks the signature before any claim, so an expired token's claims are authentic;
    // the others may not have been checked yet.
    if (allowExpired && error instanceof errors.JWTExpired && error.payload.iss === issuer) return error.payload;
    return null;
  }
}

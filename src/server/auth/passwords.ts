import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { AUTH_ERRORS, AuthError } from "./provider";

/**
 * Memory-hard password hashing for the embedded user store: scrypt with N=2^17, r=8, p=1
 * (128 MiB per hash, OWASP's minimum). Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` in
 * auth.users.encrypted_password; a hash made with weaker settings still verifies, and
 * `needsRehash` tells the caller to store a new one.
 *
 * Hashes run two at a time: each holds 128 MiB and one thread of Node's worker pool, which also
 * reads the files that answer other requests. Up to 16 more wait their turn; past that the
 * attempt is refused at once (503 with Retry-After), so a burst of sign-ins cannot stall the site.
 */
const LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 192 * 1024 * 1024;

export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 16;
const hashing = pLimit(HASHES_AT_ONCE);

/** Hashes being computed or waiting their turn now. */
export const hashesInFlight = (): number => hashing.activeCount + hashing.pendingCount;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= HASHES_WAITING) {
    return Promise.reject(new AuthError(503, AUTH_ERRORS.busy, 10));
  }
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** LOG_N, r: R, p: P });
  return ["scrypt", LOG_N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
  });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Whether a stored hash was made with weaker settings than today's (then store a new one). */
export function needsRehash(stored: string): boolean {
  const [scheme, logN, r, p] = stored.split("$");
  return scheme !== "scrypt" || Number(logN) < LOG_N || Number(r) < R || Number(p) < P;
}

/** A random password that satisfies the sign-up rules (12+ chars, upper, lower, digit, symbol). */
export function generatePassword(): string {
  const core = randomBytes(18).toString("base64url"); // 24 chars of [A-Za-z0-9_-]
  return `${core}Aa7!`;
}

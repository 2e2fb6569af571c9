import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";
import { AUTH_ERRORS, AuthError } from "./provider";

/**
 * Memory-hard password hashing for the embedded user store: scrypt with N=2^17, r=8, p=1
 * (128 MiB per hash, OWASP's minimum). Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` in
 * auth.users.encrypted_password; a hash made with weaker settings still verifies, and
 * `needsRehash` tells the caller to store a new one.
 *
 * AUTH_HASH_COST (log2 N, 10 to 20) changes N for hashes made from then on; test suites set a
 * low one, as Laravel's set BCRYPT_ROUNDS=4, so that their hundreds of sign-ins take milliseconds.
 * A live site leaves it unset.
 *
 * Hashes run two at a time: each holds 128 MiB and one thread of Node's worker pool, which also
 * reads the files that answer other requests. Up to 16 more wait their turn; past that the
 * attempt is refused at once (503 with Retry-After), so a burst of sign-ins cannot stall the site.
 */
const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 192 * 1024 * 1024;

/** log2 N for new hashes: AUTH_HASH_COST, else 2^17. */
export function hashCost(): number {
  const setting = process.env.AUTH_HASH_COST?.trim();
  if (!setting) return DEFAULT_LOG_N;
  const logN = Number(setting);
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) {
    throw new Error("AUTH_HASH_COST must be an integer from 10 to 20 (log2 of scrypt's N)");
  }
  return logN;
}

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
  const logN = hashCost();
  const key = await derive(password, salt, { N: 2 ** logN, r: R, p: P });
  return ["scrypt", logN, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
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
  return scheme !== "scrypt" || Number(logN) < hashCost() || Number(r) < R || Number(p) < P;
}

/** A random password that satisfies the sign-up rules (12+ chars, upper, lower, digit, symbol). */
export function generatePassword(): string {
  const core = randomBytes(18).toString("base64url"); // 24 chars of [A-Za-z0-9_-]
  return `${core}Aa7!`;
}

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  HASHES_AT_ONCE,
  HASHES_WAITING,
  hashCost,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "../../src/server/auth/passwords";
import { AuthError } from "../../src/server/auth/provider";

/** A hash with tiny settings (N=2^4): the queue is the same whatever a hash costs. */
const CHEAP = "scrypt$4$8$1$c2FsdHNhbHRzYWx0c2FsdA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

describe("password hashing", () => {
  it("hashes with scrypt N=2^17, r=8, p=1 and verifies only the right password", async () => {
    const stored = await hashPassword("Correct-horse-42!");
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Correct-horse-42!", stored)).toBe(true);
    expect(await verifyPassword("Correct-horse-43!", stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    // Three real hashes of about a third of a second each, many times that on a busy machine.
  }, 30_000);

  it("asks for a new hash when the stored one is weaker than today's settings", () => {
    expect(needsRehash("scrypt$15$8$1$salt$hash")).toBe(true);
    expect(needsRehash(CHEAP)).toBe(true);
    expect(needsRehash("bcrypt$whatever")).toBe(true);
  });

  it("refuses at once, with 503 and Retry-After, the hashes past the queue; the rest are checked", async () => {
    const attempts = Array.from({ length: 40 }, () =>
      verifyPassword("guess", CHEAP).then(
        () => "checked",
        (error: unknown) => error,
      ),
    );
    const outcomes = await Promise.all(attempts);
    const checked = outcomes.filter((outcome) => outcome === "checked").length;
    const refused = outcomes.filter((outcome) => outcome instanceof AuthError);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(HASHES_AT_ONCE + HASHES_WAITING);
    expect(refused.length + checked).toBe(40);
    for (const error of refused as AuthError[]) {
      expect(error.status).toBe(503);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    // Once the queue has drained, attempts are checked again.
    expect(await verifyPassword("guess", CHEAP)).toBe(false);
  });

  describe("AUTH_HASH_COST", () => {
    afterEach(() => vi.unstubAllEnvs());

    it("sets N for new hashes, and a hash at that cost needs no rehash", async () => {
      vi.stubEnv("AUTH_HASH_COST", "12");
      const stored = await hashPassword("Correct-horse-42!");
      expect(stored).toMatch(/^scrypt\$12\$8\$1\$/);
      expect(await verifyPassword("Correct-horse-42!", stored)).toBe(true);
      expect(needsRehash(stored)).toBe(false);
      expect(needsRehash("scrypt$11$8$1$salt$hash")).toBe(true);
    });

    it("is 17 when unset and refuses what is not an integer from 10 to 20", () => {
      vi.stubEnv("AUTH_HASH_COST", "");
      expect(hashCost()).toBe(17);
      for (const value of ["9", "21", "12.5", "high"]) {
        vi.stubEnv("AUTH_HASH_COST", value);
        expect(hashCost, value).toThrow(/AUTH_HASH_COST must be an integer from 10 to 20/);
      }
    });
  });
});

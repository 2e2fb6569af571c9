/**
 * Password hashing and the embedded database: PGlite runs one transaction at a time, so a hash
 * (about half a second of scrypt) computed inside a transaction would hold every other request
 * back. Sign-ups and password changes hash first and only then write.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authJwtSecret } from "../../src/server/auth/auth-secret";
import { EmbeddedAuthProvider } from "../../src/server/auth/embedded-provider";
import { hashesInFlight, verifyPassword } from "../../src/server/auth/passwords";
import type { ServerContext } from "../../src/server/context";
import { SITE } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

let server: ServerContext;
let provider: EmbeddedAuthProvider;

const freshEmail = (label: string) => `${label}-${randomBytes(4).toString("hex")}@example.com`;

beforeAll(async () => {
  // The product's cost: the point is how the database fares while real hashes run.
  vi.stubEnv("AUTH_HASH_COST", "");
  server = await useEmbeddedContext({ seed: false });
  provider = new EmbeddedAuthProvider(server.db, {
    secret: authJwtSecret(server.env, null),
    issuer: `${SITE}/auth/v1`,
  });
  // The first query of a fresh database pays for warming up; the measurement should not.
  await server.db.asAnon((sql) => sql.query("select 1"));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await closeEmbeddedContext();
});

/** Starts `count` operations at once; while they run, times one plain read. */
async function readDuring(count: number, start: (index: number) => Promise<unknown>) {
  let settled = 0;
  const running = Array.from({ length: count }, (_, index) =>
    start(index).finally(() => {
      settled++;
    }),
  );
  // The read is made once the hashes are under way.
  await expect.poll(hashesInFlight).toBeGreaterThan(0);
  const began = performance.now();
  await server.db.asAnon((sql) => sql.query("select 1"));
  const readMs = performance.now() - began;
  const settledDuringRead = settled;
  const results = await Promise.allSettled(running);
  return { readMs, settledDuringRead, results };
}

describe("password hashing keeps the embedded database free", { timeout: 120_000 }, () => {
  it("a read made while six sign-ups are in flight is answered at once", async () => {
    const accounts = Array.from({ length: 6 }, () => ({ email: freshEmail("burst"), password: "Burst-password-42!" }));
    const { readMs, settledDuringRead, results } = await readDuring(accounts.length, (i) =>
      provider.signUp(accounts[i]!.email, accounts[i]!.password),
    );
    expect(results.map((result) => result.status)).toEqual(accounts.map(() => "fulfilled"));
    expect(readMs).toBeLessThan(1000);
    // Six hashes take well over a second together; the read was measured while some still ran.
    expect(settledDuringRead).toBeLessThan(accounts.length);

    const stored = await server.db.asOwner((sql) =>
      sql.query<{ email: string; encrypted_password: string }>(
        "select email, encrypted_password from auth.users where email = any($1::text[])",
        [accounts.map((account) => account.email)],
      ),
    );
    expect(stored).toHaveLength(accounts.length);
    expect(
      await verifyPassword(
        accounts[0]!.password,
        stored.find((row) => row.email === accounts[0]!.email)!.encrypted_password,
      ),
    ).toBe(true);
  });

  it("a read made while six password changes are in flight is answered at once", async () => {
    // The accounts themselves are made at a test's cost: only the changes are measured.
    vi.stubEnv("AUTH_HASH_COST", "12");
    const users = await Promise.all(
      Array.from({ length: 6 }, () => provider.signUp(freshEmail("changer"), "Old-password-42!")),
    );
    vi.stubEnv("AUTH_HASH_COST", "");
    const { readMs, settledDuringRead, results } = await readDuring(users.length, (i) =>
      provider.changePassword(users[i]!.id, "New-password-42!"),
    );
    expect(results.map((result) => result.status)).toEqual(users.map(() => "fulfilled"));
    expect(readMs).toBeLessThan(1000);
    expect(settledDuringRead).toBeLessThan(users.length);
    await expect(provider.signIn(users[0]!.email, "New-password-42!")).resolves.toMatchObject({
      user: { id: users[0]!.id },
    });
  });
});

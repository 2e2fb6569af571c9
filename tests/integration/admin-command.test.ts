import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../src/server/auth/passwords";
import { hashPassword } from "../../src/server/auth/passwords";
import { createUser } from "../../src/server/auth/users";
import { openDatabase } from "../../src/server/db/open";

let dataDir: string;

/** `npm run admin -- …` as an owner types it, against an embedded data folder. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return adminWithInput("", ...args);
}

/** The same, with `input` piped to its standard input. */
async function adminWithInput(
  input: string,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    timeout: 60_000,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  const code = await new Promise<number>((resolve) => child.on("close", (exit) => resolve(exit ?? 1)));
  return { code, stdout, stderr };
}

/** The user's stored password hash and how many sessions they have. */
async function account(email: string): Promise<{ hash: string; sessions: number }> {
  const { db } = await openDatabase({ kind: "embedded", dataDir });
  try {
    const rows = await db.asOwner((sql) =>
      sql.query<{ hash: string; sessions: number }>(
        `select u.encrypted_password as hash,
                (select count(*)::integer from auth.sessions s where s.user_id = u.id) as sessions
           from auth.users u where u.email = $1`,
        [email],
      ),
    );
    return rows[0]!;
  } finally {
    await db.close();
  }
}

async function isAdmin(email: string): Promise<boolean> {
  const { db } = await openDatabase({ kind: "embedded", dataDir });
  try {
    const rows = await db.asOwner((sql) =>
      sql.query<{ admin: boolean }>(
        `select exists (select 1 from public.user_roles r join auth.users u on u.id = r.user_id
                        where u.email = $1 and r.role = 'admin') as admin`,
        [email],
      ),
    );
    return rows[0]!.admin;
  } finally {
    await db.close();
  }
}

describe("npm run admin", () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-admin-"));
    const { db } = await openDatabase({ kind: "embedded", dataDir });
    const passwordHash = await hashPassword("Signed-up-password-1!");
    await db.asOwner((sql) => createUser(sql, { email: "signed-up@example.com", passwordHash }));
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("grants the admin role to an existing user", async () => {
    const result = await admin("grant", "Signed-Up@example.com");
    expect(result.stdout).toContain("Signed-Up@example.com is now an admin.");
    expect(result.code).toBe(0);
    expect(await isAdmin("signed-up@example.com")).toBe(true);
  });

  it("lists admins", async () => {
    const result = await admin("list");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("signed-up@example.com");
  });

  it("revokes the role again", async () => {
    const result = await admin("revoke", "signed-up@example.com");
    expect(result.code).toBe(0);
    expect(await isAdmin("signed-up@example.com")).toBe(false);
  });

  it("explains when no user has that email, and changes nothing", async () => {
    const result = await admin("grant", "nobody@example.com");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("No user with the email nobody@example.com");
  });

  it("resets a password read from standard input, and signs the user out everywhere", async () => {
    const { db } = await openDatabase({ kind: "embedded", dataDir });
    await db.asOwner((sql) =>
      sql.query("insert into auth.sessions (user_id) select id from auth.users where email = $1", [
        "signed-up@example.com",
      ]),
    );
    await db.close();
    expect((await account("signed-up@example.com")).sessions).toBe(1);

    const result = await adminWithInput("A-brand-new-password-9\n", "reset-password", "signed-up@example.com");
    expect(result.stdout).toContain("signed-up@example.com has a new password and is signed out everywhere.");
    expect(result.code).toBe(0);
    const after = await account("signed-up@example.com");
    expect(await verifyPassword("A-brand-new-password-9", after.hash)).toBe(true);
    expect(await verifyPassword("Signed-up-password-1!", after.hash)).toBe(false);
    expect(after.sessions).toBe(0);
  });

  it("refuses a weak password with the sign-up rule it breaks, and an unknown email, changing nothing", async () => {
    const before = await account("signed-up@example.com");
    const weak = await adminWithInput("alllowercase-1!\n", "reset-password", "signed-up@example.com");
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Password must contain at least one uppercase letter");
    const unknown = await adminWithInput("A-brand-new-password-9\n", "reset-password", "nobody@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No user with the email nobody@example.com.");
    expect((await account("signed-up@example.com")).hash).toBe(before.hash);
  });

  it("prints its usage for an unknown command", async () => {
    const result = await admin("promote");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run admin -- grant EMAIL");
  });
});

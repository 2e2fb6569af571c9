import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../src/server/auth/users";
import { openDatabase } from "../../src/server/db/open";

const run = promisify(execFile);
let dataDir: string;

/** `npm run admin -- …` as an owner types it, against an embedded data folder. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "scripts/admin.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
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
    await db.asOwner((sql) => createUser(sql, "signed-up@example.com", "Signed-up-password-1!"));
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

  it("prints its usage for an unknown command", async () => {
    const result = await admin("promote");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Usage: npm run admin -- grant EMAIL");
  });
});

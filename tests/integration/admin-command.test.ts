import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN_USAGE, runAdminCommand } from "../../src/server/admin/admin-command";
import { hashPassword, verifyPassword } from "../../src/server/auth/passwords";
import { createUser } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import type { Database } from "../../src/server/db/database";
import { openDatabase } from "../../src/server/db/open";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

const USER = "signed-up@example.com";

/** The user's stored password hash and how many sessions they have. */
async function account(db: Database, email: string): Promise<{ hash: string; sessions: number }> {
  const rows = await db.asOwner((sql) =>
    sql.query<{ hash: string; sessions: number }>(
      `select u.encrypted_password as hash,
              (select count(*)::integer from auth.sessions s where s.user_id = u.id) as sessions
         from auth.users u where u.email = $1`,
      [email],
    ),
  );
  return rows[0]!;
}

async function isAdmin(db: Database, email: string): Promise<boolean> {
  const rows = await db.asOwner((sql) =>
    sql.query<{ admin: boolean }>(
      `select exists (select 1 from public.user_roles r join auth.users u on u.id = r.user_id
                      where u.email = $1 and r.role = 'admin') as admin`,
      [email],
    ),
  );
  return rows[0]!.admin;
}

async function addUser(db: Database, email: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.asOwner((sql) => createUser(sql, { email, passwordHash }));
}

/**
 * `npm run admin -- …` as an owner types it: a process of its own on an embedded data folder,
 * its output and exit code, and a password piped to its standard input.
 */
describe("npm run admin, on the command line", () => {
  let dataDir: string;

  async function admin(input: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
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

  /** The data folder, opened while the command is not running. */
  async function inFolder<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const { db } = await openDatabase({ kind: "embedded", dataDir });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-admin-"));
    // A migrated database from the run's template (tests/support/pglite-template.ts).
    const snapshot = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const { db } = await openDatabase({ kind: "embedded", dataDir, snapshot });
    await addUser(db, USER, "Signed-up-password-1!");
    await db.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("grants the admin role to an existing user", async () => {
    const result = await admin("", "grant", "Signed-Up@example.com");
    expect(result.stdout).toContain("Signed-Up@example.com is now an admin.");
    expect(result.code).toBe(0);
    expect(await inFolder((db) => isAdmin(db, USER))).toBe(true);
  });

  it("resets a password read from standard input, and signs the user out everywhere", async () => {
    await inFolder((db) =>
      db.asOwner((sql) =>
        sql.query("insert into auth.sessions (user_id) select id from auth.users where email = $1", [USER]),
      ),
    );
    const result = await admin("A-brand-new-password-9\n", "reset-password", USER);
    expect(result.stdout).toContain(`${USER} has a new password and is signed out everywhere.`);
    expect(result.code).toBe(0);
    const after = await inFolder((db) => account(db, USER));
    expect(await verifyPassword("A-brand-new-password-9", after.hash)).toBe(true);
    expect(await verifyPassword("Signed-up-password-1!", after.hash)).toBe(false);
    expect(after.sessions).toBe(0);
  });
});

/** The commands themselves, in this process, on an embedded database. */
describe("the admin commands", () => {
  let ctx: ServerContext;
  let out: string[];
  let err: string[];
  /** Runs a command; `secrets` are the lines a person would type or pipe, in order. */
  type Context = Parameters<typeof runAdminCommand>[1];
  const run = (args: string[], secrets: string[] = [], interactive = false, context: Context = async () => ctx) => {
    out = [];
    err = [];
    return runAdminCommand(args, context, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      secret: async () => secrets.shift() ?? "",
      interactive,
    });
  };

  beforeAll(async () => {
    ctx = await useEmbeddedContext({ seed: false });
    await addUser(ctx.db, USER, "Signed-up-password-1!");
  });
  afterAll(closeEmbeddedContext);

  it("lists admins, and says when there are none", async () => {
    expect(await run(["list"])).toBe(0);
    expect(out).toEqual(["No admins yet."]);
    expect(await run(["grant", USER])).toBe(0);
    expect(await run(["list"])).toBe(0);
    expect(out).toEqual([expect.stringMatching(/^signed-up@example\.com\t\(admin since .+\)$/)]);
  });

  it("revokes the role again", async () => {
    expect(await run(["revoke", USER])).toBe(0);
    expect(out).toEqual([`${USER} is no longer an admin.`]);
    expect(await isAdmin(ctx.db, USER)).toBe(false);
  });

  it("explains when no user has that email, and changes nothing", async () => {
    expect(await run(["grant", "nobody@example.com"])).toBe(1);
    expect(err.join("\n")).toContain("No user with the email nobody@example.com");
    expect(await isAdmin(ctx.db, "nobody@example.com")).toBe(false);
  });

  it("refuses a weak password with the sign-up rule it breaks, and an unknown email, changing nothing", async () => {
    const before = await account(ctx.db, USER);
    expect(await run(["reset-password", USER], ["alllowercase-1!"])).toBe(1);
    expect(err.join("\n")).toContain("Password must contain at least one uppercase letter");
    expect(await run(["reset-password", "nobody@example.com"], ["A-brand-new-password-9"])).toBe(1);
    expect(err.join("\n")).toContain("No user with the email nobody@example.com.");
    expect((await account(ctx.db, USER)).hash).toBe(before.hash);
  });

  it("asks a person twice for the password, and changes nothing when the two differ", async () => {
    const before = await account(ctx.db, USER);
    expect(await run(["reset-password", USER], ["A-brand-new-password-9", "A-brand-new-password-8"], true)).toBe(1);
    expect(err).toEqual(["The two passwords differ; nothing was changed."]);
    expect((await account(ctx.db, USER)).hash).toBe(before.hash);
  });

  it("sends the owner to Supabase's dashboard to reset a password when Supabase Auth signs in", async () => {
    const supabase = async () => ({ ...ctx, env: { ...ctx.env, AUTH_PROVIDER: "supabase" as const } });
    expect(await run(["reset-password", USER], ["A-brand-new-password-9"], false, supabase)).toBe(1);
    expect(err.join("\n")).toContain("reset the password in the Supabase dashboard");
  });

  it("prints its usage for an unknown command, or a missing email, without opening the database", async () => {
    const unopened = () => Promise.reject(new Error("the database was opened"));
    for (const args of [["promote", USER], ["grant"], []]) {
      expect(await run(args, [], false, unopened), args.join(" ")).toBe(2);
      expect(err).toEqual([ADMIN_USAGE]);
    }
    expect(ADMIN_USAGE).toContain("Usage: npm run admin -- grant EMAIL");
  });
});

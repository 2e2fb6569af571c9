/**
 * "Your own PostgreSQL" mode, as docs/configuration.md describes it: an empty database at DATABASE_URL is
 * migrated (with the Supabase compatibility preamble), seeded and given a first admin by the
 * same start-up script, and `npm run admin` works against it. Runs where TEST_DATABASE_URL
 * names a PostgreSQL server (CI).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { strFromU8, unzipSync } from "fflate";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { exportSiteArchive, type SiteArchiveManifest } from "../../src/server/admin/site-archive";
import { authDeps } from "../../src/server/auth/auth-deps";
import { createServerContext } from "../../src/server/context";
import { readServerEnv } from "../../src/server/env";
import { demoProjects } from "../../src/server/seed/demo-content";
import { seedDemoContent } from "../../src/server/seed/seed-demo";
import { withDatabase } from "../support/database";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("your own PostgreSQL at DATABASE_URL", () => {
  const name = `portfolio_mode_${randomBytes(5).toString("hex")}`;
  let url: string;
  let dataDir: string;
  let sql: postgres.Sql;

  const script = (file: string, ...args: string[]) =>
    run("npx", ["tsx", file, ...args], {
      timeout: 120_000,
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATABASE_APPLY_MIGRATIONS: "true",
        DATABASE_SUPABASE_COMPAT: "true",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: "owner@example.com",
        ADMIN_PASSWORD: "Owner-password-123!",
      },
    });

  beforeAll(async () => {
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    url = withDatabase(serverUrl!, name);
    dataDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-pgmode-"));
    sql = postgres(url, { max: 1, onnotice: () => {} });
  });

  afterAll(async () => {
    await sql?.end();
    const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`drop role if exists ${name}_app`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates, seeds the demo content and creates the first admin on first start", async () => {
    const { stdout } = await script("scripts/prepare-data.ts");
    const migrations = readdirSync("supabase/migrations").filter((name) => name.endsWith(".sql"));
    expect(stdout).toContain(`applied ${migrations.length} migration(s)`);
    expect(stdout).toContain("PostgreSQL database at DATABASE_URL");
    expect(stdout).toContain("demo content seeded");
    expect(stdout).toContain("admin account ready: owner@example.com");

    const [counts] = await sql<{ projects: number; admins: number }[]>`
      select (select count(*)::int from public.projects_dynamic) as projects,
             (select count(*)::int from public.user_roles where role = 'admin') as admins`;
    expect(counts).toEqual({ projects: demoProjects.length, admins: 1 });
  });

  it("does nothing more on the next start", async () => {
    const { stdout } = await script("scripts/prepare-data.ts");
    expect(stdout).not.toContain("applied");
    expect(stdout).not.toContain("seeded");
    expect(stdout).not.toContain("admin account");
  });

  it("grants the admin role to another user with npm run admin", async () => {
    await sql`insert into auth.users (email) values ('second@example.com')`;
    const { stdout } = await script("scripts/admin.ts", "grant", "second@example.com");
    expect(stdout).toContain("second@example.com is now an admin.");
    const [row] = await sql<{ admins: number }[]>`select count(*)::int as admins from public.user_roles`;
    expect(row!.admins).toBe(2);
  });

  it("serves visitors and the owner as a login role that is a member only of anon, authenticated and service_role", async () => {
    const role = `${name}_app`;
    await sql.unsafe(`create role ${role} login password 'app-password' noinherit`);
    await sql.unsafe(`grant anon, authenticated, service_role to ${role}`);
    const appUrl = new URL(url);
    appUrl.username = role;
    appUrl.password = "app-password";
    const server = await createServerContext(
      readServerEnv({ DATABASE_URL: appUrl.href, DATABASE_APPLY_MIGRATIONS: "false", DATA_DIR: dataDir }),
    );
    try {
      const projects = await server.db.asAnon((q) => q.query("select slug from public.projects_dynamic"));
      const [published] = await sql<{ n: number }[]>`
        select count(*)::int as n from public.projects_dynamic where published`;
      expect(projects.length).toBe(published!.n);
      const { provider } = authDeps(server);
      const session = await provider.signIn("owner@example.com", "Owner-password-123!");
      expect(await provider.verifyAccessToken(session.accessToken)).toMatchObject({
        user: { email: "owner@example.com" },
      });
      expect((await provider.refresh(session.refreshToken!)).user.email).toBe("owner@example.com");
      // No transaction can climb out of the API roles to the owner.
      for (const act of [server.db.asAnon.bind(server.db), server.db.asServiceRole.bind(server.db)]) {
        await expect(act((q) => q.query("set local role postgres"))).rejects.toMatchObject({ code: "42501" });
      }
    } finally {
      await server.db.close();
    }
  });

  it("takes a site archive exported from `npm start`'s embedded database, as that login role", async () => {
    const embedded = await createServerContext(
      readServerEnv({ DATA_DIR: ":memory:", DATA_SNAPSHOT: inject("pgliteTemplate") }),
    );
    await seedDemoContent(embedded.db, embedded.storage);
    const archive = await exportSiteArchive(embedded);
    await embedded.db.close();
    const file = path.join(dataDir, "site.zip");
    writeFileSync(file, archive);
    await sql`delete from public.projects_dynamic`;

    const appUrl = new URL(url);
    appUrl.username = `${name}_app`;
    appUrl.password = "app-password";
    const { stdout } = await run("npx", ["tsx", "scripts/admin.ts", "import-site", file], {
      timeout: 120_000,
      env: { ...process.env, DATABASE_URL: appUrl.href, DATABASE_APPLY_MIGRATIONS: "false", DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/^Imported \d+ rows and \d+ files\./);
    const [row] = await sql<{ projects: number; files: number }[]>`
      select (select count(*)::int from public.projects_dynamic) as projects,
             (select count(*)::int from storage.objects where bucket_id = 'documents') as files`;
    expect(row!.projects).toBe(demoProjects.length);
    const manifest = JSON.parse(strFromU8(unzipSync(archive)["manifest.json"]!)) as SiteArchiveManifest;
    expect(row!.files).toBe(manifest.files.length);
  });
});

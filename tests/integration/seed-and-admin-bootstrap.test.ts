import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { ensureAdmin } from "../../src/server/auth/bootstrap-admin";
import {
  formatFirstAdminNotice,
  keepFirstAdminNotice,
  takeFirstAdminNotice,
} from "../../src/server/auth/first-admin-notice";
import { verifyPassword } from "../../src/server/auth/passwords";
import { closeServerContext, createServerContext, type ServerContext } from "../../src/server/context";
import { readServerEnv } from "../../src/server/env";
import { SERVICE_CLAIMS } from "../../src/server/db/database";
import { DOCUMENTS_BUCKET } from "../../src/lib/storage-paths";
import {
  demoBlogPosts,
  demoDocuments,
  demoGuestbookMessages,
  demoProjectFiles,
  demoProjects,
} from "../../src/server/seed/demo-content";
import { listAllPosts } from "../../src/server/repositories/blog-posts";
import { listAllProjectFiles } from "../../src/server/repositories/project-files";
import { DEMO_MEDIA_DIR, seedDemoContentOnce } from "../../src/server/seed/seed-demo";
import { publishingStatus } from "../../src/server/admin/publishing";
import { latestRuns, startRun } from "../../src/server/publishing/rebuild-runs";

const folders: string[] = [];
const contexts: ServerContext[] = [];

async function embeddedIn(dataDir: string): Promise<ServerContext> {
  const ctx = await createServerContext(readServerEnv({ DATA_DIR: dataDir }));
  contexts.push(ctx);
  return ctx;
}

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "portfolio-data-"));
  folders.push(dir);
  return dir;
}

/**
 * A data folder migrated once for this file; the tests that are not about a first start begin
 * from a copy of it (migrating a new folder takes seconds, copying one milliseconds).
 */
let migrated: string;
beforeAll(async () => {
  migrated = mkdtempSync(path.join(os.tmpdir(), "portfolio-migrated-"));
  const ctx = await createServerContext(readServerEnv({ DATA_DIR: migrated }));
  await ctx.db.close();
  await closeServerContext();
});
afterAll(() => rmSync(migrated, { recursive: true, force: true }));

function migratedDataDir(): string {
  const dir = tempDataDir();
  cpSync(migrated, dir, { recursive: true });
  return dir;
}

afterEach(async () => {
  for (const ctx of contexts.splice(0)) await ctx.db.close();
  await closeServerContext();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("first start of the embedded database", () => {
  it("seeds the demo content into an empty database, once", async () => {
    const dir = tempDataDir();
    const ctx = await embeddedIn(dir);
    expect(ctx.opened.migrations.fresh).toBe(true);

    const summary = await seedDemoContentOnce(ctx.db, ctx.storage, ctx.opened.dataDir);
    expect(summary?.projects).toBe(demoProjects.length);
    expect(await seedDemoContentOnce(ctx.db, ctx.storage, ctx.opened.dataDir)).toBeNull();

    const counts = await ctx.db.asServiceRole((sql) =>
      sql.query<{ projects: number; drafts: number; posts: number; statuses: string[]; resume: number; files: number }>(
        `select (select count(*)::int from public.projects_dynamic) as projects,
                (select count(*)::int from public.projects_dynamic where not published) as drafts,
                (select count(*)::int from public.blog_posts) as posts,
                (select array_agg(distinct status::text order by status::text) from public.guestbook_messages) as statuses,
                (select count(*)::int from public.resume_files where is_active) as resume,
                (select count(*)::int from storage.objects where bucket_id = 'documents') as files`,
      ),
    );
    expect(counts[0]).toMatchObject({
      projects: demoProjects.length,
      drafts: 1,
      posts: demoBlogPosts.length,
      statuses: ["approved", "pending", "rejected"],
      resume: 1,
    });
    expect(counts[0]!.files).toBeGreaterThan(10);
    expect(new Set(demoGuestbookMessages.map((m) => m.status)).size).toBe(3);
  });

  it("covers all five project categories, galleries of three or more, and downloadable files", async () => {
    const ctx = await embeddedIn(migratedDataDir());
    await seedDemoContentOnce(ctx.db, ctx.storage, ctx.opened.dataDir);
    const rows = await ctx.db.asAnon((sql) =>
      sql.query<{ categories: string[]; galleries: number; files: number }>(
        `select (select array_agg(distinct category order by category) from public.projects_dynamic) as categories,
                (select count(*)::int from public.projects_dynamic where cardinality(gallery) >= 3) as galleries,
                (select count(*)::int from public.project_files) as files`,
      ),
    );
    expect(rows[0]!.categories).toEqual(["Academic", "Manufacturing", "Robotics", "Sensing", "Soft Robotics"]);
    expect(rows[0]!.galleries).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.files).toBeGreaterThan(0);
  });

  it("lists the demo posts by their dates and each project's files as written, the same on every install", async () => {
    const ctx = await embeddedIn(migratedDataDir());
    await seedDemoContentOnce(ctx.db, ctx.storage, ctx.opened.dataDir);
    const [posts, files] = await ctx.db.asServiceRole((sql) =>
      Promise.all([listAllPosts(sql), listAllProjectFiles(sql)]),
    );
    const dated = (post: { published_at: string | null }) => post.published_at ?? "9999";
    expect(posts.map((post) => post.slug)).toEqual(
      [...demoBlogPosts].sort((a, b) => dated(b).localeCompare(dated(a))).map((post) => post.slug),
    );
    expect(files.map((file) => file.file_name)).toEqual(demoProjectFiles.map((file) => file.file_name));
  });

  it("stores each demo resume and portfolio version's PDF at the storage_path it records", async () => {
    const ctx = await embeddedIn(migratedDataDir());
    await seedDemoContentOnce(ctx.db, ctx.storage, ctx.opened.dataDir);
    for (const kind of ["resume", "portfolio"] as const) {
      const versions = await ctx.db.asServiceRole((sql) =>
        sql.query<{ file_name: string; file_path: string; storage_path: string; file_size: number }>(
          `select file_name, file_path, storage_path, file_size::int as file_size from public.${kind}_files`,
        ),
      );
      expect(versions.map((version) => version.file_name)).toEqual([demoDocuments[kind].file_name]);
      for (const version of versions) {
        const stored = await ctx.storage.inspect({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, version.storage_path, 5);
        expect(stored, `${kind} at ${version.storage_path}`).toBeDefined();
        expect(stored!.contentType).toBe("application/pdf");
        expect(new TextDecoder().decode(stored!.head)).toBe("%PDF-");
        expect(stored!.size).toBe(version.file_size);
        expect(stored!.size).toBe(readFileSync(path.join(DEMO_MEDIA_DIR, demoDocuments[kind].object)).byteLength);
        // The link visitors follow is that same object.
        expect(version.file_path).toBe(ctx.storage.publicUrl(DOCUMENTS_BUCKET, version.storage_path));
      }
    }
  });

  it("does not seed again after the owner emptied the database", async () => {
    const dir = migratedDataDir();
    const first = await embeddedIn(dir);
    await seedDemoContentOnce(first.db, first.storage, first.opened.dataDir);
    await first.db.asServiceRole(async (sql) => {
      for (const table of ["project_files", "projects_dynamic", "blog_posts", "experiences", "skills"]) {
        await sql.query(`delete from public.${table}`);
      }
    });
    await first.db.close();
    contexts.splice(contexts.indexOf(first), 1);

    const again = await embeddedIn(dir);
    expect(again.opened.migrations.fresh).toBe(false);
    expect(await seedDemoContentOnce(again.db, again.storage, again.opened.dataDir)).toBeNull();
  });

  it("creates the first admin with a generated password, shown once and stored as a scrypt hash", async () => {
    // The product's cost (the suite hashes at a lower one, vitest.config.ts).
    vi.stubEnv("AUTH_HASH_COST", "");
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    const ctx = await embeddedIn(migratedDataDir());
    const result = await ensureAdmin(ctx.db, {});
    expect(result.kind).toBe("created");
    if (result.kind !== "created") return;
    expect(result.generatedPassword).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{12,}$/);

    const stored = await ctx.db.asOwner((sql) =>
      sql.query<{ encrypted_password: string; is_admin: boolean }>(
        `select u.encrypted_password, exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
         from auth.users u where u.email = $1`,
        [result.email],
      ),
    );
    expect(stored[0]!.is_admin).toBe(true);
    expect(stored[0]!.encrypted_password).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(stored[0]!.encrypted_password).not.toContain(result.generatedPassword!);
    expect(await verifyPassword(result.generatedPassword!, stored[0]!.encrypted_password)).toBe(true);
    expect(await verifyPassword("wrong-password", stored[0]!.encrypted_password)).toBe(false);

    expect(await ensureAdmin(ctx.db, {})).toEqual({ kind: "existing" });
  });

  it("keeps a generated password (0600) for the server to print once, last, framed with the sign-in address", () => {
    const dir = tempDataDir();
    keepFirstAdminNotice(dir, { email: "owner@example.com", password: "Gen3rated-pass!" });
    expect(statSync(path.join(dir, "first-admin.json")).mode & 0o777).toBe(0o600);
    const notice = takeFirstAdminNotice(dir);
    expect(takeFirstAdminNotice(dir)).toBeNull();

    const lines = formatFirstAdminNotice(notice!, "http://localhost:4321/auth").split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^ {2}┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^ {2}└─+┘$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    const text = lines.join("\n");
    expect(text).toContain("email:    owner@example.com");
    expect(text).toContain("password: Gen3rated-pass!");
    expect(text).toContain("Sign in at http://localhost:4321/auth");
  });

  it("creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when they are set", async () => {
    const ctx = await embeddedIn(migratedDataDir());
    const result = await ensureAdmin(ctx.db, { email: "Owner@Example.com", password: "Chosen-password-42!" });
    expect(result).toEqual({ kind: "created", email: "owner@example.com", generatedPassword: null });
    const rows = await ctx.db.asOwner((sql) =>
      sql.query<{ encrypted_password: string }>(
        "select encrypted_password from auth.users where email = 'owner@example.com'",
      ),
    );
    expect(await verifyPassword("Chosen-password-42!", rows[0]!.encrypted_password)).toBe(true);
  });

  it("refuses a second process on the same data folder with a clear message", async () => {
    const dir = migratedDataDir();
    await embeddedIn(dir);
    const lock = path.join(dir, "db", "embedded.lock");
    // The lock as another running server writes it: its pid and when it started.
    writeFileSync(lock, `${process.ppid} ${startOf(process.ppid)}`);
    await expect(createServerContext(readServerEnv({ DATA_DIR: dir }))).rejects.toThrow(
      `is in use by process ${process.ppid}`,
    );
  });

  it.runIf(process.platform === "linux")(
    "takes over a lock whose pid now belongs to another process (the pid was reused)",
    async () => {
      const dir = migratedDataDir();
      const lock = path.join(dir, "db", "embedded.lock");
      // Pid 1 is alive, but it is not the process that wrote these locks.
      for (const stale of ["1", `1 ${Number(startOf(1)) + 1}`]) {
        writeFileSync(lock, stale);
        const ctx = await createServerContext(readServerEnv({ DATA_DIR: dir }));
        expect(readFileSync(lock, "utf8")).toBe(`${process.pid} ${startOf(process.pid)}`);
        await ctx.db.close();
        expect(existsSync(lock)).toBe(false);
      }
    },
  );

  it("says so clearly when a folder stands where the lock file goes", async () => {
    const dir = tempDataDir();
    mkdirSync(path.join(dir, "db", "embedded.lock"), { recursive: true });
    await expect(createServerContext(readServerEnv({ DATA_DIR: dir }))).rejects.toThrow(
      `${path.join(dir, "db", "embedded.lock")} must be a file, but a folder is there. Remove it, then start again.`,
    );
  });
});

/** When a process started (field 22 of /proc/{pid}/stat), as the lock records it on Linux. */
function startOf(pid: number): string {
  if (process.platform !== "linux") return "";
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

describe("a server that stopped during a rebuild", () => {
  it("leaves a run that the next start marks failed, so the dashboard never shows it running", async () => {
    const dir = migratedDataDir();
    const first = await embeddedIn(dir);
    const runId = await startRun(first.db, "embedded", ["post created: cut-off"]);
    await first.db.close();

    const next = await embeddedIn(dir);
    const [run] = await latestRuns(next.db, 1);
    expect(run).toMatchObject({
      id: runId,
      status: "failed",
      error: "The server stopped before the rebuild finished.",
    });
    expect((await publishingStatus({ db: next.db })).running).toBe(false);
  });
});

describe("the data folder's permissions", () => {
  it("are the running user's only: folders 0700 and files 0600, including what was there before", async () => {
    const { chmodSync, mkdirSync, readdirSync, statSync, writeFileSync } = await import("node:fs");
    const dir = tempDataDir();
    chmodSync(dir, 0o755);
    // A folder and a file left world-readable by an older version.
    mkdirSync(path.join(dir, "storage", "documents"), { recursive: true, mode: 0o777 });
    chmodSync(path.join(dir, "storage", "documents"), 0o777);
    writeFileSync(path.join(dir, "storage", "documents", "old.pdf"), "%PDF-1.4", { mode: 0o666 });
    chmodSync(path.join(dir, "storage", "documents", "old.pdf"), 0o666);

    const ctx = await embeddedIn(dir);
    // Written after the start: the database's own files (WAL included) and a stored file.
    await ctx.db.asOwner((sql) => sql.query("create table public.permission_probe (id int)"));
    writeFileSync(path.join(dir, "storage", "documents", "new.pdf"), "%PDF-1.4");

    const loose: string[] = [];
    const check = (file: string, expected: number) => {
      const mode = statSync(file).mode & 0o777;
      if (mode !== expected) loose.push(`${path.relative(dir, file) || "."}: ${mode.toString(8)}`);
    };
    check(dir, 0o700);
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      if (entry.isSymbolicLink()) continue;
      check(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
    }
    expect(loose).toEqual([]);
  });
});

describe("a data folder that cannot be opened", () => {
  it("is left unlocked, so the next start is not blocked by a stale lock of its own", async () => {
    const dir = tempDataDir();
    const { mkdirSync, writeFileSync, existsSync } = await import("node:fs");
    // Not a PGlite data directory: PGlite refuses to start on it.
    mkdirSync(path.join(dir, "db"), { recursive: true });
    writeFileSync(path.join(dir, "db", "PG_VERSION"), "not a version\n");
    await expect(createServerContext(readServerEnv({ DATA_DIR: dir }))).rejects.toThrow();
    expect(existsSync(path.join(dir, "db", "embedded.lock"))).toBe(false);
  });
});

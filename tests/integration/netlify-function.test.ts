/**
 * The Netlify deployment's server half, as Netlify runs it: the site is built with the Netlify
 * adapter (DEPLOY_TARGET=netlify), the SSR function it emits is imported and called with real
 * Requests, and its files are checked for what must never ship (the embedded database, local data).
 *
 * The adapter always writes `.netlify/` at the project root (git-ignored) and empties it first, so
 * concurrent runs of this file take a lock for the build and work on a copy of the function in a
 * temporary folder. The static output goes to a temporary folder too.
 *
 * With TEST_DATABASE_URL (CI), the build and the function read a fresh migrated PostgreSQL database
 * through DATABASE_URL, exactly as on Netlify with Supabase; without it the cases that need a
 * database are skipped and the build reads an in-memory embedded one.
 */
import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cp, mkdir, mkdtemp, open, readdir, readFile, rm, stat, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../src/server/db/open";
import { withDatabase } from "../support/database";
import { htmlErrors } from "../support/html-validator";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.TEST_DATABASE_URL;
const SITE = "https://portfolio.example";

type NetlifyHandler = (request: Request, context: { ip: string }) => Promise<Response>;

let work: string;
let functionDir: string;
let handler: NetlifyHandler;
let databaseName: string | null = null;
let buildSeconds = 0;
/** Every file the build wrote: the publish folder and Netlify's folder, relative to `work`. */
let builtFiles: Map<string, Buffer>;

/**
 * Every secret a site's build environment may hold, each set to a value found nowhere else: none
 * may be written into any built file (old deploys keep their files after a rotation).
 */
const SECRETS = {
  CLIENT_HASH_SECRET: `client-hash-${randomBytes(12).toString("hex")}`,
  AUTH_JWT_SECRET: `auth-jwt-${randomBytes(12).toString("hex")}`,
  SUPABASE_SERVICE_ROLE_KEY: `service-role-${randomBytes(12).toString("hex")}`,
  NETLIFY_BUILD_HOOK_URL: `https://api.netlify.com/build_hooks/${randomBytes(12).toString("hex")}`,
  CONTENT_WEBHOOK_SECRET: `content-webhook-${randomBytes(16).toString("hex")}`,
  ADMIN_PASSWORD: `Admin-${randomBytes(12).toString("hex")}!`,
};

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "netlify-artifact-"));
  const buildEnv: Record<string, string> = {};
  if (serverUrl) {
    databaseName = `portfolio_netlify_${randomBytes(5).toString("hex")}`;
    const url = await createSeededDatabase(databaseName);
    buildEnv.DATABASE_URL = url;
    vi.stubEnv("DATABASE_URL", url);
  } else {
    buildEnv.DATA_DIR = ":memory:";
  }

  const release = await lockNetlifyFolder();
  try {
    const started = Date.now();
    await run("npx", ["astro", "build"], {
      cwd: root,
      timeout: 300_000,
      maxBuffer: 20 * 1024 * 1024,
      // A build machine's environment: this process's is the test runner's (its MODE, DEV, SSR
      // and NODE_ENV would change what Vite writes into the bundle).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...buildEnv,
        ...SECRETS,
        DEPLOY_TARGET: "netlify",
        // As on Netlify's build machines: the adapter versions asset URLs with it.
        DEPLOY_ID: "netlify-test-deploy",
        SITE_URL: SITE,
        ASTRO_OUT_DIR: path.join(work, "dist"),
        ASTRO_CACHE_DIR: path.join(work, "cache"),
      },
    });
    buildSeconds = (Date.now() - started) / 1000;
    functionDir = path.join(work, "function");
    await cp(path.join(root, ".netlify/v1/functions/ssr"), functionDir, { recursive: true, dereference: true });
    builtFiles = new Map();
    for (const [label, dir] of [
      ["dist", path.join(work, "dist")],
      [".netlify", path.join(root, ".netlify")],
    ] as const) {
      for (const file of await listFiles(dir)) {
        // The function's dependencies are packages from npm, the same in every build.
        if (file.includes("node_modules/") || file.endsWith("artifact-build.lock")) continue;
        builtFiles.set(`${label}/${file}`, await readFile(path.join(dir, file)));
      }
    }
  } finally {
    await release();
  }
  console.info(`[netlify-artifact] netlify build took ${buildSeconds.toFixed(1)} s`);

  // What the function sees on Netlify: the site's variables, no embedded database settings.
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("DATA_DIR", "");
  vi.stubEnv("DEPLOY_TARGET", "netlify");
  const entry = pathToFileURL(path.join(functionDir, "ssr.mjs")).href;
  handler = ((await import(/* @vite-ignore */ entry)) as { default: NetlifyHandler }).default;
}, 360_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  if (work) await rm(work, { recursive: true, force: true });
  if (databaseName && serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end();
  }
});

const call = (pathname: string, init: RequestInit = {}) =>
  handler(new Request(new URL(pathname, SITE), init), { ip: "203.0.113.7" });

describe("the Netlify function artifact", () => {
  it("is the adapter's one SSR function for every on-demand route, static files first", async () => {
    const source = await readFile(path.join(functionDir, "ssr.mjs"), "utf8");
    expect(source).toContain("path: '/*'");
    expect(source).toContain("preferStatic: true");
  });

  it("carries no embedded database (PGlite)", async () => {
    const files = await listFiles(functionDir);
    expect(files.filter((file) => /@electric-sql|pglite\.(wasm|data)$/.test(file))).toEqual([]);
    const code = files.filter((file) => file.startsWith(".netlify/build/") && file.endsWith(".mjs"));
    const sources = await Promise.all(code.map((file) => readFile(path.join(functionDir, file), "utf8")));
    expect(sources.filter((text) => text.includes("@electric-sql/pglite"))).toEqual([]);
    expect(sources.some((text) => text.includes("This hosted build has no embedded database"))).toBe(true);

    const bytes = (await Promise.all(files.map((file) => stat(path.join(functionDir, file))))).reduce(
      (sum, info) => sum + info.size,
      0,
    );
    console.info(`[netlify-artifact] function: ${files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
    expect(bytes).toBeLessThan(30 * 1024 * 1024);
  });

  it("ships no local data folder or key, only the server build, its dependencies and source it names", async () => {
    const files = await listFiles(functionDir);
    // The file tracer also copies component sources the server build mentions by path (island
    // metadata); those are public code. Anything else (data folders, .env, keys) must not ship.
    const stray = files.filter(
      (file) =>
        file !== "ssr.mjs" &&
        !file.startsWith(".netlify/build/") &&
        !file.startsWith("node_modules/") &&
        !/^src\/[\w/.-]+\.(tsx?|astro)$/.test(file),
    );
    expect(stray).toEqual([]);
    expect(files.filter((file) => /(client-hash-secret|auth-jwt-secret)$/.test(file))).toEqual([]);
  });

  it("holds no secret of the build's environment in any built file", () => {
    expect(builtFiles.size).toBeGreaterThan(50);
    const secrets = { ...SECRETS, ...(serverUrl ? { DATABASE_URL: withDatabase(serverUrl, databaseName!) } : {}) };
    for (const [name, value] of Object.entries(secrets)) {
      const holding = [...builtFiles].filter(([, content]) => content.includes(value)).map(([file]) => file);
      expect(holding, name).toEqual([]);
    }
  });

  it("fails with a hint, not with a missing module, when DATABASE_URL is not set", async () => {
    const files = await listFiles(functionDir);
    const stubFile = files.find((file) => file.includes("no-embedded-database") && file.endsWith(".mjs"));
    expect(stubFile).toBeDefined();
    const stub = (await import(/* @vite-ignore */ pathToFileURL(path.join(functionDir, stubFile!)).href)) as {
      createPgliteDriver: () => Promise<unknown>;
    };
    await expect(stub.createPgliteDriver()).rejects.toThrow("set DATABASE_URL");
  });

  it("prebuilt the public pages into the publish folder, leaving /admin and the 404 page to the function", async () => {
    const dist = path.join(work, "dist");
    for (const page of ["index.html", "projects/index.html", "blog/index.html", "documents/index.html", "_headers"]) {
      await expect(stat(path.join(dist, page))).resolves.toBeTruthy();
    }
    await expect(stat(path.join(dist, "admin/index.html"))).rejects.toThrow();
    await expect(stat(path.join(dist, "404.html"))).rejects.toThrow();
    // Netlify's CDN applies `_headers` to every prebuilt file: framing, HSTS and the rest.
    const headers = await readFile(path.join(dist, "_headers"), "utf8");
    expect(headers).toMatch(/^\/\*\n/);
    expect(headers).toContain("Content-Security-Policy: frame-ancestors 'none'");
    expect(headers).toContain("X-Frame-Options: DENY");
    expect(headers).toContain("Strict-Transport-Security: max-age=");
  });

  it("is valid HTML on every built page (the Nu HTML Checker finds no error)", async () => {
    expect(await htmlErrors(path.join(work, "dist"))).toEqual([]);
  }, 120_000);

  it("gives every page its own script policy and its stylesheet inline, whatever the asset URLs' deploy suffix", async () => {
    const dist = path.join(work, "dist");
    for (const page of ["index.html", "projects/index.html", "auth/index.html"]) {
      const html = await readFile(path.join(dist, page), "utf8");
      // The Netlify adapter versions asset URLs (?dpl=…); nothing depends on their spelling.
      expect(html, page).toMatch(/src="\/_astro\/[^"]+\.js\?dpl=/);
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, page).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy, page).not.toContain("'unsafe-inline' 'sha256");
      expect(html, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
      // The islands' styles are in the page before they render: a toast's error colour, a spinner.
      expect(html, page).toContain(".animate-spin");
      expect(html, page).toContain(".border-red-500\\/50\\!{");
    }
  });
});

describe.skipIf(!serverUrl)("the static pages of a build against the database", () => {
  it("allows no script by hash that content wrote: a post's excerpt with <script> in it stays text", async () => {
    const excerptHash = `'sha256-${createHash("sha256").update(EXCERPT_SCRIPT).digest("base64")}'`;
    const post = await readFile(path.join(work, "dist/blog/scripts-in-text/index.html"), "utf8");
    expect(post.includes("&lt;script&gt;alert(&quot;excerpt&quot;)&lt;/script&gt;")).toBe(true);
    const allowing = [...builtFiles].filter(
      ([file, content]) => file.endsWith(".html") && content.includes(excerptHash),
    );
    expect(allowing.map(([file]) => file)).toEqual([]);
  });

  it("prebuilt the published project's page from DATABASE_URL, and not the draft's", async () => {
    const dist = path.join(work, "dist");
    await expect(stat(path.join(dist, "projects/netlify-published/index.html"))).resolves.toBeTruthy();
    await expect(stat(path.join(dist, "projects/netlify-draft/index.html"))).rejects.toThrow();
  });
});

describe("the Netlify function, called with real requests", () => {
  it("answers an unknown path with the 404 page and status 404", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await call("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("answers a missing project with the projects area's own 404", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await call("/projects/no-such-project/");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Project Not Found");
  });

  it("serves the admin shell for any /admin/* path, never indexed", async () => {
    const response = await call("/admin/projects");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // Pages the function renders carry Astro's policy for their scripts and, as a second policy,
    // the framing rule (src/middleware.ts); browsers enforce both.
    const policies = response.headers.get("content-security-policy")!.split(/,\s*/);
    expect(policies.some((policy) => /script-src 'self'( 'sha256-[\w+/=]+')+;/.test(policy))).toBe(true);
    expect(policies).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(await response.text()).toContain("<title>Admin");
  });

  it.skipIf(!serverUrl)("answers GET /api/projects with the published projects only", async () => {
    const response = await call("/api/projects");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { projects: { slug: string }[] };
    expect(body.projects.map((project) => project.slug)).toEqual(["netlify-published"]);
  });

  it.skipIf(!serverUrl)("refuses an admin write without a session (401) and stores nothing", async () => {
    const response = await call("/api/admin/skills", {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE },
      body: JSON.stringify({ category: "CAD", skill_name: "SolidWorks", display_order: 0 }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
    const sql = postgres(withDatabase(serverUrl!, databaseName!), { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ count: number }[]>`select count(*)::int as count from public.skills`;
      expect(row!.count).toBe(0);
    } finally {
      await sql.end();
    }
  });
});

/** The body of a script written into a post's excerpt: text, never allowed to run. */
const EXCERPT_SCRIPT = 'alert("excerpt")';

/** A migrated database (with the Supabase preamble) holding one published project and one draft. */
async function createSeededDatabase(name: string): Promise<string> {
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl!, name);
  const { db } = await openDatabase({ kind: "postgres", url, applyMigrations: true, supabaseCompat: true });
  try {
    await db.asOwner((sql) =>
      sql.query(
        `insert into public.projects_dynamic
           (slug, title, category, image, overview, role, challenge, approach, outcome, published)
         values
           ('netlify-published', 'Published on Netlify', 'Robotics', '/images/a.webp',
            'An overview long enough.', 'Lead', 'A challenge', 'An approach', 'An outcome', true),
           ('netlify-draft', 'A draft', 'Robotics', '/images/b.webp',
            'An overview long enough.', 'Lead', 'A challenge', 'An approach', 'An outcome', false)`,
      ),
    );
    // A post whose excerpt (the page's meta description) is written like a script.
    await db.asOwner((sql) =>
      sql.query(
        `insert into public.blog_posts (title, slug, excerpt, content, published, published_at)
         values ('Scripts in text', 'scripts-in-text', $1, '<p>Plain text.</p>', true, now())`,
        [`<script>${EXCERPT_SCRIPT}</script>`],
      ),
    );
  } finally {
    await db.close();
  }
  return url;
}

/** Files under `dir`, relative, with forward slashes. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/**
 * One Netlify build at a time in this checkout: an exclusive lock file in `.netlify/`, taken over
 * when its owner process is gone.
 */
async function lockNetlifyFolder(): Promise<() => Promise<void>> {
  const dir = path.join(root, ".netlify");
  await mkdir(dir, { recursive: true });
  const lock = path.join(dir, "artifact-build.lock");
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      const handle = await open(lock, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => unlink(lock).catch(() => {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(await readFile(lock, "utf8").catch(() => ""));
      if (!owner || !isAlive(owner)) {
        await unlink(lock).catch(() => {});
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`another Netlify build (process ${owner}) holds ${lock}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

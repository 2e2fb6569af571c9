import { spawn } from "node:child_process";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database";
import { projectPath } from "../paths";
import type { LiveBuild, SiteHost } from "./site-host";

/**
 * One background rebuild of the static pages for `npm start`:
 * 1. a consistent snapshot of the database (PGlite: a copy of its files taken in one transaction;
 *    a PostgreSQL server is read directly, each page in its own consistent read);
 * 2. `astro build` in a child process, reading the snapshot as the `anon` role like every build,
 *    into a new folder beside the live one;
 * 3. a check that the output is a complete site, then the host's atomic swap.
 * Any failure leaves the previous pages live; a build that cannot read the database fails loudly
 * (the content loaders throw), so an empty site is never published. A build still running after
 * `timeoutMs` (REBUILD_TIMEOUT_MS, 10 minutes by default) is stopped, with every process it
 * started, and fails too.
 */
export interface EmbeddedRebuildOptions {
  db: Database;
  host: SiteHost;
  /** Extra environment for the build (tests). */
  env?: Record<string, string>;
  /** Where the build's output is echoed (default: the server's log, prefixed). */
  log?: (line: string) => void;
  /** The build's command line (tests); default: `astro build` run by this Node. */
  command?: readonly [string, ...string[]];
  /** How long the build may run (milliseconds) before it is stopped and the rebuild fails. */
  timeoutMs?: number;
}

/** How long a rebuild's build may run unless told otherwise: 10 minutes. */
export const DEFAULT_REBUILD_TIMEOUT_MS = 10 * 60 * 1000;

/** Files every complete build has; a build missing one is never published. */
const REQUIRED_FILES = ["index.html", "projects/index.html", "blog/index.html", "documents/index.html", "_headers"];

export async function rebuildStaticSite({
  db,
  host,
  env = {},
  log = defaultLog,
  command,
  timeoutMs = DEFAULT_REBUILD_TIMEOUT_MS,
}: EmbeddedRebuildOptions): Promise<LiveBuild> {
  const id = `build-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  const outDir = path.join(host.buildsDir, id);
  const snapshotFile = path.join(host.buildsDir, `${id}.snapshot.tar`);
  await mkdir(host.buildsDir, { recursive: true });

  try {
    const snapshot = await db.snapshot();
    // The whole database: readable by this user only, and removed once the build has read it.
    if (snapshot) await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()), { mode: 0o600 });
    await runAstroBuild(
      {
        ...env,
        ASTRO_OUT_DIR: outDir,
        SITE_BUILD_ID: id,
        ...(snapshot ? { DATA_SNAPSHOT: snapshotFile } : {}),
      },
      log,
      { command, timeoutMs },
    );
    const clientDir = path.join(outDir, "client");
    await assertCompleteBuild(clientDir);
    const build: LiveBuild = { id, clientDir, builtAt: new Date().toISOString() };
    await host.publish(build);
    return build;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(snapshotFile, { force: true });
  }
}

async function assertCompleteBuild(clientDir: string): Promise<void> {
  const missing: string[] = [];
  for (const file of REQUIRED_FILES) {
    const info = await stat(path.join(clientDir, file)).catch(() => null);
    if (!info?.isFile() || info.size === 0) missing.push(file);
  }
  if (missing.length > 0)
    throw new Error(`The rebuild is incomplete (missing ${missing.join(", ")}); nothing was published.`);
}

/** The last lines of a failed build's output, for the error the admin shows. */
const KEPT_OUTPUT_LINES = 25;

/** "10 minutes", "1.5 seconds": a time limit as the error message gives it. */
function duration(ms: number): string {
  const [value, unit] = ms >= 60_000 && ms % 60_000 === 0 ? [ms / 60_000, "minute"] : [ms / 1000, "second"];
  return `${Number(value.toFixed(1))} ${unit}${value === 1 ? "" : "s"}`;
}

/**
 * Runs the build in a process group of its own, so that stopping it stops every process it
 * started (Vite's and esbuild's helpers too). The group is stopped when the time limit passes, and
 * when this server exits while the build runs (a group of its own no longer gets the terminal's
 * Ctrl-C).
 */
function runAstroBuild(
  env: Record<string, string>,
  log: (line: string) => void,
  {
    command = [process.execPath, projectPath("node_modules/astro/bin/astro.mjs"), "build"],
    timeoutMs,
  }: { command?: readonly [string, ...string[]]; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: projectPath(),
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const stopGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group has ended already.
      }
    };
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      process.off("exit", stopGroup);
      if (error) reject(error);
      else resolve();
    };
    let timedOut = false;
    const timedOutError = () =>
      new Error(
        `The rebuild took longer than ${duration(timeoutMs)} and was stopped; the pages that were live stay live.`,
      );
    const timer = setTimeout(() => {
      timedOut = true;
      log(`stopping the build: it has run for ${duration(timeoutMs)}`);
      stopGroup();
      // The build itself may have ended already, a process it started holding its output open.
      if (child.exitCode !== null || child.signalCode !== null) finish(timedOutError());
    }, timeoutMs);
    process.once("exit", stopGroup);
    const tail: string[] = [];
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split(/\r?\n/)) {
        if (!line.trim()) continue;
        log(line);
        tail.push(line);
        if (tail.length > KEPT_OUTPUT_LINES) tail.shift();
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    child.on("error", (error) => finish(error));
    // Once stopped, the build has failed when its own process ends, whoever still holds its output.
    child.on("exit", () => {
      if (timedOut) finish(timedOutError());
    });
    child.on("close", (code, signal) => {
      if (timedOut) finish(timedOutError());
      else if (code === 0) finish();
      else finish(new Error(`astro build failed (${signal ?? `exit ${code}`}):\n${tail.join("\n")}`));
    });
  });
}

function defaultLog(line: string): void {
  console.log(`[rebuild] ${line}`);
}

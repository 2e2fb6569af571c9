import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerContext } from "../../src/server/context";
import { StaticSite } from "../../src/server/hosting/static-site";
import { projectPath } from "../../src/server/paths";
import { rebuildStaticSite } from "../../src/server/publishing/embedded-rebuild";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

/**
 * The embedded rebuild's failures, which must never publish: a build that cannot read its
 * database fails loudly and leaves the live pages alone, and a build past the time limit is
 * stopped. (A rebuild that succeeds, from a snapshot of the database as it is, and goes live:
 * tests/e2e/publishing.spec.ts, on a server of its own.)
 */
let server: ServerContext;
let site: StaticSite;
const root = projectPath(".builds", `test-${process.pid}`);
/** A cache of its own, so that builds of other tests running alongside never share one. */
const ownCache = { ASTRO_CACHE_DIR: path.join(root, "cache") };

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  const initial = path.join(root, "initial", "client");
  await mkdir(initial, { recursive: true });
  await writeFile(path.join(initial, "index.html"), "<h1>Initial</h1>");
  site = await StaticSite.open(
    { id: "initial", clientDir: initial, builtAt: new Date().toISOString() },
    path.join(root, "builds"),
  );
});

afterAll(async () => {
  await closeEmbeddedContext();
  await rm(root, { recursive: true, force: true });
});

describe("embedded rebuild", () => {
  it("a build that cannot read the database fails loudly and publishes nothing", async () => {
    const lines: string[] = [];
    const buildsDir = path.join(root, "builds");
    // The build's first line of output: its snapshot of the whole database is on disk by then
    // (written before the build starts, removed after it ends), readable by this user only.
    let snapshotMode: number | undefined;
    const rebuild = rebuildStaticSite({
      db: server.db,
      host: site,
      env: { ...ownCache, DATABASE_URL: "postgres://nobody:nothing@127.0.0.1:1/unreachable" },
      log: (line) => {
        if (lines.length === 0) {
          const snapshot = readdirSync(buildsDir).find((name) => name.endsWith(".snapshot.tar"));
          snapshotMode = snapshot ? statSync(path.join(buildsDir, snapshot)).mode : undefined;
        }
        lines.push(line);
      },
    });
    await expect(rebuild).rejects.toThrow(/astro build failed/);
    expect((snapshotMode ?? 0) & 0o777).toBe(0o600);
    expect(site.live().id).toBe("initial");
    // Neither the failed output nor the snapshot is left behind.
    expect(await readdir(path.join(root, "builds"))).toEqual([]);
    expect(lines.join("\n")).toMatch(/ECONNREFUSED|unavailable|connect/i);
  }, 120_000);
});

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A build that hangs: it starts a helper process, says both process ids and waits. Both end by
 * themselves after 20 s, so that nothing is left running whatever happens to the test.
 */
const HANGING_BUILD = `
  const { spawn } = require("node:child_process");
  const helper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "ignore" });
  console.log("pids " + process.pid + " " + helper.pid);
  require("node:fs").mkdirSync(process.env.ASTRO_OUT_DIR + "/client", { recursive: true });
  setTimeout(() => {}, 20000);
`;

/**
 * The time limit: a build that hangs (here a command standing in for `astro build` that starts a
 * helper process of its own and never ends) is stopped after the limit, its whole process group
 * with it, and the rebuild fails with a message saying so; the live pages stay.
 */
describe("embedded rebuild time limit", () => {
  it("stops a build that runs past it, with its helper processes, and publishes nothing", async () => {
    const pids: number[] = [];
    const live = site.live().id;
    const before = await readdir(path.join(root, "builds"));
    const started = Date.now();
    const rebuild = rebuildStaticSite({
      db: server.db,
      host: site,
      command: [process.execPath, "-e", HANGING_BUILD],
      timeoutMs: 1500,
      log: (line) => {
        const match = /^pids (\d+) (\d+)$/.exec(line);
        if (match) pids.push(Number(match[1]), Number(match[2]));
      },
    });
    await expect(rebuild).rejects.toThrow(
      "The rebuild took longer than 1.5 seconds and was stopped; the pages that were live stay live.",
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(pids).toHaveLength(2);
    // The whole process group was stopped: the build and the helper it started.
    await expect.poll(() => pids.filter(isRunning), { timeout: 5000 }).toEqual([]);
    expect(site.live().id).toBe(live);
    // Neither the partial output nor the snapshot is left behind.
    expect(await readdir(path.join(root, "builds"))).toEqual(before);
  }, 60_000);

  it("also stops a build that has ended but left a helper holding its output open", async () => {
    const pids: number[] = [];
    const live = site.live().id;
    const rebuild = rebuildStaticSite({
      db: server.db,
      host: site,
      command: [
        process.execPath,
        "-e",
        `const helper = require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"], { stdio: "inherit" });
         console.log("pids " + helper.pid);`,
      ],
      timeoutMs: 1500,
      log: (line) => {
        const match = /^pids (\d+)$/.exec(line);
        if (match) pids.push(Number(match[1]));
      },
    });
    await expect(rebuild).rejects.toThrow(/^The rebuild took longer than 1.5 seconds and was stopped/);
    expect(pids).toHaveLength(1);
    await expect.poll(() => pids.filter(isRunning), { timeout: 5000 }).toEqual([]);
    expect(site.live().id).toBe(live);
  }, 60_000);

  it("lets a build that ends in time finish as before", async () => {
    const live = site.live().id;
    const rebuild = rebuildStaticSite({
      db: server.db,
      host: site,
      command: [process.execPath, "-e", "process.exit(3)"],
      timeoutMs: 30_000,
      log: () => {},
    });
    await expect(rebuild).rejects.toThrow(/astro build failed \(exit 3\)/);
    expect(existsSync(path.join(root, "builds"))).toBe(true);
    expect(site.live().id).toBe(live);
  }, 60_000);
});

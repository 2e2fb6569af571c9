import { existsSync } from "node:fs";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerContext } from "../../src/server/context";
import { readServerEnv } from "../../src/server/env";
import { StaticSite } from "../../src/server/hosting/static-site";
import { projectPath } from "../../src/server/paths";
import { rebuildStaticSite } from "../../src/server/publishing/embedded-rebuild";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

/**
 * The embedded rebuild's time limit: a build that hangs (here a command standing in for `astro
 * build` that starts a helper process of its own and never ends) is stopped after the limit, its
 * whole process group with it, and the rebuild fails with a message saying so; the live pages stay.
 */
let server: ServerContext;
let site: StaticSite;
const root = projectPath(".builds", `test-timeout-${process.pid}`);

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

describe("embedded rebuild time limit", () => {
  it("stops a build that runs past it, with its helper processes, and publishes nothing", async () => {
    const pids: number[] = [];
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
    expect(site.live().id).toBe("initial");
    // Neither the partial output nor the snapshot is left behind.
    expect(await readdir(path.join(root, "builds"))).toEqual([]);
  }, 60_000);

  it("also stops a build that has ended but left a helper holding its output open", async () => {
    const pids: number[] = [];
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
    expect(site.live().id).toBe("initial");
  }, 60_000);

  it("lets a build that ends in time finish as before", async () => {
    const rebuild = rebuildStaticSite({
      db: server.db,
      host: site,
      command: [process.execPath, "-e", "process.exit(3)"],
      timeoutMs: 30_000,
      log: () => {},
    });
    await expect(rebuild).rejects.toThrow(/astro build failed \(exit 3\)/);
    expect(existsSync(path.join(root, "builds"))).toBe(true);
    expect(site.live().id).toBe("initial");
  }, 60_000);

  it("is REBUILD_TIMEOUT_MS, 10 minutes unless set", () => {
    expect(readServerEnv({}).REBUILD_TIMEOUT_MS).toBe(600_000);
    expect(readServerEnv({ REBUILD_TIMEOUT_MS: "90000" }).REBUILD_TIMEOUT_MS).toBe(90_000);
    expect(() => readServerEnv({ REBUILD_TIMEOUT_MS: "0" })).toThrow(/REBUILD_TIMEOUT_MS/);
  });
});

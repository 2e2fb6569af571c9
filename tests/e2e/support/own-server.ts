import { spawn, type ChildProcess } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import { E2E_PREPARED_DATA_DIR, E2E_SERVER_ENV } from "../../../playwright.config";

/**
 * A server of a suite's own, started exactly as `npm start` serves (scripts/serve.ts) from the
 * build the other suites use, on its own port and data folder: for what must not disturb the
 * shared servers (publishing rebuilds, a database outage).
 */
export interface OwnServer {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
}

export async function startOwnServer(
  port: number,
  { env = {}, prepareData = true }: { env?: Record<string, string>; prepareData?: boolean } = {},
): Promise<OwnServer> {
  const dataDir = `.data-e2e-${port}`;
  const url = `http://localhost:${port}`;
  const serverEnv: Record<string, string> = {
    ...E2E_SERVER_ENV,
    DATA_DIR: dataDir,
    PORT: String(port),
    SITE_URL: url,
    ...env,
  };
  let log = "";
  const collect = (child: ChildProcess) => {
    child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  };

  await rm(dataDir, { recursive: true, force: true });
  // A copy of the data the run prepared once, as `npm start` prepares it (playwright.config.ts).
  if (prepareData) await cp(E2E_PREPARED_DATA_DIR, dataDir, { recursive: true });

  const server = run("npx", ["node", "scripts/serve.mjs"], serverEnv);
  collect(server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}):\n${log}`);
    const up = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    output: () => log,
    stop: async () => {
      if (server.exitCode === null && server.pid) {
        const exited = new Promise((resolve) => server.on("close", resolve));
        process.kill(-server.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (server.exitCode === null) process.kill(-server.pid, "SIGKILL");
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

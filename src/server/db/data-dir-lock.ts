import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite keeps its files open in one process; two processes on one data folder corrupt it.
 * A pid file makes a second opener fail with a clear message instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "embedded.lock");
  const holder = readHolder(lockFile);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder} (a running \`npm start\` or ` +
        "`npm run dev`?). Stop that process first, or point DATA_DIR at another folder.",
    );
  }
  writeFileSync(lockFile, String(process.pid));
  const release = () => {
    if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

/**
 * The data folder holds password hashes, visitors' messages and keys: only the user running the
 * server may read it. Everything this process creates from now on is private (umask 077: folders
 * 0700, files 0600), and what the folder already holds is made so.
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}

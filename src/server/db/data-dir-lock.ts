import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * PGlite keeps its files open in one process; two processes on one data folder corrupt it.
 * A lock file names the process holding the folder, by its pid and the time it started (on
 * Linux), so a pid the system has since given to another process is not taken for the holder.
 * A second opener fails with a clear message instead.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "embedded.lock");
  const me = `${process.pid} ${processStart(process.pid) ?? ""}`.trim();
  for (;;) {
    try {
      writeFileSync(lockFile, me, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw lockFileError(lockFile, error);
    }
    const holder = readHolder(lockFile);
    if (holder && holder.pid !== process.pid && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is in use by process ${holder.pid} (a running \`npm start\` or ` +
          "`npm run dev`?). Stop that process first, or point DATA_DIR at another folder.",
      );
    }
    // Left by a process that has stopped (or by this one): taken over.
    try {
      rmSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw lockFileError(lockFile, error);
    }
  }
  const release = () => {
    if (readHolder(lockFile)?.pid === process.pid) rmSync(lockFile, { force: true });
  };
  process.once("exit", release);
  return release;
}

interface Holder {
  pid: number;
  /** When the process started, as the system counts it (Linux); absent where it cannot be read. */
  start?: string;
}

function readHolder(lockFile: string): Holder | undefined {
  try {
    const [pid, start] = readFileSync(lockFile, "utf8").trim().split(" ");
    const number = Number(pid);
    return Number.isInteger(number) && number > 0 ? { pid: number, start: start || undefined } : undefined;
  } catch {
    return undefined;
  }
}

/** The holder is still running: its pid is alive and, where the system tells, started when it did. */
function isRunning(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const start = processStart(holder.pid);
  return start === undefined || start === holder.start;
}

/** Field 22 of /proc/{pid}/stat: the process's start time in clock ticks since boot (Linux only). */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command (field 2) may hold spaces and parentheses: count fields after its closing ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function lockFileError(lockFile: string, cause: unknown): Error {
  const code = (cause as NodeJS.ErrnoException).code;
  if (code === "EISDIR" || code === "ERR_FS_EISDIR" || code === "EPERM") {
    return new Error(`${lockFile} must be a file, but a folder is there. Remove it, then start again.`, { cause });
  }
  return new Error(`The embedded database's lock file ${lockFile} cannot be written (${code}).`, { cause });
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

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const VNU_JAR = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");

export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/**
 * The Nu HTML Checker's errors for every HTML file under `dir` (Java from Debian runs the jar the
 * `vnu-jar` package ships; its own launcher would download a Java runtime when none is found).
 * Its CSS checks are left out: its parser predates what Tailwind 4 writes (`@property`, `in oklab`).
 */
export async function htmlErrors(dir: string): Promise<HtmlError[]> {
  const { stderr } = await run(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--skip-non-html", "--exit-zero-always", dir],
    { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const { messages } = JSON.parse(stderr) as { messages: Array<{ url?: string; lastLine?: number; message: string }> };
  return messages
    .filter((message) => !message.message.startsWith("CSS:"))
    .map((message) => ({
      file: path.relative(dir, new URL(message.url ?? "file:///").pathname),
      line: message.lastLine,
      message: message.message,
    }));
}

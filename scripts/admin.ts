/**
 * Owner administration from the command line, against the embedded database (DATA_DIR) or the
 * one at DATABASE_URL (a Supabase project's connection string works):
 *
 *   npm run admin -- grant EMAIL     give an existing user the admin role
 *   npm run admin -- revoke EMAIL    take it away
 *   npm run admin -- list            list admins
 *   npm run admin -- reset-password EMAIL
 *                                    set a new password (asked for twice, hidden; or one line on
 *                                    standard input) and sign the user out everywhere
 *   npm run admin -- import-site ARCHIVE.zip
 *                                    replace the content with a site archive ('Export site')
 */
import { createInterface } from "node:readline/promises";
import { runAdminCommand } from "../src/server/admin/admin-command";
import { closeServerContext, getServerContext } from "../src/server/context";

/** Piped input, line by line (a password on standard input), opened when first read. */
let piped: AsyncIterator<string> | undefined;

/** A line typed at the terminal without showing it, or the next line of piped input. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    piped ??= createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
    return ((await piped.next()).value as string | undefined) ?? "";
  }
  process.stdout.write(prompt);
  const lines = createInterface({ input: process.stdin, terminal: true });
  // Echo nothing of what is typed.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  const answer = await lines.question("");
  lines.close();
  process.stdout.write("\n");
  return answer;
}

try {
  process.exitCode = await runAdminCommand(process.argv.slice(2), getServerContext, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    secret: readSecret,
    interactive: Boolean(process.stdin.isTTY),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await piped?.return?.();
  await closeServerContext();
}

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
 */
import { createInterface } from "node:readline/promises";
import { signUpPassword } from "../src/lib/validation/auth-forms";
import { hashPassword } from "../src/server/auth/passwords";
import { findUserByEmail, grantAdmin, revokeAdmin, setPasswordHash } from "../src/server/auth/users";
import { closeServerContext, getServerContext } from "../src/server/context";

const [command, email] = process.argv.slice(2);
const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list | reset-password EMAIL";

/** A line typed at the terminal without showing it, or the next line of piped input. */
async function readSecret(prompt: string, input: AsyncIterator<string>): Promise<string> {
  if (!process.stdin.isTTY) return (await input.next()).value ?? "";
  process.stdout.write(prompt);
  const lines = createInterface({ input: process.stdin, terminal: true });
  // Echo nothing of what is typed.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  const answer = await lines.question("");
  lines.close();
  process.stdout.write("\n");
  return answer;
}

async function main(): Promise<number> {
  if (!command || (command !== "list" && !email)) {
    console.error(usage);
    return 2;
  }
  const { db } = await getServerContext();
  switch (command) {
    case "grant":
    case "revoke": {
      const done = await db.asServiceRole(async (sql) => {
        const user = await findUserByEmail(sql, email!);
        if (!user) return false;
        if (command === "grant") await grantAdmin(sql, user.id);
        else await revokeAdmin(sql, user.id);
        return true;
      });
      if (!done) {
        console.error(`No user with the email ${email}. The user must sign up at /auth first.`);
        return 1;
      }
      console.log(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
      return 0;
    }
    case "list": {
      const admins = await db.asServiceRole((sql) =>
        sql.query<{ email: string; created_at: string }>(
          `select u.email, r.created_at from public.user_roles r join auth.users u on u.id = r.user_id
           where r.role = 'admin' order by r.created_at`,
        ),
      );
      if (admins.length === 0) console.log("No admins yet.");
      for (const admin of admins) console.log(`${admin.email}\t(admin since ${admin.created_at})`);
      return 0;
    }
    case "reset-password": {
      const { env } = await getServerContext();
      if (env.AUTH_PROVIDER === "supabase" || (!env.AUTH_PROVIDER && env.SUPABASE_URL)) {
        console.error(
          "This site signs in with Supabase Auth: reset the password in the Supabase dashboard " +
            "(Authentication → Users → the user → Send password recovery).",
        );
        return 1;
      }
      const input = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
      const password = await readSecret(`New password for ${email}: `, input);
      const checked = signUpPassword.safeParse(password);
      if (!checked.success) {
        console.error(checked.error.issues[0]!.message);
        return 1;
      }
      if (process.stdin.isTTY && (await readSecret("Once more: ", input)) !== password) {
        console.error("The two passwords differ; nothing was changed.");
        return 1;
      }
      // Hashed before the transaction: the embedded database runs one at a time.
      const passwordHash = await hashPassword(password);
      const user = await db.asServiceRole(async (sql) => {
        const found = await findUserByEmail(sql, email!);
        if (found) await setPasswordHash(sql, found.id, passwordHash);
        return found;
      });
      if (!user) {
        console.error(`No user with the email ${email}.`);
        return 1;
      }
      console.log(`${email} has a new password and is signed out everywhere.`);
      return 0;
    }
    default:
      console.error(usage);
      return 2;
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeServerContext();
}

/**
 * What `npm run admin` does (scripts/admin.ts is its command line): grant, revoke, list,
 * reset-password and import-site, against the process's database (and storage). Answers the exit
 * code.
 */
import { readFile } from "node:fs/promises";
import { signUpPassword } from "../../lib/validation/auth-forms";
import { hashPassword } from "../auth/passwords";
import { findUserByEmail, grantAdmin, revokeAdmin, setPasswordHash } from "../auth/users";
import type { ServerContext } from "../context";
import { AdminRefusal } from "../http";
import { requestRebuild } from "../publishing/request-rebuild";
import { importSiteArchive } from "./site-archive";

const COMMANDS = ["grant", "revoke", "list", "reset-password", "import-site"];
export const ADMIN_USAGE =
  "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list | reset-password EMAIL | import-site ARCHIVE.zip";

/** The terminal: lines out, and a secret read (hidden when typed, else the next piped line). */
export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  secret: (prompt: string) => Promise<string>;
  /** A person types (a password is then asked twice). */
  interactive: boolean;
}

export async function runAdminCommand(
  args: readonly string[],
  context: () => Promise<Pick<ServerContext, "db" | "env" | "storage">>,
  io: CommandIo,
): Promise<number> {
  const [command, email] = args;
  if (!command || !COMMANDS.includes(command) || (command !== "list" && !email)) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  const { db, env, storage } = await context();
  switch (command) {
    case "import-site": {
      // The site archive straight into this database and storage: a hosted site of any size, from
      // the owner's machine (a Netlify function reads at most 6 MB).
      const [owner] = await db.asServiceRole((sql) =>
        sql.query<{ user_id: string }>(
          "select user_id from public.user_roles where role = 'admin' order by created_at limit 1",
        ),
      );
      if (!owner) {
        io.err("No admin yet: the owner signs up at /auth, then `npm run admin -- grant EMAIL`.");
        return 1;
      }
      try {
        const imported = await importSiteArchive({ db, storage }, owner.user_id, await readFile(email!));
        const rows = Object.values(imported.tables).reduce((sum, n) => sum + n, 0);
        await requestRebuild(db, "site imported", owner.user_id);
        io.out(`Imported ${rows} rows and ${imported.files} files. The site rebuilds to publish them.`);
        return 0;
      } catch (error) {
        if (!(error instanceof AdminRefusal)) throw error;
        io.err(((await error.response.json()) as { error: string }).error);
        return 1;
      }
    }
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
        io.err(`No user with the email ${email}. The user must sign up at /auth first.`);
        return 1;
      }
      io.out(command === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
      return 0;
    }
    case "list": {
      const admins = await db.asServiceRole((sql) =>
        sql.query<{ email: string; created_at: string }>(
          `select u.email, r.created_at from public.user_roles r join auth.users u on u.id = r.user_id
           where r.role = 'admin' order by r.created_at`,
        ),
      );
      if (admins.length === 0) io.out("No admins yet.");
      for (const admin of admins) io.out(`${admin.email}\t(admin since ${admin.created_at})`);
      return 0;
    }
    default: {
      // reset-password
      if (env.AUTH_PROVIDER === "supabase" || (!env.AUTH_PROVIDER && env.SUPABASE_URL)) {
        io.err(
          "This site signs in with Supabase Auth: reset the password in the Supabase dashboard " +
            "(Authentication → Users → the user → Send password recovery).",
        );
        return 1;
      }
      const password = await io.secret(`New password for ${email}: `);
      const checked = signUpPassword.safeParse(password);
      if (!checked.success) {
        io.err(checked.error.issues[0]!.message);
        return 1;
      }
      if (io.interactive && (await io.secret("Once more: ")) !== password) {
        io.err("The two passwords differ; nothing was changed.");
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
        io.err(`No user with the email ${email}.`);
        return 1;
      }
      io.out(`${email} has a new password and is signed out everywhere.`);
      return 0;
    }
  }
}

/**
 * Owner administration from the command line, against the embedded database (DATA_DIR) or the
 * one at DATABASE_URL (a Supabase project's connection string works):
 *
 *   npm run admin -- grant EMAIL     give an existing user the admin role
 *   npm run admin -- revoke EMAIL    take it away
 *   npm run admin -- list            list admins
 */
import { findUserByEmail, grantAdmin, revokeAdmin } from "../src/server/auth/users";
import { closeServerContext, getServerContext } from "../src/server/context";

const [command, email] = process.argv.slice(2);
const usage = "Usage: npm run admin -- grant EMAIL | revoke EMAIL | list";

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

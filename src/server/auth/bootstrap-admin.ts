import type { Database } from "../db/database";
import { generatePassword, hashPassword } from "./passwords";
import { countAdmins, createUser, findUserByEmail, grantAdmin } from "./users";

export const DEFAULT_ADMIN_EMAIL = "admin@example.com";

export type BootstrapResult =
  | { kind: "existing" }
  | { kind: "created"; email: string; generatedPassword: string | null }
  | { kind: "granted"; email: string };

/**
 * First start of the embedded database: when nobody is admin yet, make one. With ADMIN_EMAIL and
 * ADMIN_PASSWORD the account is created from them (or an existing user with that email is
 * promoted); otherwise an account is created with a generated password that is returned once,
 * for printing, and stored only as a hash.
 */
export async function ensureAdmin(
  db: Database,
  options: { email?: string; password?: string },
): Promise<BootstrapResult> {
  if ((await db.asServiceRole((sql) => countAdmins(sql))) > 0) return { kind: "existing" };

  // Hashed before the transaction (the embedded database runs one at a time); unused when
  // another process made an admin meanwhile or the email turns out to be registered.
  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generatedPassword = options.password ? null : generatePassword();
  const passwordHash = await hashPassword(options.password ?? generatedPassword!);
  return db.asServiceRole(async (sql) => {
    await sql.query("select pg_advisory_xact_lock(hashtext('bootstrap-admin'))");
    if ((await countAdmins(sql)) > 0) return { kind: "existing" } as const;

    const existing = await findUserByEmail(sql, email);
    if (existing) {
      await grantAdmin(sql, existing.id);
      return { kind: "granted", email } as const;
    }
    const user = await createUser(sql, { email, passwordHash });
    await grantAdmin(sql, user.id);
    return { kind: "created", email, generatedPassword } as const;
  });
}

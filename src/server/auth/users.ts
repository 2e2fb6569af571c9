import type { SqlExecutor } from "../db/types";

/**
 * The embedded user store: rows in auth.users, as Supabase Auth keeps them. These functions
 * run on the owner connection (maintenance and the embedded auth provider), never as a visitor.
 *
 * They take a password's hash, never the password: hashing (`hashPassword`, about half a second)
 * belongs before the transaction, because the embedded database runs one transaction at a time
 * and every other request would wait for a hash computed inside one.
 */
export interface AuthUser {
  id: string;
  email: string;
}

export async function findUserByEmail(sql: SqlExecutor, email: string): Promise<AuthUser | undefined> {
  const rows = await sql.query<{ id: string; email: string }>(
    "select id, email from auth.users where lower(email) = lower($1) and deleted_at is null",
    [email.trim()],
  );
  return rows[0];
}

export interface NewUser {
  email: string;
  /** `hashPassword(password)`, computed before the transaction. */
  passwordHash: string;
}

/** Creates a confirmed email/password user; fails with 23505 when the email is taken. */
export async function createUser(sql: SqlExecutor, { email, passwordHash }: NewUser): Promise<AuthUser> {
  const rows = await sql.query<{ id: string; email: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, aud, role, raw_app_meta_data)
     values ($1, $2, now(), 'authenticated', 'authenticated', '{"provider":"email","providers":["email"]}'::jsonb)
     returning id, email`,
    [email.trim().toLowerCase(), passwordHash],
  );
  return rows[0]!;
}

/**
 * Gives a user a new password (its hash, from `hashPassword` before the transaction) and ends
 * every session they have (their refresh tokens go with them), so whoever held the old one is
 * signed out everywhere.
 */
export async function setPasswordHash(sql: SqlExecutor, userId: string, passwordHash: string): Promise<void> {
  await sql.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
    userId,
    passwordHash,
  ]);
  await sql.query("delete from auth.sessions where user_id = $1", [userId]);
}

/** Grants the admin role (idempotent). */
export async function grantAdmin(sql: SqlExecutor, userId: string): Promise<void> {
  await sql.query(
    "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict (user_id, role) do nothing",
    [userId],
  );
}

export async function revokeAdmin(sql: SqlExecutor, userId: string): Promise<void> {
  await sql.query("delete from public.user_roles where user_id = $1 and role = 'admin'", [userId]);
}

export async function countAdmins(sql: SqlExecutor): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    "select count(*)::integer as n from public.user_roles where role = 'admin'",
  );
  return rows[0]?.n ?? 0;
}

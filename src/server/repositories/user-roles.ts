import type { SqlExecutor } from "../db/types";

/** Whether the requesting user (from the transaction's JWT claims) is an admin. */
export async function isAdmin(sql: SqlExecutor): Promise<boolean> {
  const rows = await sql.query<{ is_admin: boolean }>("select private.is_admin() as is_admin");
  return rows[0]?.is_admin === true;
}

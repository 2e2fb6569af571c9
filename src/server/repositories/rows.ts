import type { Row, SqlExecutor, SqlParam } from "../db/types";

/** The one row a lookup (or an update or delete of one id) returns, or undefined when there is none. */
export async function firstRow<T extends object>(
  sql: SqlExecutor,
  text: string,
  params?: readonly SqlParam[],
): Promise<T | undefined> {
  const rows = await sql.query<T & Row>(text, params);
  return rows[0];
}

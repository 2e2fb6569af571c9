import type { ContactMessage } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

const COLUMNS = "id, name, email, message, status, created_at";

/** Newest first (the dashboard's Messages tab). */
export function listContactMessages(sql: SqlExecutor): Promise<ContactMessage[]> {
  return sql.query<ContactMessage & Record<string, unknown>>(
    `select ${COLUMNS} from public.contact_messages order by created_at desc, id desc`,
  );
}

/** new → read; returns undefined when the message does not exist or is already read. */
export function markContactMessageRead(sql: SqlExecutor, id: string): Promise<ContactMessage | undefined> {
  return firstRow<ContactMessage>(
    sql,
    `update public.contact_messages set status = 'read' where id = $1 and status = 'new' returning ${COLUMNS}`,
    [id],
  );
}

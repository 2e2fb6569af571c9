import type { ContactMessage } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { insertVisitorMessages, type VisitorMessageDelivery } from "./visitor-messages";

const COLUMNS = "id, name, email, message, status, created_at";

export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
}

/** Stores visitors' messages as `new`, in one statement, once per idempotency key. */
export function sendContactMessages(sql: SqlExecutor, deliveries: readonly VisitorMessageDelivery[]): Promise<void> {
  return insertVisitorMessages(sql, "contact_messages", deliveries);
}

/** One visitor's message (see sendContactMessages). */
export function sendContactMessage(
  sql: SqlExecutor,
  submission: ContactSubmission,
  idempotencyKey: string | null = null,
): Promise<void> {
  return sendContactMessages(sql, [{ ...submission, idempotencyKey }]);
}

/** Newest first (the dashboard's Messages tab). */
export function listContactMessages(sql: SqlExecutor): Promise<ContactMessage[]> {
  return sql.query<ContactMessage & Record<string, unknown>>(
    `select ${COLUMNS} from public.contact_messages order by created_at desc`,
  );
}

/** new → read; returns undefined when the message does not exist or is already read. */
export async function markContactMessageRead(sql: SqlExecutor, id: string): Promise<ContactMessage | undefined> {
  const rows = await sql.query<ContactMessage & Record<string, unknown>>(
    `update public.contact_messages set status = 'read' where id = $1 and status = 'new' returning ${COLUMNS}`,
    [id],
  );
  return rows[0];
}

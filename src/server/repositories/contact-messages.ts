import type { ContactMessage } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";

const COLUMNS = "id, name, email, message, status, created_at";

export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
}

/** A message as a visitor sends it, with the form's idempotency key (null: none). */
export interface ContactDelivery {
  submission: ContactSubmission;
  idempotencyKey: string | null;
}

/**
 * Stores visitors' messages as `new`, in one statement. With an idempotency key, a second
 * submission with the same key stores nothing (it waits for and then defers to the first). No
 * RETURNING: visitors cannot read messages, and success means the insert committed.
 */
export async function sendContactMessages(sql: SqlExecutor, deliveries: readonly ContactDelivery[]): Promise<void> {
  await sql.query(
    `insert into public.contact_messages (name, email, message, idempotency_key)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::uuid[])
     on conflict do nothing`,
    [
      deliveries.map((delivery) => delivery.submission.name),
      deliveries.map((delivery) => delivery.submission.email),
      deliveries.map((delivery) => delivery.submission.message),
      deliveries.map((delivery) => delivery.idempotencyKey),
    ],
  );
}

/** One visitor's message (see sendContactMessages). */
export function sendContactMessage(
  sql: SqlExecutor,
  submission: ContactSubmission,
  idempotencyKey: string | null = null,
): Promise<void> {
  return sendContactMessages(sql, [{ submission, idempotencyKey }]);
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

export async function deleteContactMessage(sql: SqlExecutor, id: string): Promise<boolean> {
  const rows = await sql.query("delete from public.contact_messages where id = $1 returning id", [id]);
  return rows.length > 0;
}

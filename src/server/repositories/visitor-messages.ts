import type { SqlExecutor } from "../db/types";

/** A message as a visitor sends it (contact form or guestbook), with the form's idempotency key. */
export interface VisitorMessage {
  name: string;
  email: string | null;
  message: string;
  /** The submission's Idempotency-Key; null or absent when the request had none. */
  idempotencyKey?: string | null;
}

/**
 * Stores a visitor's message in one of the two message tables, with the table's starting status
 * (`new`, `pending`). A second submission with a key already stored stores nothing (it waits for
 * and then defers to the first). No RETURNING: visitors cannot read messages, and success means
 * the insert committed.
 */
export async function insertVisitorMessage(
  sql: SqlExecutor,
  table: "contact_messages" | "guestbook_messages",
  message: VisitorMessage,
): Promise<void> {
  await sql.query(
    `insert into public.${table} (name, email, message, idempotency_key) values ($1, $2, $3, $4)
     on conflict do nothing`,
    [message.name, message.email, message.message, message.idempotencyKey ?? null],
  );
}

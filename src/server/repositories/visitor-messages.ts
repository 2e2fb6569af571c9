import type { SqlExecutor } from "../db/types";

/** A message as a visitor sends it (contact form or guestbook), with the form's idempotency key. */
export interface VisitorMessageDelivery {
  name: string;
  email: string | null;
  message: string;
  /** The submission's Idempotency-Key; null when the request had none. */
  idempotencyKey: string | null;
}

/**
 * Stores visitors' messages in one of the two message tables, in one statement; each gets its
 * table's starting status (`new`, `pending`). A second submission with a key already stored
 * stores nothing (it waits for and then defers to the first). No RETURNING: visitors cannot read
 * messages, and success means the insert committed.
 */
export async function insertVisitorMessages(
  sql: SqlExecutor,
  table: "contact_messages" | "guestbook_messages",
  deliveries: readonly VisitorMessageDelivery[],
): Promise<void> {
  await sql.query(
    `insert into public.${table} (name, email, message, idempotency_key)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::uuid[])
     on conflict do nothing`,
    [
      deliveries.map((delivery) => delivery.name),
      deliveries.map((delivery) => delivery.email),
      deliveries.map((delivery) => delivery.message),
      deliveries.map((delivery) => delivery.idempotencyKey),
    ],
  );
}

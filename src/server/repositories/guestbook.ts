import type { GuestbookMessage, GuestbookStatus } from "../../lib/entities";
import type { SqlExecutor } from "../db/types";
import { firstRow } from "./rows";

const ADMIN_COLUMNS = "id, name, email, message, status, approved_at, approved_by, created_at, updated_at";

/** What visitors see of an approved message. */
export type PublicGuestbookMessage = Pick<GuestbookMessage, "id" | "name" | "message" | "created_at">;

/** Approved messages, newest first. */
export function listApprovedMessages(sql: SqlExecutor): Promise<PublicGuestbookMessage[]> {
  return sql.query<PublicGuestbookMessage & Record<string, unknown>>(
    "select id, name, message, created_at from public.guestbook_messages where status = 'approved' order by created_at desc, id desc",
  );
}

/** All messages, newest first (moderation). */
export function listAllMessages(sql: SqlExecutor): Promise<GuestbookMessage[]> {
  return sql.query<GuestbookMessage & Record<string, unknown>>(
    `select ${ADMIN_COLUMNS} from public.guestbook_messages order by created_at desc, id desc`,
  );
}

/** One message in any state (moderation), locked for the rest of the transaction; or undefined. */
export function findMessageForUpdate(sql: SqlExecutor, id: string): Promise<GuestbookMessage | undefined> {
  return firstRow<GuestbookMessage>(
    sql,
    `select ${ADMIN_COLUMNS} from public.guestbook_messages where id = $1 for update`,
    [id],
  );
}

/** How many messages wait for moderation (the dashboard's Guestbook tab). */
export async function countPendingMessages(sql: SqlExecutor): Promise<number> {
  const rows = await sql.query<{ n: number }>(
    "select count(*)::integer as n from public.guestbook_messages where status = 'pending'",
  );
  return rows[0]?.n ?? 0;
}

/** Approve (stamps approved_at/approved_by) or reject a message. */
export function moderateMessage(
  sql: SqlExecutor,
  id: string,
  status: Exclude<GuestbookStatus, "pending">,
  moderatorId: string | null,
): Promise<GuestbookMessage | undefined> {
  return firstRow<GuestbookMessage>(
    sql,
    `update public.guestbook_messages
     set status = $2::public.guestbook_status,
         approved_at = case when $2 = 'approved' then now() end,
         approved_by = case when $2 = 'approved' then $3::uuid end
     where id = $1
     returning ${ADMIN_COLUMNS}`,
    [id, status, moderatorId],
  );
}

export async function deleteMessage(sql: SqlExecutor, id: string): Promise<boolean> {
  const rows = await sql.query("delete from public.guestbook_messages where id = $1 returning id", [id]);
  return rows.length > 0;
}

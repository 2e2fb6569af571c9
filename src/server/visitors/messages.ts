import { randomUUID } from "node:crypto";
import { contactSchema, guestbookSchema } from "../../lib/validation/visitor-forms";
import { actAs, ANON_CLAIMS } from "../db/database";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import { sendContactMessage } from "../repositories/contact-messages";
import { listApprovedMessages, signGuestbook } from "../repositories/guestbook";
import type { VisitorMessage } from "../repositories/visitor-messages";
import type { ClientAddressSource } from "./client-identity";
import { SITE_MESSAGE_BUCKETS, takeRateLimit, WHOLE_SITE, type MessageForm } from "./rate-limits";
import { handleVisitorWrite, tooManyRequests, type VisitorDeps, type WriteContext } from "./visitor-write";

/** The one success answer of the forms; a caught bot gets exactly the same. */
const accepted = () => json({ ok: true }, { status: 201 });

/**
 * Stores a visitor's message in the transaction that took its sender's slot: first a slot of the
 * form's site-wide hourly window (a wave from many addresses stores at most that many), then the
 * message itself, as the visitor (anon, under row-level security), once per Idempotency-Key.
 */
function storeMessage(
  form: MessageForm,
  deps: VisitorDeps,
  store: (sql: SqlExecutor, message: VisitorMessage) => Promise<void>,
) {
  return async (sql: SqlExecutor, input: Omit<VisitorMessage, "idempotencyKey">, context: WriteContext) => {
    const requestKey = context.idempotencyKey ?? randomUUID();
    const wait = await takeRateLimit(sql, {
      bucket: SITE_MESSAGE_BUCKETS[form],
      clientHash: WHOLE_SITE,
      requestKey,
      max: deps.messagesPerHour,
    });
    if (wait > 0) return tooManyRequests(wait, "site");
    await actAs(sql, ANON_CLAIMS);
    await store(sql, { ...input, idempotencyKey: context.idempotencyKey });
    return accepted();
  };
}

/** POST /api/contact: stored as `new`, once per Idempotency-Key. */
export function submitContactMessage(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "contact",
    schema: contactSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    write: storeMessage("contact", deps, sendContactMessage),
  });
}

/** POST /api/guestbook: stored as `pending` (email null when empty), once per Idempotency-Key. */
export function submitGuestbookSignature(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "guestbook",
    schema: guestbookSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    write: storeMessage("guestbook", deps, signGuestbook),
  });
}

/** GET /api/guestbook: the approved messages, newest first, read as a visitor. */
export async function approvedGuestbookMessages(deps: Pick<VisitorDeps, "db">): Promise<Response> {
  const messages = await deps.db.asAnon(listApprovedMessages);
  return json({ messages }, { headers: { "cache-control": "public, max-age=30" } });
}

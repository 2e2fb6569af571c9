import type { z } from "zod";
import { contactSchema, guestbookSchema } from "../../lib/validation/visitor-forms";
import { actAs, ANON_CLAIMS } from "../db/database";
import { json } from "../http";
import { startNotificationDelivery } from "../notifications/worker";
import { listApprovedMessages } from "../repositories/guestbook";
import { insertVisitorMessage, type VisitorMessage } from "../repositories/visitor-messages";
import type { ClientAddressSource } from "./client-identity";
import { proofRequired, spendProof } from "../security/proof-of-work";
import { PROOF_OF_WORK_HEADER } from "../../lib/proof-of-work";
import { messageCeilingWait, type MessageForm } from "./rate-limits";
import { handleVisitorWrite, WRITE_ERRORS, type VisitorDeps } from "./visitor-write";

/** The one success answer of the forms; a caught bot gets exactly the same. */
const accepted = () => json({ ok: true }, { status: 201 });

/** Where each form's messages are stored (each table starts them in its own status: `new`, `pending`). */
const TABLES = { contact: "contact_messages", guestbook: "guestbook_messages" } as const satisfies Record<
  MessageForm,
  string
>;

/**
 * The POST endpoint of a message form: its input checked with the form's schema, a caught bot
 * answered as a success, and the message stored in the transaction that took its sender's slot,
 * as the visitor (anon, under row-level security), once per Idempotency-Key. Past the form's
 * site-wide hourly ceiling (a wave from many addresses), a message is stored only with a solved
 * proof of work, which the form's page finds by itself in a second or two: a real visitor still
 * reaches the owner, and a flood pays for every message. Its notification to the owner is queued
 * by the database in that transaction and delivered after the commit (src/server/notifications).
 */
function messageEndpoint<T extends Omit<VisitorMessage, "idempotencyKey">>(form: MessageForm, schema: z.ZodType<T>) {
  return async (call: ClientAddressSource, deps: VisitorDeps): Promise<Response> => {
    const response = await handleVisitorWrite(call, deps, {
      bucket: form,
      schema,
      honeypot: { decoy: accepted },
      idempotent: true,
      async write(sql, input, context) {
        const wait = await messageCeilingWait(sql, form, deps.messagesPerHour);
        if (wait > 0) {
          const proof = call.request.headers.get(PROOF_OF_WORK_HEADER);
          if (!(await spendProof(sql, deps.clientHashKey, form, proof))) {
            return proofRequired(deps.clientHashKey, form, WRITE_ERRORS.sitePaused);
          }
        }
        await actAs(sql, ANON_CLAIMS);
        await insertVisitorMessage(sql, TABLES[form], { ...input, idempotencyKey: context.idempotencyKey });
        return accepted();
      },
    });
    // Committed: the owner's notification (queued in the same transaction) starts going out in
    // the background; the visitor's answer does not wait for it.
    if (response.status === 201) startNotificationDelivery(deps.db, form);
    return response;
  };
}

/** POST /api/contact: stored as `new`, once per Idempotency-Key. */
export const submitContactMessage = messageEndpoint("contact", contactSchema);

/** POST /api/guestbook: stored as `pending` (email null when empty), once per Idempotency-Key. */
export const submitGuestbookSignature = messageEndpoint("guestbook", guestbookSchema);

/** GET /api/guestbook: the approved messages, newest first, read as a visitor. */
export async function approvedGuestbookMessages(deps: Pick<VisitorDeps, "db">): Promise<Response> {
  const messages = await deps.db.asAnon(listApprovedMessages);
  return json({ messages }, { headers: { "cache-control": "public, max-age=30" } });
}

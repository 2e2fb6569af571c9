import { contactSchema, guestbookSchema } from "../../lib/validation/visitor-forms";
import { json } from "../http";
import { groupCommitPerDatabase } from "../db/group-commit";
import { sendContactMessages } from "../repositories/contact-messages";
import { listApprovedMessages, signGuestbookMany } from "../repositories/guestbook";
import type { VisitorMessageDelivery } from "../repositories/visitor-messages";
import type { ClientAddressSource } from "./client-identity";
import { handleVisitorWrite, type VisitorDeps } from "./visitor-write";

/** The one success answer of the forms; a caught bot gets exactly the same. */
const accepted = () => json({ ok: true }, { status: 201 });

/** Messages and signatures sent at the same moment are stored together (one transaction). */
const deliverContactMessage = groupCommitPerDatabase((db, deliveries: readonly VisitorMessageDelivery[]) =>
  db.asAnon((sql) => sendContactMessages(sql, deliveries)).then(() => deliveries.map(() => undefined)),
);
const deliverGuestbookSignature = groupCommitPerDatabase((db, deliveries: readonly VisitorMessageDelivery[]) =>
  db.asAnon((sql) => signGuestbookMany(sql, deliveries)).then(() => deliveries.map(() => undefined)),
);

/** POST /api/contact: stored as `new`, once per Idempotency-Key. */
export function submitContactMessage(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "contact",
    schema: contactSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    write: async (input, { idempotencyKey }) => {
      await deliverContactMessage(deps.db, { ...input, idempotencyKey });
      return accepted();
    },
  });
}

/** POST /api/guestbook: stored as `pending` (email null when empty), once per Idempotency-Key. */
export function submitGuestbookSignature(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "guestbook",
    schema: guestbookSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    write: async (input, { idempotencyKey }) => {
      await deliverGuestbookSignature(deps.db, { ...input, idempotencyKey });
      return accepted();
    },
  });
}

/** GET /api/guestbook: the approved messages, newest first, read as a visitor. */
export async function approvedGuestbookMessages(deps: Pick<VisitorDeps, "db">): Promise<Response> {
  const messages = await deps.db.asAnon(listApprovedMessages);
  return json({ messages }, { headers: { "cache-control": "public, max-age=30" } });
}

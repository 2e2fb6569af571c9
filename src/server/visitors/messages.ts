import { contactSchema, guestbookSchema } from "../../lib/validation/visitor-forms";
import { actAs, ANON_CLAIMS, type Database } from "../db/database";
import { groupCommitPerDatabase } from "../db/group-commit";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import { sendContactMessages } from "../repositories/contact-messages";
import { listApprovedMessages, signGuestbookMany } from "../repositories/guestbook";
import type { VisitorMessageDelivery } from "../repositories/visitor-messages";
import type { ClientAddressSource } from "./client-identity";
import { takeRateLimitsIn, type RateLimitRequest } from "./rate-limits";
import { handleVisitorWrite, type VisitorDeps, type WriteContext } from "./visitor-write";

/** The one success answer of the forms; a caught bot gets exactly the same. */
const accepted = () => json({ ok: true }, { status: 201 });

/**
 * A visitor's message is stored in the transaction that takes its rate-limit slot (as the server),
 * and stored as the visitor (anon, under row-level security); messages sent at the same moment
 * share that transaction. Answers the rate limit's decision per message; a message refused by
 * the limit or by the schema (null) is not stored.
 */
function rateLimitedDelivery(
  store: (sql: SqlExecutor, deliveries: readonly VisitorMessageDelivery[]) => Promise<void>,
) {
  const deliverTogether = groupCommitPerDatabase(
    (db, items: readonly { limit: RateLimitRequest; delivery: VisitorMessageDelivery | null }[]) =>
      db.asServiceRole(async (sql) => {
        const limits = items.map((item) => item.limit);
        const waits = await takeRateLimitsIn(sql, limits);
        const allowed = items.flatMap((item, index) => (waits[index] === 0 && item.delivery ? [item.delivery] : []));
        if (allowed.length > 0) {
          await actAs(sql, ANON_CLAIMS);
          await store(sql, allowed);
        }
        return waits;
      }),
  );
  return (db: Database, limit: RateLimitRequest, input: VisitorForm | null, { idempotencyKey }: WriteContext) =>
    deliverTogether(db, { limit, delivery: input && { ...input, idempotencyKey } });
}

type VisitorForm = Omit<VisitorMessageDelivery, "idempotencyKey">;

const deliverContactMessage = rateLimitedDelivery(sendContactMessages);
const signGuestbook = rateLimitedDelivery(signGuestbookMany);

/** POST /api/contact: stored as `new`, once per Idempotency-Key. */
export function submitContactMessage(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "contact",
    schema: contactSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    store: { deliver: deliverContactMessage, answer: accepted },
  });
}

/** POST /api/guestbook: stored as `pending` (email null when empty), once per Idempotency-Key. */
export function submitGuestbookSignature(call: ClientAddressSource, deps: VisitorDeps): Promise<Response> {
  return handleVisitorWrite(call, deps, {
    bucket: "guestbook",
    schema: guestbookSchema,
    honeypot: { decoy: accepted },
    idempotent: true,
    store: { deliver: signGuestbook, answer: accepted },
  });
}

/** GET /api/guestbook: the approved messages, newest first, read as a visitor. */
export async function approvedGuestbookMessages(deps: Pick<VisitorDeps, "db">): Promise<Response> {
  const messages = await deps.db.asAnon(listApprovedMessages);
  return json({ messages }, { headers: { "cache-control": "public, max-age=30" } });
}

import { contactSchema, guestbookSchema } from "../../lib/validation/visitor-forms";
import { actAs, ANON_CLAIMS } from "../db/database";
import { groupCommitPerDatabase } from "../db/group-commit";
import type { SqlExecutor } from "../db/types";
import { json } from "../http";
import { sendContactMessages } from "../repositories/contact-messages";
import { listApprovedMessages, signGuestbookMany } from "../repositories/guestbook";
import type { VisitorMessageDelivery } from "../repositories/visitor-messages";
import type { ClientAddressSource } from "./client-identity";
import {
  SITE_MESSAGE_BUCKETS,
  takeRateLimitsIn,
  WHOLE_SITE,
  type MessageForm,
  type RateLimitRequest,
} from "./rate-limits";
import { handleVisitorWrite, type RateLimitDecision, type VisitorDeps, type WriteContext } from "./visitor-write";

/** The one success answer of the forms; a caught bot gets exactly the same. */
const accepted = () => json({ ok: true }, { status: 201 });

interface PendingMessage {
  limit: RateLimitRequest;
  delivery: VisitorMessageDelivery | null;
  perHour: number;
}

/**
 * A visitor's message is stored in the transaction that takes its rate-limit slots (as the
 * server), and stored as the visitor (anon, under row-level security); messages sent at the same
 * moment share that transaction. A message within its sender's limit then takes a slot of the
 * form's site-wide hourly window, so a wave from many addresses stores at most that many. Answers
 * the decision per message; a message refused by a limit or by the schema (null) is not stored.
 */
function rateLimitedDelivery(
  form: MessageForm,
  store: (sql: SqlExecutor, deliveries: readonly VisitorMessageDelivery[]) => Promise<void>,
) {
  const deliverTogether = groupCommitPerDatabase((db, items: readonly PendingMessage[]) =>
    db.asServiceRole(async (sql) => {
      const waits = await takeRateLimitsIn(
        sql,
        items.map((item) => item.limit),
      );
      const decisions: RateLimitDecision[] = waits.map((wait) => ({ wait, scope: "client" }));
      const storable = items.flatMap((item, index) => (waits[index] === 0 && item.delivery ? [index] : []));
      const siteWaits =
        storable.length === 0
          ? []
          : await takeRateLimitsIn(
              sql,
              storable.map((index) => ({
                bucket: SITE_MESSAGE_BUCKETS[form],
                clientHash: WHOLE_SITE,
                requestKey: items[index]!.limit.requestKey,
                max: items[index]!.perHour,
              })),
            );
      storable.forEach((index, position) => {
        if (siteWaits[position]! > 0) decisions[index] = { wait: siteWaits[position]!, scope: "site" };
      });
      const allowed = storable
        .filter((_, position) => siteWaits[position] === 0)
        .map((index) => items[index]!.delivery!);
      if (allowed.length > 0) {
        await actAs(sql, ANON_CLAIMS);
        await store(sql, allowed);
      }
      return decisions;
    }),
  );
  return (
    deps: VisitorDeps,
    limit: RateLimitRequest,
    input: VisitorForm | null,
    { idempotencyKey }: WriteContext,
  ): Promise<RateLimitDecision> =>
    deliverTogether(deps.db, {
      limit,
      delivery: input && { ...input, idempotencyKey },
      perHour: deps.messagesPerHour,
    });
}

type VisitorForm = Omit<VisitorMessageDelivery, "idempotencyKey">;

const deliverContactMessage = rateLimitedDelivery("contact", sendContactMessages);
const signGuestbook = rateLimitedDelivery("guestbook", signGuestbookMany);

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

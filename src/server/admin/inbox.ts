import type { Analytics, Overview } from "../../lib/api-types";
import type { GuestbookMessage } from "../../lib/entities";
import { json } from "../http";
import { listContactMessages, markContactMessageRead } from "../repositories/contact-messages";
import * as guestbook from "../repositories/guestbook";
import { countViewsPerProject, topReferrers, viewsPerDay, viewsPerProject } from "../repositories/project-views";
import { pausedMessageForms } from "../visitors/rate-limits";
import { isUuid, noContent, notFound, readActionBody, rebuildAfter, type AdminHandler } from "./http";

/**
 * The dashboard (messages, view counts, pending guestbook count), analytics and guestbook
 * moderation (docs/admin-api.md, "Admin"), as the admin's claims.
 */

/**
 * GET /api/admin/overview. `pausedForms` lists the visitor forms whose site-wide hourly ceiling is
 * reached (new messages refused until `until`), read as the server: the hits are not the admin's
 * to see row by row.
 */
export const overview: AdminHandler<[]> = async (_request, admin, deps) => {
  const result = await deps.db.withClaims(admin.claims, async (sql) => ({
    messages: await listContactMessages(sql),
    viewCounts: await countViewsPerProject(sql),
    pendingGuestbook: await guestbook.countPendingMessages(sql),
  }));
  const pausedForms = await pausedMessageForms(deps.db, deps.messagesPerHour);
  return json({ email: admin.user.email, ...result, pausedForms } satisfies Overview);
};

/** POST /api/admin/messages/{id}/read: new → read; 404 when missing or already read. */
export const markMessageRead: AdminHandler<[id: string | undefined]> = async (request, admin, deps, id) => {
  const refused = await readActionBody(request);
  if (refused) return refused;
  if (!isUuid(id)) return notFound();
  const message = await deps.db.withClaims(admin.claims, (sql) => markContactMessageRead(sql, id));
  return message ? json({ message }) : notFound();
};

export const ANALYTICS_DAYS = { default: 30, max: 365 } as const;

/** GET /api/admin/analytics?days=30: views per day, per project and top referrers, counted in SQL. */
export const analytics: AdminHandler<[]> = async (request, admin, deps) => {
  const asked = new URL(request.url).searchParams.get("days");
  const parsed = asked === null ? ANALYTICS_DAYS.default : Number(asked);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > ANALYTICS_DAYS.max) {
    return json({ error: `days must be a whole number from 1 to ${ANALYTICS_DAYS.max}` }, { status: 400 });
  }
  const result = await deps.db.withClaims(admin.claims, async (sql) => ({
    daily: await viewsPerDay(sql, parsed),
    perProject: await viewsPerProject(sql, parsed),
    referrers: await topReferrers(sql, parsed),
  }));
  return json({ days: parsed, ...result } satisfies Analytics);
};

/** GET /api/admin/guestbook: every message in every state, newest first. */
export const listGuestbook: AdminHandler<[]> = async (_request, admin, deps) => {
  const messages = await deps.db.withClaims(admin.claims, guestbook.listAllMessages);
  return json({ messages });
};

type Moderation = "approved" | "rejected";

/**
 * Approve (stamps approved_at/approved_by) or reject. A message already in that state is answered
 * as it is (no new stamp). Approving, or rejecting an approved message, changes the public list.
 */
function moderate(status: Moderation): AdminHandler<[id: string | undefined]> {
  return async (request, admin, deps, id) => {
    const refused = await readActionBody(request);
    if (refused) return refused;
    if (!isUuid(id)) return notFound();
    const outcome = await deps.db.withClaims(
      admin.claims,
      async (sql): Promise<{ message: GuestbookMessage; wasApproved: boolean } | undefined> => {
        const current = await guestbook.findMessageForUpdate(sql, id);
        if (!current) return undefined;
        if (current.status === status) return { message: current, wasApproved: status === "approved" };
        const message = await guestbook.moderateMessage(sql, id, status, admin.user.id);
        return message ? { message, wasApproved: current.status === "approved" } : undefined;
      },
    );
    if (!outcome) return notFound();
    // An approved message appears by itself (the guestbook page's island reads the live list);
    // one that stops being approved is still in the prebuilt page until it is rebuilt.
    if (status !== "approved" && outcome.wasApproved) await rebuildAfter(deps, admin, `guestbook message ${status}`);
    return json({ message: outcome.message });
  };
}

/** POST /api/admin/guestbook/{id}/approve */
export const approveGuestbookMessage = moderate("approved");
/** POST /api/admin/guestbook/{id}/reject */
export const rejectGuestbookMessage = moderate("rejected");

/** DELETE /api/admin/guestbook/{id}: any state; deleting an approved message changes the public list. */
export const deleteGuestbookMessage: AdminHandler<[id: string | undefined]> = async (_request, admin, deps, id) => {
  if (!isUuid(id)) return notFound();
  const deleted = await deps.db.withClaims(admin.claims, async (sql) => {
    const current = await guestbook.findMessageForUpdate(sql, id);
    if (!current) return undefined;
    await guestbook.deleteMessage(sql, id);
    return current;
  });
  if (!deleted) return notFound();
  if (deleted.status === "approved") await rebuildAfter(deps, admin, "guestbook message deleted");
  return noContent();
};

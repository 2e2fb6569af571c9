/** The guestbook moderation lists: every pending one, at most 5 approved and 5 rejected. Pure. */

export const MODERATION_LIST_LIMIT = 5;

export function moderationLists<T extends { status: string }>(messages: readonly T[]) {
  return {
    pending: messages.filter((message) => message.status === "pending"),
    approved: messages.filter((message) => message.status === "approved").slice(0, MODERATION_LIST_LIMIT),
    rejected: messages.filter((message) => message.status === "rejected").slice(0, MODERATION_LIST_LIMIT),
  };
}

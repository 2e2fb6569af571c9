/**
 * The guestbook moderation lists: every pending message (newest first, as loaded), and the
 * approved and rejected ones with the most recently moderated first, so that a message just
 * approved or rejected heads its list. Pure.
 */

/** How many approved or rejected messages show until 'Show all'. */
export const MODERATION_LIST_LIMIT = 5;

export function moderationLists<T extends { status: string; updated_at: string }>(messages: readonly T[]) {
  const moderated = (status: string) =>
    messages
      .filter((message) => message.status === status)
      .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  return {
    pending: messages.filter((message) => message.status === "pending"),
    approved: moderated("approved"),
    rejected: moderated("rejected"),
  };
}

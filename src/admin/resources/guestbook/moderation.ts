export const MODERATION_LIST_LIMIT = 5;

/** Pending as loaded (newest first); the most recently moderated first, so a message just moderated heads its list. */
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

import { useLiveData } from "../../lib/live-data";
import { GuestbookMessages } from "./GuestbookMessages";
import type { GuestbookEntry } from "./guestbook-format";

export const GUESTBOOK_URL = "/api/guestbook";

/** The approved messages of `GET /api/guestbook`, newest first; throws on an unexpected shape. */
export function parseGuestbookMessages(json: unknown): GuestbookEntry[] {
  const messages = (json as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) throw new Error("Unexpected answer from the guestbook endpoint");
  const entries = messages.filter(
    (entry): entry is GuestbookEntry =>
      typeof entry?.id === "string" &&
      typeof entry.name === "string" &&
      typeof entry.message === "string" &&
      typeof entry.created_at === "string",
  );
  return entries
    .map(({ id, name, message, created_at }) => ({ id, name, message, created_at }))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * The approved list, prebuilt and then refreshed live after load (decisions.md: an approval shows
 * without a rebuild). While the refresh runs, the prebuilt list stays in place (marked busy), or
 * the loading placeholders stand in when nothing was prebuilt; if the refresh fails, the prebuilt
 * list stays (the failure is only logged).
 */
export default function LiveGuestbookMessages({ prebuilt }: { prebuilt: GuestbookEntry[] }) {
  const { data, loading } = useLiveData(GUESTBOOK_URL, prebuilt, parseGuestbookMessages);
  return <GuestbookMessages messages={loading && data.length === 0 ? null : data} busy={loading} />;
}

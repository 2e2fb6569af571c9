/**
 * The guestbook's live list, so that an approval shows without waiting for a rebuild. The
 * page is prebuilt with the approved messages; after load this asks `GET /api/guestbook` and
 * compares the answer with the prebuilt list. Usually they agree (approving a message rebuilds
 * the pages), and nothing more loads: the list was right, no framework code is needed. When they
 * differ, it starts the list's island (`client:interaction="asked"`), which shows the answer (the
 * same one: live data is kept for 5 minutes, so no second request). While the lookup runs the
 * list is marked busy (`aria-busy`), and if it fails the prebuilt list stays (the failure is only logged).
 */
import { fetchLiveData } from "../../lib/live-data";
import { ISLAND_START_EVENT } from "../../integrations/hydrate-on-interaction-directive";
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
 * A short fingerprint of a list as visitors see it (each message's id, name, text and date, in
 * order): the prebuilt page carries its list's, and the live answer's is compared with it.
 */
export function guestbookListKey(entries: GuestbookEntry[]): string {
  const text = JSON.stringify(entries.map(({ id, name, message, created_at }) => [id, name, message, created_at]));
  // FNV-1a (32 bits) over the UTF-16 code units, and the count: a change shows as another key.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${entries.length}-${hash.toString(36)}`;
}

/**
 * Refreshes the list marked `data-live-guestbook` (which carries the prebuilt list's key in
 * `data-prebuilt-key`): see the module comment. Browser only.
 */
export async function refreshGuestbookMessages(root: ParentNode = document): Promise<void> {
  const live = root.querySelector<HTMLElement>("[data-live-guestbook]");
  const island = live?.querySelector("astro-island");
  const list = live?.querySelector("[data-guestbook-messages]");
  if (!live || !island || !list) return;
  list.setAttribute("aria-busy", "true");
  const messages = await fetchLiveData<GuestbookEntry[] | null>(GUESTBOOK_URL, {
    fallback: null,
    parse: parseGuestbookMessages,
  });
  if (messages && guestbookListKey(messages) !== live.dataset.prebuiltKey) {
    // The island takes over from here, busy state included.
    island.dispatchEvent(new Event(ISLAND_START_EVENT));
    return;
  }
  list.setAttribute("aria-busy", "false");
}

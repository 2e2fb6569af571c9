/**
 * Guestbook display helpers (isomorphic: the prebuilt list and the later live refresh share
 * them). Dates are formatted in UTC so the prebuilt HTML and a hydrated island always agree.
 */
import type { GuestbookMessage } from "../../lib/entities";

/** What visitors see of an approved message (the same shape as the repository's public rows). */
export type GuestbookEntry = Pick<GuestbookMessage, "id" | "name" | "message" | "created_at">;

/** "Jun 3, 2025". */
export function formatMessageDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The first letter a reader perceives (one grapheme: "Ó", "田", "Зо" → "З"), upper-cased. */
export function initialOf(name: string): string {
  const trimmed = name.trim();
  const first =
    typeof Intl.Segmenter === "function"
      ? new Intl.Segmenter("en", { granularity: "grapheme" }).segment(trimmed)[Symbol.iterator]().next().value?.segment
      : Array.from(trimmed)[0];
  return (first ?? "?").toLocaleUpperCase();
}

const AVATAR_TONES = ["teal", "azure", "emerald"] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** A stable accent for a name's avatar, so the list is varied but never random. */
export function avatarToneOf(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length]!;
}

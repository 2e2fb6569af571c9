import { MessageSquare } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "../../lib/cn";
import { GuestbookListSkeleton } from "./GuestbookListSkeleton";
import { avatarToneOf, formatMessageDate, initialOf, type AvatarTone, type GuestbookEntry } from "./guestbook-format";

interface Props {
  /** Approved messages, newest first; null while a list that loads in the browser waits. */
  messages: GuestbookEntry[] | null;
  /** A live refresh is under way (defaults to "while messages is null"). */
  busy?: boolean;
}

const AVATAR_CLASSES: Record<AvatarTone, string> = {
  teal: "bg-accent-teal/15 text-accent-teal border-accent-teal/30",
  azure: "bg-accent-azure/15 text-accent-azure border-accent-azure/30",
  emerald: "bg-accent-emerald/15 text-accent-emerald border-accent-emerald/30",
};

/** 'Messages (count)' and the approved messages (name, date, text), or the empty state. */
export function GuestbookMessages({ messages, busy = messages === null }: Props) {
  return (
    <section aria-labelledby="guestbook-messages-heading" aria-busy={busy} data-guestbook-messages>
      <h2 id="guestbook-messages-heading" className="text-fg flex items-center gap-3 text-2xl font-bold tracking-tight">
        <MessageSquare aria-hidden="true" className="text-accent size-6" />
        {messages === null ? "Messages" : `Messages (${messages.length})`}
      </h2>
      <div className="mt-6">
        {messages === null ? (
          <GuestbookListSkeleton />
        ) : messages.length === 0 ? (
          <p className="glass text-fg-muted rounded-2xl px-6 py-12 text-center" data-testid="guestbook-empty">
            No messages yet. Be the first to sign the guestbook!
          </p>
        ) : (
          <ol className="space-y-4" data-testid="guestbook-list">
            {messages.map((entry, index) => (
              <li
                key={entry.id}
                className="glass stagger-in rounded-2xl p-5 sm:p-6"
                style={{ "--stagger-index": Math.min(index, 8), "--stagger-step": "80ms" } as CSSProperties}
              >
                <article aria-labelledby={`message-${entry.id}`}>
                  <header className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={cn(
                        "grid size-10 shrink-0 place-items-center rounded-full border text-base font-semibold",
                        AVATAR_CLASSES[avatarToneOf(entry.name)],
                      )}
                    >
                      {initialOf(entry.name)}
                    </span>
                    <div className="min-w-0">
                      <h3 id={`message-${entry.id}`} className="text-fg truncate font-semibold">
                        {entry.name}
                      </h3>
                      <time dateTime={entry.created_at} className="text-fg-muted text-xs">
                        {formatMessageDate(entry.created_at)}
                      </time>
                    </div>
                  </header>
                  <p className="text-fg mt-3 leading-relaxed break-words whitespace-pre-line">{entry.message}</p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

import { PenLine, Send } from "lucide-react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";

const FIELD =
  "glass-secondary text-fg placeholder:text-fg-muted block w-full rounded-xl px-4 text-base transition-colors " +
  "focus-visible:border-accent focus-visible:ring-accent/30 focus-visible:ring-4 focus-visible:outline-none";

/** A label whose text is exactly the field's name; markers sit beside it, outside the label. */
function FieldLabel({
  htmlFor,
  children,
  required,
  note,
}: {
  htmlFor: string;
  children: string;
  required?: boolean;
  note?: { id: string; text: string };
}) {
  return (
    <div className="mb-1.5 flex items-baseline gap-1 text-sm">
      <label htmlFor={htmlFor} className="text-fg font-medium">
        {children}
      </label>
      {required && (
        <span aria-hidden="true" className="text-accent">
          *
        </span>
      )}
      {note && (
        <span id={note.id} className="text-fg-muted">
          {note.text}
        </span>
      )}
    </div>
  );
}

/**
 * The guestbook form's markup (limits of spec §5 as browser constraints). It posts to the
 * guestbook endpoint; the island that submits it in place comes with the write flows.
 */
export function GuestbookForm() {
  return (
    <section aria-labelledby="guestbook-form-heading" className="glass rounded-3xl p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="bg-accent/12 text-accent border-accent/30 grid size-11 shrink-0 place-items-center rounded-2xl border">
          <PenLine aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="guestbook-form-heading" className="text-fg text-xl font-bold tracking-tight sm:text-2xl">
            Leave a Message
          </h2>
          <p className="text-fg-muted mt-1 text-sm">Your message appears here once it has been approved.</p>
        </div>
      </div>

      <form method="post" action="/api/guestbook" data-guestbook-form className="mt-6 space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <FieldLabel htmlFor="guestbook-name" required>
              Name
            </FieldLabel>
            <input
              id="guestbook-name"
              name="name"
              type="text"
              required
              maxLength={100}
              autoComplete="name"
              placeholder="Your name"
              className={cn(FIELD, "h-11")}
            />
          </div>
          <div>
            <FieldLabel htmlFor="guestbook-email" note={{ id: "guestbook-email-note", text: "(optional)" }}>
              Email
            </FieldLabel>
            <input
              id="guestbook-email"
              name="email"
              type="email"
              maxLength={255}
              autoComplete="email"
              aria-describedby="guestbook-email-note"
              placeholder="your.email@example.com"
              className={cn(FIELD, "h-11")}
            />
          </div>
        </div>
        <div>
          <FieldLabel htmlFor="guestbook-message" required>
            Message
          </FieldLabel>
          <textarea
            id="guestbook-message"
            name="message"
            required
            rows={4}
            minLength={10}
            maxLength={1000}
            placeholder="Share your thoughts, feedback or a quick hello…"
            aria-describedby="guestbook-message-hint"
            className={cn(FIELD, "min-h-28 resize-y py-3")}
          />
          <p id="guestbook-message-hint" className="text-fg-muted mt-1.5 text-xs">
            10 to 1000 characters.
          </p>
        </div>
        <button type="submit" className={buttonStyles({ size: "lg", className: "w-full sm:w-auto" })}>
          <Send aria-hidden="true" />
          Sign Guestbook
        </button>
      </form>
    </section>
  );
}

import { PenLine } from "lucide-react";
import { toast } from "sonner";
import { cn } from "../../lib/cn";
import { guestbookSchema } from "../../lib/validation/visitor-forms";
import { fieldLimits } from "../forms/field-limits";
import { clearInvalidOnInput } from "../forms/form-fields";
import { Honeypot } from "../forms/Honeypot";
import { MessageField, NoScriptEmailNote, SendButton, useVisitorFormSubmit } from "../forms/visitor-form";
import { buttonStyles } from "../ui/button-styles";

/** Guestbook field limits, read from the shared schema (src/lib/validation/visitor-forms.ts), for the message's hint. */
const LIMITS = fieldLimits(guestbookSchema);

const FIELD =
  "glass-secondary text-fg placeholder:text-fg-muted block w-full rounded-xl px-4 text-base transition-colors " +
  "focus-visible:border-accent focus-visible:ring-accent/30 focus-visible:ring-4 focus-visible:outline-none " +
  "aria-invalid:border-red-500 aria-invalid:ring-2 aria-invalid:ring-red-500/30";

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
 * The guestbook form (an island): the browser checks required fields and the email's shape
 * (the inputs' own `required` and `type="email"`), then the shared schema; its first problem is
 * toasted as 'Validation Error'. Lengths are the schema's alone: a short message gets the toast,
 * not the browser's bubble, and a pasted text over the limit stays whole in the field and is
 * refused with the toast, never cut short. 'Sign Guestbook' reads 'Submitting...' while sending.
 * On success the form is cleared and 'Message submitted!' says the message waits for approval; on
 * failure a destructive toast 'Error submitting message' carries the endpoint's message (or the
 * database-error table's words) and the text stays. An empty email is sent as null.
 *
 * Prebuilt, 'Sign Guestbook' can be reached and pressed at once: the island hydrates when the
 * visitor first reaches for the form (`client:interaction`), and a press that lands while its code
 * loads is held and replayed once the form can handle it. The form sends nothing by itself (the
 * endpoint takes JSON only): its method is `dialog`, which outside a dialog submits nowhere, so
 * without JavaScript a press neither reloads the page nor puts the message in its address; a note
 * offers the email address instead, and the button looks unavailable.
 */
export default function GuestbookForm({ ownerEmail }: { ownerEmail: string }) {
  const { sending, onSubmit } = useVisitorFormSubmit({
    endpoint: "/api/guestbook",
    schema: guestbookSchema,
    invalidTitle: "Validation Error",
    onSent(form) {
      form.reset();
      toast.success("Message submitted!", { description: "Your message will appear after approval." });
    },
    onFailed(error) {
      toast.error("Error submitting message", { description: error });
    },
  });

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

      <form
        data-guestbook-form
        method="dialog"
        aria-busy={sending}
        onSubmit={onSubmit}
        onInput={clearInvalidOnInput}
        className="relative mt-6 space-y-5"
      >
        <NoScriptEmailNote email={ownerEmail}>
          Signing the guestbook needs JavaScript. You can email me instead at
        </NoScriptEmailNote>
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
          <MessageField
            id="guestbook-message"
            limits={LIMITS.message}
            rows={4}
            placeholder="Share your thoughts, feedback or a quick hello…"
            className={cn(FIELD, "min-h-28 resize-y py-3")}
            hintClassName="text-fg-muted mt-1.5 text-xs"
          />
        </div>
        <Honeypot id="guestbook-website" />
        <SendButton
          sending={sending}
          disabled={sending}
          sendingLabel="Submitting..."
          className={cn(
            buttonStyles({ size: "lg", className: "w-full sm:w-auto" }),
            "noscript:cursor-not-allowed noscript:opacity-60",
          )}
        >
          Sign Guestbook
        </SendButton>
      </form>
    </section>
  );
}

import { CircleCheck, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { cn } from "../../lib/cn";
import { contactSchema } from "../../lib/validation/visitor-forms";
import { fieldLimits } from "../forms/field-limits";
import { clearInvalidOnInput } from "../forms/form-fields";
import { Honeypot } from "../forms/Honeypot";
import { MessageField, NoScriptEmailNote, SendButton, useVisitorFormSubmit } from "../forms/visitor-form";
import { buttonStyles } from "../ui/button-styles";

/** Contact field limits, read from the shared schema (src/lib/validation/visitor-forms.ts), for the message's hint. */
const CONTACT_LIMITS = fieldLimits(contactSchema);

const fieldStyles =
  "border-glass-border bg-canvas/60 text-fg placeholder:text-fg-muted mt-2 block w-full rounded-xl border px-4 py-3 text-base transition-colors outline-none focus:border-accent focus:ring-accent/30 focus:ring-2 aria-invalid:border-red-500 aria-invalid:ring-2 aria-invalid:ring-red-500/30";

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="text-fg text-sm font-medium">
      {children}
      <span aria-hidden="true" className="text-accent ml-0.5">
        *
      </span>
    </label>
  );
}

/**
 * The contact form (an island): idle → sending ('Sending...', the button disabled, the text kept)
 * → sent (a toast, and a panel that thanks the sender by name and shows the address the reply goes
 * to, whose 'Send Another Message' returns to an empty form). Input is checked
 * with the shared schema before sending; the first problem is toasted as 'Validation failed' and
 * its field marked and focused. A failed send keeps what was typed; retrying the same text reuses
 * its Idempotency-Key, so it is stored once.
 *
 * Prebuilt, 'Send Message' can be reached and pressed at once: the island hydrates when the
 * visitor first reaches for the form (`client:interaction`), and a press that lands while its code
 * loads is held and replayed once the form can handle it. Input is always checked by the schema,
 * never by the browser (`noValidate`). The form sends nothing by itself (the endpoint takes JSON
 * only): its method is `dialog`, which outside a dialog submits nowhere, so without JavaScript a
 * press neither reloads the page nor puts the message in its address; a note offers the email
 * address instead, and the button looks unavailable.
 */
export function ContactForm({ className, ownerEmail }: { className?: string; ownerEmail: string }) {
  /** Who wrote, once the message is stored: the panel thanks them by name and names the reply's address. */
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const focusAfterRender = useRef<"first-field" | "panel" | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const { sending, onSubmit } = useVisitorFormSubmit({
    endpoint: "/api/contact",
    schema: contactSchema,
    invalidTitle: "Validation failed",
    onSent(form) {
      const fields = new FormData(form);
      focusAfterRender.current = "panel";
      setSent({ name: String(fields.get("name") ?? "").trim(), email: String(fields.get("email") ?? "").trim() });
      toast.success("Message sent!", { description: "Thanks for reaching out. I'll get back to you soon!" });
    },
    onFailed() {
      toast.error("Error sending message", { description: "Please try again or contact me directly via email." });
    },
  });

  useEffect(() => {
    if (focusAfterRender.current === "first-field") firstField.current?.focus();
    if (focusAfterRender.current === "panel") panelHeading.current?.focus();
    focusAfterRender.current = null;
  }, [sent]);

  function sendAnother() {
    focusAfterRender.current = "first-field";
    setSent(null);
  }

  return (
    <div className={className}>
      {!sent && (
        <form
          data-contact-form
          method="dialog"
          noValidate
          aria-busy={sending}
          onSubmit={onSubmit}
          onInput={clearInvalidOnInput}
          className="relative space-y-5"
        >
          <NoScriptEmailNote email={ownerEmail}>
            This form needs JavaScript. Please email me directly at
          </NoScriptEmailNote>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="contact-name">Name</Label>
              <input
                ref={firstField}
                id="contact-name"
                name="name"
                type="text"
                required
                autoComplete="name"
                placeholder="Your name"
                className={fieldStyles}
              />
            </div>
            <div>
              <Label htmlFor="contact-email">Email</Label>
              <input
                id="contact-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder="you@company.com"
                className={fieldStyles}
              />
            </div>
          </div>
          <div>
            <Label htmlFor="contact-message">Message</Label>
            <MessageField
              id="contact-message"
              limits={CONTACT_LIMITS.message}
              rows={6}
              autoComplete="off"
              placeholder="Tell me about the role, project or idea…"
              className={cn(fieldStyles, "min-h-36 resize-y")}
              hintClassName="text-fg-muted mt-2 text-xs"
            />
          </div>
          <Honeypot id="contact-website" />
          <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-fg-muted text-xs">
              <span aria-hidden="true" className="text-accent">
                *
              </span>{" "}
              All fields are required.
            </p>
            <SendButton
              sending={sending}
              disabled={sending}
              sendingLabel="Sending..."
              className={cn(buttonStyles({ size: "lg" }), "noscript:cursor-not-allowed noscript:opacity-60")}
            >
              Send Message
            </SendButton>
          </div>
        </form>
      )}
      {/* Always in the page, so that the panel's arrival is announced. */}
      <div role="status" data-testid="contact-status">
        {sent && (
          <div className="border-accent-emerald/30 bg-accent-emerald/10 flex flex-col items-center rounded-2xl border px-6 py-10 text-center">
            <span className="bg-accent-emerald/15 text-accent-emerald ring-accent-emerald/30 grid size-14 place-items-center rounded-full ring-1">
              <CircleCheck aria-hidden="true" className="size-7" />
            </span>
            <h4 ref={panelHeading} tabIndex={-1} className="text-fg mt-5 text-xl font-semibold focus:outline-none">
              Thank you, {sent.name}
            </h4>
            <p className="text-fg-muted mt-2 max-w-sm">
              A reply will go to <span className="text-fg font-medium [overflow-wrap:anywhere]">{sent.email}</span>.
            </p>
            <button type="button" onClick={sendAnother} className={cn(buttonStyles({ variant: "outline" }), "mt-6")}>
              <RotateCcw aria-hidden="true" />
              Send Another Message
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

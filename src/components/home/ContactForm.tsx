import { CircleCheck, LoaderCircle, Mail, RotateCcw, Send } from "lucide-react";
import { useEffect, useRef, useState, type SubmitEvent } from "react";
import { toast } from "sonner";
import { site } from "../../config/site";
import { postJson, SubmissionKeys } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { contactSchema, firstIssue } from "../../lib/validation/visitor-forms";
import { useHydrated } from "../blog/use-hydrated";
import { fieldLimits } from "../forms/field-limits";
import { clearInvalid, clearInvalidOnInput, fieldOfFirstIssue, markInvalid, readFields } from "../forms/form-fields";
import { Honeypot } from "../forms/Honeypot";
import { buttonStyles } from "../ui/button-styles";

/** Contact field limits, read from the shared schema (src/lib/validation/visitor-forms.ts). */
export const CONTACT_LIMITS = fieldLimits(contactSchema);

const FIELDS = ["name", "email", "message", "website"] as const;

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

type State = "idle" | "sending" | "sent";

/**
 * The contact form (an island): idle → sending ('Sending...', the button disabled, the text kept)
 * → sent (a success panel whose 'Send Another Message' returns to an empty form). Input is checked
 * with the shared schema before sending; the first problem is toasted as 'Validation failed' and
 * its field marked and focused. A failed send keeps what was typed; retrying the same text reuses
 * its Idempotency-Key, so it is stored once.
 *
 * Prebuilt, the form has no method or action (the endpoint takes JSON only) and its button stays
 * disabled until the island runs; without JavaScript a note offers the email address instead.
 */
export function ContactForm({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>("idle");
  const keys = useRef(new SubmissionKeys());
  const focusAfterRender = useRef<"first-field" | "panel" | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusAfterRender.current === "first-field") firstField.current?.focus();
    if (focusAfterRender.current === "panel") panelHeading.current?.focus();
    focusAfterRender.current = null;
  }, [state]);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "sending") return;
    const form = event.currentTarget;
    const values = readFields(form, FIELDS);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      markInvalid(form, fieldOfFirstIssue(form, parsed.error));
      toast.error("Validation failed", { description: firstIssue(parsed.error) });
      return;
    }
    clearInvalid(form);
    const payload = { ...parsed.data, website: values.website };
    setState("sending");
    const result = await postJson<{ ok: true }>("/api/contact", payload, {
      idempotencyKey: keys.current.keyFor(payload),
    });
    if (result.ok) {
      keys.current.succeeded();
      focusAfterRender.current = "panel";
      setState("sent");
      toast.success("Message sent!", { description: "Thanks for reaching out. I'll get back to you soon!" });
      return;
    }
    setState("idle");
    if (result.status === 400) {
      toast.error("Validation failed", { description: result.error });
    } else {
      toast.error("Error sending message", { description: "Please try again or contact me directly via email." });
    }
  }

  function sendAnother() {
    focusAfterRender.current = "first-field";
    setState("idle");
  }

  const sending = state === "sending";
  return (
    <div className={className}>
      {state !== "sent" && (
        <form
          data-contact-form
          noValidate={hydrated}
          aria-busy={sending}
          onSubmit={(event) => void onSubmit(event)}
          onInput={clearInvalidOnInput}
          className="relative space-y-5"
        >
          <noscript>
            <p className="border-accent/40 bg-accent/10 text-fg flex items-start gap-2 rounded-xl border px-4 py-3 text-sm">
              <Mail aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
              <span>
                This form needs JavaScript. Please email me directly at{" "}
                <a href={`mailto:${site.owner.email}`} className="text-accent font-medium underline underline-offset-4">
                  {site.owner.email}
                </a>
                .
              </span>
            </p>
          </noscript>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="contact-name">Name</Label>
              <input
                ref={firstField}
                id="contact-name"
                name="name"
                type="text"
                required
                {...CONTACT_LIMITS.name}
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
                {...CONTACT_LIMITS.email}
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
            <textarea
              id="contact-message"
              name="message"
              required
              {...CONTACT_LIMITS.message}
              rows={6}
              autoComplete="off"
              placeholder="Tell me about the role, project or idea…"
              aria-describedby="contact-message-hint"
              className={cn(fieldStyles, "min-h-36 resize-y")}
            />
            <p id="contact-message-hint" className="text-fg-muted mt-2 text-xs">
              {CONTACT_LIMITS.message.minLength} to {CONTACT_LIMITS.message.maxLength} characters.
            </p>
          </div>
          <Honeypot id="contact-website" />
          <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-fg-muted text-xs">
              <span aria-hidden="true" className="text-accent">
                *
              </span>{" "}
              All fields are required.
            </p>
            <button type="submit" disabled={!hydrated || sending} className={buttonStyles({ size: "lg" })}>
              {sending ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {sending ? "Sending..." : "Send Message"}
            </button>
          </div>
        </form>
      )}
      {/* Always in the page, so that the panel's arrival is announced. */}
      <div role="status" data-testid="contact-status">
        {state === "sent" && (
          <div className="border-accent-emerald/30 bg-accent-emerald/10 flex flex-col items-center rounded-2xl border px-6 py-10 text-center">
            <span className="bg-accent-emerald/15 text-accent-emerald ring-accent-emerald/30 grid size-14 place-items-center rounded-full ring-1">
              <CircleCheck aria-hidden="true" className="size-7" />
            </span>
            <h4 ref={panelHeading} tabIndex={-1} className="text-fg mt-5 text-xl font-semibold focus:outline-none">
              Message sent!
            </h4>
            <p className="text-fg-muted mt-2 max-w-sm">Thanks for reaching out. I&apos;ll get back to you soon!</p>
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

import { Send } from "lucide-react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";

/** Contact limits (visitor-site.md §5, §9). */
export const CONTACT_LIMITS = { name: 100, email: 255, messageMin: 10, messageMax: 2000 } as const;

const fieldStyles =
  "border-glass-border bg-canvas/60 text-fg placeholder:text-fg-muted mt-2 block w-full rounded-xl border px-4 py-3 text-base transition-colors outline-none focus:border-accent focus:ring-accent/30 focus:ring-2";

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
 * The contact form's markup: name, email and message, all required, with the spec's limits as
 * browser constraints. Static for now; the sending behaviour, its states and toasts hook onto
 * `[data-contact-form]` (or replace this component) in the contact issue. Without JavaScript it
 * posts to the contact endpoint.
 */
export function ContactForm({ className }: { className?: string }) {
  return (
    <form method="post" action="/api/contact" data-contact-form className={cn("space-y-5", className)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Name</Label>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            maxLength={CONTACT_LIMITS.name}
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
            maxLength={CONTACT_LIMITS.email}
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
          minLength={CONTACT_LIMITS.messageMin}
          maxLength={CONTACT_LIMITS.messageMax}
          rows={6}
          autoComplete="off"
          placeholder="Tell me about the role, project or idea…"
          aria-describedby="contact-message-hint"
          className={cn(fieldStyles, "min-h-36 resize-y")}
        />
        <p id="contact-message-hint" className="text-fg-muted mt-2 text-xs">
          {CONTACT_LIMITS.messageMin} to {CONTACT_LIMITS.messageMax} characters.
        </p>
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-fg-muted text-xs">
          <span aria-hidden="true" className="text-accent">
            *
          </span>{" "}
          All fields are required.
        </p>
        <button type="submit" className={buttonStyles({ size: "lg" })}>
          <Send aria-hidden="true" />
          Send Message
        </button>
      </div>
    </form>
  );
}

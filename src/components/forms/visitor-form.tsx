/**
 * What the two visitor forms (contact and guestbook) share: checking the fields against the shared
 * schema, posting them once per message with an Idempotency-Key, the note shown without JavaScript
 * and the submit button. Browser only.
 */
import { LoaderCircle, Mail, Send } from "lucide-react";
import { useRef, useState, type ReactNode, type SubmitEvent, type TextareaHTMLAttributes } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { postJson, SubmissionKeys } from "../../lib/api-client";
import { firstIssue } from "../../lib/validation/visitor-forms";
import type { FieldLimits } from "./field-limits";
import { validateForm } from "./form-fields";

const VISITOR_FIELDS = ["name", "email", "message", "website"] as const;

interface VisitorFormOptions {
  /** The write endpoint the checked fields are posted to. */
  endpoint: string;
  schema: z.ZodType<object>;
  /** The title of the toast for a problem with the input, found here or by the endpoint. */
  invalidTitle: string;
  /** After a successful send (the form's text is still there). */
  onSent: (form: HTMLFormElement) => void;
  /** After a failed send other than refused input; `error` is the endpoint's or the network's message. */
  onFailed: (error: string) => void;
}

/**
 * The submit handler of a visitor form and whether it is sending. The first problem with the input
 * is toasted under `invalidTitle` and its field marked and focused. The honeypot travels as typed.
 * A failed send keeps what was typed; retrying the same text reuses its Idempotency-Key, so it is
 * stored once.
 */
export function useVisitorFormSubmit({ endpoint, schema, invalidTitle, onSent, onFailed }: VisitorFormOptions) {
  const [sending, setSending] = useState(false);
  const keys = useRef(new SubmissionKeys());

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const checked = validateForm(form, VISITOR_FIELDS, schema, (error) =>
      toast.error(invalidTitle, { description: firstIssue(error) }),
    );
    if (!checked) return;
    const payload = { ...checked.data, website: checked.values.website };
    setSending(true);
    const result = await postJson<{ ok: true }>(endpoint, payload, {
      idempotencyKey: keys.current.keyFor(payload),
    });
    setSending(false);
    if (result.ok) {
      keys.current.succeeded();
      onSent(form);
    } else if (result.status === 400) {
      toast.error(invalidTitle, { description: result.error });
    } else {
      onFailed(result.error);
    }
  }

  return { sending, onSubmit: (event: SubmitEvent<HTMLFormElement>) => void onSubmit(event) };
}

/** Shown in place of a working form when JavaScript is off: its lead-in, then the owner's email address. */
export function NoScriptEmailNote({ children, email }: { children: string; email: string }) {
  return (
    <noscript>
      <p className="border-accent/40 bg-accent/10 text-fg flex items-start gap-2 rounded-xl border px-4 py-3 text-sm">
        <Mail aria-hidden="true" className="text-accent mt-0.5 size-4 shrink-0" />
        <span>
          {children}{" "}
          <a href={`mailto:${email}`} className="text-accent font-medium underline underline-offset-4">
            {email}
          </a>
          .
        </span>
      </p>
    </noscript>
  );
}

/** The send button: a spinner and `sendingLabel` while sending, else the paper plane and its label. */
export function SendButton({
  sending,
  disabled,
  sendingLabel,
  className,
  children,
}: {
  sending: boolean;
  disabled: boolean;
  sendingLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" disabled={disabled} className={className}>
      {sending ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Send aria-hidden="true" />}
      {sending ? sendingLabel : children}
    </button>
  );
}

/**
 * The required message box and, below it, its length limits in words, which describe the box. The
 * limits are not the box's own `minlength`/`maxlength`: the browser would truncate a longer paste
 * without a word and answer a short message with its own bubble, where the form's check names
 * the problem in its toast and keeps the text whole.
 */
export function MessageField({
  id,
  limits,
  hintClassName,
  ...textarea
}: { id: string; limits: FieldLimits; hintClassName: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const hintId = `${id}-hint`;
  return (
    <>
      <textarea id={id} name="message" required aria-describedby={hintId} {...textarea} />
      <p id={hintId} className={hintClassName}>
        {limits.minLength} to {limits.maxLength} characters.
      </p>
    </>
  );
}

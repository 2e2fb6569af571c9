/**
 * The visitor forms' rules (contact and guestbook), shared by the forms in the
 * browser and by the endpoints on arrival: one schema, one set of messages. Isomorphic.
 */
import "./zod";
import { z } from "zod";

/** Letters of any script (with their combining marks), spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;
/** A name has at least one letter: combining marks alone are not one. */
const hasLetter = (name: string) => /\p{L}/u.test(name);

/** Control characters (C0 and C1: NUL, terminal escapes…) other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const TEXT_NOT_ALLOWED = "Text contains characters that are not allowed";

/** Bidirectional overrides and isolates: shown, they would reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Visitors' free text: bidirectional controls removed, control characters refused. */
export const visitorText = () =>
  z
    .string()
    .transform((text) => text.replace(BIDI_CONTROLS, ""))
    .refine((text) => !CONTROL_CHARACTER.test(text), TEXT_NOT_ALLOWED);

/** A visitor's name: trimmed, 1 to 100 characters, letters with spaces, apostrophes and hyphens. */
const visitorName = (invalidCharacters: string) =>
  z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be less than 100 characters")
    .regex(NAME_PATTERN, invalidCharacters)
    .refine(hasLetter, invalidCharacters);

/** A visitor's message: free text, trimmed, from 10 characters up to `max`. */
const visitorMessage = (max: number) =>
  visitorText().pipe(
    z
      .string()
      .trim()
      .min(10, "Message must be at least 10 characters")
      .max(max, `Message must be less than ${max} characters`),
  );

export const contactSchema = z.object({
  name: visitorName("Name contains invalid characters"),
  email: z.string().trim().pipe(z.email("Invalid email address").max(255, "Email must be less than 255 characters")),
  message: visitorMessage(2000),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const guestbookSchema = z.object({
  name: visitorName("Name can only contain letters, spaces, hyphens and apostrophes"),
  /** Optional; an empty value is sent and stored as null. */
  email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z
      .string()
      .trim()
      .max(255, "Email must be less than 255 characters")
      .pipe(z.email("Invalid email address"))
      .nullish()
      .transform((value) => value ?? null),
  ),
  message: visitorMessage(1000),
});
export type GuestbookInput = z.infer<typeof guestbookSchema>;

/** The first problem, as the forms show it in their toast. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

/**
 * Small DOM helpers shared by the visitor forms (browser only). The forms keep their inputs
 * uncontrolled: text typed before the island hydrated is kept, and a failed send leaves it alone.
 */
import type { z } from "zod";

/** The named fields' current values (missing fields read as ""). */
export function readFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The field named by the first issue's path, if the form has it. */
export function fieldOfFirstIssue(form: HTMLFormElement, error: z.ZodError): HTMLElement | null {
  const name = error.issues[0]?.path[0];
  if (typeof name !== "string") return null;
  const field = form.elements.namedItem(name);
  return field instanceof HTMLElement ? field : null;
}

/** Marks one field invalid (and only that one) and moves focus to it. */
export function markInvalid(form: HTMLFormElement, field: HTMLElement | null): void {
  clearInvalid(form);
  if (!field) return;
  field.setAttribute("aria-invalid", "true");
  field.focus();
}

export function clearInvalid(form: HTMLFormElement): void {
  for (const element of form.querySelectorAll("[aria-invalid]")) element.removeAttribute("aria-invalid");
}

/** Clears a field's invalid mark as soon as the visitor edits it (an onInput handler for the form). */
export function clearInvalidOnInput(event: { target: EventTarget | null }): void {
  if (event.target instanceof HTMLElement) event.target.removeAttribute("aria-invalid");
}

/**
 * Reads the named fields and checks them against the schema. On a problem its field is marked and
 * focused, `reportProblem` tells the visitor, and the answer is null; otherwise the marks are
 * cleared and the answer holds the raw values and the parsed data.
 */
export function validateForm<Name extends string, Data>(
  form: HTMLFormElement,
  names: readonly Name[],
  schema: z.ZodType<Data>,
  reportProblem: (error: z.ZodError) => void,
): { values: Record<Name, string>; data: Data } | null {
  const values = readFields(form, names);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    markInvalid(form, fieldOfFirstIssue(form, parsed.error));
    reportProblem(parsed.error);
    return null;
  }
  clearInvalid(form);
  return { values, data: parsed.data };
}

/**
 * The visitor forms' length limits (minLength, maxLength) read from the shared zod schemas, so they
 * are written once, in src/lib/validation/visitor-forms.ts: the forms state them beside their
 * fields ("10 to 1000 characters."). They are not set on the inputs: the schema's check enforces
 * them, with its own messages, and never cuts a pasted text short. Isomorphic.
 */
import type { z } from "zod";

export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
}

interface Introspectable {
  minLength?: number | null;
  maxLength?: number | null;
  _zod?: { def?: { type: string; in?: unknown; out?: unknown; innerType?: unknown; options?: unknown[] } };
}

/**
 * Every string check inside a field's schema: through optional/nullable/default wrappers, both
 * sides of pipes (trim-then-validate, preprocess, transforms) and union options.
 */
function stringsIn(schema: unknown, found: Introspectable[] = []): Introspectable[] {
  const node = schema as Introspectable | undefined;
  const def = node?._zod?.def;
  if (!node || !def) return found;
  if (def.type === "string") found.push(node);
  if (def.type === "pipe") {
    stringsIn(def.in, found);
    stringsIn(def.out, found);
  }
  if (def.innerType) stringsIn(def.innerType, found);
  for (const option of def.type === "union" ? (def.options ?? []) : []) stringsIn(option, found);
  return found;
}

/** minLength/maxLength of each string field of an object schema (the strictest found). */
export function fieldLimits<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): Record<keyof Shape, FieldLimits> {
  const limits = {} as Record<keyof Shape, FieldLimits>;
  for (const key of Object.keys(schema.shape) as (keyof Shape)[]) {
    const strings = stringsIn(schema.shape[key]);
    const maxima = strings.map((string) => string.maxLength).filter((value): value is number => !!value);
    const minima = strings.map((string) => string.minLength).filter((value): value is number => !!value);
    const entry: FieldLimits = {};
    // A minimum of 1 is "required", which the `required` attribute says already.
    if (minima.length && Math.max(...minima) > 1) entry.minLength = Math.max(...minima);
    if (maxima.length) entry.maxLength = Math.min(...maxima);
    limits[key] = entry;
  }
  return limits;
}

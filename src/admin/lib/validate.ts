import { toast } from "sonner";
import type { z } from "zod";
import { firstAdminIssue } from "../../lib/validation/admin-forms";

/**
 * Checks a form's input with its shared schema before sending: on failure a
 * 'Validation failed' toast with the first message, and null; else the parsed data to send.
 */
export function validateOrToast<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  toast.error("Validation failed", { description: firstAdminIssue(parsed.error) });
  return null;
}

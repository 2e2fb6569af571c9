/**
 * The database-error table (also in docs/admin-api.md), checked in its order: the one
 * place that turns a failed database call into words for a toast. Isomorphic: the server maps
 * before answering (so no SQL reaches a browser) and the browser maps what it could not send.
 */
const RULES: readonly { matches: (code: string, message: string) => boolean; text: string }[] = [
  { matches: (code, message) => code === "23505" || message.includes("unique"), text: "This item already exists" },
  {
    matches: (code, message) => code === "23503" || message.includes("foreign key"),
    text: "Referenced item not found",
  },
  { matches: (code) => code === "23502", text: "Required field is missing" },
  { matches: (code, message) => code === "42501" || message.includes("rls"), text: "Permission denied" },
  { matches: (_code, message) => message.includes("not found"), text: "Item not found" },
  { matches: (_code, message) => message.includes("email"), text: "Invalid email or email already in use" },
  { matches: (_code, message) => message.includes("password"), text: "Invalid password" },
  { matches: (_code, message) => message.includes("credentials"), text: "Invalid credentials" },
];

export const FALLBACK_ERROR_MESSAGE = "An error occurred. Please try again";

export function databaseErrorMessage(error: unknown): string {
  const code = typeof (error as { code?: unknown } | null)?.code === "string" ? (error as { code: string }).code : "";
  const raw = error instanceof Error ? error.message : (error as { message?: unknown } | null)?.message;
  const message = typeof raw === "string" ? raw.toLowerCase() : typeof error === "string" ? error.toLowerCase() : "";
  return RULES.find((rule) => rule.matches(code, message))?.text ?? FALLBACK_ERROR_MESSAGE;
}

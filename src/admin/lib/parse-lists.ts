/**
 * The admin forms' list inputs: tags and tech_stack comma-separated, impact
 * and gallery one per line. Empty items are dropped and whitespace trimmed. Isomorphic.
 */

/** "a, b,,c " → ["a", "b", "c"]. */
export function parseCommaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** One item per line (any line ending); blank lines dropped. */
export function parseLineList(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A list back into the comma-separated text the form shows. */
export function formatCommaList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(", ");
}

/** A list back into one-per-line text. */
export function formatLineList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join("\n");
}

/**
 * The display order as the project and experience forms hold it: text in the field, a whole
 * number in the row. Isomorphic.
 */

/** A stored display order as the field shows it (0 when missing). */
export function formatDisplayOrder(order: number | null | undefined): string {
  return String(order ?? 0);
}

/** An empty field means 0; anything else goes to the schema as typed, which rejects what is not a whole number. */
export function parseDisplayOrder(text: string): number | string {
  return text.trim() === "" ? 0 : text;
}

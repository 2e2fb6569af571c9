/**
 * When two category names are one category: "Mechanical design", "mechanical  Design" and
 * "MechanicalDesign" all name "Mechanical Design". The admin's category pick-lists offer each
 * category once, and the admin endpoints store a new name that matches an existing category in
 * the existing spelling, so a case or spacing variant never becomes a second category.
 * Isomorphic: imported by the admin island and by server code.
 */

/** What two names of the same category share: case and white space ignored. */
export function categoryKey(name: string): string {
  return name.normalize("NFKC").replace(/\s+/g, "").toLocaleLowerCase("en");
}

/** Each category once, in the order given: of names with the same key, the first spelling seen. */
export function distinctCategories(names: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    const key = categoryKey(trimmed);
    if (key !== "" && !seen.has(key)) seen.set(key, trimmed);
  }
  return [...seen.values()];
}

/** The existing category `name` names (its spelling in `existing`), or undefined for a new one. */
export function existingCategory(name: string, existing: Iterable<string>): string | undefined {
  const key = categoryKey(name);
  if (key === "") return undefined;
  for (const category of existing) if (categoryKey(category) === key) return category.trim();
  return undefined;
}

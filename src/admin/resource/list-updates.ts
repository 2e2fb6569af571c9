/**
 * How an admin list changes after a save or a delete, without reloading it: the server's answer
 * is the new row. Pure and isomorphic.
 */

/** Where rows that did not exist yet go, and whether the list keeps an order of its own. */
export interface ListPlacement<Item> {
  /** New rows go first (newest-first lists, the default) or last. */
  placeNew?: "first" | "last";
  /** When given, the list is sorted after every change (e.g. by display order). */
  order?: (a: Item, b: Item) => number;
}

function ordered<Item>(list: Item[], placement: ListPlacement<Item>): Item[] {
  return placement.order ? list.sort(placement.order) : list;
}

/** The list with a newly created row added (an unloaded list becomes just that row). */
export function withCreated<Item>(
  list: readonly Item[] | undefined,
  created: Item,
  placement: ListPlacement<Item> = {},
): Item[] {
  const current = list ?? [];
  return ordered(placement.placeNew === "last" ? [...current, created] : [created, ...current], placement);
}

/** The list with one row replaced by its saved version (an unloaded list stays unloaded). */
export function withReplaced<Item extends { id: string }>(
  list: readonly Item[] | undefined,
  saved: Item,
  placement: ListPlacement<Item> = {},
): Item[] | undefined {
  return (
    list &&
    ordered(
      list.map((item) => (item.id === saved.id ? saved : item)),
      placement,
    )
  );
}

/** The list without the row of that id. */
export function withoutItem<Item extends { id: string }>(
  list: readonly Item[] | undefined,
  id: string,
): Item[] | undefined {
  return list?.filter((item) => item.id !== id);
}

/**
 * Where each card sits in a project grid (isomorphic and pure: the lists place their cards with it
 * at build and after every filter). The grid has one column on phones, two from `sm` and three from
 * `lg` (six tracks there, two per card), and no card is left alone on the last row: a last card
 * that would be alone takes the whole row (where, wide enough, it sets its image beside its text:
 * ProjectCard), and on three columns a last pair shares its row in halves.
 */

/** The grid's own classes (its cards take theirs from `cardPlacement`). */
export const PROJECT_GRID_CLASS = "grid gap-6 sm:grid-cols-2 lg:grid-cols-6";

type Span = "third" | "half" | "full";

export interface CardPlacement {
  /** How wide the card is on two columns (`sm`) and on three (`lg`). */
  sm: Exclude<Span, "third">;
  lg: Span;
  /** Its grid item's classes. */
  className: string;
  /** `sizes` for its image, which is as wide as the card, or half of it side by side. */
  imageSizes: string;
}

/** Tailwind classes, written out whole so that Tailwind finds them. */
const SM_CLASS = { half: "", full: "sm:col-span-2" } as const;
const LG_CLASS = { third: "lg:col-span-2", half: "lg:col-span-3", full: "lg:col-span-6" } as const;
/** The image's width at `lg` (the 72rem container less its padding: 1104px) and at `sm` (the viewport less 48px). */
const LG_IMAGE = { third: "352px", half: "540px", full: "552px" } as const;
const SM_IMAGE = { half: "calc(50vw - 36px)", full: "calc(100vw - 48px)" } as const;

/** The placement of the card at `index` among `count`. */
export function cardPlacement(index: number, count: number): CardPlacement {
  const last = index === count - 1;
  const sm: CardPlacement["sm"] = last && count % 2 === 1 ? "full" : "half";
  const leftOnLastRow = count % 3;
  const onLastRow = index >= count - leftOnLastRow;
  const lg: Span = !onLastRow ? "third" : leftOnLastRow === 1 ? "full" : "half";
  return {
    sm,
    lg,
    className: [SM_CLASS[sm], LG_CLASS[lg]].filter(Boolean).join(" "),
    imageSizes: `(min-width: 1024px) ${LG_IMAGE[lg]}, (min-width: 640px) ${SM_IMAGE[sm]}, calc(100vw - 32px)`,
  };
}

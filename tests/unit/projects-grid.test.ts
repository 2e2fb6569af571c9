import { describe, expect, it } from "vitest";
import { cardPlacement } from "../../src/components/projects/project-grid";

/** Each card's width on two columns and on three, for a grid of `count` cards. */
const spans = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const { sm, lg } = cardPlacement(index, count);
    return `${sm}/${lg}`;
  });

/** The rows the cards make on `columns` columns: each row's width in columns. */
function rows(count: number, columns: 2 | 3): number[] {
  const width = { third: 1, half: columns === 2 ? 1 : 1.5, full: columns } as const;
  const filled: number[] = [];
  let row = 0;
  for (let index = 0; index < count; index++) {
    const placement = cardPlacement(index, count);
    row += width[columns === 2 ? placement.sm : placement.lg];
    if (row >= columns) {
      filled.push(row);
      row = 0;
    }
  }
  if (row) filled.push(row);
  return filled;
}

describe("the project grid", () => {
  it("leaves no card alone on the last row, on two columns or three, whatever the count", () => {
    for (let count = 1; count <= 25; count++) {
      expect(
        rows(count, 2).every((row) => row === 2),
        `${count} cards on two columns`,
      ).toBe(true);
      expect(
        rows(count, 3).every((row) => row === 3),
        `${count} cards on three columns`,
      ).toBe(true);
    }
  });

  it("gives a last card that would be alone the whole row, and a last pair on three columns halves", () => {
    // Ten cards (the demo): three full rows of three, then the tenth on its own row.
    expect(spans(10).slice(-2)).toEqual(["half/third", "half/full"]);
    expect(spans(5)).toEqual(["half/third", "half/third", "half/third", "half/half", "full/half"]);
    expect(spans(6).every((span) => span === "half/third")).toBe(true);
    expect(spans(1)).toEqual(["full/full"]);
  });

  it("asks for images as wide as the card is", () => {
    expect(cardPlacement(0, 6).imageSizes).toBe(
      "(min-width: 1024px) 352px, (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)",
    );
    expect(cardPlacement(9, 10).imageSizes).toMatch(/^\(min-width: 1024px\) 552px, \(min-width: 640px\) calc\(50vw/);
    expect(cardPlacement(0, 1).className).toBe("sm:col-span-2 lg:col-span-6");
  });
});

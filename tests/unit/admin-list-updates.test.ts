import { describe, expect, it } from "vitest";
import { withCreated, withoutItem, withReplaced } from "../../src/admin/resource/list-updates";

interface Row {
  id: string;
  order: number;
}

const a: Row = { id: "a", order: 2 };
const b: Row = { id: "b", order: 5 };
const byOrder = (x: Row, y: Row) => x.order - y.order;

describe("admin lists after a save or a delete", () => {
  it("shows a created row first in a newest-first list", () => {
    expect(withCreated([a, b], { id: "c", order: 9 }).map((row) => row.id)).toEqual(["c", "a", "b"]);
  });

  it("shows a created row last when the list adds at the end", () => {
    expect(withCreated([a, b], { id: "c", order: 0 }, { placeNew: "last" }).map((row) => row.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("puts a created row in display order when the list has one", () => {
    const list = withCreated([a, b], { id: "c", order: 3 }, { placeNew: "last", order: byOrder });
    expect(list.map((row) => row.id)).toEqual(["a", "c", "b"]);
  });

  it("shows a created row even when the list had not loaded", () => {
    expect(withCreated(undefined, a)).toEqual([a]);
  });

  it("shows an edited row in place of the old one", () => {
    const edited = { id: "a", order: 2, title: "new" } as Row;
    expect(withReplaced([a, b], edited)).toEqual([edited, b]);
  });

  it("moves an edited row to its new place in display order", () => {
    const moved = { id: "a", order: 7 };
    expect(withReplaced([a, b], moved, { order: byOrder })?.map((row) => row.id)).toEqual(["b", "a"]);
  });

  it("leaves an unloaded list unloaded after an edit", () => {
    expect(withReplaced(undefined, a)).toBeUndefined();
  });

  it("drops a deleted row and keeps the others in order", () => {
    expect(withoutItem([a, b], "a")).toEqual([b]);
    expect(withoutItem(undefined, "a")).toBeUndefined();
  });

  it("does not change the list it was given", () => {
    const list = [b, a];
    withCreated(list, { id: "c", order: 1 }, { order: byOrder });
    withReplaced(list, { id: "b", order: 0 }, { order: byOrder });
    expect(list).toEqual([b, a]);
  });
});

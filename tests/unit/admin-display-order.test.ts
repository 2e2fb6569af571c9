import { describe, expect, it } from "vitest";
import { formatDisplayOrder, parseDisplayOrder } from "../../src/admin/lib/display-order";

describe("the display order field", () => {
  it("shows the stored order, 0 when there is none", () => {
    expect(formatDisplayOrder(3)).toBe("3");
    expect(formatDisplayOrder(null)).toBe("0");
    expect(formatDisplayOrder(undefined)).toBe("0");
  });

  it("sends 0 for an empty field and anything else as typed, for the schema to judge", () => {
    expect(parseDisplayOrder("")).toBe(0);
    expect(parseDisplayOrder("  ")).toBe(0);
    expect(parseDisplayOrder("7")).toBe("7");
    expect(parseDisplayOrder("-1")).toBe("-1");
  });
});

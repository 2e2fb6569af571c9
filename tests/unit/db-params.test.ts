import { describe, expect, it } from "vitest";
import { normaliseRow, toArrayLiteral, toDriverParam } from "../../src/server/db/params";

describe("query parameters mean the same on both drivers", () => {
  it("turns arrays into PostgreSQL array literals, quoting every element", () => {
    expect(toArrayLiteral(["a b", 'say "hi"', "back\\slash", null])).toBe(
      '{"a b","say \\"hi\\"","back\\\\slash",NULL}',
    );
    expect(toArrayLiteral([])).toBe("{}");
    expect(toArrayLiteral([["x"], ["y"]])).toBe('{{"x"},{"y"}}');
  });

  it("passes dates as ISO strings and objects as JSON", () => {
    expect(toDriverParam(new Date("2025-12-01T10:00:00Z"))).toBe("2025-12-01T10:00:00.000Z");
    expect(toDriverParam({ a: 1 })).toBe('{"a":1}');
    expect(toDriverParam(undefined)).toBeNull();
    expect(toDriverParam(false)).toBe(false);
  });

  it("returns plain serialisable rows", () => {
    expect(normaliseRow({ at: new Date("2025-01-02T03:04:05Z"), n: BigInt(7), list: [new Date(0)] })).toEqual({
      at: "2025-01-02T03:04:05.000Z",
      n: 7,
      list: ["1970-01-01T00:00:00.000Z"],
    });
  });
});

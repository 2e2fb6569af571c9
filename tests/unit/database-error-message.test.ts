import { describe, expect, it } from "vitest";
import { databaseErrorMessage, FALLBACK_ERROR_MESSAGE } from "../../src/lib/errors/database-error-message";

describe("the database-error table, checked in its order", () => {
  it.each([
    [{ code: "23505", message: "duplicate key value" }, "This item already exists"],
    [new Error("value violates UNIQUE constraint"), "This item already exists"],
    [{ code: "23503", message: "insert or update" }, "Referenced item not found"],
    [new Error("violates foreign key constraint"), "Referenced item not found"],
    [{ code: "23502", message: "null value in column" }, "Required field is missing"],
    [{ code: "42501", message: "permission denied for table" }, "Permission denied"],
    [new Error("new row violates RLS policy"), "Permission denied"],
    [new Error("Row not found"), "Item not found"],
    [new Error("Email rate limit"), "Invalid email or email already in use"],
    [new Error("Password too short"), "Invalid password"],
    [new Error("Invalid login credentials"), "Invalid credentials"],
    [new Error("socket hang up"), FALLBACK_ERROR_MESSAGE],
    ["a string", FALLBACK_ERROR_MESSAGE],
    [null, FALLBACK_ERROR_MESSAGE],
  ])("%o → %s", (error, expected) => {
    expect(databaseErrorMessage(error)).toBe(expected);
  });

  it("takes the first matching rule: a unique violation that mentions email is 'already exists'", () => {
    expect(databaseErrorMessage({ code: "23505", message: "email already registered" })).toBe(
      "This item already exists",
    );
  });
});

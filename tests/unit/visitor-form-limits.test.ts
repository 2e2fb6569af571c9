import { describe, expect, it } from "vitest";
import { fieldLimits } from "../../src/components/forms/field-limits";
import { parseGuestbookMessages } from "../../src/components/guestbook/LiveGuestbookMessages";
import { viewsText } from "../../src/components/blog/record-blog-view";
import { contactSchema, guestbookSchema } from "../../src/lib/validation/visitor-forms";

describe("the forms' browser limits come from the shared rules (spec §9)", () => {
  it("contact: name 100, email 255, message 10 to 2000", () => {
    expect(fieldLimits(contactSchema)).toEqual({
      name: { maxLength: 100 },
      email: { maxLength: 255 },
      message: { minLength: 10, maxLength: 2000 },
    });
  });

  it("guestbook: name 100, optional email 255, message 10 to 1000", () => {
    expect(fieldLimits(guestbookSchema)).toEqual({
      name: { maxLength: 100 },
      email: { maxLength: 255 },
      message: { minLength: 10, maxLength: 1000 },
    });
  });
});

describe("the live guestbook list", () => {
  it("keeps approved messages' public fields, newest first", () => {
    const list = parseGuestbookMessages({
      messages: [
        { id: "a", name: "Ada", message: "Older message here", created_at: "2025-01-01T10:00:00Z" },
        { id: "b", name: "Zoë", message: "Newer message here", created_at: "2025-03-01T10:00:00Z", email: "x" },
      ],
    });
    expect(list.map((entry) => entry.id)).toEqual(["b", "a"]);
    expect(list[0]).not.toHaveProperty("email");
  });

  it("refuses an answer that is not a list", () => {
    expect(() => parseGuestbookMessages({ error: "An error occurred. Please try again" })).toThrow();
  });
});

describe("blog views", () => {
  it("reads 'N views'", () => {
    expect(viewsText(42)).toBe("42 views");
  });
});

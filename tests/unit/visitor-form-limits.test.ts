import { describe, expect, it } from "vitest";
import { fieldLimits } from "../../src/components/forms/field-limits";
import { guestbookListKey, parseGuestbookMessages } from "../../src/components/guestbook/live-guestbook";
import { viewsText } from "../../src/components/blog/record-blog-view";
import { contactSchema, guestbookSchema } from "../../src/lib/validation/visitor-forms";

describe("the forms' browser limits come from the shared rules", () => {
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

  it("has the prebuilt list's key when nothing changed, and another key after any change", () => {
    const prebuilt = [
      { id: "b", name: "Zoë", message: "Newer message here", created_at: "2025-03-01T10:00:00Z" },
      { id: "a", name: "Ada", message: "Older message here", created_at: "2025-01-01T10:00:00Z" },
    ];
    // The live answer, as the endpoint gives it (extra fields, any order), read the same way.
    const live = parseGuestbookMessages({ messages: [{ ...prebuilt[1]!, email: null }, prebuilt[0]!] });
    const key = guestbookListKey(parseGuestbookMessages({ messages: prebuilt }));
    expect(guestbookListKey(live)).toBe(key);

    const approved = { id: "c", name: "Ólafur", message: "Just approved message", created_at: "2025-04-01T10:00:00Z" };
    const changes = [
      [approved, ...prebuilt],
      prebuilt.slice(1),
      [{ ...prebuilt[0]!, message: "Newer message, edited" }, prebuilt[1]!],
      [{ ...prebuilt[0]!, name: "Zoe" }, prebuilt[1]!],
      [...prebuilt].reverse(),
      [],
    ];
    for (const changed of changes) expect(guestbookListKey(changed)).not.toBe(key);
  });
});

describe("blog views", () => {
  it("reads 'N views'", () => {
    expect(viewsText(42)).toBe("42 views");
  });
});

import { describe, expect, it } from "vitest";
import { contactSchema, firstIssue, guestbookSchema, TEXT_NOT_ALLOWED } from "../../src/lib/validation/visitor-forms";

const problem = (schema: typeof contactSchema | typeof guestbookSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};

const contact = { name: "Ada Lovelace", email: "ada@example.com", message: "I would like to talk about a role." };
const guest = { name: "Ada Lovelace", email: "", message: "Lovely portfolio, thanks!" };

describe("contact form rules", () => {
  it("accepts a good message and trims every field", () => {
    expect(
      contactSchema.parse({ name: "  Ada  ", email: " ada@example.com ", message: "  Hello there, friend  " }),
    ).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Hello there, friend",
    });
  });

  it.each([
    [{ ...contact, name: "   " }, "Name is required"],
    [{ ...contact, name: "a".repeat(101) }, "Name must be less than 100 characters"],
    [{ ...contact, name: "R2-D2" }, "Name contains invalid characters"],
    [{ ...contact, name: "Ada <script>" }, "Name contains invalid characters"],
    [{ ...contact, email: "not-an-email" }, "Invalid email address"],
    [{ ...contact, email: `${"a".repeat(250)}@example.com` }, "Email must be less than 255 characters"],
    [{ ...contact, message: "too short" }, "Message must be at least 10 characters"],
    [{ ...contact, message: "          padded    " }, "Message must be at least 10 characters"],
    [{ ...contact, message: "x".repeat(2001) }, "Message must be less than 2000 characters"],
  ])("refuses %j with '%s'", (input, message) => {
    expect(problem(contactSchema, input)).toBe(message);
  });

  it("accepts the limits themselves", () => {
    expect(problem(contactSchema, { ...contact, name: "a".repeat(100), message: "x".repeat(2000) })).toBeNull();
    expect(problem(contactSchema, { ...contact, message: "x".repeat(10) })).toBeNull();
  });

  it.each(["José Álvarez", "Zoë", "Ólafur Arnalds", "O'Brien-Hart", "田中 さくら", "Анна", "D’Angelo", "अनीता"])(
    "accepts the name %s",
    (name) => {
      expect(problem(contactSchema, { ...contact, name })).toBeNull();
    },
  );
});

describe("guestbook form rules", () => {
  it("stores an empty email as null", () => {
    expect(guestbookSchema.parse(guest).email).toBeNull();
    expect(guestbookSchema.parse({ ...guest, email: undefined }).email).toBeNull();
    expect(guestbookSchema.parse({ ...guest, email: null }).email).toBeNull();
    expect(guestbookSchema.parse({ ...guest, email: " zoe@example.com " }).email).toBe("zoe@example.com");
  });

  it.each([
    [{ ...guest, name: "" }, "Name is required"],
    [{ ...guest, name: "a".repeat(101) }, "Name must be less than 100 characters"],
    [{ ...guest, name: "Agent 47" }, "Name can only contain letters, spaces, hyphens and apostrophes"],
    [{ ...guest, email: "zoe@" }, "Invalid email address"],
    [{ ...guest, message: "short" }, "Message must be at least 10 characters"],
    [{ ...guest, message: "x".repeat(1001) }, "Message must be less than 1000 characters"],
  ])("refuses %j with '%s'", (input, message) => {
    expect(problem(guestbookSchema, input)).toBe(message);
  });
});

describe("visitors' text", () => {
  it("refuses control characters (NUL, terminal escapes) but keeps tabs and line breaks", () => {
    for (const schema of [contactSchema, guestbookSchema]) {
      const base = schema === contactSchema ? contact : guest;
      expect(problem(schema, { ...base, message: "A message with \u0000 inside it" })).toBe(TEXT_NOT_ALLOWED);
      expect(problem(schema, { ...base, message: "Colours \u001b[31mred\u001b[0m here" })).toBe(TEXT_NOT_ALLOWED);
      expect(problem(schema, { ...base, message: "A C1 control \u009b here, too" })).toBe(TEXT_NOT_ALLOWED);
      expect(problem(schema, { ...base, message: "Line one\n\tLine two\r\nthree" })).toBeNull();
    }
  });

  it("removes bidirectional overrides and isolates from a message", () => {
    const parsed = guestbookSchema.parse({ ...guest, message: "Nice \u202Ework\u202C, \u2067really\u2069!" });
    expect(parsed.message).toBe("Nice work, really!");
  });

  it("refuses a name without a letter: combining marks alone are none", () => {
    expect(problem(contactSchema, { ...contact, name: "\u0301\u0301" })).toBe("Name contains invalid characters");
    expect(problem(guestbookSchema, { ...guest, name: "\u0301" })).toBe(
      "Name can only contain letters, spaces, hyphens and apostrophes",
    );
    expect(problem(contactSchema, { ...contact, name: "Zoë" })).toBeNull();
    expect(problem(contactSchema, { ...contact, name: "José" })).toBeNull();
  });
});

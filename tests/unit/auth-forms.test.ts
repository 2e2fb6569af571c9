import { describe, expect, it } from "vitest";
import { firstAuthIssue, loginSchema, signUpSchema, SIGNUP_PASSWORD_HINT } from "../../src/lib/validation/auth-forms";

const signUpMessage = (password: string) => {
  const result = signUpSchema.safeParse({ email: "new@example.com", password });
  return result.success ? null : firstAuthIssue(result.error);
};

describe("sign-up password rules", () => {
  it("accepts 12+ characters with upper, lower, number and special", () => {
    expect(signUpMessage("Abcdefgh123!")).toBeNull();
    expect(signUpMessage("Ünïcode-pässwörd-9")).toBeNull();
  });

  it.each([
    ["Ab1!", "Password must be at least 12 characters"],
    ["Abcdefgh12!", "Password must be at least 12 characters"],
    ["abcdefgh123!", "Password must contain at least one uppercase letter"],
    ["ABCDEFGH123!", "Password must contain at least one lowercase letter"],
    ["Abcdefghijk!", "Password must contain at least one number"],
    ["Abcdefgh1234", "Password must contain at least one special character"],
    ["Abcdefgh 1234", "Password must contain at least one special character"],
    // Spaces and control characters make no password longer.
    [`Ab1!${"\u0000".repeat(10)}`, "Password must be at least 12 characters"],
    ["Ab1!          ", "Password must be at least 12 characters"],
    ["Abcdefgh123!\u0000", "Password must not contain control characters"],
  ])("%j → %s", (password, message) => {
    expect(signUpMessage(password)).toBe(message);
  });

  it("every rule message has the same form", () => {
    const result = signUpSchema.safeParse({ email: "a@example.com", password: "" });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Password must be at least 12 characters",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one lowercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("has the sign-up hint", () => {
    expect(SIGNUP_PASSWORD_HINT).toBe(
      "Must be 12+ characters with uppercase, lowercase, number, and special character",
    );
  });
});

describe("login", () => {
  it("only requires an email and 6 characters", () => {
    expect(loginSchema.safeParse({ email: " Owner@Example.com ", password: "abcdef" })).toMatchObject({
      success: true,
      data: { email: "Owner@Example.com", password: "abcdef" },
    });
    const short = loginSchema.safeParse({ email: "owner@example.com", password: "abcde" });
    expect(short.success ? null : firstAuthIssue(short.error)).toBe("Password must be at least 6 characters");
    const email = loginSchema.safeParse({ email: "owner", password: "abcdef" });
    expect(email.success ? null : firstAuthIssue(email.error)).toBe("Invalid email address");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { TEXT_NOT_ALLOWED } from "../../src/lib/validation/visitor-forms";
import { errorResponse } from "../../src/server/http";

/** A database error as the drivers raise it: with the statement and what was sent with it. */
function databaseError(code: string, visitorText: string): Error {
  return Object.assign(new Error(`error ${code}`), {
    code,
    query: "insert into public.contact_messages (name, email, message) values ($1, $2, $3)",
    params: ["Ada Lovelace", "ada@example.com", visitorText],
    parameters: ["Ada Lovelace", "ada@example.com", visitorText],
  });
}

describe("the visitor endpoints' error answers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answer text the database cannot store (22021, 22P05) with 400 and a message", async () => {
    for (const code of ["22021", "22P05"]) {
      const response = errorResponse(databaseError(code, "text\u0000"), "/api/contact");
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: TEXT_NOT_ALLOWED });
    }
  });

  it("log an unexpected failure without what the visitor wrote", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg))).join(" "));
    });
    const response = errorResponse(databaseError("XX000", "my private note to the owner"), "/api/contact");
    expect(response.status).toBe(500);
    expect(logged.join("\n")).toContain("error XX000");
    expect(logged.join("\n")).not.toMatch(/private note|ada@example\.com|Ada Lovelace/);
  });

  it("answer a refused row by the area's rules: the admin's 409, a visitor's 400, never a sign-in's words", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const duplicate = () => databaseError("23505", "text");
    const admin = errorResponse(duplicate(), "/api/admin/projects");
    expect(admin.status).toBe(409);
    expect(await admin.json()).toEqual({ error: "This item already exists" });
    const visitor = errorResponse(duplicate(), "/api/contact");
    expect(visitor.status).toBe(400);
    expect(await visitor.json()).toEqual({ error: "This item already exists" });
    const signUp = errorResponse(duplicate(), "/api/auth/signup");
    expect(signUp.status).toBe(500);
    expect(await signUp.json()).toEqual({ error: "An error occurred. Please try again" });
  });
});

import { describe, expect, it, vi } from "vitest";
import {
  buildJsonRequest,
  describeErrorBody,
  newIdempotencyKey,
  postJson,
  SubmissionKeys,
} from "../../src/lib/api-client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("what a visitor write sends", () => {
  it("is a JSON POST with the Idempotency-Key when the form has one", () => {
    const init = buildJsonRequest({ name: "Ada" }, "key-1");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "key-1" });
    expect(init.body).toBe('{"name":"Ada"}');
    expect(buildJsonRequest({}).headers).not.toHaveProperty("idempotency-key");
  });

  it("sends the request the endpoint contract asks for", async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json({ ok: true }, 201));
    await postJson("/api/contact", { name: "Ada" }, { idempotencyKey: "k", fetch });
    const request = new Request(`http://site${String(fetch.mock.calls[0]![0])}`, fetch.mock.calls[0]![1]);
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://site/api/contact");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("idempotency-key")).toBe("k");
    await expect(request.json()).resolves.toEqual({ name: "Ada" });
  });
});

describe("what a visitor write answers", () => {
  it("a success carries the endpoint's JSON", async () => {
    const fetch = vi.fn(async () => json({ ok: true }, 201));
    await expect(postJson("/api/contact", {}, { fetch })).resolves.toEqual({
      ok: true,
      status: 201,
      data: { ok: true },
    });
  });

  it("a refusal carries the endpoint's own message and Retry-After", async () => {
    const fetch = vi.fn(async () =>
      json({ error: "Too many requests. Please try again later." }, 429, { "retry-after": "120" }),
    );
    await expect(postJson("/api/guestbook", {}, { fetch })).resolves.toEqual({
      ok: false,
      status: 429,
      error: "Too many requests. Please try again later.",
      retryAfter: 120,
    });
  });

  it("a network failure is described by the database-error table (never a raw exception)", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(postJson("/api/guestbook", {}, { fetch })).resolves.toEqual({
      ok: false,
      status: null,
      error: "An error occurred. Please try again",
      retryAfter: null,
    });
  });

  it("an unreadable answer (an HTML error page) is described by the table too", async () => {
    const fetch = vi.fn(async () => new Response("<h1>Bad gateway</h1>", { status: 502 }));
    const result = await postJson("/api/guestbook", {}, { fetch });
    expect(result).toMatchObject({ ok: false, status: 502, error: "An error occurred. Please try again" });
  });

  it("describes an error body by its message, or by the table when it has none", () => {
    expect(describeErrorBody({ error: "Invalid email address" }, null)).toBe("Invalid email address");
    expect(describeErrorBody({ error: "" }, new Error("duplicate key violates unique constraint"))).toBe(
      "This item already exists",
    );
    expect(describeErrorBody(null, { code: "42501", message: "permission denied" })).toBe("Permission denied");
  });
});

describe("idempotency keys", () => {
  it("are version-4 UUIDs, also where crypto.randomUUID is missing", () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });

  it("are reused when the same submission is retried, and new after a success or an edit", () => {
    let counter = 0;
    const keys = new SubmissionKeys(() => `key-${++counter}`);
    const message = { name: "Ada", message: "Hello there, friend" };
    expect(keys.keyFor(message)).toBe("key-1");
    expect(keys.keyFor({ ...message })).toBe("key-1");
    expect(keys.keyFor({ ...message, message: "Hello there, friends" })).toBe("key-2");
    keys.succeeded();
    expect(keys.keyFor({ ...message, message: "Hello there, friends" })).toBe("key-3");
  });
});

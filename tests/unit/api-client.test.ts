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

describe("when the site asks for a proof of work", () => {
  it("solves the challenge and sends the same request once more with the solution", async () => {
    const { proofChallenge } = await import("../../src/server/security/proof-of-work");
    const { deriveKey } = await import("altcha-lib/algorithms/pbkdf2");
    const challenge = await proofChallenge("k".repeat(64), "contact");
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      (init?.headers as Record<string, string>)["x-proof-of-work"]
        ? json({ ok: true }, 201)
        : json({ error: "busy", proofOfWork: challenge }, 429),
    );
    const result = await postJson("/api/contact", { name: "Ada" }, { idempotencyKey: "k", fetch });
    expect(result).toEqual({ ok: true, status: 201, data: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
    const retried = fetch.mock.calls[1]![1]!;
    expect(retried.body).toBe(fetch.mock.calls[0]![1]!.body);
    expect((retried.headers as Record<string, string>)["idempotency-key"]).toBe("k");
    const payload = JSON.parse(atob((retried.headers as Record<string, string>)["x-proof-of-work"]!));
    expect(payload.challenge).toEqual(challenge);
    // The counter the page found derives the key it sent.
    const { derivedKey } = await deriveKey(
      challenge.parameters,
      Buffer.from(challenge.parameters.salt, "hex"),
      (() => {
        const nonce = Buffer.from(challenge.parameters.nonce, "hex");
        const password = Buffer.alloc(nonce.length + 4);
        nonce.copy(password);
        password.writeUInt32BE(payload.solution.counter, nonce.length);
        return password;
      })(),
    );
    expect(Buffer.from(derivedKey).toString("hex")).toBe(payload.solution.derivedKey);
  });

  it("asks only once: a second refusal is the answer", async () => {
    const { proofChallenge } = await import("../../src/server/security/proof-of-work");
    const challenge = await proofChallenge("k".repeat(64), "signin");
    const fetch = vi.fn(async () => json({ error: "Please sign in again.", proofOfWork: challenge }, 429));
    const result = await postJson("/api/auth/signin", {}, { fetch });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ ok: false, status: 429, error: "Please sign in again." });
  });
});

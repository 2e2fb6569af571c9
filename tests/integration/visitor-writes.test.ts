/**
 * The visitor write endpoints with real Requests against the embedded database seeded with the
 * demo: the contract every write keeps (JSON only, 16 KB, first schema message, honeypot, rate
 * limit, idempotent retry, forbidden fields, database down) and each write's effect, counted in
 * the database afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as contactRoute } from "../../src/pages/api/contact";
import { GET as guestbookListRoute, POST as guestbookRoute } from "../../src/pages/api/guestbook";
import { GET as portfolioPdfRoute } from "../../src/pages/portfolio.pdf";
import { GET as resumePdfRoute } from "../../src/pages/resume.pdf";
import { site } from "../../src/config/site";
import type { ServerContext } from "../../src/server/context";
import type { SqlParam } from "../../src/server/db/types";
import { Database } from "../../src/server/db/database";
import { createPostgresDriver } from "../../src/server/db/postgres-driver";
import { demoBlogPosts, demoProjects } from "../../src/server/seed/demo-content";
import * as counters from "../../src/server/visitors/counters";
import * as messages from "../../src/server/visitors/messages";
import { pausedMessageForms } from "../../src/server/visitors/rate-limits";
import { visitorDeps, type VisitorDeps } from "../../src/server/visitors/visitor-write";
import { TEXT_NOT_ALLOWED } from "../../src/lib/validation/visitor-forms";
import { askedForProof, solveProof } from "../../src/lib/proof-of-work";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered, throughPipeline } from "../support/pipeline";

// The handlers as the request pipeline answers them (what they throw becomes the visitor's answer).
const { countDownload, countPostView, recordView } = answered(counters, "/api/contact");
const { submitContactMessage, submitGuestbookSignature } = answered(messages, "/api/contact");

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let server: ServerContext;
let deps: VisitorDeps;
let nextAddress = 1;
/** A fresh client (a /48 network of its own) per call unless one is given, so rate limits only bite where tested. */
const uniqueAddress = () => `2001:db8:${(nextAddress++).toString(16)}::1`;

interface CallOptions {
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
  address?: string;
  method?: string;
}

function call(path: string, options: CallOptions = {}) {
  const address = options.address ?? uniqueAddress();
  const request = new Request(`http://localhost${path}`, {
    method: options.method ?? "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...options.headers },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { request, clientAddress: () => address };
}

const routeContext = (path: string, options: CallOptions = {}) => {
  const { request, clientAddress } = call(path, options);
  return {
    request,
    get clientAddress() {
      return clientAddress();
    },
    params: {},
  } as never;
};

const validContact = (overrides: Record<string, unknown> = {}) => ({
  name: "Jordan Lee",
  email: "jordan.lee@example.com",
  message: "We have a mechanical design role open on our robotics team.",
  ...overrides,
});

const validSignature = (overrides: Record<string, unknown> = {}) => ({
  name: "Zoë O'Brien-Núñez",
  email: "",
  message: "Loved the soft gripper write-up, thanks for sharing!",
  ...overrides,
});

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

function count(table: string, where = "true", params: SqlParam[] = []): Promise<number> {
  return server.db.asServiceRole(async (sql) => {
    const rows = await sql.query<{ n: number }>(
      `select count(*)::int as n from public.${table} where ${where}`,
      params,
    );
    return rows[0]!.n;
  });
}

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: true });
  // The site-wide ceiling only bites where tested (the file sends many messages).
  deps = { ...visitorDeps(server), messagesPerHour: 100_000 };
});
afterAll(() => closeEmbeddedContext());

describe("POST /api/contact", () => {
  it("stores a valid message as new and answers 201 only after it is committed", async () => {
    const before = await count("contact_messages", "status = 'new'");
    const response = await submitContactMessage(call("/api/contact", { body: validContact() }), deps);
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ ok: true });
    expect(await count("contact_messages", "status = 'new'")).toBe(before + 1);
  });

  it("trims what it stores", async () => {
    const response = await submitContactMessage(
      call("/api/contact", {
        body: validContact({ name: "  Ana Ruiz  ", message: "   Hello there, a role for you.   " }),
      }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await count("contact_messages", "name = 'Ana Ruiz' and message = 'Hello there, a role for you.'")).toBe(1);
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ name: "   " }, "Name is required"],
    [{ name: "a".repeat(101) }, "Name must be less than 100 characters"],
    [{ name: "R2-D2" }, "Name contains invalid characters"],
    [{ name: "Robert'); DROP TABLE" }, "Name contains invalid characters"],
    [{ email: "not-an-email" }, "Invalid email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email must be less than 255 characters"],
    [{ message: "Too short" }, "Message must be at least 10 characters"],
    [{ message: "          short     " }, "Message must be at least 10 characters"],
    [{ message: "m".repeat(2001) }, "Message must be less than 2000 characters"],
    [{ name: 42 }, "Invalid input: expected string, received number"],
    [{ name: "\u0301\u0301" }, "Name contains invalid characters"],
    [{ message: "A message with a NUL \u0000 in the middle" }, TEXT_NOT_ALLOWED],
    [{ message: "Colours \u001b[31mred\u001b[0m in a terminal" }, TEXT_NOT_ALLOWED],
  ])("refuses %o with 400 and the first schema message, storing nothing", async (change, message) => {
    const before = await count("contact_messages");
    const response = await submitContactMessage(call("/api/contact", { body: validContact(change) }), deps);
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: message });
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores a message without bidirectional controls, keeping its line breaks", async () => {
    const response = await submitContactMessage(
      call("/api/contact", {
        body: validContact({ message: "Line one\nLine two \u202Eevil\u202C\u2066 and the rest" }),
      }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await count("contact_messages", "message = $1", ["Line one\nLine two evil and the rest"])).toBe(1);
  });

  it("accepts names in any script, with apostrophes and hyphens", async () => {
    for (const name of ["José Álvarez", "Zoë", "Ólafur Arnalds", "Jean-Luc O'Neil", "李小龍", "Владимир", "Zoë’s"]) {
      const response = await submitContactMessage(call("/api/contact", { body: validContact({ name }) }), deps);
      expect(response.status, name).toBe(201);
      expect(await count("contact_messages", "name = $1", [name])).toBe(1);
    }
  });

  it("ignores fields a visitor may not set: status, id, timestamps", async () => {
    const id = "00000000-0000-4000-8000-000000000001";
    const response = await submitContactMessage(
      call("/api/contact", {
        body: validContact({
          name: "Forged Fields",
          status: "read",
          id,
          created_at: "2000-01-01T00:00:00Z",
          idempotency_key: "00000000-0000-4000-8000-000000000002",
        }),
      }),
      deps,
    );
    expect(response.status).toBe(201);
    const rows = await server.db.asServiceRole((sql) =>
      sql.query<{ id: string; status: string; created_at: string; idempotency_key: string | null }>(
        "select id, status, created_at::text, idempotency_key from public.contact_messages where name = 'Forged Fields'",
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("new");
    expect(rows[0]!.id).not.toBe(id);
    expect(rows[0]!.created_at.startsWith("2000")).toBe(false);
    expect(rows[0]!.idempotency_key).toBeNull();
  });

  it("answers 415 to anything but JSON, before reading it", async () => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const response = await submitContactMessage(
        call("/api/contact", { raw: "name=a&email=b", headers: { "content-type": type } }),
        deps,
      );
      expect(response.status, type).toBe(415);
      expect(await body(response)).toEqual({ error: "Content-Type must be application/json" });
    }
    const missing = new Request("http://localhost/api/contact", { method: "POST", body: "{}" });
    missing.headers.delete("content-type");
    expect((await submitContactMessage({ request: missing, clientAddress: () => "203.0.113.9" }, deps)).status).toBe(
      415,
    );
  });

  it("accepts JSON with a charset parameter", async () => {
    const response = await submitContactMessage(
      call("/api/contact", { body: validContact(), headers: { "content-type": "application/json; charset=utf-8" } }),
      deps,
    );
    expect(response.status).toBe(201);
  });

  it("answers 413 to a body over 16 KB, by its declared length and while reading one without", async () => {
    const before = await count("contact_messages");
    const big = JSON.stringify(validContact({ message: "x".repeat(17 * 1024) }));
    const declared = await submitContactMessage(
      call("/api/contact", { raw: big, headers: { "content-length": String(big.length) } }),
      deps,
    );
    expect(declared.status).toBe(413);
    expect(await body(declared)).toEqual({ error: "Request body is too large" });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const streamed = await submitContactMessage({ request, clientAddress: () => uniqueAddress() }, deps);
    expect(streamed.status).toBe(413);
    expect(await count("contact_messages")).toBe(before);
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    for (const raw of ["{name:", "[]", "null", '"text"', "42", "\u00ff\u00fe"]) {
      const response = await submitContactMessage(call("/api/contact", { raw }), deps);
      expect(response.status, raw).toBe(400);
      expect(await body(response)).toEqual({ error: "Request body must be a JSON object" });
    }
  });

  it("answers a filled honeypot exactly like a success, and stores nothing", async () => {
    const before = await count("contact_messages");
    const response = await submitContactMessage(
      call("/api/contact", { body: validContact({ website: "https://spam.example" }) }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ ok: true });
    expect(await count("contact_messages")).toBe(before);
  });

  it("stores a retried submission once: same Idempotency-Key, one row", async () => {
    const key = crypto.randomUUID();
    const address = uniqueAddress();
    const submission = validContact({ name: "Retry Person" });
    const first = await submitContactMessage(
      call("/api/contact", { body: submission, address, headers: { "idempotency-key": key } }),
      deps,
    );
    const again = await submitContactMessage(
      call("/api/contact", { body: submission, address, headers: { "idempotency-key": key } }),
      deps,
    );
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await count("contact_messages", "name = 'Retry Person'")).toBe(1);
  });

  it("stores two racing copies of one submission once", async () => {
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        submitContactMessage(
          call("/api/contact", { body: validContact({ name: "Racing Copy" }), headers: { "idempotency-key": key } }),
          deps,
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await count("contact_messages", "name = 'Racing Copy'")).toBe(1);
  });

  it("refuses an Idempotency-Key that is not a UUID", async () => {
    const response = await submitContactMessage(
      call("/api/contact", { body: validContact(), headers: { "idempotency-key": "'; drop table x; --" } }),
      deps,
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: "Idempotency-Key must be a UUID" });
  });

  it("lets one client send five messages per ten minutes, then answers 429 with Retry-After", async () => {
    const address = "198.18.77.1";
    const before = await count("contact_messages");
    for (let i = 0; i < 5; i++) {
      const response = await submitContactMessage(call("/api/contact", { body: validContact(), address }), deps);
      expect(response.status).toBe(201);
    }
    const limited = await submitContactMessage(call("/api/contact", { body: validContact(), address }), deps);
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await body(limited)).toEqual({ error: "Too many requests. Please try again in 10 minutes." });
    expect(await count("contact_messages")).toBe(before + 5);

    // Another client is not affected, and a retry of an accepted submission is not a new one.
    expect((await submitContactMessage(call("/api/contact", { body: validContact() }), deps)).status).toBe(201);
  });

  it("counts a message the schema refuses against the limit, and answers a limited client 429 first", async () => {
    const address = "198.18.79.1";
    const before = await count("contact_messages");
    for (let i = 0; i < 5; i++) {
      const response = await submitContactMessage(
        call("/api/contact", { body: validContact({ message: "too short" }), address }),
        deps,
      );
      expect(response.status).toBe(400);
      expect(await body(response)).toEqual({ error: "Message must be at least 10 characters" });
    }
    for (const message of ["too short", "Long enough to be a real message this time."]) {
      const limited = await submitContactMessage(
        call("/api/contact", { body: validContact({ message }), address }),
        deps,
      );
      expect(limited.status).toBe(429);
    }
    expect(await count("contact_messages")).toBe(before);
  });

  it("counts a retry with the same key once against the limit", async () => {
    const address = "198.18.78.1";
    const key = crypto.randomUUID();
    for (let i = 0; i < 6; i++) {
      const response = await submitContactMessage(
        call("/api/contact", { body: validContact(), address, headers: { "idempotency-key": key } }),
        deps,
      );
      expect(response.status).toBe(201);
    }
  });

  it("groups an IPv6 client by its /48 network", async () => {
    for (let i = 1; i <= 5; i++) {
      const response = await submitContactMessage(
        call("/api/contact", { body: validContact(), address: `2001:db8:aaaa:${i}::${i}` }),
        deps,
      );
      expect(response.status).toBe(201);
    }
    const sameNetwork = await submitContactMessage(
      call("/api/contact", { body: validContact(), address: "2001:db8:aaaa:ffff::9" }),
      deps,
    );
    expect(sameNetwork.status).toBe(429);
    // A message the schema refuses still takes its sender's slot, and stores nothing.
    const refused = validContact({ message: "too short" });
    const nextNetwork = await submitContactMessage(
      call("/api/contact", { body: refused, address: "2001:db8:aaab::9" }),
      deps,
    );
    expect(nextNetwork.status).toBe(400);
  });

  it("groups an IPv4 client by its /24 network, an IPv4-mapped IPv6 address with it", async () => {
    // Messages the schema refuses, so that nothing is stored: each takes its sender's slot all the same.
    const refused = validContact({ message: "too short" });
    for (let i = 1; i <= 4; i++) {
      const response = await submitContactMessage(
        call("/api/contact", { body: refused, address: `198.18.24.${i * 50}` }),
        deps,
      );
      expect(response.status).toBe(400);
    }
    const mapped = await submitContactMessage(
      call("/api/contact", { body: refused, address: "::ffff:198.18.24.7" }),
      deps,
    );
    expect(mapped.status).toBe(400);
    const sameNetwork = await submitContactMessage(
      call("/api/contact", { body: refused, address: "198.18.24.9" }),
      deps,
    );
    expect(sameNetwork.status).toBe(429);
    const nextNetwork = await submitContactMessage(
      call("/api/contact", { body: refused, address: "198.18.25.9" }),
      deps,
    );
    expect(nextNetwork.status).toBe(400);
  });

  it("never stores the client's address", async () => {
    const address = "192.0.2.201";
    await submitContactMessage(call("/api/contact", { body: validContact(), address }), deps);
    const dump = await server.db.asServiceRole((sql) =>
      sql.query<{ row: string }>("select row_to_json(h)::text as row from private.rate_limit_hits h"),
    );
    expect(dump.length).toBeGreaterThan(0);
    expect(dump.some(({ row }) => row.includes(address) || row.includes("192.0.2"))).toBe(false);
  });

  it("is wired as the POST /api/contact route", async () => {
    const response = await throughPipeline(contactRoute, routeContext("/api/contact", { body: validContact() }));
    expect(response.status).toBe(201);
  });
});

describe("the site-wide ceiling on stored messages", () => {
  // The ceiling counts the messages of the last hour: the ones this file stored before are moved
  // two hours back, so that each test starts with an empty hour.
  const clearSiteWindows = () =>
    server.db.asServiceRole(async (sql) => {
      for (const table of ["contact_messages", "guestbook_messages"]) {
        await sql.query(
          `update public.${table} set created_at = created_at - interval '2 hours'
            where created_at > now() - interval '1 hour'`,
        );
      }
    });

  it("stores at most the hourly ceiling from many addresses without a check, asks the rest for a proof of work, and tells the owner", async () => {
    await clearSiteWindows();
    const ceiling = { ...deps, messagesPerHour: 3 };
    const before = await count("contact_messages");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submitContactMessage(call("/api/contact", { body: validContact() }), ceiling)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    // No Retry-After: a solved request may come again at once.
    expect(refused.headers.get("retry-after")).toBeNull();
    expect(await body(refused)).toEqual({
      error:
        "So many messages arrived in the last hour that the site asks your browser for a quick check first. Please send again.",
      proofOfWork: {
        parameters: expect.objectContaining({ algorithm: "PBKDF2/SHA-256", data: { purpose: "contact" } }),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(await count("contact_messages")).toBe(before + 3);

    // The guestbook has its own ceiling.
    expect((await submitGuestbookSignature(call("/api/guestbook", { body: validSignature() }), ceiling)).status).toBe(
      201,
    );
    const paused = await pausedMessageForms(server.db, 3);
    expect(paused).toEqual([{ form: "contact", perHour: 3, until: expect.any(String) }]);
    const reopens = Date.parse(paused[0]!.until) - Date.now();
    expect(reopens).toBeGreaterThan(3_500_000);
    expect(reopens).toBeLessThanOrEqual(3_600_000);
    await clearSiteWindows();
  });

  it("past the ceiling, stores a message whose sender solved the proof of work, once per solved challenge and purpose", async () => {
    await clearSiteWindows();
    const ceiling = { ...deps, messagesPerHour: 1 };
    expect((await submitContactMessage(call("/api/contact", { body: validContact() }), ceiling)).status).toBe(201);
    const before = await count("contact_messages");
    const key = crypto.randomUUID();
    const asked = await submitContactMessage(
      call("/api/contact", { body: validContact(), headers: { "idempotency-key": key } }),
      ceiling,
    );
    expect(asked.status).toBe(429);
    const challenge = askedForProof(await body(asked))!;
    const proof = (await solveProof(challenge))!;

    // The same request again, with the solution: stored once, even when it is retried.
    const solved = () =>
      submitContactMessage(
        call("/api/contact", { body: validContact(), headers: { "idempotency-key": key, "x-proof-of-work": proof } }),
        ceiling,
      );
    expect((await solved()).status).toBe(201);
    expect(await count("contact_messages")).toBe(before + 1);

    // A solved challenge is used up: another message with it is asked again.
    const replayed = await submitContactMessage(
      call("/api/contact", { body: validContact(), headers: { "x-proof-of-work": proof } }),
      ceiling,
    );
    expect(replayed.status).toBe(429);
    // A challenge solved for the guestbook, or one whose signed purpose was changed, opens nothing else.
    const signGuestbook = () => submitGuestbookSignature(call("/api/guestbook", { body: validSignature() }), ceiling);
    expect((await signGuestbook()).status).toBe(201);
    const elsewhere = (await solveProof(askedForProof(await body(await signGuestbook()))!))!;
    const misused = await submitContactMessage(
      call("/api/contact", { body: validContact(), headers: { "x-proof-of-work": elsewhere } }),
      ceiling,
    );
    expect(misused.status).toBe(429);
    const fresh = askedForProof(
      await body(await submitContactMessage(call("/api/contact", { body: validContact() }), ceiling)),
    )!;
    const forged = { ...fresh, parameters: { ...fresh.parameters, data: { purpose: "contact", extra: true } } };
    const forgedProof = (await solveProof(forged))!;
    expect(
      (
        await submitContactMessage(
          call("/api/contact", { body: validContact(), headers: { "x-proof-of-work": forgedProof } }),
          ceiling,
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await submitContactMessage(
          call("/api/contact", { body: validContact(), headers: { "x-proof-of-work": "bm90IGpzb24=" } }),
          ceiling,
        )
      ).status,
    ).toBe(429);
    expect(await count("contact_messages")).toBe(before + 1);
    await clearSiteWindows();
  });

  it("takes no slot of the site's window for a message its sender's limit or the schema refuses", async () => {
    await clearSiteWindows();
    const ceiling = { ...deps, messagesPerHour: 2 };
    const address = "198.51.100.40";
    for (let i = 0; i < 5; i++) {
      await submitContactMessage(call("/api/contact", { body: validContact({ message: "short" }), address }), ceiling);
    }
    // The sender's own limit refuses these: the site's window stays empty.
    for (let i = 0; i < 3; i++) {
      const limited = await submitContactMessage(call("/api/contact", { body: validContact(), address }), ceiling);
      expect(await body(limited)).toEqual({ error: "Too many requests. Please try again in 10 minutes." });
    }
    expect(await pausedMessageForms(server.db, 2)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      expect((await submitContactMessage(call("/api/contact", { body: validContact() }), ceiling)).status).toBe(201);
    }
    await clearSiteWindows();
  });
});

describe("POST /api/guestbook", () => {
  it("stores a signature as pending, an empty email as null", async () => {
    const response = await submitGuestbookSignature(
      call("/api/guestbook", { body: validSignature({ name: "Pending Person" }) }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ ok: true });
    const rows = await server.db.asServiceRole((sql) =>
      sql.query<{ status: string; email: string | null }>(
        "select status::text, email from public.guestbook_messages where name = 'Pending Person'",
      ),
    );
    expect(rows).toEqual([{ status: "pending", email: null }]);
  });

  it("never stores a visitor's status: a forged 'approved' is stored as pending", async () => {
    const response = await submitGuestbookSignature(
      call("/api/guestbook", { body: validSignature({ name: "Sneaky Approver", status: "approved" }) }),
      deps,
    );
    expect(response.status).toBe(201);
    expect(await count("guestbook_messages", "name = 'Sneaky Approver' and status = 'pending'")).toBe(1);
  });

  it.each([
    [{ name: "" }, "Name is required"],
    [{ name: "a".repeat(101) }, "Name must be less than 100 characters"],
    [{ name: "x<script>" }, "Name can only contain letters, spaces, hyphens and apostrophes"],
    [{ email: "nope@" }, "Invalid email address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email must be less than 255 characters"],
    [{ message: "short" }, "Message must be at least 10 characters"],
    [{ message: "m".repeat(1001) }, "Message must be less than 1000 characters"],
  ])("refuses %o with the first schema message", async (change, message) => {
    const before = await count("guestbook_messages");
    const response = await submitGuestbookSignature(call("/api/guestbook", { body: validSignature(change) }), deps);
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: message });
    expect(await count("guestbook_messages")).toBe(before);
  });

  it("keeps a given email", async () => {
    await submitGuestbookSignature(
      call("/api/guestbook", { body: validSignature({ name: "With Email", email: " me@example.com " }) }),
      deps,
    );
    expect(await count("guestbook_messages", "name = 'With Email' and email = 'me@example.com'")).toBe(1);
  });

  it("has its own rate limit and honeypot", async () => {
    const address = "203.0.113.90";
    const before = await count("guestbook_messages");
    const trap = await submitGuestbookSignature(
      call("/api/guestbook", { body: validSignature({ website: "x" }), address }),
      deps,
    );
    expect(trap.status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect(
        (await submitGuestbookSignature(call("/api/guestbook", { body: validSignature(), address }), deps)).status,
      ).toBe(201);
    }
    expect(
      (await submitGuestbookSignature(call("/api/guestbook", { body: validSignature(), address }), deps)).status,
    ).toBe(429);
    expect(await count("guestbook_messages")).toBe(before + 5);
  });

  it("lists approved messages only, newest first, and an approval shows at once", async () => {
    const list = async () =>
      (
        (await (
          await throughPipeline(guestbookListRoute, routeContext("/api/guestbook", { method: "GET" }))
        ).json()) as {
          messages: { id: string; name: string; message: string; created_at: string }[];
        }
      ).messages;
    const before = await list();
    expect(before.length).toBeGreaterThan(0);
    expect(Object.keys(before[0]!).sort()).toEqual(["created_at", "id", "message", "name"]);
    const times = before.map((message) => Date.parse(message.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(before.some((message) => message.name === "Pending Person")).toBe(false);

    await server.db.asServiceRole((sql) =>
      sql.query(
        "update public.guestbook_messages set status = 'approved', approved_at = now() where name = 'Pending Person'",
      ),
    );
    const after = await list();
    expect(after[0]!.name).toBe("Pending Person");
  });

  it("is wired as the POST /api/guestbook route", async () => {
    const response = await throughPipeline(guestbookRoute, routeContext("/api/guestbook", { body: validSignature() }));
    expect(response.status).toBe(201);
  });
});

describe("counters", () => {
  const project = demoProjects.filter((p) => p.published).sort((a, b) => a.display_order - b.display_order)[0]!;
  const draft = demoProjects.find((p) => !p.published)!;
  const post = demoBlogPosts.find((p) => p.published)!;
  const draftPost = demoBlogPosts.find((p) => !p.published)!;

  it("records a project view with its referrer", async () => {
    const before = await count("project_views", "project_slug = $1", [project.slug]);
    const response = await recordView(
      call(`/api/projects/${project.slug}/views`, { body: { referrer: "https://www.linkedin.com/" } }),
      deps,
      project.slug,
    );
    expect(response.status).toBe(202);
    expect(await body(response)).toEqual({ recorded: true });
    expect(await count("project_views", "project_slug = $1", [project.slug])).toBe(before + 1);
    expect(await count("project_views", "referrer = 'https://www.linkedin.com/'")).toBeGreaterThan(0);
  });

  it("refuses a referrer with control characters with 400, recording nothing", async () => {
    const before = await count("project_views", "project_slug = $1", [project.slug]);
    const response = await recordView(
      call(`/api/projects/${project.slug}/views`, { body: { referrer: "https://example.com/\u0000" } }),
      deps,
      project.slug,
    );
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ error: TEXT_NOT_ALLOWED });
    expect(await count("project_views", "project_slug = $1", [project.slug])).toBe(before);
  });

  it("does not count known bots, nor a request without a user agent", async () => {
    const before = await count("project_views", "project_slug = $1", [project.slug]);
    for (const agent of [CRAWLER, "Mozilla/5.0 HeadlessChrome/131.0", "curl/8.5.0", ""]) {
      const response = await recordView(
        call(`/api/projects/${project.slug}/views`, { body: { referrer: null }, headers: { "user-agent": agent } }),
        deps,
        project.slug,
      );
      expect(response.status).toBe(202);
      expect(await body(response)).toEqual({ recorded: false });
    }
    expect(await count("project_views", "project_slug = $1", [project.slug])).toBe(before);
  });

  it("refuses a view of a draft or unknown project with 404", async () => {
    for (const slug of [draft.slug, "no-such-project", "Bad Slug!"]) {
      const response = await recordView(call(`/api/projects/${slug}/views`, { body: {} }), deps, slug);
      expect(response.status, slug).toBe(404);
    }
    expect(await count("project_views", "project_slug = $1", [draft.slug])).toBe(0);
  });

  it("raises a post's views by one and answers the new count", async () => {
    const first = await countPostView(call(`/api/blog/${post.slug}/views`, { body: {} }), deps, post.slug);
    const { views } = (await body(first)) as { views: number };
    const second = await countPostView(call(`/api/blog/${post.slug}/views`, { body: {} }), deps, post.slug);
    expect(await body(second)).toEqual({ views: views + 1 });
    const bot = await countPostView(
      call(`/api/blog/${post.slug}/views`, { body: {}, headers: { "user-agent": CRAWLER } }),
      deps,
      post.slug,
    );
    expect(await body(bot)).toEqual({ views: views + 1 });
  });

  it("refuses views of a draft post with 404 and leaves it untouched", async () => {
    const response = await countPostView(call(`/api/blog/${draftPost.slug}/views`, { body: {} }), deps, draftPost.slug);
    expect(response.status).toBe(404);
    const views = await server.db.asServiceRole((sql) =>
      sql.query<{ views: number }>("select views from public.blog_posts where slug = $1", [draftPost.slug]),
    );
    expect(views[0]!.views).toBe(draftPost.views ?? 0);
  });

  it("counts a download before the file opens and answers the file's public URL, saved under its name", async () => {
    const [file] = await server.db.asAnon((sql) =>
      sql.query<{ id: string; downloads: number; file_path: string; file_name: string }>(
        "select id, downloads, file_path, file_name from public.project_files order by created_at limit 1",
      ),
    );
    const response = await countDownload(
      call(`/api/project-files/${file!.id}/downloads`, { body: {} }),
      { ...deps, storage: server.storage },
      file!.id,
    );
    expect(response.status).toBe(200);
    const answer = (await body(response)) as { downloads: number; url: string };
    expect(answer.downloads).toBe(file!.downloads + 1);
    expect(answer.url).toBe(
      `/storage/v1/object/public/documents/${file!.file_path}?${new URLSearchParams({ download: file!.file_name })}`,
    );
  });

  it("refuses a download of an unknown file with 404", async () => {
    for (const id of ["00000000-0000-4000-8000-00000000abcd", "not-a-uuid"]) {
      const response = await countDownload(
        call(`/api/project-files/${id}/downloads`, { body: {} }),
        { ...deps, storage: server.storage },
        id,
      );
      expect(response.status).toBe(404);
      expect(await body(response)).toEqual({ error: "File not found" });
    }
  });
});

describe("GET /resume.pdf and /portfolio.pdf", () => {
  const follow = async (route: typeof resumePdfRoute, path: string) => {
    const response = await throughPipeline(route, routeContext(path, { method: "GET" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return response.headers.get("location");
  };

  it("lead to the active versions by their path on this site, and to the configured defaults while none is active", async () => {
    const active = (kind: string) =>
      server.db.asServiceRole((sql) =>
        sql.query<{ file_path: string }>(`select file_path from public.${kind}_files where is_active`),
      );
    const [resume] = await active("resume");
    const [portfolio] = await active("portfolio");
    // A path, not a URL: the browser stays on the origin and port it asked, whatever SITE_URL says.
    expect(resume!.file_path).toMatch(/^\/storage\/v1\/object\/public\/documents\/.+\.pdf$/);
    expect(await follow(resumePdfRoute, "/resume.pdf")).toBe(resume!.file_path);
    expect(await follow(portfolioPdfRoute, "/portfolio.pdf")).toBe(portfolio!.file_path);

    await server.db.asServiceRole((sql) => sql.query("update public.resume_files set is_active = false"));
    try {
      expect(await follow(resumePdfRoute, "/resume.pdf")).toBe(site.documents.defaultResumeUrl);
    } finally {
      await server.db.asServiceRole((sql) =>
        sql.query("update public.resume_files set is_active = true where file_path = $1", [resume!.file_path]),
      );
    }
  });
});

describe("when the database cannot be reached", () => {
  it("answers 503 with Retry-After, without SQL or stack in the answer", async () => {
    // A real driver pointed at a port nobody listens on: every query fails to connect.
    const db = new Database(
      createPostgresDriver({ url: "postgres://nobody:secret@127.0.0.1:1/nowhere", maxConnections: 1 }),
    );
    const down: VisitorDeps = { ...deps, db };
    const before = await count("contact_messages");
    const response = await submitContactMessage(call("/api/contact", { body: validContact() }), down);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const text = await response.text();
    expect(text).toBe(JSON.stringify({ error: "Service temporarily unavailable" }));
    expect(await count("contact_messages")).toBe(before);
    await db.close().catch(() => undefined);
  });
});

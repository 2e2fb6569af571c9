import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import contentChanged, {
  config,
  createContentChangedHandler,
  SECRET_HEADER,
} from "../../netlify/functions/content-changed";

/**
 * netlify/functions/content-changed.ts, called the way Netlify calls it (a Request in, a Response
 * out), with a local HTTP server standing for Netlify's build hook endpoint.
 */
const SECRET = "test-webhook-secret-0123456789abcdef";

interface HookCall {
  method: string;
  path: string;
  title: string | null;
  body: string;
}

let hook: http.Server;
let hookUrl: string;
let calls: HookCall[] = [];
let hookStatus = 200;

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://hook");
      calls.push({ method: req.method ?? "", path: url.pathname, title: url.searchParams.get("trigger_title"), body });
      res.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/5c23354f454e1350f8543e78`;
});

afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

beforeEach(() => {
  calls = [];
  hookStatus = 200;
  vi.stubEnv("CONTENT_WEBHOOK_SECRET", SECRET);
  vi.stubEnv("NETLIFY_BUILD_HOOK_URL", hookUrl);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const published = { id: "p1", slug: "drifter", title: "Drifter", published: true, updated_at: "2026-11-01" };
const publishPayload = {
  type: "UPDATE",
  table: "projects_dynamic",
  schema: "public",
  record: published,
  old_record: { ...published, published: false },
};

function webhook(body: unknown, headers: Record<string, string> = { [SECRET_HEADER]: SECRET }, method = "POST") {
  return new Request("https://portfolio.example/.netlify/functions/content-changed", {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("content-changed function (database webhook → Netlify build hook)", () => {
  it("POSTs the build hook, titled with the change, when a project is published outside the admin", async () => {
    const response = await contentChanged(webhook(publishPayload));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      triggered: true,
      reason: 'project "drifter" published (changed outside the admin)',
    });
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/build_hooks/5c23354f454e1350f8543e78",
        title: 'project "drifter" published (changed outside the admin)',
        body: "{}",
      },
    ]);
  });

  it("answers 401 and calls nothing without the secret or with a wrong one", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { [SECRET_HEADER]: "wrong" },
      { [SECRET_HEADER]: `${SECRET}x` },
      { authorization: SECRET },
    ];
    for (const headers of attempts) {
      const response = await contentChanged(webhook(publishPayload, headers));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Unauthorized" });
    }
    expect(calls).toEqual([]);
  });

  it("refuses every call while no secret, or a short one, is configured", async () => {
    vi.stubEnv("CONTENT_WEBHOOK_SECRET", "");
    expect((await contentChanged(webhook(publishPayload, { [SECRET_HEADER]: "" }))).status).toBe(500);
    vi.stubEnv("CONTENT_WEBHOOK_SECRET", "short");
    expect((await contentChanged(webhook(publishPayload, { [SECRET_HEADER]: "short" }))).status).toBe(500);
    expect(calls).toEqual([]);
  });

  it("answers 405 to anything but POST", async () => {
    const response = await contentChanged(webhook(undefined, { [SECRET_HEADER]: SECRET }, "GET"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(calls).toEqual([]);
  });

  it("sends the security headers with every answer", async () => {
    for (const response of [
      await contentChanged(webhook(undefined, { [SECRET_HEADER]: SECRET }, "GET")),
      await contentChanged(webhook(publishPayload, { [SECRET_HEADER]: "wrong" })),
    ]) {
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    }
  });

  it("answers 400 to a body that is not JSON or not a webhook payload", async () => {
    const notJson = await contentChanged(webhook("{not json"));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "Body must be JSON" });
    const wrongShape = await contentChanged(webhook({ type: "TRUNCATE", table: "skills", schema: "public" }));
    expect(wrongShape.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("answers 413 to an oversized body", async () => {
    const response = await contentChanged(webhook({ ...publishPayload, padding: "x".repeat(5_100_000) }));
    expect(response.status).toBe(413);
    expect(calls).toEqual([]);
  });

  it("does not rebuild for a change no public page shows (a blog view, a contact message)", async () => {
    const post = { id: "b1", slug: "gears", published: true, views: 4 };
    const views = await contentChanged(
      webhook({
        type: "UPDATE",
        table: "blog_posts",
        schema: "public",
        record: { ...post, views: 5 },
        old_record: post,
      }),
    );
    expect(views.status).toBe(200);
    expect(await views.json()).toMatchObject({ triggered: false });
    const contact = await contentChanged(
      webhook({ type: "INSERT", table: "contact_messages", schema: "public", record: { id: "m1" }, old_record: null }),
    );
    expect(await contact.json()).toEqual({ triggered: false, reason: "contact messages are never on a public page" });
    expect(calls).toEqual([]);
  });

  it("starts one deploy for a statement that changed many rows", async () => {
    const skill = (id: number, order: number) => ({
      id: `s${id}`,
      skill_name: `Skill ${id}`,
      category: "CAD",
      display_order: order,
    });
    const changes = Array.from({ length: 20 }, (_, id) => ({ old_record: skill(id, id), record: skill(id, 20 - id) }));
    const response = await contentChanged(
      webhook({ type: "UPDATE", table: "skills", schema: "public", changes, truncated: true }),
    );
    expect(await response.json()).toEqual({
      triggered: true,
      reason: 'skill "Skill 0" updated and more (changed outside the admin)',
    });
    expect(calls).toHaveLength(1);
  });

  it("answers 502 when Netlify refuses the hook, so the database's request log shows the failure", async () => {
    hookStatus = 404;
    const response = await contentChanged(webhook(publishPayload));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ triggered: false, error: "The build hook failed" });
    expect(calls).toHaveLength(1);
  });

  it("answers 500 when a rebuild is needed but no build hook is configured", async () => {
    vi.stubEnv("NETLIFY_BUILD_HOOK_URL", "");
    const response = await contentChanged(webhook(publishPayload));
    expect(response.status).toBe(500);
    expect(calls).toEqual([]);
  });

  it("takes its environment and fetch from options when given", async () => {
    const seen: string[] = [];
    const handler = createContentChangedHandler({
      env: {
        CONTENT_WEBHOOK_SECRET: "another-secret-0123456789abcdefghijk",
        NETLIFY_BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/x",
      },
      fetch: async (input) => {
        seen.push(String(input));
        return new Response(null, { status: 200 });
      },
    });
    const response = await handler(
      webhook(publishPayload, { [SECRET_HEADER]: "another-secret-0123456789abcdefghijk" }),
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual([
      "https://api.netlify.com/build_hooks/x?trigger_title=project+%22drifter%22+published+%28changed+outside+the+admin%29",
    ]);
  });

  it("keeps Netlify's default route (no custom path that the SSR function's /* would shadow)", () => {
    expect(config).not.toHaveProperty("path");
  });
});

/**
 * An application's private link as visitors reach it, against the embedded database seeded with
 * the demo: what the link shows, who counts (a browser's script; never a bot, a link check or the
 * signed-in owner), the events endpoint's refusals (4xx, nothing stored), link checks kept apart,
 * and the résumé version behind /resume.pdf?a=<token>.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as eventsRoute } from "../../src/pages/api/applications/events";
import { GET as resumePdfRoute } from "../../src/pages/resume.pdf";
import { authDeps } from "../../src/server/auth/auth-deps";
import { ACCESS_COOKIE } from "../../src/server/auth/cookies";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import {
  findApplicationLink,
  linkChecker,
  recordLinkCheck,
  referrerHost,
} from "../../src/server/visitors/applications";
import { visitorDeps } from "../../src/server/visitors/visitor-write";
import { countRows, stored } from "../support/admin";
import { newUser } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { throughPipeline } from "../support/pipeline";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const OWNER = { email: "link-owner@example.com", password: "Owner-password-123!" };

let server: ServerContext;
let token: string;
let applicationId: string;
let resumePath: string;
let ownerAccess: string;
let nextAddress = 1;

const visit = () => crypto.randomUUID();

/** POST /api/applications/events through the request pipeline, from a client of its own. */
function postEvent(body: unknown, headers: Record<string, string> = {}, address = `2001:db8:${nextAddress++}::1`) {
  const request = new Request("http://localhost:4321/api/applications/events", {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": BROWSER, ...headers },
    body: JSON.stringify(body),
  });
  return throughPipeline(eventsRoute, { request, clientAddress: address, params: {}, cookies: cookiesOf(request) });
}

/** Astro's cookie reader over a request's Cookie header. */
function cookiesOf(request: Request) {
  const pairs = new Map(
    (request.headers.get("cookie") ?? "")
      .split(";")
      .map((part) => part.trim().split("="))
      .filter(([name]) => name) as [string, string][],
  );
  return { get: (name: string) => (pairs.has(name) ? { value: pairs.get(name)! } : undefined) };
}

const events = (where = "true") =>
  countRows(server, "public.application_events", `application_id = $1 and ${where}`, [applicationId]);

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: true });
  vi.stubEnv("AUTH_HASH_COST", "12");
  const account = await newUser(OWNER);
  vi.stubEnv("AUTH_HASH_COST", "");
  await server.db.asOwner(async (sql) => {
    const owner = await createUser(sql, account);
    await grantAdmin(sql, owner.id);
  });
  ownerAccess = (await authDeps(server).provider.signIn(OWNER.email, OWNER.password)).accessToken;
  const [version] = await stored<{ id: string; file_path: string }>(
    server,
    "select id, file_path from public.resume_files order by created_at limit 1",
  );
  resumePath = version!.file_path;
  const [row] = await stored<{ id: string; token: string }>(
    server,
    `insert into public.applications (company, role, greeting, pinned_projects, resume_version_id)
     values ('Acme Robotics', 'Mechanical Design Engineer', 'Hello Acme: the gearbox is the one to see.',
             '{two-stage-helical-gearbox,pneumatic-soft-fingers}', $1)
     returning id, token`,
    [version!.id],
  );
  applicationId = row!.id;
  token = row!.token;
});
afterAll(() => closeEmbeddedContext());

describe("the link", () => {
  it("has a token of 32 hex characters and shows its greeting, pins and résumé version", async () => {
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(await findApplicationLink(server.db, token)).toEqual({
      greeting: "Hello Acme: the gearbox is the one to see.",
      pinned_projects: ["two-stage-helical-gearbox", "pneumatic-soft-fingers"],
      resume_path: resumePath,
    });
  });

  it("is unknown for another, a malformed or an empty token", async () => {
    expect(await findApplicationLink(server.db, "0".repeat(32))).toBeNull();
    expect(await findApplicationLink(server.db, `${token}x`)).toBeNull();
    expect(await findApplicationLink(server.db, "' or true --")).toBeNull();
    expect(await findApplicationLink(server.db, "")).toBeNull();
  });

  it("leads /resume.pdf?a=<token> to the version sent, and any other to the active one", async () => {
    const resume = (query: string) =>
      resumePdfRoute({ locals: { server }, request: new Request(`http://localhost:4321/resume.pdf${query}`) } as never);
    const sent = await resume(`?a=${token}`);
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(resumePath);
    const active = (await resume("")).headers.get("location");
    expect((await resume(`?a=${"0".repeat(32)}`)).headers.get("location")).toBe(active);
    expect((await resume("?a=nonsense")).headers.get("location")).toBe(active);
  });
});

describe("who fetched the link without being a person", () => {
  const request = (userAgent: string | null, method = "GET") =>
    new Request("http://localhost:4321/a/x", { method, headers: userAgent ? { "user-agent": userAgent } : {} });

  it.each([
    ["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)", "Slack"],
    ["LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)", "LinkedIn"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) SkypeUriPreview Preview/0.5", "Microsoft Teams"],
    ["Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17328; Pro)", "Outlook"],
    ["Proofpoint URL Defense", "Proofpoint"],
    ["Mimecast-URL-Protect/1.0", "Mimecast"],
    ["curl/8.5.0", "curl"],
    ["python-requests/2.32.3", "Automated client"],
    [null, "Automated client"],
  ])("names %s as %s", (userAgent, checker) => {
    expect(linkChecker(request(userAgent))).toBe(checker);
  });

  it("takes a browser for a person, with or without a window, unless it asks for the headers only", () => {
    expect(linkChecker(request(BROWSER))).toBeNull();
    expect(linkChecker(request(BROWSER.replace("Chrome/", "HeadlessChrome/")))).toBeNull();
    expect(linkChecker(request(BROWSER, "HEAD"))).toBe("Automated client");
  });

  it("records a link check apart from visits, with the checker's name only", async () => {
    const before = await events("kind = 'link_check'");
    const call = { request: request("curl/8.5.0"), clientAddress: () => "2001:db8:ffff::1" };
    await recordLinkCheck(call, visitorDeps(server), token, "curl");
    const [check] = await stored<Record<string, unknown>>(
      server,
      "select visit_id, target, referrer_host, checker from public.application_events where application_id = $1 and kind = 'link_check' order by id desc limit 1",
      [applicationId],
    );
    expect(await events("kind = 'link_check'")).toBe(before + 1);
    expect(check).toEqual({ visit_id: null, target: null, referrer_host: null, checker: "curl" });
    expect(await events("kind = 'open'")).toBe(0);
  });
});

describe("POST /api/applications/events", () => {
  beforeEach(() =>
    stored(server, "delete from public.application_events where application_id = $1 and kind <> 'link_check'", [
      applicationId,
    ]),
  );

  it("records an open with the referrer's host only, once stored", async () => {
    const id = visit();
    const response = await postEvent({
      token,
      visit: id,
      kind: "open",
      referrer: "https://mail.google.com/mail/u/0/#inbox/FMfcgzQXJ?secret=1",
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    const rows = await stored(
      server,
      "select visit_id, kind, target, referrer_host from public.application_events where application_id = $1 and kind = 'open'",
      [applicationId],
    );
    expect(rows).toEqual([{ visit_id: id, kind: "open", target: null, referrer_host: "mail.google.com" }]);
  });

  it("records what a visit opened, each with its kind", async () => {
    const id = visit();
    for (const [kind, target] of [
      ["open", null],
      ["project", "two-stage-helical-gearbox"],
      ["model", "gearbox.step"],
      ["file", "drawing.pdf"],
      ["resume", "/resume.pdf"],
      ["page", "/blog"],
    ]) {
      expect((await postEvent({ token, visit: id, kind, target })).status).toBe(202);
    }
    expect(await events(`visit_id = '${id}'`)).toBe(6);
  });

  it("counts an open from a browser without a window: it ran the page's script", async () => {
    const headless = { "user-agent": BROWSER.replace("Chrome/", "HeadlessChrome/") };
    const response = await postEvent({ token, visit: visit(), kind: "open" }, headless);
    expect(await response.json()).toEqual({ recorded: true });
    expect(await events("kind = 'open'")).toBe(1);
  });

  it("counts nothing from a bot or the signed-in owner", async () => {
    const bot = await postEvent({ token, visit: visit(), kind: "open" }, { "user-agent": "Slackbot 1.0" });
    expect(bot.status).toBe(202);
    expect(await bot.json()).toEqual({ recorded: false });
    const owner = await postEvent(
      { token, visit: visit(), kind: "open" },
      { cookie: `${ACCESS_COOKIE}=${ownerAccess}` },
    );
    expect(owner.status).toBe(202);
    expect(await owner.json()).toEqual({ recorded: false });
    expect(await events("kind <> 'link_check'")).toBe(0);
  });

  it.each([
    [{ visit: "v", kind: "open" }, 400],
    [{ visit: undefined }, 400],
    [{ kind: "link_check", checker: "Slack" }, 400],
    [{ kind: "download" }, 400],
    [{ kind: "page", target: "x".repeat(301) }, 400],
    [{ kind: "page", target: 42 }, 400],
    [{ token: "0".repeat(31) }, 400],
    [{ token: "0".repeat(32) }, 404],
  ])("refuses %o with %i, storing nothing", async (change, status) => {
    const response = await postEvent({ token, visit: visit(), kind: "open", ...change });
    expect(response.status).toBe(status);
    expect(typeof ((await response.json()) as { error: unknown }).error).toBe("string");
    expect(await events()).toBe(await events("kind = 'link_check'"));
  });

  it("refuses a client past its window with 429", async () => {
    const address = "2001:db8:aaaa::1";
    const id = visit();
    for (let i = 0; i < 120; i++) await postEvent({ token, visit: id, kind: "page", target: `/p${i}` }, {}, address);
    const refused = await postEvent({ token, visit: id, kind: "page", target: "/last" }, {}, address);
    expect(refused.status).toBe(429);
    expect(await events("target = '/last'")).toBe(0);
  });

  it("stops counting a deleted application at once", async () => {
    const [other] = await stored<{ id: string; token: string }>(
      server,
      "insert into public.applications (company, role) values ('Gone Inc', 'Designer') returning id, token",
    );
    expect((await postEvent({ token: other!.token, visit: visit(), kind: "open" })).status).toBe(202);
    await stored(server, "delete from public.applications where id = $1", [other!.id]);
    expect((await postEvent({ token: other!.token, visit: visit(), kind: "open" })).status).toBe(404);
    expect(await findApplicationLink(server.db, other!.token)).toBeNull();
  });
});

describe("referrerHost", () => {
  it.each([
    ["https://www.linkedin.com/feed/?x=1", "www.linkedin.com"],
    ["http://localhost:4321/a/abc", "localhost:4321"],
    ["android-app://com.google.android.gm/", null],
    ["not a url", null],
    [null, null],
  ])("%s → %s", (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});

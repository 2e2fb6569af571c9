/**
 * The site settings and the change-password form, through their real handlers on the embedded
 * database: the shipped settings until the first save, validation with the form's words and
 * nothing stored, stale saves refused, RLS refusing a user without the role, a rebuild requested
 * by every save, and the stored defaults read by the stable resume address. The password: the
 * current one checked, the new one by the sign-up rules, every old session ended and this one kept.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import type { SetupStatus } from "../../src/lib/api-types";
import { siteSettingsSchema, type SiteSettings } from "../../src/lib/site-settings";
import { getSettings, putSettings } from "../../src/server/admin/settings";
import { demoObjectPaths, getSetup, removeDemoContent } from "../../src/server/admin/setup";
import { DOCUMENTS_BUCKET } from "../../src/lib/storage-paths";
import { SERVICE_CLAIMS } from "../../src/server/db/database";
import { seedDemoContent } from "../../src/server/seed/seed-demo";
import { demoProjects } from "../../src/server/seed/demo-content";
import type { AdminDeps } from "../../src/server/admin/http";
import { authDeps } from "../../src/server/auth/auth-deps";
import { changePassword, getSession, signIn } from "../../src/server/auth/handlers";
import { createUser, grantAdmin } from "../../src/server/auth/users";
import type { ServerContext } from "../../src/server/context";
import { activeDocumentRedirect } from "../../src/server/visitors/documents";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  countRows,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  type AdminCallers,
} from "../support/admin";
import { AuthClient, newUser } from "../support/auth";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const handlers = answered({ getSettings, putSettings, getSetup, removeDemoContent });

let server: ServerContext;
let deps: AdminDeps;
let callers: AdminCallers;

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  callers = await createAdminCallers(server);
});
afterAll(() => closeEmbeddedContext());

type Answer = { settings: SiteSettings; updated_at: string | null };

async function current(): Promise<Answer> {
  const response = await handlers.getSettings(adminRequest("/api/admin/settings"), callers.owner, deps);
  expect(response.status).toBe(200);
  return bodyOf<Answer>(response);
}

function save(body: unknown, who = callers.owner) {
  return handlers.putSettings(adminRequest("/api/admin/settings", { method: "PUT", body }), who, deps);
}

describe("site settings", () => {
  it("are the shipped ones until the owner saves", async () => {
    const answer = await current();
    expect(answer.updated_at).toBeNull();
    expect(answer.settings.owner.name).toBe(site.owner.name);
    expect(answer.settings.education).toHaveLength(site.education.length);
    expect(await countRows(server, "public.site_settings")).toBe(0);
  });

  it("refuses invalid settings with the form's words and stores nothing", async () => {
    const { settings } = await current();
    const cases: [unknown, string][] = [
      [{ ...settings, owner: { ...settings.owner, name: "  " } }, "Name is required"],
      [{ ...settings, owner: { ...settings.owner, email: "not-an-email" } }, "Email must be a valid email address"],
      [
        { ...settings, owner: { ...settings.owner, profileUrl: "javascript:alert(1)" } },
        "Profile URL must start with https:// or /",
      ],
      [{ ...settings, hero: { ...settings.hero, badges: Array(9).fill("A badge") } }, "At most 8 badges"],
    ];
    for (const [candidate, message] of cases) {
      const response = await save({ settings: candidate, expected_updated_at: null });
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
    }
    expect(await countRows(server, "public.site_settings")).toBe(0);
  });

  it("saves, requests a rebuild, and visitors (and the build) read the saved ones", async () => {
    const before = await lastRebuildId(server);
    const { settings } = await current();
    const changed = {
      ...settings,
      owner: { ...settings.owner, name: "Jordan Lee", initials: "JL" },
      documents: { ...settings.documents, defaultResumeUrl: "https://files.example.com/jordan-resume.pdf" },
    };
    const response = await save({ settings: changed, expected_updated_at: null });
    expect(response.status).toBe(200);
    const saved = await bodyOf<Answer>(response);
    expect(saved.settings.owner.name).toBe("Jordan Lee");
    expect(saved.updated_at).not.toBeNull();
    expect((await rebuildsSince(server, before)).map((request) => request.reason)).toEqual(["site settings updated"]);

    const asVisitor = await server.db.asAnon((sql) =>
      sql.query<{ name: string }>("select settings->'owner'->>'name' as name from public.site_settings"),
    );
    expect(asVisitor).toEqual([{ name: "Jordan Lee" }]);
    const redirect = await activeDocumentRedirect({ db: server.db }, "resume");
    expect(redirect.headers.get("location")).toBe("https://files.example.com/jordan-resume.pdf");
  });

  it("refuses a save made from a stale copy (409) and keeps the newer settings", async () => {
    const { settings } = await current();
    const response = await save({
      settings: { ...settings, owner: { ...settings.owner, name: "Stale" } },
      expected_updated_at: null,
    });
    expect(response.status).toBe(409);
    expect((await current()).settings.owner.name).toBe("Jordan Lee");
  });

  it("a signed-in user without the role cannot save them (RLS)", async () => {
    const { settings, updated_at } = await current();
    const response = await save(
      { settings: { ...settings, owner: { ...settings.owner, name: "Intruder" } }, expected_updated_at: updated_at },
      callers.stranger,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await current()).settings.owner.name).toBe("Jordan Lee");
  });
});

describe("POST /api/admin/password", () => {
  const password = "Owner-password-123!";
  let email: string;
  let userId: string;

  beforeAll(async () => {
    email = `owner-${randomBytes(4).toString("hex")}@example.com`;
    const account = await newUser({ email, password });
    userId = await server.db.asOwner(async (sql) => {
      const user = await createUser(sql, account);
      await grantAdmin(sql, user.id);
      return user.id;
    });
  });

  async function signedInClient(withPassword: string) {
    const client = new AuthClient(authDeps(server));
    const { response } = await client.call(signIn, "/api/auth/signin", { body: { email, password: withPassword } });
    return { client, status: response.status };
  }

  const change = (client: AuthClient, body: unknown) =>
    client.call((context, auth) => changePassword(context, auth, { id: userId, email }), "/api/admin/password", {
      body,
    });

  it("refuses a wrong current password and a new one that breaks the sign-up rules", async () => {
    const { client } = await signedInClient(password);
    const wrong = await change(client, {
      currentPassword: "Not-the-password-1!",
      newPassword: "Another-password-456!",
    });
    expect(wrong.response.status).toBe(400);
    expect(await bodyOf(wrong.response)).toEqual({ error: "Current password is incorrect" });
    const weak = await change(client, { currentPassword: password, newPassword: "short" });
    expect(weak.response.status).toBe(400);
    expect(await bodyOf(weak.response)).toEqual({ error: "Password must be at least 12 characters" });
    expect((await signedInClient(password)).status).toBe(200);
  });

  it("changes it, ends the other sessions and keeps this one signed in", async () => {
    const { client: other } = await signedInClient(password);
    const { client } = await signedInClient(password);
    const next = "Brand-new-password-789!";
    const { response } = await change(client, { currentPassword: password, newPassword: next });
    expect(response.status).toBe(200);

    expect((await signedInClient(password)).status).toBe(401);
    expect((await signedInClient(next)).status).toBe(200);
    const mine = await bodyOf((await client.call(getSession, "/api/auth/session")).response);
    expect(mine.user).toMatchObject({ email });
    const theirs = await bodyOf((await other.call(getSession, "/api/auth/session")).response);
    expect(theirs.user).toBeNull();
  });
});

describe("the identity step of the first-run checklist", () => {
  it("names every identity setting that still holds the demo's text, and is done when none does", async () => {
    const setup = async () =>
      bodyOf<SetupStatus>(await handlers.getSetup(adminRequest("/api/admin/setup"), callers.owner, deps));
    // From the shipped settings (the tests above saved others).
    const settings = siteSettingsSchema.parse(site);
    const shipped = await save({ settings, expected_updated_at: (await current()).updated_at });
    const { updated_at } = await bodyOf<Answer>(shipped);
    const before = await setup();
    expect(before.identity).toBe(false);
    expect(before.demoSettings).toContainEqual({ path: "owner.name", label: "Name" });
    expect(before.demoSettings).toContainEqual({ path: "hero.summary", label: "Summary" });
    // The greeting, site title and description ship empty: derived from the name, never the demo's.
    const paths = before.demoSettings.map((field) => field.path);
    expect(paths).not.toContain("hero.greeting");
    expect(paths).not.toContain("seo.title");

    const renamed = { ...settings, owner: { ...settings.owner, name: "Jordan Lee", email: "jordan@example.org" } };
    // Settings saved before the greeting was derived hold the demo's own; it counts as the demo's.
    const earlier = { ...renamed, hero: { ...renamed.hero, greeting: "Hi, I'm Alex Rivera" } };
    const kept = await save({ settings: earlier, expected_updated_at: updated_at });
    expect((await setup()).demoSettings).toContainEqual({ path: "hero.greeting", label: "Greeting" });
    const afterEarlier = (await bodyOf<Answer>(kept)).updated_at;
    expect((await save({ settings: renamed, expected_updated_at: afterEarlier })).status).toBe(200);
    const left = (await setup()).demoSettings.map((field) => field.path);
    expect(left).not.toContain("owner.name");
    expect(left).not.toContain("owner.email");
    expect(left).toContain("owner.role");

    const mine = {
      ...renamed,
      owner: {
        ...renamed.owner,
        initials: "JL",
        role: "Design Engineer",
        tagline: "Gearboxes that ship.",
        phone: "+1 555 0100",
        profileUrl: "https://example.org/jordan",
        location: "Austin, TX",
        graduation: "",
      },
      hero: { ...renamed.hero, headline: "Design engineer", summary: "I design gearboxes." },
    };
    const latest = await current();
    const saved = await save({ settings: mine, expected_updated_at: latest.updated_at });
    expect(saved.status, JSON.stringify(await bodyOf(saved.clone()))).toBe(200);
    expect(await setup()).toMatchObject({ identity: true, demoSettings: [] });
  });
});

describe("first run", () => {
  it("removes every demo row and file in one action, and nothing of the owner's", async () => {
    await seedDemoContent(server.db, server.storage);
    // The owner wrote their own story and links their own resume; the rest is still the demo's.
    const mine = await current();
    expect(mine.settings.hero.badges).toEqual(site.hero.badges);
    const own = {
      ...mine.settings,
      about: { ...mine.settings.about, paragraphs: ["I design gearboxes that ship."] },
      documents: { ...mine.settings.documents, defaultResumeUrl: "https://files.example.com/jordan-resume.pdf" },
    };
    expect((await save({ settings: own, expected_updated_at: mine.updated_at })).status).toBe(200);
    const setup = async () =>
      bodyOf<Record<string, boolean>>(await handlers.getSetup(adminRequest("/api/admin/setup"), callers.owner, deps));
    expect(await setup()).toMatchObject({ demoContent: true, notifications: false });
    await server.db.asOwner((sql) =>
      sql.query(
        `insert into public.projects_dynamic (slug, title, category, tags, image, overview, role, challenge, approach, outcome, tech_stack, published)
         values ('owners-own-project', 'My own project', 'Robotics', '{}', '/images/mine.png', 'An overview of mine.', 'Lead', 'C', 'A', 'O', '{}', true)`,
      ),
    );
    const objects = demoObjectPaths();
    expect(objects).toContain(demoProjects[0]!.image);
    const stored = (objectPath: string) =>
      server.storage.inspect({ claims: SERVICE_CLAIMS }, DOCUMENTS_BUCKET, objectPath);
    expect(await stored(objects[0]!)).toBeDefined();

    const before = await lastRebuildId(server);
    const response = await handlers.removeDemoContent(
      adminRequest("/api/admin/demo-content", { method: "DELETE" }),
      callers.owner,
      deps,
    );
    expect(response.status).toBe(200);
    const { removed } = await bodyOf<{ removed: Record<string, number> }>(response);
    expect(removed.projects).toBe(demoProjects.length);
    expect(await countRows(server, "public.projects_dynamic")).toBe(1);
    expect(await countRows(server, "public.blog_posts")).toBe(0);
    expect(await countRows(server, "public.experiences")).toBe(0);
    expect(await countRows(server, "public.skills")).toBe(0);
    expect(await countRows(server, "public.project_files")).toBe(0);
    expect(await countRows(server, "public.guestbook_messages")).toBe(0);
    expect(await countRows(server, "public.resume_files")).toBe(0);
    const { settings } = await current();
    expect(settings.documents.reports).toEqual([]);
    // The demo's copy is emptied (withoutDemoCopy, unit-tested field by field); what the owner wrote stays.
    expect(settings.hero.badges).toEqual([]);
    expect(settings.education).toEqual([]);
    expect(settings.about.paragraphs).toEqual(["I design gearboxes that ship."]);
    expect(settings.owner.name).toBe(mine.settings.owner.name);
    // The owner's own resume link still answers; the demo's portfolio is no more.
    expect((await activeDocumentRedirect({ db: server.db }, "resume")).headers.get("location")).toBe(
      "https://files.example.com/jordan-resume.pdf",
    );
    expect((await activeDocumentRedirect({ db: server.db }, "portfolio")).status).toBe(404);
    expect((await rebuildsSince(server, before)).map((request) => request.reason)).toEqual(["demo content removed"]);
    expect(await setup()).toMatchObject({ demoContent: false });
    for (const objectPath of objects) expect(await stored(objectPath), objectPath).toBeUndefined();
  });
});

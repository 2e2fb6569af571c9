import { readdir, readFile, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type Page, type Request } from "@playwright/test";
import postgres from "postgres";
import {
  E2E_ADMIN,
  E2E_ARTIFACT,
  E2E_CLIENT_HEADER,
  NETLIFY_HOOK_PORT,
  NETLIFY_NOTIFY_EMAIL,
  NETLIFY_SERVER_ENV,
  NETLIFY_SMTP_PORT,
} from "../../playwright.config";
import type { SetupStatus } from "../../src/lib/api-types";
import { signInKeys } from "../../src/server/auth/signin-throttle";
import { withDatabase } from "../support/database";
import { startMailbox } from "../support/mailbox";
import { expectRendered, openModelsProject, READ_MODEL_MS, VIEWER_CODE, viewButton } from "./support/model-viewer";
import { draftProject, publishedProject } from "./support/site";

/**
 * What only the Netlify artifact shows: the site as `netlify build` makes it and `netlify serve`
 * runs it (scripts/serve-netlify-artifact.ts), on PostgreSQL set up like Supabase. The visitor
 * suites run against it too (security.spec.ts also validates its HTML); this file adds its files
 * (the publish folder, the one server function), answers only the function gives, a write counted
 * in the database, the content-changed webhook, the owner's sign-in and the islands' styles.
 */
test.skip(E2E_ARTIFACT !== "netlify", "the Netlify artifact's own suite (npm run test:netlify)");

const root = path.resolve(import.meta.dirname, "../..");
const database = () =>
  postgres(withDatabase(process.env.TEST_DATABASE_URL!, NETLIFY_SERVER_ENV.NETLIFY_DATABASE), {
    max: 1,
    onnotice: () => {},
  });

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

test("the build holds none of the site's secrets in any file it wrote", async () => {
  const secrets: [string, string][] = [
    ...Object.entries(NETLIFY_SERVER_ENV).filter(([name]) => /SECRET|PASSWORD|HOOK_URL|_KEY$/.test(name)),
    ["DATABASE_URL", withDatabase(process.env.TEST_DATABASE_URL!, NETLIFY_SERVER_ENV.NETLIFY_DATABASE)],
  ];
  expect(secrets.length).toBeGreaterThanOrEqual(7);
  const files = [
    ...(await filesUnder(path.join(root, "dist"))),
    ...(await filesUnder(path.join(root, ".netlify"))).filter(
      (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
    ),
  ];
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files) {
    const content = await readFile(file);
    for (const [name, value] of secrets)
      if (content.includes(value)) found.push(`${name} in ${path.relative(root, file)}`);
  }
  expect(found).toEqual([]);
});

const dist = path.join(root, "dist");
const ssrFunction = path.join(root, ".netlify/v1/functions/ssr");

// Their headers (from the `_headers` file, which Netlify's build takes out of the folder) are
// checked as served, on every page, by security.spec.ts.
test("the publish folder holds the public pages, not /admin or the 404 page (the function renders those)", async () => {
  for (const page of ["index.html", "projects/index.html", `projects/${publishedProject.slug}/index.html`]) {
    await expect(stat(path.join(dist, page)), page).resolves.toBeTruthy();
  }
  for (const page of ["admin/index.html", "404.html", `projects/${draftProject.slug}/index.html`]) {
    await expect(stat(path.join(dist, page)), page).rejects.toThrow();
  }
});

test("every page has its script policy and its stylesheet inline, whatever the asset URLs' deploy suffix", async () => {
  for (const page of ["index.html", "projects/index.html", "auth/index.html"]) {
    const html = await readFile(path.join(dist, page), "utf8");
    // The Netlify adapter versions asset URLs (?dpl=…); nothing depends on their spelling.
    expect(html, page).toMatch(/="\/_astro\/[^"]+\.js\?dpl=/);
    const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy, page).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(html, page).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // The islands' styles are in the page before they render: a toast's error colour, a spinner.
    expect(html, page).toContain(".animate-spin");
    expect(html, page).toContain(".border-red-500\\/50\\!{");
  }
});

test("the server function is the adapter's one function for every on-demand path, without the embedded database", async () => {
  const source = await readFile(path.join(ssrFunction, "ssr.mjs"), "utf8");
  expect(source).toContain("path: '/*'");
  expect(source).toContain("preferStatic: true");

  const files = (await filesUnder(ssrFunction)).map((file) => path.relative(ssrFunction, file));
  // Only the server build and its npm dependencies: no data folder, key or .env.
  expect(files.filter((file) => file !== "ssr.mjs" && !/^(\.netlify\/build|node_modules)\//.test(file))).toEqual([]);
  expect(files.filter((file) => /@electric-sql|pglite\.(wasm|data)$/.test(file))).toEqual([]);
  const bytes = (await Promise.all(files.map((file) => stat(path.join(ssrFunction, file))))).reduce(
    (sum, info) => sum + info.size,
    0,
  );
  expect(bytes).toBeLessThan(30 * 1024 * 1024);

  // Without DATABASE_URL it stops with a hint, not with a missing module.
  const stub = files.find((file) => file.includes("no-embedded-database") && file.endsWith(".mjs"));
  expect(stub).toBeDefined();
  const { createPgliteDriver } = (await import(pathToFileURL(path.join(ssrFunction, stub!)).href)) as {
    createPgliteDriver: () => Promise<unknown>;
  };
  await expect(createPgliteDriver()).rejects.toThrow("set DATABASE_URL");
});

/** The npm packages that loading `files` loads: their static imports' closure (`import()` loads on demand). */
async function packagesLoadedBy(files: string[]): Promise<Set<string>> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [...files];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, "utf8");
    for (const [, specifier] of source.matchAll(/^\s*import\s*(?:[^"'();]*?\sfrom\s*)?["']([^"']+)["']/gm)) {
      if (specifier!.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier!));
      else if (!specifier!.startsWith("node:"))
        packages.add(specifier!.split("/", specifier!.startsWith("@") ? 2 : 1).join("/"));
    }
  }
  return packages;
}

test("a visitor's request loads no mail, Supabase, token or image library into the function", async () => {
  // What a cold function loads for a visitor's view, signature or message: Astro's entry, the
  // middleware every request runs, and the endpoint's own module (entry.mjs maps each route to one).
  const build = path.join(ssrFunction, ".netlify/build");
  const entry = await readFile(path.join(build, "entry.mjs"), "utf8");
  const routes = [
    "src/pages/api/guestbook.ts",
    "src/pages/api/contact.ts",
    "src/pages/api/projects/[slug]/views.ts",
    "src/pages/api/project-files/[id]/downloads.ts",
  ];
  const modules = routes.map((route) => {
    const page = new RegExp(`\\["${route.replace(/[[\].]/g, "\\$&")}", (_page\\d+)\\]`).exec(entry)?.[1];
    return new RegExp(`var ${page} = \\(\\) => import\\("([^"]+)"\\)`).exec(entry)?.[1];
  });
  expect(modules.every(Boolean), `a module for each of ${routes.join(", ")} in entry.mjs`).toBe(true);
  const loaded = await packagesLoadedBy(
    ["entry.mjs", "virtual_astro_middleware.mjs", ...modules].map((file) => path.join(build, file!)),
  );
  // What they do load: Astro's renderer, and the forms' proof of work (the endpoints' own imports).
  expect(loaded).toContain("react-dom");
  expect(loaded).toContain("altcha-lib");
  for (const onDemand of ["nodemailer", "@supabase/supabase-js", "jose", "sharp"])
    expect(loaded).not.toContain(onDemand);
});

// (A missing project's own 404 is checked on `npm start`: Netlify's local runtime retries a 404
// as `…/index.htm` and so always ends on the generic page.)
test("the function answers an unknown path with the 404 page", async ({ request }) => {
  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()["content-type"]).toContain("text/html");
  expect((await unknown.text()).includes("Oops! Page not found"), "the 404 page's text").toBe(true);
});

test("the function serves the admin shell for any /admin/* path, never indexed, with both policies", async ({
  request,
}) => {
  const response = await request.get("/admin/projects");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const policies = response.headers()["content-security-policy"]!.split(/,\s*/);
  expect(policies.some((policy) => /script-src 'self'( 'sha256-[\w+/=]+')+;/.test(policy))).toBe(true);
  expect(policies).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
  expect(await response.text()).toContain("<title>Admin");
});

test("the API lists published projects only and refuses an admin write without a session, storing nothing", async ({
  request,
  baseURL,
}) => {
  const projects = (await (await request.get("/api/projects")).json()) as { projects: { slug: string }[] };
  const slugs = projects.projects.map((project) => project.slug);
  expect(slugs).toContain(publishedProject.slug);
  expect(slugs).not.toContain(draftProject.slug);

  const sql = database();
  try {
    const count = async () => (await sql<{ n: number }[]>`select count(*)::int as n from public.skills`)[0]!.n;
    const before = await count();
    const response = await request.post("/api/admin/skills", {
      data: { category: "CAD", skill_name: "SolidWorks", display_order: 0 },
      headers: { origin: baseURL! },
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
    expect(await count()).toBe(before);
  } finally {
    await sql.end();
  }
});

test("a contact message is stored in PostgreSQL, once", async ({ request }) => {
  const sql = database();
  try {
    const count = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from public.contact_messages`)[0]!.n;
    const before = await count();
    const response = await request.post("/api/contact", {
      headers: { "x-forwarded-for": "10.88.1.1", "idempotency-key": crypto.randomUUID() },
      data: {
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "A message sent to the Netlify build.",
        website: "",
      },
    });
    expect(response.status()).toBe(201);
    expect(await count()).toBe(before + 1);
  } finally {
    await sql.end();
  }
});

test("the owner's settings are saved in PostgreSQL through the function, and the checklist sees notifications", async ({
  request,
}) => {
  const origin = new URL(NETLIFY_SERVER_ENV.SITE_URL).origin;
  const headers = { origin, "x-forwarded-for": "10.88.4.1" };
  expect((await request.post("/api/auth/signin", { data: E2E_ADMIN, headers })).status()).toBe(200);
  const current = (await (await request.get("/api/admin/settings")).json()) as {
    settings: { footer: { blurb: string } };
    updated_at: string | null;
  };
  const blurb = `Saved through the Netlify function ${crypto.randomUUID()}`;
  const saved = await request.put("/api/admin/settings", {
    headers,
    data: { settings: { ...current.settings, footer: { blurb } }, expected_updated_at: current.updated_at },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const sql = database();
  try {
    const [row] = await sql<
      { blurb: string }[]
    >`select settings->'footer'->>'blurb' as blurb from public.site_settings`;
    expect(row?.blurb).toBe(blurb);
  } finally {
    await sql.end();
  }
  // The checklist reads the settings through the function: still the demo's name, and mail set up.
  const setup = (await (await request.get("/api/admin/setup")).json()) as SetupStatus;
  expect(setup).toMatchObject({ identity: false, notifications: true });
  expect(setup.demoSettings).toContainEqual({ path: "owner.name", label: "Name" });
});

test("the content-changed webhook refuses a call without its secret and starts a build with it", async ({
  request,
}) => {
  // The hook also receives the builds other tests of this file start at the same time (a saved
  // setting): only the calls this webhook caused are counted, by the change they name.
  const hookCalls: string[] = [];
  const hook = http.createServer((req, res) => {
    if (req.url?.includes("changed+outside+the+admin")) hookCalls.push(`${req.method} ${req.url}`);
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => hook.listen(NETLIFY_HOOK_PORT, "127.0.0.1", resolve));
  try {
    const payload = {
      type: "UPDATE",
      table: "projects_dynamic",
      schema: "public",
      record: { id: "p1", title: "Changed in the dashboard", published: true },
      old_record: { id: "p1", title: "Before", published: true },
    };
    const unsigned = await request.post("/.netlify/functions/content-changed", { data: payload });
    expect(unsigned.status()).toBe(401);
    const wrong = await request.post("/.netlify/functions/content-changed", {
      data: payload,
      headers: { "x-webhook-secret": "not-the-secret-but-just-as-long-0000000000" },
    });
    expect(wrong.status()).toBe(401);
    expect(hookCalls).toEqual([]);

    const signed = await request.post("/.netlify/functions/content-changed", {
      data: payload,
      headers: { "x-webhook-secret": NETLIFY_SERVER_ENV.CONTENT_WEBHOOK_SECRET },
    });
    expect(signed.status()).toBe(200);
    expect(await signed.json()).toMatchObject({ triggered: true });
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]).toMatch(/^POST \/build_hooks\//);
  } finally {
    await new Promise((resolve) => hook.close(resolve));
  }
});

test("the owner signs in (embedded auth) and reaches the admin dashboard", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.2.1" });
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  await panel.getByLabel("Email").fill(E2E_ADMIN.email);
  await panel.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.locator("#admin-main h1")).toBeVisible();
});

test("when strangers filled the shared sign-in window for an email, its owner's browser solves the extra step and signs in", async ({
  page,
  context,
}) => {
  const origin = new URL(NETLIFY_SERVER_ENV.SITE_URL).origin;
  const account = { email: `pow-${crypto.randomUUID().slice(0, 8)}@example.com`, password: "Solved-check-42!" };
  await context.setExtraHTTPHeaders({ [E2E_CLIENT_HEADER]: "10.88.5.1" });
  expect((await page.request.post("/api/auth/signup", { data: account, headers: { origin } })).status()).toBe(201);
  const sql = database();
  try {
    const emailKey = signInKeys(account.email, "", NETLIFY_SERVER_ENV.CLIENT_HASH_SECRET).email;
    await sql`insert into private.rate_limit_hits (bucket, client_hash, request_key)
              select 'signin-email', ${emailKey}, gen_random_uuid()::text from generate_series(1, 50)`;
  } finally {
    await sql.end();
  }

  const attempts: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/signin")) attempts.push(request);
  });
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Login" });
  await expect(page.getByRole("button", { name: "Login", exact: true })).toBeEnabled();
  await panel.getByLabel("Email").fill(account.email);
  await panel.getByLabel("Password").fill(account.password);
  // Two function calls and the solve between them: Netlify's local runtime takes seconds for each
  // call on a busy machine, so the signed-in answer is awaited as such, not within one expect's time.
  const solved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/auth/signin") && response.request().headers()["x-proof-of-work"] !== undefined,
    { timeout: 75_000 },
  );
  await page.getByRole("button", { name: "Login", exact: true }).click();
  expect((await solved).status()).toBe(200);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login successful" })).toBeVisible();
  expect(attempts).toHaveLength(2);
  expect((await attempts[0]!.response())?.status()).toBe(429);
  expect(await attempts[1]!.headerValue("x-proof-of-work")).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect((await attempts[1]!.response())?.status()).toBe(200);
});

/** The contact form, hydrated (it wakes when the visitor reaches for it) and filled in. */
async function contactForm(page: Page) {
  await page.goto("/#contact");
  const form = page.locator("form[data-contact-form]");
  await form.getByLabel("Name").focus();
  await expect(page.locator("astro-island:not([ssr]) form[data-contact-form]")).toBeAttached();
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("I'd like to talk about a mechanical design role.");
  return form;
}

test("islands are styled: the sending state spins, an error toast is red", async ({ page }) => {
  // The spinner's motion itself: the suites otherwise browse with reduced motion (playwright.config.ts).
  await page.emulateMedia({ reducedMotion: "no-preference" });
  // Sending: held until the spinner has been seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/contact", async (route) => {
    await held;
    await route.abort("failed");
  });
  const form = await contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  const spinner = form.locator(".motion-safe\\:animate-spin");
  await expect(spinner).toBeVisible();
  expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe("spin");

  // The request fails: the error toast carries its red border.
  release();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error sending message" });
  await expect(toast).toBeVisible();
  // The computed colour may be written in any colour space: a canvas gives it in sRGB.
  const [red, green, blue] = await toast.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).borderTopColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(200);
  expect(green).toBeLessThan(100);
  expect(blue).toBeLessThan(100);
});

test("a STEP model opens in the 3D viewer: the CAD reader's worker and WebAssembly come from the deploy, the file from the function", async ({
  page,
}) => {
  test.setTimeout(2 * READ_MODEL_MS);
  // Without its prepared mesh (unreachable here), the viewer reads the STEP file itself.
  await page.route(/\.glb(\?|$)/, (route) => route.abort("failed"));
  const requests = await openModelsProject(page);
  expect(requests.map((request) => request.url()).filter((url) => VIEWER_CODE.test(url))).toEqual([]);
  const responses: Array<{ path: string; status: number; type: string }> = [];
  page.on("response", (response) =>
    responses.push({
      path: new URL(response.url()).pathname,
      status: response.status(),
      type: response.headers()["content-type"] ?? "",
    }),
  );
  await viewButton(page, "spur-gear-pair.step").click();
  await expectRendered(page, "spur-gear-pair.step");
  expect(responses.find((response) => response.path.endsWith(".wasm"))).toMatchObject({
    status: 200,
    type: "application/wasm",
  });
  expect(responses.find((response) => /\/downloads$/.test(response.path))?.status).toBe(200);
  expect(responses.find((response) => response.path.endsWith("spur-gear-pair.step"))?.status).toBe(200);
});

test.describe("mail from the function", () => {
  // One mail server on the port the function sends to, so these tests run one after another.
  test.describe.configure({ mode: "serial" });
  let received: string[] = [];
  let stop: () => Promise<void> = async () => {};
  test.beforeAll(async () => {
    ({ received, stop } = await startMailbox(NETLIFY_SMTP_PORT));
  });
  test.afterAll(() => stop());

  test("a recruiter's message reaches the owner's inbox from the function, with Reply-To the visitor", async ({
    request,
  }) => {
    const reference = crypto.randomUUID();
    const response = await request.post("/api/contact", {
      headers: { "x-forwarded-for": "10.88.3.1", "idempotency-key": crypto.randomUUID() },
      data: {
        name: "Katherine Johnson",
        email: "katherine@example.com",
        message: `A design role for you, reference ${reference}.`,
        website: "",
      },
    });
    expect(response.status()).toBe(201);
    // Sent after the answer, within the same function call (the platform's waitUntil).
    await expect.poll(() => received.filter((email) => email.includes(reference)).length, { timeout: 30_000 }).toBe(1);
    const email = received.find((text) => text.includes(reference))!;
    expect(email).toMatch(new RegExp(`^To: ${NETLIFY_NOTIFY_EMAIL}`, "m"));
    expect(email).toMatch(/^Reply-To: .*katherine@example\.com/m);
  });

  test("an application's link is served by the function: a scanner is a link check, a browser's visit an open that emails the owner", async ({
    page,
    request,
  }) => {
    const sql = database();
    try {
      const company = `Netlify Dynamics ${crypto.randomUUID().slice(0, 8)}`;
      const [application] = await sql<{ id: string; token: string }[]>`
        insert into public.applications (company, role, greeting, pinned_projects)
        values (${company}, 'Design Engineer', 'Hello from the function', ${[publishedProject.slug]})
        returning id, token`;
      const link = `/a/${application!.token}`;
      const events = async (kind: string) =>
        (
          await sql<{ n: number }[]>`select count(*)::int as n from public.application_events
                                     where application_id = ${application!.id} and kind = ${kind}`
        )[0]!.n;

      const scanner = await request.get(link, {
        headers: { "user-agent": "curl/8.5.0", "x-forwarded-for": "10.88.6.1" },
      });
      expect(scanner.status()).toBe(200);
      expect(scanner.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(await events("link_check")).toBe(1);
      expect((await request.get(`/a/${"0".repeat(32)}`)).status()).toBe(404);

      const opened = page.waitForResponse(
        (response) => response.url().endsWith("/api/applications/events") && response.status() === 202,
      );
      await page.goto(link);
      await expect(page.getByText("Hello from the function")).toBeVisible();
      await expect(page.locator("#projects article h3").first()).toHaveText(publishedProject.title);
      await opened;
      expect(await events("open")).toBe(1);
      await expect
        .poll(
          () => received.filter((email) => email.includes(`Subject: ${company} opened your application link`)).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      await sql`delete from public.applications where id = ${application!.id}`;
      expect((await request.get(link)).status()).toBe(404);
    } finally {
      await sql.end();
    }
  });
});

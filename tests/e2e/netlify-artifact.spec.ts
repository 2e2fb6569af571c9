import { readdir, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import postgres from "postgres";
import { E2E_ADMIN, E2E_ARTIFACT, NETLIFY_HOOK_PORT, NETLIFY_SERVER_ENV } from "../../playwright.config";
import { withDatabase } from "../support/database";

/**
 * What only the Netlify artifact shows: the site as `netlify build` makes it and `netlify serve`
 * runs it (scripts/serve-netlify-artifact.ts), on PostgreSQL set up like Supabase. The visitor
 * suites run against it too (security.spec.ts also validates its HTML); this file adds its files,
 * a write counted in the database, the content-changed webhook, the owner's sign-in and the
 * islands' styles.
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
  const secrets = Object.entries(NETLIFY_SERVER_ENV).filter(([name]) => /SECRET|PASSWORD|HOOK_URL/.test(name));
  expect(secrets.length).toBeGreaterThanOrEqual(5);
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

test("a contact message is stored in PostgreSQL, once", async ({ request }) => {
  const sql = database();
  try {
    const count = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from public.contact_messages`)[0]!.n;
    const before = await count();
    const response = await request.post("/api/contact", {
      headers: { "x-forwarded-for": "10.88.0.1", "idempotency-key": crypto.randomUUID() },
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

test("the content-changed webhook refuses a call without its secret and starts a build with it", async ({
  request,
}) => {
  const hookCalls: string[] = [];
  const hook = http.createServer((req, res) => {
    hookCalls.push(`${req.method} ${req.url}`);
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
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.88.0.2" });
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

/** The contact form, hydrated (its button is disabled in the prebuilt HTML until then). */
async function contactForm(page: Page) {
  await page.goto("/#contact");
  const form = page.locator("form[data-contact-form]");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("I'd like to talk about a mechanical design role.");
  return form;
}

test("islands are styled: the sending state spins, an error toast is red", async ({ page }) => {
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

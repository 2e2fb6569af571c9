import { readFileSync } from "node:fs";
import { expect, test, type APIResponse, type BrowserContext, type Page } from "@playwright/test";
import { AUTH_ERRORS } from "../../src/server/auth/provider";
import { E2E_ADMIN, OWNER_SERVER_LOCK } from "../../playwright.config";
import sharp from "sharp";
import { BoxGeometry, Mesh } from "three";
import { STLExporter } from "three/examples/jsm/exporters/STLExporter.js";
import { STLLoader } from "three/examples/jsm/loaders/STLLoader.js";
import { demoProjectFiles, demoProjects } from "../../src/server/seed/demo-content";
import { demoModels, toStep } from "../../src/server/seed/demo-models";
import { DOCUMENTS_BUCKET, publicObjectUrl } from "../../src/lib/storage-paths";
import { axeViolations } from "./support/axe";
import { publishedProject, sidewaysOverflow, storeTheme } from "./support/site";

// These tests change the owner copy's content: one at a time.
test.describe.configure({ lock: OWNER_SERVER_LOCK });

/**
 * The owner's admin in a real browser against
 * the real endpoints: the access flow, every screen's create/edit/delete with its confirmation and
 * toasts, uploads and 'Set Active', moderation, stale-save refusal, drafts that survive a reload,
 * keyboard-only use and axe. Each test is its own client (X-Forwarded-For) and works on items it
 * creates itself, so tests run in parallel without touching each other's data.
 */

test.beforeEach(async ({ context }, testInfo) => {
  const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 11);
  const salt = Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${(n >>> 8) & 255}.${(n & 255) ^ salt}.1`,
  });
});

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A few random letters, for names the forms take (a visitor's name may hold no digits). */
const randomLetters = (count = 8) =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, count) || "abc";

async function expectOk(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

/** A same-origin write from the test (the endpoints refuse cross-site state changes). */
function sameOrigin(baseURL: string | undefined) {
  return { origin: new URL(baseURL ?? "http://localhost").origin };
}

async function openAdmin(page: Page, path = "/admin") {
  await page.goto(path);
  await expect(page.locator("#admin-main h1")).toBeVisible();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function confirmDialog(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
}

function pdfBytes(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${label}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

test.describe("access flow", () => {
  test("without a session /admin goes to /auth", async ({ page }) => {
    await page.goto("/admin/projects");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a signed-in user without the admin role sees 'Access denied' and goes to /", async ({ page, baseURL }) => {
    const email = `${unique("visitor")}@example.com`;
    const password = "Visitor-password-1!";
    await expectOk(
      await page.request.post("/api/auth/signup", { data: { email, password }, headers: sameOrigin(baseURL) }),
      201,
    );
    await expectOk(
      await page.request.post("/api/auth/signin", { data: { email, password }, headers: sameOrigin(baseURL) }),
    );
    await page.goto("/admin");
    await expect(toast(page, "Access denied")).toBeVisible();
    await expect(toast(page, "You don't have admin privileges. Contact the system administrator.")).toBeVisible();
    await expect(page).toHaveURL(new URL("/", baseURL).href);
  });

  test("Logout signs out and goes to /auth; the admin then needs a new sign-in", async ({ page, baseURL }) => {
    await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) });
    await openAdmin(page);
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const session = (await (await page.request.get("/api/auth/session")).json()) as { user: unknown };
    expect(session.user).toBeNull();
  });

  test("an admin API answering 401 (session ended) sends the owner to /auth", async ({ page, baseURL }) => {
    await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) });
    await openAdmin(page);
    // The session ends for the next request only (the server's own 401s are tested with the admin
    // routes): clearing the cookies would also end it for the dashboard's status polls, which may
    // leave for /auth before the link is clicked.
    const ended = { status: 401, json: { error: AUTH_ERRORS.notSignedIn } };
    await page.route("**/api/admin/skills", (route) => route.fulfill(ended));
    await page.route("**/api/auth/refresh", (route) => route.fulfill(ended));
    await page.getByRole("link", { name: /^Skills/ }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe("session upkeep", () => {
  test("the session is refreshed before the access token expires", async ({ page, baseURL }) => {
    await page.clock.install();
    await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
    await openAdmin(page);
    const { expiresAt } = (await (await page.request.get("/api/auth/session")).json()) as { expiresAt: number };
    const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/auth/refresh"));
    // Up to a minute before expiry nothing happens; then the refresh runs and the owner stays.
    await page.clock.fastForward(Math.max(0, expiresAt * 1000 - Date.now() - 50_000));
    expect((await refreshed).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a list that cannot be loaded shows its toast and a way to try again", async ({ page, baseURL }) => {
    await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
    let fail = true;
    await page.route("**/api/admin/projects", (route) =>
      fail ? route.fulfill({ status: 500, json: { error: "An error occurred. Please try again" } }) : route.continue(),
    );
    await openAdmin(page, "/admin/projects");
    await expect(toast(page, "Failed to fetch projects")).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("region", { name: "Projects" }).getByRole("listitem").first()).toBeVisible();
  });
});

test.describe("dashboard and router", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
  });

  test("the checklist, once dismissed, stays away in this browser", async ({ page }) => {
    await openAdmin(page);
    const checklist = page.getByRole("region", { name: "Make this site yours" });
    await checklist.getByRole("button", { name: "Dismiss the checklist" }).click();
    await expect(checklist).toHaveCount(0);
    // After a reload the dashboard loads, and the checklist does not even ask for its steps.
    const asked: string[] = [];
    page.on("request", (request) => request.url().includes("/api/admin/setup") && asked.push(request.url()));
    await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/admin/overview")), page.reload()]);
    await expect(page.getByRole("heading", { name: "Total Messages" })).toBeVisible();
    await expect(checklist).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test("shows the email, Logout, the nine cards, the stats and the tabs", async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("main").getByText(E2E_ADMIN.email)).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Logout" })).toBeVisible();
    // One Logout on the dashboard (the header's shows on the other screens).
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(1);
    const cards = page.getByRole("navigation", { name: "Manage content" }).getByRole("link");
    await expect(cards).toHaveCount(9);
    for (const heading of ["Total Messages", "Total Views", "Top Project"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    // The top project's count says what it counts.
    await expect(page.getByRole("region", { name: "Statistics" })).toContainText(
      /Top Project\s*(\d+\s*views? · |N\/A)/,
    );
    await expect(page.getByRole("tab", { name: /^Messages \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { name: "Views per project" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Views per day (last 30 days)" })).toBeVisible();
    await expect(page.getByRole("img", { name: /last 30 days/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Top referrers" })).toBeVisible();
    // Arrow keys move between tabs.
    await page.getByRole("tab", { name: "Analytics" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Guestbook" })).toBeFocused();
    await expect(page.getByText(/pending moderation/)).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Moderate guestbook" })).toHaveAttribute(
      "href",
      "/admin/guestbook",
    );
  });

  test("marks a new contact message as read (only new ones offer it)", async ({ page, baseURL }) => {
    const name = `Reader ${randomLetters(6)}`;
    const sent = await page.request.post("/api/contact", {
      data: { name, email: "reader@example.com", message: "Hello there, this is an e2e message.", website: "" },
      headers: sameOrigin(baseURL),
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await openAdmin(page);
    const item = page.getByRole("article", { name: new RegExp(name) });
    await expect(item).toBeVisible();
    await item.getByRole("button", { name: "Mark as Read" }).click();
    await expect(toast(page, "Message marked as read")).toBeVisible();
    await expect(item.getByRole("button", { name: "Mark as Read" })).toHaveCount(0);
    await expect(item.getByText("Read", { exact: true })).toBeVisible();
  });

  test("links move between screens in place; back and forward work; unknown paths show not found", async ({ page }) => {
    await openAdmin(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: /^Skills/ }).click();
    await expect(page).toHaveURL(/\/admin\/skills$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Skills" })).toBeFocused();
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "Manage Skills" })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // No full page load happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await openAdmin(page, "/admin/no-such-screen");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe("content screens", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
  });

  /**
   * After a reload: the screen the tab was on, with its list loaded (its rows' `edit` buttons
   * shown). A form kept from before the reload opens as the screen first renders, before its list
   * has loaded (useDraftForm's first state), so from here on it would show: a check that no form
   * came back is made once everything that could bring it back has run, not at the first paint.
   */
  async function screenLoaded(page: Page, edit: RegExp = /^Edit /) {
    await expect(page.locator("#admin-main h1")).toBeVisible();
    await expect(page.getByRole("button", { name: edit }).first()).toBeVisible();
  }

  async function fillProject(page: Page, slug: string, title: string) {
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("combobox", { name: "Category", exact: true }).selectOption("Robotics");
    await page.getByLabel("Tags").fill("e2e, robots , ,arms");
    // An image by its address (uploads have a suite of their own: images-admin.spec.ts), with its alt text.
    const image = page.getByRole("group", { name: "Image", exact: true });
    await image.getByText("Use a URL instead").click();
    await image.getByRole("textbox", { name: "Image URL", exact: true }).fill("https://example.com/image.png");
    await image.getByLabel("Image alt text").fill("A robot arm on a workbench");
    await page.getByLabel("Overview").fill("An overview long enough to pass.");
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("Lead");
    await page.getByLabel("Challenge").fill("A challenge");
    await page.getByLabel("Approach").fill("An approach");
    await page.getByLabel("Outcome").fill("An outcome");
    await page.getByLabel("Tech stack").fill("CAD, FEA");
  }

  test("projects: create with defaults, edit, and delete after confirmation", async ({ page }) => {
    const slug = unique("e2e-project");
    await openAdmin(page, "/admin/projects");
    await page.getByRole("button", { name: "New Project" }).click();
    await expect(page.getByRole("switch", { name: "Featured" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "Published" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page, "Validation failed")).toBeVisible();

    await fillProject(page, slug, `Project ${slug}`);
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page, "Project created successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: slug });
    await expect(row).toContainText("Published");

    const api = (await (await page.request.get("/api/admin/projects")).json()) as {
      projects: { slug: string; tags: string[]; tech_stack: string[]; featured: boolean }[];
    };
    const saved = api.projects.find((project) => project.slug === slug)!;
    expect(saved.tags).toEqual(["e2e", "robots", "arms"]);
    expect(saved.tech_stack).toEqual(["CAD", "FEA"]);
    expect(saved.featured).toBe(false);

    await row.getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Tags")).toHaveValue("e2e, robots, arms");
    await page.getByLabel("Title").fill(`Renamed ${slug}`);
    await page.getByRole("switch", { name: "Featured" }).click();
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `Renamed ${slug}` })).toContainText("Featured");

    // Cancel keeps the project; Delete removes it.
    await page
      .getByRole("listitem")
      .filter({ hasText: slug })
      .getByRole("button", { name: /^Delete/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Are you sure you want to delete this project?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: slug })).toHaveCount(1);
    await page
      .getByRole("listitem")
      .filter({ hasText: slug })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await confirmDialog(page, "Are you sure you want to delete this project?");
    await expect(toast(page, "Project deleted")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: slug })).toHaveCount(0);
  });

  test("a stale save is refused with the server's message and the form keeps its content", async ({
    page,
    context,
  }) => {
    const slug = unique("e2e-conflict");
    await openAdmin(page, "/admin/projects");
    await page.getByRole("button", { name: "New Project" }).click();
    await fillProject(page, slug, `Conflict ${slug}`);
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(toast(page, "Project created successfully")).toBeVisible();

    const other = await context.newPage();
    await openAdmin(other, "/admin/projects");
    for (const tab of [page, other]) {
      await tab.getByRole("listitem").filter({ hasText: slug }).getByRole("button", { name: /^Edit/ }).click();
    }
    await other.getByLabel("Outcome").fill("Saved first in the other tab");
    await other.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(other, "Project updated successfully")).toBeVisible();

    await page.getByLabel("Outcome").fill("My stale change");
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(
      toast(
        page,
        "This item was changed by someone else since you opened it. Reload to get the latest version, then make your changes again.",
      ),
    ).toBeVisible();
    await expect(page.getByLabel("Outcome")).toHaveValue("My stale change");
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
    await other.close();
  });

  test("an unsaved form survives a reload, and Cancel forgets it", async ({ page }) => {
    await openAdmin(page, "/admin/projects");
    await page.getByRole("button", { name: "New Project" }).click();
    await page.getByLabel("Title").fill("Draft that must survive");
    await page.getByLabel("Tags").fill("one, two");
    await page.reload();
    await expect(page.getByText("Unsaved changes from this tab were restored.")).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("Draft that must survive");
    await expect(page.getByLabel("Tags")).toHaveValue("one, two");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.reload();
    await screenLoaded(page);
    await expect(page.getByText("Unsaved changes from this tab were restored.")).toHaveCount(0);
    await expect(page.getByLabel("Title")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New Project" })).toBeVisible();
  });

  test("project: the slug follows the title, except on a published project", async ({ page }) => {
    await openAdmin(page, "/admin/projects");
    await page.getByRole("button", { name: "New Project" }).click();
    await page.getByLabel("Title").fill("Wave Energy Buoy, Mk 2");
    await expect(page.getByLabel("Slug")).toHaveValue("wave-energy-buoy-mk-2");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "New Project" })).toHaveCount(0);
    // The demo's projects are published: their slug is their URL and stays.
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    // The project's own form, with its stored values in it, before its slug is read.
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveValue(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const slug = await page.getByLabel("Slug").inputValue();
    await page.getByLabel("Title").fill("A new name for it");
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  test("a form opened and left unchanged (or changed back) is not restored after a reload", async ({ page }) => {
    // A field nothing else follows (a draft post's slug follows its title).
    for (const [screen, edit, label] of [
      ["/admin/experience", /^Edit .+ at /, "Location"],
      ["/admin/blog", /^Edit /, "Excerpt"],
    ] as const) {
      await openAdmin(page, screen);
      await page.getByRole("button", { name: edit }).first().click();
      const title = page.getByRole("heading", { name: /^Edit (Experience|Post)$/ });
      await expect(title).toBeVisible();
      const field = page.getByLabel(label);
      const original = await field.inputValue();
      await field.fill(`${original} (changed)`);
      await field.fill(original);
      await page.reload();
      await screenLoaded(page, edit);
      await expect(page.getByText("Unsaved changes from this tab were restored.")).toHaveCount(0);
      await expect(title).toHaveCount(0);
      // No form is open: the screen offers a new one.
      await expect(page.getByRole("button", { name: /^New (Experience|Post)$/ })).toBeVisible();
    }
  });

  test("blog: slug follows the title, rich text content, editing keeps image and reading time, delete", async ({
    page,
  }) => {
    const title = `E2E Post ${unique("p")}`;
    await openAdmin(page, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill(title);
    const slug = await page.getByLabel("Slug").inputValue();
    expect(slug).toMatch(/^e2e-post-p-[a-z0-9-]+$/);
    await page.getByLabel("Excerpt").fill("A short excerpt.");
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("Hello ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("bold");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(" world ");
    await page.keyboard.press("Control+u");
    await page.keyboard.type("underlined");
    await page.keyboard.press("Control+u");
    const cover = page.getByRole("group", { name: "Featured image", exact: true });
    await cover.getByText("Use a URL instead").click();
    await cover.getByLabel("Featured image URL").fill("https://example.com/cover.png");
    await cover.getByLabel("Featured image alt text").fill("A robot arm's elbow joint");
    await page.getByLabel("Reading time (minutes)").fill("12");
    await page.getByRole("switch", { name: "Published" }).click();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Post created successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Published");

    const { posts } = (await (await page.request.get("/api/admin/posts")).json()) as {
      posts: { slug: string; content: string; published_at: string | null }[];
    };
    const saved = posts.find((post) => post.slug === slug)!;
    expect(saved.content).toContain("<strong>bold</strong>");
    expect(saved.content).toContain("<u>underlined</u>");
    expect(saved.published_at).not.toBeNull();

    await row.getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Featured image URL")).toHaveValue("https://example.com/cover.png");
    await expect(page.getByLabel("Featured image alt text")).toHaveValue("A robot arm's elbow joint");
    await expect(page.getByLabel("Reading time (minutes)")).toHaveValue("12");
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Hello bold world underlined");
    // Renaming a published post keeps its URL.
    await page.getByLabel("Title").fill(`${title} renamed`);
    await expect(page.getByLabel("Slug")).toHaveValue(slug);
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toast(page, "Post updated successfully")).toBeVisible();

    await page
      .getByRole("listitem")
      .filter({ hasText: title })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await confirmDialog(page, "Are you sure you want to delete this post?");
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toHaveCount(0);
  });

  test("blog toolbar is one tab stop, moved along with arrow keys", async ({ page }) => {
    await openAdmin(page, "/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("Alt+F10");
    await expect(page.getByRole("button", { name: "Bold" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("button", { name: "Italic" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Italic" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    // Escape gives the focus back to the text, where the next keys go.
    await expect(editor).toBeFocused();
    await page.keyboard.type("slanted");
    await expect(editor.locator("em")).toHaveText("slanted");
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  test("experience: impact one per line, tags comma-separated, edit and delete ('Are you sure?')", async ({ page }) => {
    const organization = unique("E2E Org");
    await openAdmin(page, "/admin/experience");
    await page.getByRole("button", { name: "New Experience" }).click();
    await page.getByRole("textbox", { name: "Role", exact: true }).fill("Test Engineer");
    await page.getByLabel("Organization").fill(organization);
    await page.getByLabel("Location").fill("Remote");
    await page.getByLabel("Start").fill("Jan 2025");
    await page.getByLabel("Focus").fill("Testing things");
    await page.getByLabel("Impact").fill("First impact\nSecond impact\n\n");
    await page.getByLabel("Tags").fill("qa, e2e");
    await page.getByRole("button", { name: "Create Experience" }).click();
    await expect(toast(page, "Experience created")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: organization });
    await expect(row).toContainText("Jan 2025 – Present");

    await row.getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByLabel("Impact")).toHaveValue("First impact\nSecond impact");
    await page.getByLabel("End").fill("Dec 2025");
    await page.getByRole("button", { name: "Update Experience" }).click();
    await expect(toast(page, "Experience updated")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: organization })).toContainText("Jan 2025 – Dec 2025");

    await page
      .getByRole("listitem")
      .filter({ hasText: organization })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await confirmDialog(page, "Are you sure?");
    await expect(toast(page, "Experience deleted")).toBeVisible();
  });

  test("skills: added with the keyboard only, grouped by category, deleted after confirmation", async ({ page }) => {
    const name = unique("Skill");
    const category = unique("E2E Category");
    await openAdmin(page, "/admin/skills");
    await page.getByLabel("Skill name").focus();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    // The category list's last choice, 'New category…', opens a field for a new one.
    await page.keyboard.press("End");
    await page.keyboard.press("Tab");
    await page.keyboard.type(category);
    await page.keyboard.press("Enter");
    await expect(toast(page, "Skill added")).toBeVisible();
    const group = page.getByRole("region", { name: category });
    await expect(group.getByText(name)).toBeVisible();

    await group.getByRole("button", { name: `Delete ${name}` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "Skill deleted")).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("guestbook: approved messages show their count, the last approved first, and 'Show all'", async ({
    page,
    baseURL,
  }) => {
    const suffix = randomLetters();
    const names = [..."abcdef"].map((letter) => `Many ${letter} ${suffix}`);
    for (const [index, name] of names.entries()) {
      // Each from an address of its own: a visitor may sign five times in ten minutes.
      await expectOk(
        await page.request.post("/api/guestbook", {
          data: { name, email: "", message: "One of many kind messages for the e2e test.", website: "" },
          headers: {
            ...sameOrigin(baseURL),
            "x-forwarded-for": `10.251.${index * 40 + Math.floor(Math.random() * 40)}.1`,
          },
        }),
        201,
      );
    }
    const listed = (await (await page.request.get("/api/admin/guestbook")).json()) as {
      messages: { id: string; name: string }[];
    };
    for (const name of names) {
      const id = listed.messages.find((message) => message.name === name)!.id;
      await expectOk(await page.request.post(`/api/admin/guestbook/${id}/approve`, { headers: sameOrigin(baseURL) }));
    }

    await openAdmin(page, "/admin/guestbook");
    const approved = page.getByRole("region", { name: /^Approved \(\d+\)$/ });
    // The count in the heading (another test may approve one meanwhile: read it when needed).
    const count = async () =>
      Number(/\((\d+)\)/.exec((await approved.getByRole("heading").first().textContent())!)![1]);
    expect(await count()).toBeGreaterThanOrEqual(names.length);
    await expect(approved.getByRole("listitem")).toHaveCount(5);
    // The last approved are first, still there to delete.
    await expect(approved.getByRole("listitem").filter({ hasText: names.at(-1)! })).toBeVisible();
    await approved.getByRole("button", { name: /^Show all \d+ \(\d+ more\)$/ }).click();
    await expect.poll(async () => (await approved.getByRole("listitem").count()) === (await count())).toBe(true);
    await approved.getByRole("button", { name: "Show fewer" }).click();
    await expect(approved.getByRole("listitem")).toHaveCount(5);
  });

  test("guestbook: approving shows the message on the public guestbook; reject and delete", async ({
    page,
    baseURL,
  }) => {
    const suffix = randomLetters();
    const approveName = `Approve ${suffix}`;
    const rejectName = `Reject ${suffix}`;
    for (const name of [approveName, rejectName]) {
      const response = await page.request.post("/api/guestbook", {
        data: { name, email: "", message: "A kind message for the guestbook e2e test.", website: "" },
        headers: sameOrigin(baseURL),
      });
      expect(response.ok(), await response.text()).toBe(true);
    }
    await openAdmin(page, "/admin/guestbook");
    const pending = page.getByRole("region", { name: /^Pending/ });
    await pending
      .getByRole("listitem")
      .filter({ hasText: approveName })
      .getByRole("button", { name: "Approve", exact: true })
      .click();
    await expect(toast(page, "Message approved")).toBeVisible();
    await pending
      .getByRole("listitem")
      .filter({ hasText: rejectName })
      .getByRole("button", { name: "Reject", exact: true })
      .click();
    await expect(toast(page, "Message rejected")).toBeVisible();
    await expect(page.getByRole("region", { name: "Rejected" }).getByText(rejectName)).toBeVisible();

    const publicList = (await (await page.request.get("/api/guestbook")).json()) as { messages: { name: string }[] };
    expect(publicList.messages.map((message) => message.name)).toContain(approveName);
    expect(publicList.messages.map((message) => message.name)).not.toContain(rejectName);

    await page
      .getByRole("region", { name: "Rejected" })
      .getByRole("button", { name: `Delete message from ${rejectName}` })
      .click();
    await confirmDialog(page, "Are you sure?");
    await expect(toast(page, "Message deleted")).toBeVisible();
  });

  test("resume: upload a PDF, Set Active makes the site's resume link download it, delete", async ({ page }) => {
    await openAdmin(page, "/admin/resume");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "Please select a file")).toBeVisible();
    const name = `${unique("resume")}.pdf`;
    await page.getByLabel("PDF file").setInputFiles({ name, mimeType: "application/pdf", buffer: pdfBytes(name) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "Resume uploaded successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toHaveCount(0);
    await row.getByRole("button", { name: /^Set Active/ }).click();
    await expect(toast(page, "Active resume updated")).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(page.getByText("Active", { exact: true })).toHaveCount(1);

    // /resume.pdf leads to the version just activated, and a page built before that (this
    // server defers its rebuilds) links it there: the visitor downloads the new file.
    const href = await row.getByRole("link").getAttribute("href");
    const redirect = await page.request.get("/resume.pdf", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(new URL(redirect.headers()["location"]!, page.url()).pathname).toBe(new URL(href!, page.url()).pathname);
    await page.goto("/");
    const resumeLink = page.locator("footer").getByRole("link", { name: "Download Resume" });
    await expect(resumeLink).toHaveAttribute("href", "/resume.pdf");
    const downloading = page.waitForEvent("download");
    await resumeLink.click();
    expect(readFileSync(await (await downloading).path())).toEqual(pdfBytes(name));
    await openAdmin(page, "/admin/resume");

    await row.getByRole("button", { name: /^Delete version/ }).click();
    await confirmDialog(page, "Are you sure?");
    await expect(toast(page, "Resume deleted")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });

  test("portfolio: a file that is not a PDF is refused before uploading", async ({ page }) => {
    await openAdmin(page, "/admin/portfolio");
    await page
      .getByLabel("PDF file")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, "PDF only")).toBeVisible();
  });

  test("project files: upload with a slug, size in KB with two decimals, delete", async ({ page }) => {
    await openAdmin(page, "/admin/project-files");
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "Please select a file and enter a project slug")).toBeVisible();
    const name = `${unique("notes")}.txt`;
    await page.getByLabel("File", { exact: true }).setInputFiles({
      name,
      mimeType: "text/plain",
      buffer: Buffer.alloc(2048 + 512, "a"),
    });
    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: publishedProject.title });
    await page.getByLabel("Description").fill("Uploaded by the browser test");
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("2.50 KB");
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await confirmDialog(page, "Are you sure?");
    await expect(toast(page, "File deleted")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
  });

  test("a project's form lists its own files and attaches one, with the 10 MB limit shown", async ({ page }) => {
    await openAdmin(page, "/admin/projects");
    await page
      .getByRole("listitem")
      .filter({ hasText: "ocean-wave-drifter" })
      .getByRole("button", { name: /^Edit/ })
      .click();
    const files = page.getByRole("region", { name: "Files", exact: true });
    await expect(files.getByText("Drawings, STEP, STL, PDF… up to 10 MB.")).toBeVisible();
    const listed = page.getByRole("region", { name: "Files of this project" });
    await expect(listed.getByRole("listitem").filter({ hasText: "drifter-assembly-drawing.pdf" })).toBeVisible();
    await expect(listed.getByRole("listitem").filter({ hasText: "spur-gear-pair.step" })).toHaveCount(0);

    const name = `${unique("drifter-bom")}.csv`;
    await files.getByLabel("File", { exact: true }).setInputFiles({
      name,
      mimeType: "text/csv",
      buffer: Buffer.from("part,qty\nhull,1\n"),
    });
    await files.getByLabel("Description").fill("Bill of materials");
    await files.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    await expect(listed.getByRole("listitem").filter({ hasText: name })).toContainText("ocean-wave-drifter");
    // Still the project's form, with nothing of it submitted.
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
  });

  test("project files: the list marks the 3D models, which get a 3D view on the project page", async ({ page }) => {
    await openAdmin(page, "/admin/project-files");
    const row = (name: string) => page.getByRole("listitem").filter({ hasText: name });
    await expect(row("spur-gear-pair.step")).toContainText("3D view");
    await expect(row("spur-gear-pair.stl")).toContainText("3D view");
    await expect(row("drifter-assembly-drawing.pdf")).not.toContainText("3D view");
  });

  test("an uploaded model is prepared for viewing in the owner's browser: its mesh stored beside it as a GLB, its poster shown, and a poster made the project's image", async ({
    page,
  }) => {
    await openAdmin(page, "/admin/project-files");
    const name = `${unique("cup")}.step`;
    // The demo's suction cup, as a STEP file of its own.
    const step = toStep(demoModels().find((model) => model.name === "suction-cup")!);
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name, mimeType: "model/step", buffer: Buffer.from(step) });
    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: publishedProject.title });
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    // The screen's own list (the toasts are list items too, and name the file).
    const row = page.locator("#admin-main").getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Prepared for viewing");
    await expect(row.getByRole("button", { name: `Prepare ${name} for viewing` })).toHaveCount(0);
    const listed = (await (await page.request.get("/api/admin/project-files")).json()) as {
      files: { file_name: string; prepared_path: string | null; poster_path: string | null }[];
    };
    const { prepared_path: prepared, poster_path: poster } = listed.files.find((file) => file.file_name === name)!;
    expect(prepared).toMatch(new RegExp(`^project-files/${publishedProject.slug}/\\d+/cup-.+\\.glb$`));
    const glb = await page.request.get(publicObjectUrl("", DOCUMENTS_BUCKET, prepared!));
    expect((await glb.body()).subarray(0, 4).toString()).toBe("glTF");
    // Its poster, drawn here: the model's first view, 1200 × 800, shown in its row.
    expect(poster).toMatch(new RegExp(`^project-files/${publishedProject.slug}/\\d+/cup-.+-poster\\.webp$`));
    const { data: pixels } = await sharp(
      await (await page.request.get(publicObjectUrl("", DOCUMENTS_BUCKET, poster!))).body(),
    )
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alpha = pixels.filter((_, i) => i % 4 === 3);
    // Transparent around the model, opaque where it is drawn.
    expect([alpha.includes(0), alpha.includes(255)]).toEqual([true, true]);
    await expect
      .poll(() => row.locator("img").evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBe(1200);

    // A demo model's poster (in a project no other test edits) becomes its project's image.
    const demo = demoProjectFiles.find((file) => file.file_name === "suction-cup.stl")!;
    await page
      .locator("#admin-main")
      .getByRole("listitem")
      .filter({ hasText: demo.file_name })
      .getByRole("button", { name: `Use as project image: ${demo.file_name}` })
      .click();
    await expect(toast(page, "Project image updated")).toBeVisible();
    const projects = (await (await page.request.get("/api/admin/projects")).json()) as {
      projects: { slug: string; image: string; image_alt: string }[];
    };
    expect(projects.projects.find((project) => project.slug === demo.project_slug)).toMatchObject({
      image: publicObjectUrl("", DOCUMENTS_BUCKET, demo.poster!),
      image_alt: "3D model suction-cup, seen from the front and above",
    });
  });

  test("a mesh file gets a GLB beside it only when that is the smaller file: an ASCII STL and a real part's binary STL do, a tiny one not", async ({
    page,
  }) => {
    // The demo's suction cup as its binary STL, whose triangles share their corners, the same
    // triangles as text, and a cube of twelve triangles, smaller than any GLB's own header.
    const binary = readFileSync(new URL("../../supabase/seed/media/demo/models/suction-cup.stl", import.meta.url));
    const triangles = new Mesh(new STLLoader().parse(Uint8Array.from(binary).buffer));
    const ascii = Buffer.from(new STLExporter().parse(triangles, { binary: false }) as string);
    const cube = new STLExporter().parse(new Mesh(new BoxGeometry(10, 10, 10)), { binary: true }) as DataView;
    const tiny = Buffer.from(cube.buffer, cube.byteOffset, cube.byteLength);
    const names = {
      ascii: `${unique("cup-text")}.stl`,
      binary: `${unique("cup-binary")}.stl`,
      tiny: `${unique("cube")}.stl`,
    };
    await openAdmin(page, "/admin/project-files");
    for (const [kind, buffer] of [
      ["ascii", ascii],
      ["binary", binary],
      ["tiny", tiny],
    ] as const) {
      await page
        .getByLabel("File", { exact: true })
        .setInputFiles({ name: names[kind], mimeType: "model/stl", buffer });
      await page
        .getByRole("combobox", { name: "Project", exact: true })
        .selectOption({ label: publishedProject.title });
      await page.getByRole("button", { name: "Upload File" }).click();
      const row = page.locator("#admin-main").getByRole("listitem").filter({ hasText: names[kind] });
      await expect(row).toContainText("Prepared for viewing");
    }
    const listed = (await (await page.request.get("/api/admin/project-files")).json()) as {
      files: { file_name: string; prepared_path: string | null; poster_path: string | null }[];
    };
    const file = (name: string) => listed.files.find((one) => one.file_name === name)!;
    const stored = async (name: string) =>
      (await page.request.get(publicObjectUrl("", DOCUMENTS_BUCKET, file(name).prepared_path!))).body();
    expect(file(names.ascii).prepared_path).toMatch(/\/cup-text-.+\.glb$/);
    const glb = await stored(names.ascii);
    expect(glb.subarray(0, 4).toString()).toBe("glTF");
    expect(glb.length * 3).toBeLessThan(ascii.length);
    expect(file(names.binary).prepared_path).toMatch(/\/cup-binary-.+\.glb$/);
    const binaryGlb = await stored(names.binary);
    expect(binaryGlb.subarray(0, 4).toString()).toBe("glTF");
    expect(binaryGlb.length * 3).toBeLessThan(binary.length * 2);
    // The cube's STL is smaller than its GLB would be: visitors load it as it is, with its poster.
    expect(file(names.tiny).prepared_path).toBeNull();
    expect(file(names.tiny).poster_path).toMatch(/\/cube-.+-poster\.webp$/);
  });

  test("a model's walkthrough: steps added from the viewer's views, captioned, put in order and saved", async ({
    page,
  }) => {
    // A model of this test's own: a wedge, as an ASCII STL.
    const stl = `${unique("wedge")}.stl`;
    const facets = [
      ["0 0 0", "0 20 0", "40 0 0"],
      ["0 0 10", "40 0 10", "0 20 10"],
      ["0 0 0", "40 0 0", "40 0 10", "0 0 10"],
      ["0 0 0", "0 0 10", "0 20 10", "0 20 0"],
      ["40 0 0", "0 20 0", "0 20 10", "40 0 10"],
    ].flatMap((corners) =>
      corners.length === 3 ? [corners] : [corners.slice(0, 3), [corners[0]!, ...corners.slice(2)]],
    );
    const body = [
      "solid wedge",
      ...facets.flatMap((corners) => [
        "facet normal 0 0 0",
        "outer loop",
        ...corners.map((corner) => `vertex ${corner}`),
        "endloop",
        "endfacet",
      ]),
      "endsolid wedge",
    ].join("\n");
    await openAdmin(page, "/admin/project-files");
    await page
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: stl, mimeType: "model/stl", buffer: Buffer.from(body) });
    // A project with drawings (no other test changes it), whose sheets a step may point to.
    const project = demoProjects.find((one) => one.slug === "sheet-metal-enclosure-dfm")!;
    const drawing = demoProjectFiles.find(
      (file) => file.project_slug === project.slug && file.file_name.endsWith(".pdf"),
    )!;
    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: project.title });
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "File uploaded successfully")).toBeVisible();
    await page
      .locator("#admin-main")
      .getByRole("listitem")
      .filter({ hasText: stl })
      .getByRole("button", { name: `Walkthrough of ${stl}` })
      .click();
    const viewer = page.getByRole("dialog", { name: stl });
    await expect(viewer.getByRole("button", { name: "Fit view" })).toBeVisible({ timeout: 60_000 });
    const editor = viewer.getByRole("complementary", { name: "Walkthrough editor" });
    // The admin's address is no link to a view: there is none to copy here.
    await expect(viewer.getByRole("button", { name: "Copy link to this view" })).toHaveCount(0);
    const steps = editor.getByRole("list", { name: "Steps" });
    const tools = viewer.getByRole("group", { name: "Inspection tools" });

    // The first step: the view as it opened.
    await editor.getByRole("button", { name: "Add step from this view" }).click();
    const first = editor.getByRole("textbox", { name: "Step 1 caption" });
    await expect(first).toBeFocused();
    await first.fill("x".repeat(250));
    await expect(first).toHaveValue("x".repeat(200));
    await expect(editor.getByText("200/200 characters")).toBeVisible();
    await first.fill("The whole pair, as printed.");
    // The second: from the top, cut across Z.
    await tools.getByRole("button", { name: "Views", exact: true }).click();
    await viewer.getByRole("button", { name: "Top", exact: true }).click();
    await tools.getByRole("button", { name: "Section", exact: true }).click();
    await viewer.getByRole("radio", { name: "Z", exact: true }).check();
    await editor.getByRole("button", { name: "Add step from this view" }).click();
    await editor.getByRole("textbox", { name: "Step 2 caption" }).fill("Cut at half height: solid teeth.");
    // It points to the second sheet of the project's drawing.
    await editor.getByRole("combobox", { name: "Step 2 drawing" }).selectOption({ label: drawing.file_name });
    await editor.getByRole("spinbutton", { name: "Step 2 sheet" }).fill("2");
    // The cut goes first.
    await steps.getByRole("button", { name: "Move step 2 up" }).click();
    await expect(editor.getByRole("textbox", { name: "Step 1 caption" })).toHaveValue(
      "Cut at half height: solid teeth.",
    );
    await expect(editor.getByRole("status").filter({ hasText: "Unsaved changes." })).toBeVisible();
    const saved = page.waitForResponse(
      (response) => response.request().method() === "PUT" && /\/api\/admin\/project-files\//.test(response.url()),
    );
    await editor.getByRole("button", { name: "Save walkthrough" }).click();
    expect((await saved).status()).toBe(200);
    await expect(
      editor.getByRole("status").filter({ hasText: "Walkthrough saved. The project page is being rebuilt." }),
    ).toBeVisible();

    const listed = (await (await page.request.get("/api/admin/project-files")).json()) as {
      files: {
        id: string;
        file_name: string;
        walkthrough: { caption: string; view: { section: unknown; ortho: boolean }; drawing?: unknown }[];
      }[];
    };
    const walkthrough = listed.files.find((file) => file.file_name === stl)!.walkthrough;
    const drawingId = listed.files.find((file) => file.file_name === drawing.file_name)!.id;
    expect(walkthrough.map((step) => step.drawing)).toEqual([{ fileId: drawingId, sheet: 2 }, undefined]);
    expect(walkthrough.map((step) => step.caption)).toEqual([
      "Cut at half height: solid teeth.",
      "The whole pair, as printed.",
    ]);
    expect(walkthrough.map((step) => step.view.section)).toEqual([{ axis: "z", at: 0.5, flip: false }, null]);

    await viewer.getByRole("button", { name: "Close 3D viewer" }).click();
    await expect(page.locator("#admin-main").getByRole("listitem").filter({ hasText: stl })).toContainText(
      "2 walkthrough steps",
    );
  });

  test("an SVG with a script, uploaded as a project file and opened by the signed-in owner, is downloaded and runs nothing", async ({
    page,
  }) => {
    await openAdmin(page, "/admin/project-files");
    const name = `${unique("cad")}.svg`;
    await page.getByLabel("File", { exact: true }).setInputFiles({
      name,
      mimeType: "image/svg+xml",
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/admin/overview?from=svg")</script></svg>',
      ),
    });
    await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: publishedProject.title });
    await page.getByRole("button", { name: "Upload File" }).click();
    await expect(toast(page, "File uploaded successfully")).toBeVisible();

    const listed = (await (await page.request.get("/api/admin/project-files")).json()) as {
      files: { file_name: string; file_path: string }[];
    };
    const file = listed.files.find((entry) => entry.file_name === name)!;
    const scriptCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("from=svg")) scriptCalls.push(request.url());
    });
    const download = page.waitForEvent("download");
    // A download, not a page: the navigation itself is aborted.
    await page.goto(publicObjectUrl("", DOCUMENTS_BUCKET, file.file_path)).catch(() => undefined);
    // Saved under its own name, not the stored object's.
    expect((await download).suggestedFilename()).toBe(name);
    await page.goto("/admin/project-files");
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    expect(scriptCalls).toEqual([]);
  });
});

test.describe("on a phone", () => {
  test("the dashboard and a form fit the screen without sideways scrolling @phone", async ({ page, baseURL }) => {
    await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
    await openAdmin(page);
    await expect(page.getByRole("navigation", { name: "Manage content" }).getByRole("link")).toHaveCount(9);
    // Each screen is measured with its data shown (the dashboard's counts, the form's editor) and
    // its layout settled, never while it still lays out.
    await expect(page.getByRole("tab", { name: /^Messages \(\d+\)$/ })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("link", { name: /^Blog/ }).click();
    await page.getByRole("button", { name: "New Post" }).click();
    await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Cancel" }).click();
    // Settings, with the form, the notification channels (long addresses in them) and the archive.
    await openAdmin(page, "/admin/settings");
    await expect(page.getByRole("textbox", { name: "Name", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Email" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Export and import" })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("admin accessibility", () => {
  for (const mode of ["dark", "light"] as const) {
    for (const path of ["/admin", "/admin/projects"]) {
      test(`${path} has no axe violations in ${mode} mode`, async ({ page, context, baseURL }) => {
        await storeTheme(context as BrowserContext, mode);
        await expectOk(await page.request.post("/api/auth/signin", { data: E2E_ADMIN, headers: sameOrigin(baseURL) }));
        await page.emulateMedia({ reducedMotion: "reduce" });
        await openAdmin(page, path);
        if (path === "/admin/projects") await page.getByRole("button", { name: "New Project" }).click();
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

import { createHash } from "node:crypto";
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { DEFAULT_MODEL_VIEW } from "../../src/lib/model-view";
import { demoExperiences, demoProjects } from "../../src/server/seed/demo-content";
import { demoModels, toStep } from "../../src/server/seed/demo-models";
import {
  editProject,
  pasteImage,
  png,
  PNG_TYPE,
  savedProject,
  signIn,
  STORED_IMAGE,
  thumbnail,
  toast,
  unique,
} from "./support/admin";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { dragHandle, draftProject, expectToast, toastWith } from "./support/site";

/**
 * The publishing loop of the embedded default, on a server of its own that rebuilds for real and
 * whose lists no other suite changes. The owner makes every kind of change a rebuild must carry:
 * projects and experiences put in order (by keyboard, with the focus kept and the move announced,
 * and by dragging; a refused move puts the list back), a project's image and a post's images with
 * their alt text, a post published from the admin, a new identity in the site settings, and a STEP
 * file prepared for viewing in the owner's browser with a walkthrough. Then one rebuild, pressed by
 * hand on the dashboard, puts all of it live with nothing restarted, while every page request is
 * answered (old page or new, never an error), and every rebuilt page is checked. Changes wait for
 * that one rebuild (a quiet window of 10 minutes); the rebuild a quiet window starts by itself is
 * the scheduler's, tested on its own (tests/unit/rebuild-scheduler).
 * After the rebuild: the change of password, 'Remove demo content', and the dashboard telling the
 * owner of a wave of messages.
 */
test.describe.configure({ mode: "serial" });

let server: OwnServer;

/** The new owner's identity, by the settings form's labels (besides the name). */
const JORDAN = {
  Initials: "JL",
  Headline: "Design Engineer · Gearboxes",
  Tagline: "Gearboxes that ship on time.",
  Email: "jordan.lee@example.org",
  Phone: "+1 555 0100",
  "Profile URL": "https://example.org/jordan-lee",
  Location: "Austin, TX",
  Graduation: "May 2026",
  "Hero headline": "Design engineer for drivetrains",
  Summary: "I design gearboxes and the fixtures that make them.",
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(E2E_PORT + 2, {
    // A low ceiling on visitor messages, for the last test (no other test here sends one).
    env: { REBUILD_DEBOUNCE_MS: "600000", VISITOR_MESSAGES_PER_HOUR: "2" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Signs in from a client address of the test's own. */
async function signInFrom(page: Page, address: string, password = E2E_ADMIN.password): Promise<void> {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
  const answer = await page.request.post(`${server.url}/api/auth/signin`, {
    data: { email: E2E_ADMIN.email, password },
    headers: { origin: server.url },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const byOrder = <T extends { display_order: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.display_order - b.display_order);
const projectTitles = byOrder(demoProjects).map((project) => project.title);
const experienceRoles = byOrder(demoExperiences).map((experience) => experience.role);

/** The rows of an admin list panel, first to last. */
const rowsOf = (page: Page, panel: string) => page.getByRole("region", { name: panel }).getByRole("listitem");

/** The first `count` rows' texts, for comparing orders. */
async function firstRows(rows: Locator, count: number): Promise<string[]> {
  await expect(rows.first()).toBeVisible();
  return (await rows.allInnerTexts()).slice(0, count);
}

/** Expects the rows to begin with these texts, in this order. */
async function expectOrder(rows: Locator, texts: string[]): Promise<void> {
  for (const [index, text] of texts.entries()) await expect(rows.nth(index)).toContainText(text);
}

/** The body of a script written into a post's excerpt (its page's meta description). */
const EXCERPT_SCRIPT = 'alert("excerpt")';

// What the changes leave for the checks after the rebuild.
let uploaded = "";
let description = "";
let postTitle = "";
let postSlug = "";
const coverAlt = "A robot gripper on a test stand, lit from the left";
const inlineAlt = "Chart of grip force against finger stroke";
let publishedTitle = "";
let publishedSlug = "";

test.describe("the owner's order", () => {
  test.beforeEach(async ({ context }, testInfo) => {
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.71.${testInfo.workerIndex % 256}.1` });
  });

  test("a project moved down with the keyboard keeps the focus, is announced and keeps its place after a reload", async ({
    page,
  }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/projects`);
    const rows = rowsOf(page, "Projects");
    await expectOrder(rows, projectTitles.slice(0, 3));
    await expect(rows).toHaveCount(projectTitles.length);
    await expect(rows.first().getByRole("button", { name: "Move up" })).toHaveAttribute("aria-disabled", "true");

    // While an item is being edited, the order waits (a move would make the form's copy stale).
    await rows.nth(1).getByRole("button", { name: /^Edit/ }).click();
    await expect(page.getByText("Finish or cancel the edit to change the order.")).toBeVisible();
    await expect(rows.first().getByRole("button", { name: "Move down" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(rows.first().getByRole("button", { name: "Move down" })).not.toHaveAttribute("aria-disabled");

    const [first, second, third] = projectTitles;
    await rows.first().getByRole("button", { name: "Move down" }).focus();
    await page.keyboard.press("Enter");
    await expectOrder(rows, [second!, first!, third!]);
    await expect(rows.nth(1).getByRole("button", { name: "Move down" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "moved to position" })).toHaveText(
      `${first} moved to position 2 of ${projectTitles.length}.`,
    );
    await expect(toast(page, "Order saved")).toBeVisible();
    // Once saved, the next move is taken, still from the keyboard.
    await expect(rows.nth(1).getByRole("button", { name: "Move down" })).not.toHaveAttribute("aria-disabled");
    await page.keyboard.press("Enter");
    await expectOrder(rows, [second!, third!, first!]);
    await expect(rows.nth(2).getByRole("button", { name: "Move down" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "moved to position" })).toHaveText(
      `${first} moved to position 3 of ${projectTitles.length}.`,
    );
    await expect(page.getByText("Saving order…")).toBeHidden();

    await page.reload();
    await expectOrder(rows, [second!, third!, first!]);
    const api = (await (await page.request.get(`${origin}/api/admin/projects`)).json()) as {
      projects: { title: string; display_order: number }[];
    };
    expect(api.projects.slice(0, 3).map((project) => [project.title, project.display_order])).toEqual([
      [second, 0],
      [third, 1],
      [first, 2],
    ]);
  });

  test("an experience dragged above another keeps its place after a reload", async ({ page }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    const rows = rowsOf(page, "Experiences");
    await expectOrder(rows, experienceRoles.slice(0, 3));

    await dragHandle(page, rows.nth(2).getByTestId("drag-handle"), rows.first(), (to) => to.y + 4);

    const [first, second, third] = experienceRoles;
    await expectOrder(rows, [third!, first!, second!]);
    await expect(toast(page, "Order saved")).toBeVisible();
    await page.reload();
    await expectOrder(rows, [third!, first!, second!]);
  });

  test("a move the server refuses puts the list back in the saved order, with a toast", async ({ page }) => {
    const origin = server.url;
    await signIn(page.request, origin);
    await page.goto(`${origin}/admin/experience`);
    const rows = rowsOf(page, "Experiences");
    const before = await firstRows(rows, experienceRoles.length);

    // Another tab adds an experience: the list this page holds is no longer the stored one.
    const role = unique("Added meanwhile");
    const added = await page.request.post(`${origin}/api/admin/experiences`, {
      headers: { origin },
      data: {
        role,
        organization: "Elsewhere Inc.",
        location: "Remote",
        period_start: "Jan 2026",
        focus: "Added while the list was open.",
        display_order: 99,
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await rows.first().getByRole("button", { name: "Move down" }).click();
    await expect(toast(page, "Failed to save order")).toContainText(
      "The list has changed since it was loaded. Reload it and put the items in order again.",
    );
    await expect(rows.first().getByRole("button", { name: "Move down" })).toBeFocused();
    // Back to the saved order, and loaded again: the new experience is there, last.
    await expect(rows).toHaveCount(before.length + 1);
    expect(await firstRows(rows, before.length)).toEqual(before);
    await expect(rows.last()).toContainText(role);
    await expect(page.getByRole("status").filter({ hasText: "Order not saved" })).toBeAttached();
  });
});

test("a project's image and a post's images are uploaded with their alt text and published", async ({
  page,
  context,
}) => {
  // It types a long post and uploads four images: minutes on a busy machine.
  test.setTimeout(240_000);
  const origin = server.url;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.66.0.1" });
  await signIn(page.request, origin);
  // The demo's draft project: not on the site until it is published.
  expect((await page.request.get(`${origin}/projects/${draftProject.slug}`)).status()).toBe(404);

  await editProject(page, origin, draftProject.slug);
  const field = page.getByRole("group", { name: "Image", exact: true });
  await field.getByLabel("Image file").setInputFiles({
    name: "gripper-cutaway.png",
    mimeType: PNG_TYPE,
    buffer: await png(960, 640, "#1d4e89"),
  });
  await expect(thumbnail(field)).toHaveAttribute("src", /\/images\/\d{13}\/gripper-cutaway\.png$/);
  uploaded = (await thumbnail(field).getAttribute("src"))!;
  expect(uploaded).toMatch(STORED_IMAGE);
  // A new image needs its own description: the demo image's alt text is gone.
  const alt = field.getByLabel("Image alt text");
  await expect(alt).toHaveValue("");

  await page.getByRole("switch", { name: "Published" }).click();
  await expect(field.getByText("Image alt text is required to publish")).toBeVisible();
  description = "Cutaway of the parallel gripper, its lead screw driving both fingers";
  await alt.fill(description);
  await expect(field.getByText("Image alt text is required to publish")).toHaveCount(0);
  await page.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated successfully")).toBeVisible();
  const saved = await savedProject(page.request, origin, draftProject.slug);
  expect(saved).toMatchObject({ published: true, image: uploaded, image_alt: description });

  // A published post with an uploaded featured image and an image pasted into its content.
  postTitle = unique("Uploaded images post");
  await page.goto(`${origin}/admin/blog`);
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title").fill(postTitle);
  postSlug = await page.getByLabel("Slug").inputValue();
  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  // Inserted at once: typing two thousand keys one by one takes minutes and is not what this tests.
  await page.keyboard.insertText("An introduction long enough to push the image below the first screen. ".repeat(30));
  await pasteImage(editor, "force-chart.png", await png(1000, 500, "#334455"));
  await page.getByRole("textbox", { name: "Alt text", exact: true }).fill(inlineAlt);
  await page.getByRole("button", { name: "Insert image" }).click();
  await expect(editor.locator(`img[alt="${inlineAlt}"]`)).toBeVisible();
  await expect(editor).toBeFocused();
  // Text after the image: it would move down if the image's space were not reserved.
  await page.keyboard.press("Enter");
  await page.keyboard.type("The text after the image, which must not move when the image arrives.");
  const cover = page.getByRole("group", { name: "Featured image", exact: true });
  await cover.getByLabel("Featured image file").setInputFiles({
    name: "cover.png",
    mimeType: PNG_TYPE,
    buffer: await png(1200, 800, "#445566"),
  });
  await expect(thumbnail(cover)).toHaveAttribute("src", STORED_IMAGE);
  await cover.getByLabel("Featured image alt text").fill(coverAlt);
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toast(page, "Post created successfully")).toBeVisible();
});

test("a post published in the admin waits for the rebuild, and the dashboard says why", async ({ page }) => {
  const origin = server.url;
  await signInFrom(page, "10.88.1.1");
  await page.goto(`${origin}/admin`);
  const panel = page.getByRole("region", { name: "Publishing" });
  await expect(panel.getByTestId("publishing-live")).toContainText("initial");
  // No rebuild has been timed yet: the admin promises no time.
  await expect(panel).toContainText("Changes go live after a background rebuild of the public pages.");

  publishedTitle = `Published from the admin ${Date.now().toString(36)}`;
  await page.goto(`${origin}/admin/blog`);
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title").fill(publishedTitle);
  publishedSlug = await page.getByLabel("Slug").inputValue();
  // What the owner writes is text, even when it reads like a script.
  await page
    .getByLabel("Excerpt")
    .fill(`Written and published during the publishing test. <script>${EXCERPT_SCRIPT}</script>`);
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("A post that goes live by itself.");
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Post created successfully" })).toBeVisible();

  // The dashboard says a rebuild was asked for, and for what; the live pages are still the first build.
  await page.goto(`${origin}/admin`);
  await expect(panel.getByTestId("publishing-last-request")).toContainText(`post created: ${publishedSlug}`);
  await expect(panel.getByTestId("publishing-state")).toContainText("Waiting for more changes…");
  await expect(panel.getByTestId("publishing-live")).toContainText("initial");
});

test("the checklist names the demo's settings and leads to each; a new identity, badge and portrait are saved", async ({
  page,
}) => {
  await signInFrom(page, "10.77.0.1");
  await page.goto(`${server.url}/admin`);
  const checklist = page.getByRole("region", { name: "Make this site yours" });
  await expect(checklist).toContainText("To do: Set your identity");
  await expect(checklist).toContainText("To do: Replace the demo content");
  // Each setting that still holds the demo's text is named, as a link into its field.
  await expect(checklist).toContainText("Still the demo's: Name, Initials, Headline, Tagline, Email");
  await checklist.getByRole("link", { name: "Name", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toBeFocused();

  // A required field left empty is named and marked, and nothing is saved.
  await name.fill("");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Validation failed", "Name is required");
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");

  // The rest of the identity; the greeting, the site's title and description follow from it.
  await name.fill("Jordan Lee");
  // The first field of each name is the identity's (education cards have a Location of their own).
  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true }).first();
  for (const [label, value] of Object.entries(JORDAN)) await field(label).fill(value);
  await expect(field("Greeting")).toHaveValue("");
  const badges = page.getByRole("group", { name: "Badges" });
  await badges.getByRole("button", { name: "Add badge" }).click();
  await expect(badges.getByRole("textbox", { name: "Badge 4", exact: true })).toBeFocused();
  await page.keyboard.type("Best Poster · Robotics Symposium 2025");
  // By keyboard: the new badge moves up one place, and the focus stays with it.
  await badges.getByRole("button", { name: "Move badge 4 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(badges.getByRole("textbox", { name: "Badge 3", exact: true })).toHaveValue(
    "Best Poster · Robotics Symposium 2025",
  );
  await expect(badges.getByRole("button", { name: "Move badge 3 up" })).toBeFocused();

  // The portrait is uploaded, with its description.
  const portrait = page.getByRole("group", { name: "Portrait", exact: true });
  await portrait.getByLabel("Portrait file").setInputFiles({
    name: "jordan.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 320, height: 320, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer(),
  });
  await expect(portrait.locator("img").first()).toHaveAttribute("src", /\/images\/\d{13}\/jordan\.png$/);
  await portrait.getByLabel("Portrait alt text").fill("Jordan Lee at a CNC mill");
  // Where the owner is: the times of their emails and the weekly summary's Monday morning.
  await page.getByRole("combobox", { name: "Time zone" }).fill("Europe/Paris");
  // The weekly summary email is on until the owner turns it off.
  const weekly = page.getByRole("switch", { name: "Weekly summary email" });
  await expect(weekly).toBeChecked();
  await weekly.click();
  await expect(weekly).not.toBeChecked();

  await page.getByRole("button", { name: "Save settings" }).click();
  // No rebuild has been measured on this server yet: no number is promised.
  await expectToast(page, "Settings saved", "Your change goes live once the site has rebuilt.");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
  const saved = (await (await page.request.get(`${server.url}/api/admin/settings`)).json()) as {
    settings: { owner: { timeZone: string; weeklySummary: boolean } };
  };
  expect(saved.settings.owner).toMatchObject({ timeZone: "Europe/Paris", weeklySummary: false });
  await expect(page.getByTestId("notification-weekly-summary")).toContainText("Off: turned off in Identity above.");
});

// The model uploaded before the rebuild, and its walkthrough's one step.
let modelName = "";
const STEP_CAPTION = "The cup's 2.5 mm wall: soft enough to seal on a curved hull, stiff enough to hold 40 N.";

test("a STEP file uploaded in the admin is prepared for viewing in the owner's browser, and given a walkthrough", async ({
  page,
}) => {
  // The CAD reader reads the file in this browser: seconds on a busy machine.
  test.setTimeout(180_000);
  const origin = server.url;
  await signInFrom(page, "10.88.4.1");
  await page.goto(`${origin}/admin/project-files`);
  modelName = `${unique("cup")}.step`;
  const cup = toStep(demoModels().find((model) => model.name === "suction-cup")!);
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: modelName, mimeType: "model/step", buffer: Buffer.from(cup) });
  // The project the first test published.
  await page.getByRole("combobox", { name: "Project", exact: true }).selectOption({ label: draftProject.title });
  await page.getByRole("button", { name: "Upload File" }).click();
  const row = page.locator("#admin-main").getByRole("listitem").filter({ hasText: modelName });
  await expect(row).toContainText("Prepared for viewing", { timeout: 120_000 });
  // One step, saved as the walkthrough editor saves it (the editor itself: admin.spec.ts).
  const { files } = (await (await page.request.get(`${origin}/api/admin/project-files`)).json()) as {
    files: { id: string; file_name: string; updated_at: string }[];
  };
  const file = files.find((one) => one.file_name === modelName)!;
  const saved = await page.request.put(`${origin}/api/admin/project-files/${file.id}`, {
    data: {
      walkthrough: [{ caption: STEP_CAPTION, view: DEFAULT_MODEL_VIEW }],
      expected_updated_at: file.updated_at,
    },
    headers: { origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

test("one rebuild by hand puts every change live without a restart, and no request fails meanwhile", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const origin = server.url;
  await signInFrom(page, "10.88.2.1");
  // One more change, made in this page: once it is live, the header says so and links to it.
  await page.goto(`${origin}/admin/settings`);
  await page.getByRole("textbox", { name: "About heading", exact: true }).fill("About Jordan");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Settings saved", "Your change goes live once the site has rebuilt.");
  await page.getByRole("main").getByRole("link", { name: "Back to Dashboard" }).click();
  const panel = page.getByRole("region", { name: "Publishing" });
  const before = await panel.getByTestId("publishing-live").innerText();
  // The admin's header says the same on every screen.
  const indicator = page.getByRole("banner").getByTestId("publishing-indicator");

  await panel.getByRole("button", { name: "Rebuild now" }).click();
  const requestedAt = Date.now();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Rebuild requested" })).toBeVisible();
  await expect(indicator).toHaveText("Publishing…");
  await expect(panel.getByTestId("publishing-state")).toContainText("Rebuilding…");
  await expect(panel.getByTestId("publishing-last-request")).toContainText("rebuild requested by hand");

  // Visitors keep reading while the site rebuilds and the new build is swapped in: every answer
  // is a whole page, until /blog shows the new post.
  const failures: string[] = [];
  let requests = 0;
  await expect
    .poll(
      async () => {
        const answers = await Promise.all(
          ["/blog", "/", "/projects"].map(async (path) => {
            const response = await page.request.get(`${origin}${path}`);
            requests += 1;
            const body = await response.text();
            if (response.status() !== 200 || !body.includes("</html>")) failures.push(`${path}: ${response.status()}`);
            return path === "/blog" && body.includes(publishedTitle);
          }),
        );
        return answers[0];
      },
      { message: "the rebuilt /blog shows the post", timeout: 240_000, intervals: [200] },
    )
    .toBe(true);
  test.info().annotations.push({
    type: "rebuild → live",
    description: `${((Date.now() - requestedAt) / 1000).toFixed(1)} s, ${requests} requests answered meanwhile`,
  });
  expect(failures).toEqual([]);

  // The dashboard says what happened.
  await expect(panel.getByTestId("publishing-state")).toContainText("Up to date");
  await expect(panel.getByTestId("publishing-last-run")).toContainText(/^Finished .+ \(\d+\ss\)/);
  await expect(panel.getByTestId("publishing-live")).toContainText(/build-\d{4}-/);
  await expect(panel.getByTestId("publishing-live")).not.toHaveText(before);
  // The pages served say which build they are: the one the dashboard names.
  const live = /build-\S+/.exec(await panel.getByTestId("publishing-live").innerText())![0];
  const info = (await (await page.request.get(`${origin}/build-info.json`)).json()) as { buildId: string };
  expect(info.buildId).toBe(live);
  await expect(indicator).toContainText("Live now");
  await expect(indicator.getByRole("link", { name: "View change" })).toHaveAttribute("href", "/");
  expect(server.output()).toMatch(/\[publish\] build-\S+ is live/);
  // From now on the admin promises the measured time (with this server's quiet window of 10 minutes).
  await expect(panel).toContainText(/Changes go live in about \d+\u00a0s, after a background rebuild/);
});

test("the rebuilt project page shows the uploaded model's poster, and its viewer loads the prepared mesh at the walkthrough's first step", async ({
  page,
}) => {
  await page.goto(`${server.url}/projects/${draftProject.slug}`);
  const poster = page
    .getByRole("listitem")
    .filter({ has: page.getByText(modelName, { exact: true }) })
    .locator("img[data-poster]");
  await poster.scrollIntoViewIfNeeded();
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.getByRole("button", { name: `View 3D model: ${modelName}` }).click();
  const viewer = page.getByRole("dialog", { name: modelName });
  await expect(viewer.getByRole("button", { name: "Fit view" })).toBeVisible({ timeout: 60_000 });
  await expect(viewer.getByRole("region", { name: "Walkthrough" })).toContainText(`Step 1 of 1 ${STEP_CAPTION}`);
  expect(fetched.filter((path) => path.endsWith(".glb"))).toHaveLength(1);
  expect(fetched.filter((path) => path.endsWith(".step") || path.endsWith(".wasm"))).toEqual([]);
});

test("the rebuilt post shows the excerpt's script as text, allowed by no hash of the page's policy", async ({
  page,
}) => {
  const post = await page.request.get(`${server.url}/blog/${publishedSlug}`);
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain("&lt;script&gt;alert(&quot;excerpt&quot;)&lt;/script&gt;");
  expect(html).not.toContain(`'sha256-${createHash("sha256").update(EXCERPT_SCRIPT).digest("base64")}'`);
});

test("the rebuilt project and post pages show the uploaded images with their alt text and resized variants, without layout shift", async ({
  page,
}) => {
  const origin = server.url;
  await page.goto(`${origin}/projects/${draftProject.slug}`);
  const hero = page.getByRole("img", { name: description, exact: true });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("width", "960");
  await expect(hero).toHaveAttribute("height", "640");
  // Resized at build like every stored image: WebP variants up to the image's own width.
  await expect(hero).toHaveAttribute("srcset", /\/_img\/\w+-480\.webp 480w, .*\/_img\/\w+-960\.webp 960w$/);
  expect(await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // The uploaded original is served as the image it is.
  const original = await page.request.get(`${origin}${uploaded}`);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe(PNG_TYPE);

  // The blog's card and the post page show the featured image with its alt text.
  await page.goto(`${origin}/blog`);
  await expect(
    page.getByTestId("blog-card").filter({ hasText: postTitle }).getByRole("img", { name: coverAlt, exact: true }),
  ).toHaveAttribute("srcset", /\/_img\//);

  // The image inside the post: its size reserved, lazy, resized; reading the page shifts nothing.
  await page.goto(`${origin}/blog/${postSlug}`);
  await page.evaluate(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await expect(page.getByTestId("blog-post").getByRole("img", { name: coverAlt, exact: true })).toBeVisible();
  const inline = page.getByTestId("blog-content").getByRole("img", { name: inlineAlt, exact: true });
  await expect(inline).toHaveAttribute("loading", "lazy");
  await expect(inline).toHaveAttribute("width", "1000");
  await expect(inline).toHaveAttribute("height", "500");
  await expect(inline).toHaveAttribute("srcset", /\/_img\/\w+-480\.webp 480w, .*\/_img\/\w+-1000\.webp 1000w$/);
  await inline.scrollIntoViewIfNeeded();
  await expect
    .poll(() => inline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});

test("the rebuilt home page shows the projects and experiences in the new order", async ({ page }) => {
  await page.goto(`${server.url}/`);
  const [first, second, third] = projectTitles;
  const cards = page.locator("#projects").getByRole("heading", { level: 3 });
  await expect(cards.first()).toHaveText(second!);
  expect((await cards.allInnerTexts()).slice(0, 3)).toEqual([second, third, first]);
  const [role1, role2, role3] = experienceRoles;
  const roles = await page.locator("#experience").getByRole("heading", { level: 3 }).allInnerTexts();
  expect(roles.filter((text) => experienceRoles.includes(text)).slice(0, 3)).toEqual([role3, role1, role2]);
});

test("the rebuilt pages carry the new identity, and the checklist marks it done", async ({ page }) => {
  await page.goto(`${server.url}/`);
  // Derived from the name and headline: the greeting, the title and description, the footer.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Jordan Lee");
  await expect(page).toHaveTitle(`Jordan Lee — ${JORDAN.Headline}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `Portfolio of Jordan Lee, ${JORDAN.Headline}. ${JORDAN.Tagline}`,
  );
  await expect(page.getByRole("contentinfo")).toContainText(JORDAN.Tagline);
  await expect(page.locator("body")).not.toContainText("Alex Rivera", { useInnerText: true });
  await expect(page.getByRole("img", { name: "Jordan Lee at a CNC mill" })).toHaveAttribute("src", /jordan\.png$/);
  await expect(page.getByRole("banner").getByRole("link").first()).toContainText("Jordan Lee");
  const placements = page.getByRole("list", { name: "Competition placements" }).getByRole("listitem");
  await expect(placements).toHaveCount(4);
  await expect(placements.nth(2)).toHaveText("Best Poster · Robotics Symposium 2025");
  await page.goto(`${server.url}/projects`);
  await expect(page).toHaveTitle(/\| Jordan Lee$/);
  // A page rendered on demand too, by a server still running the code of its first build.
  const missing = await page.goto(`${server.url}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("contentinfo")).toContainText(JORDAN.Tagline);
  await expect(page.locator("body")).not.toContainText("Alex Rivera", { useInnerText: true });

  await signInFrom(page, "10.77.1.1");
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("region", { name: "Make this site yours" })).toContainText("Done: Set your identity");
});

test("the owner changes their password in the settings and signs in with the new one", async ({ page }) => {
  await signInFrom(page, "10.77.2.1");
  await page.goto(`${server.url}/admin/settings`);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("Not-my-password-1!");
  await form.getByLabel("New password").fill("A-new-Password-2026!");
  await form.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password not changed", "Current password is incorrect");

  await form.getByLabel("Current password").fill(E2E_ADMIN.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed", "Other devices have been signed out.");
  // Still signed in here.
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  const old = await page.request.post(`${server.url}/api/auth/signin`, {
    data: E2E_ADMIN,
    headers: { origin: server.url },
  });
  expect(old.status()).toBe(401);
  await signInFrom(page, "10.77.2.1", "A-new-Password-2026!");
});

test("'Remove demo content' deletes every demo row and file after a confirmation", async ({ page }) => {
  await signInFrom(page, "10.77.3.1", "A-new-Password-2026!");
  const demoImage = `${server.url}/storage/v1/object/public/documents/${demoProjects[0]!.image}`;
  expect((await page.request.get(demoImage)).status()).toBe(200);

  await page.goto(`${server.url}/admin`);
  const checklist = page.getByRole("region", { name: "Make this site yours" });
  await checklist.getByRole("button", { name: "Remove demo content" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove all demo content?" });
  await expect(dialog).toBeVisible();
  // Cancelling changes nothing.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await (await page.request.get(`${server.url}/api/projects`)).json()).projects.length).toBeGreaterThan(0);

  await checklist.getByRole("button", { name: "Remove demo content" }).click();
  await dialog.getByRole("button", { name: "Remove demo content" }).click();
  await expect(toastWith(page, "Demo content removed")).toBeVisible();
  await expect(checklist).toContainText("Done: Replace the demo content");

  expect((await (await page.request.get(`${server.url}/api/projects`)).json()).projects).toEqual([]);
  expect((await page.request.get(demoImage)).status()).toBe(404);
});

test("past the hourly ceiling, a visitor's message still reaches the owner through a proof of work the form solves by itself, and the dashboard tells the owner", async ({
  page,
  context,
}) => {
  const origin = server.url;
  const send = (address: string) =>
    page.request.post(`${origin}/api/contact`, {
      data: { name: "Spam Wave", email: "wave@example.com", message: "Buy followers now, limited offer!" },
      headers: { origin, "x-forwarded-for": address },
    });
  expect((await send("10.99.1.1")).status()).toBe(201);
  expect((await send("10.99.2.1")).status()).toBe(201);
  // A client that solves nothing (a script, curl) is refused, and told why.
  const refused = await send("10.99.3.1");
  expect(refused.status()).toBe(429);
  const answer = (await refused.json()) as { error: string; proofOfWork: { parameters: { algorithm: string } } };
  expect(answer.error).toBe(
    "So many messages arrived in the last hour that the site asks your browser for a quick check first. Please send again.",
  );
  expect(answer.proofOfWork.parameters.algorithm).toBe("PBKDF2/SHA-256");

  // A visitor's browser solves the check and the message is stored.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": "10.99.4.1" });
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") posts.push(request);
  });
  await page.goto(`${origin}/#contact`);
  const contact = page.locator("section#contact");
  const name = contact.getByLabel("Name");
  await name.focus();
  await expect(page.locator("astro-island:not([ssr]) form[data-contact-form]")).toBeAttached();
  await name.fill("Ada Lovelace");
  await contact.getByLabel("Email").fill("ada@example.com");
  await contact.getByLabel("Message").fill("I'd like to talk about a design role on our robotics team.");
  // The solve runs between the two requests: awaited as the answer it leads to, however busy the machine.
  const solved = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/contact") && response.request().headers()["x-proof-of-work"] !== undefined,
    { timeout: 60_000 },
  );
  await contact.getByRole("button", { name: "Send Message" }).click();
  expect((await solved).status()).toBe(201);
  await expect(contact.getByRole("status").getByRole("heading", { name: "Thank you, Ada Lovelace" })).toBeVisible();
  expect(posts).toHaveLength(2);
  expect(await posts[0]!.headerValue("x-proof-of-work")).toBeNull();
  expect(await posts[1]!.headerValue("x-proof-of-work")).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect((await posts[1]!.response())?.status()).toBe(201);

  // The password changed earlier in this file.
  await signInFrom(page, "10.88.3.1", "A-new-Password-2026!");
  await page.goto(`${origin}/admin`);
  await expect(
    page.getByRole("alert").filter({ hasText: "The contact form is under a wave of messages." }),
  ).toContainText(
    "The contact form is under a wave of messages. It received 2 messages in the last hour, the most the site takes without a check; until",
  );
  await expect(page.getByRole("article", { name: /^Ada Lovelace/ })).toBeVisible();
});

test("'Export site' downloads the whole site, and 'Import site' puts it back as it was", async ({ page }) => {
  const origin = server.url;
  await signInFrom(page, "10.77.4.1", "A-new-Password-2026!");
  const aboutHeading = async () =>
    (
      (await (await page.request.get(`${origin}/api/admin/settings`)).json()) as {
        settings: { about: { heading: string } };
      }
    ).settings.about.heading;
  expect(await aboutHeading()).toBe("About Jordan");

  await page.goto(`${origin}/admin/settings`);
  const panel = page.getByRole("region", { name: "Export and import" });
  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export site" }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toMatch(/^site-archive-\d{4}-\d\d-\d\d\.zip$/);
  const archivePath = await archive.path();

  // Changed after the export.
  const heading = page.getByRole("textbox", { name: "About heading", exact: true });
  await heading.fill("About the new me");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toastWith(page, "Settings saved")).toBeVisible();
  expect(await aboutHeading()).toBe("About the new me");

  await panel.getByLabel("Site archive").setInputFiles(archivePath);
  await panel.getByRole("button", { name: "Import site" }).click();
  const dialog = page.getByRole("dialog", { name: "Replace this site with the archive?" });
  await dialog.getByRole("button", { name: "Import site" }).click();
  await expect(toastWith(page, "Site imported")).toBeVisible();
  expect(await aboutHeading()).toBe("About Jordan");
  // The form shows the imported settings, and the owner is still signed in.
  await expect(heading).toHaveValue("About Jordan");
});

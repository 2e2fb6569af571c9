import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, E2E_PORT } from "../../playwright.config";
import { dragHandle, draftProject } from "./support/site";
import { startOwnServer, type OwnServer } from "./support/own-server";

/**
 * Images in the owner's admin, in a real browser against the real endpoints and storage: a
 * project's image uploaded with its alt text and published reaches the rebuilt public page with
 * that alt text (on a server of this suite's own, which rebuilds for real); publishing without alt
 * text is refused with the field's message (and a file that is not an image before it is sent);
 * gallery images uploaded together are put in order with Move up / Move down (the focus staying
 * on the moved image) and by dragging, and the saved gallery keeps that order; the post editor
 * inserts images from its toolbar, from a paste and from a drop, each with its alt text, and a
 * published post needs alt text on all of them.
 */

const PNG_TYPE = "image/png";
const STORED_IMAGE = /^\/storage\/v1\/object\/public\/documents\/images\/\d{13}-[\w.-]+\.png$/;

/** A real PNG of the given size and colour. */
async function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signIn(request: APIRequestContext, origin: string): Promise<void> {
  const response = await request.post(`${origin}/api/auth/signin`, { data: E2E_ADMIN, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

interface SavedProject {
  id: string;
  slug: string;
  published: boolean;
  image: string;
  image_alt: string | null;
  gallery: string[] | null;
  gallery_alt: string[] | null;
  updated_at: string;
}

/** A draft project made through the API (its image typed, without alt text), for a test of its own. */
async function draft(request: APIRequestContext, origin: string, slug: string): Promise<void> {
  const response = await request.post(`${origin}/api/admin/projects`, {
    headers: { origin },
    data: {
      slug,
      title: `Images ${slug}`,
      category: "Robotics",
      image: "https://example.com/placeholder.png",
      overview: "A project made by the image tests.",
      role: "Lead",
      challenge: "A challenge",
      approach: "An approach",
      outcome: "An outcome",
      published: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function savedProject(request: APIRequestContext, origin: string, slug: string): Promise<SavedProject> {
  const { projects } = (await (await request.get(`${origin}/api/admin/projects`)).json()) as {
    projects: SavedProject[];
  };
  return projects.find((project) => project.slug === slug)!;
}

/** Opens a project's edit form from the admin list. */
async function editProject(page: Page, origin: string, slug: string): Promise<void> {
  await page.goto(`${origin}/admin/projects`);
  await page.getByRole("listitem").filter({ hasText: slug }).getByRole("button", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
}

/** The src of the thumbnail an image field shows. */
const thumbnail = (field: Locator) => field.locator("img").first();

/** Puts an image file into the post editor as a paste does. */
async function pasteImage(editor: Locator, name: string, buffer: Buffer): Promise<void> {
  await editor.evaluate(
    (element, file) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { name, bytes: [...buffer] },
  );
}

test.describe("uploaded images, published", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The project and the post wait for one rebuild by hand, instead of one each.
    server = await startOwnServer(E2E_PORT + 8, { env: { REBUILD_DEBOUNCE_MS: "600000" } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("reach the rebuilt project and post pages with their alt text and resized variants, without layout shift", async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
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
    await expect(thumbnail(field)).toHaveAttribute("src", /\/images\/\d{13}-gripper-cutaway\.png$/);
    const uploaded = (await thumbnail(field).getAttribute("src"))!;
    expect(uploaded).toMatch(STORED_IMAGE);
    // A new image needs its own description: the demo image's alt text is gone.
    const alt = field.getByLabel("Image alt text");
    await expect(alt).toHaveValue("");

    await page.getByRole("switch", { name: "Published" }).click();
    await expect(field.getByText("Image alt text is required to publish")).toBeVisible();
    const description = "Cutaway of the parallel gripper, its lead screw driving both fingers";
    await alt.fill(description);
    await expect(field.getByText("Image alt text is required to publish")).toHaveCount(0);
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    const saved = await savedProject(page.request, origin, draftProject.slug);
    expect(saved).toMatchObject({ published: true, image: uploaded, image_alt: description });

    // A published post with an uploaded featured image and an image pasted into its content.
    const postTitle = unique("Uploaded images post");
    const coverAlt = "A robot gripper on a test stand, lit from the left";
    const inlineAlt = "Chart of grip force against finger stroke";
    await page.goto(`${origin}/admin/blog`);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill(postTitle);
    const postSlug = await page.getByLabel("Slug").inputValue();
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("An introduction long enough to push the image below the first screen. ".repeat(30));
    await pasteImage(editor, "force-chart.png", await png(1000, 500, "#334455"));
    await page.getByRole("textbox", { name: "Alt text", exact: true }).fill(inlineAlt);
    await page.getByRole("button", { name: "Insert image" }).click();
    await expect(editor.locator(`img[alt="${inlineAlt}"]`)).toBeVisible();
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

    // The dashboard tells when the rebuild is over; then the pages are live.
    await page.goto(`${origin}/admin`);
    const publishing = page.getByRole("region", { name: "Publishing" });
    await publishing.getByRole("button", { name: "Rebuild now" }).click();
    await expect(publishing.getByTestId("publishing-state")).toContainText("Rebuilding…");
    await expect(publishing.getByTestId("publishing-state")).toContainText("Up to date", { timeout: 240_000 });
    await expect
      .poll(async () => (await page.request.get(`${origin}/projects/${draftProject.slug}`)).status(), {
        timeout: 60_000,
      })
      .toBe(200);

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
});

test.describe("on the owner copy", () => {
  test.beforeEach(async ({ page, baseURL, context }, testInfo) => {
    const n = [...testInfo.testId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 13);
    await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${(n >>> 8) & 255}.${n & 255}.1` });
    await signIn(page.request, new URL(baseURL!).origin);
  });

  test("publishing without alt text is refused with the field's message; a file that is not an image is refused before it is sent", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const slug = unique("e2e-alt");
    await draft(page.request, origin, slug);
    await editProject(page, origin, slug);
    const field = page.getByRole("group", { name: "Image", exact: true });

    await field.getByLabel("Image file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not an image"),
    });
    await expect(field.getByRole("alert")).toHaveText("Images must be JPEG, PNG, WebP, AVIF or GIF");
    await expect(thumbnail(field)).toHaveAttribute("src", "https://example.com/placeholder.png");

    await field.getByLabel("Image file").setInputFiles({
      name: "bracket.png",
      mimeType: PNG_TYPE,
      buffer: await png(600, 400, "#7a4f1d"),
    });
    await expect(thumbnail(field)).toHaveAttribute("src", STORED_IMAGE);
    await expect(field.getByRole("alert")).toHaveCount(0);

    // A draft may lack alt text; publishing it may not.
    await page.getByRole("switch", { name: "Published" }).click();
    const alt = field.getByLabel("Image alt text");
    await expect(alt).toHaveAttribute("aria-invalid", "true");
    await expect(field.getByText("Image alt text is required to publish")).toBeVisible();
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Validation failed")).toContainText("Image alt text is required to publish");
    await expect(page.getByRole("heading", { name: "Edit Project" })).toBeVisible();
    expect(await savedProject(page.request, origin, slug)).toMatchObject({
      published: false,
      image: "https://example.com/placeholder.png",
      image_alt: null,
    });

    // The server refuses it too, whatever the browser sends.
    const stored = await savedProject(page.request, origin, slug);
    const refused = await page.request.put(`${origin}/api/admin/projects/${stored.id}`, {
      headers: { origin },
      data: { ...stored, published: true, image_alt: "", expected_updated_at: stored.updated_at },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: "Image alt text is required to publish" });

    await alt.fill("A bent sheet-metal bracket with four mounting holes");
    await expect(alt).not.toHaveAttribute("aria-invalid");
    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    const saved = await savedProject(page.request, origin, slug);
    expect(saved).toMatchObject({ published: true, image_alt: "A bent sheet-metal bracket with four mounting holes" });
    expect(saved.image).toMatch(STORED_IMAGE);
  });

  test("gallery images are put in order with Move up / Move down and by dragging, and the saved gallery keeps it", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const slug = unique("e2e-gallery");
    await draft(page.request, origin, slug);
    await editProject(page, origin, slug);
    const gallery = page.getByRole("group", { name: "Gallery" });
    await gallery.getByLabel("Add gallery images").setInputFiles([
      { name: "first.png", mimeType: PNG_TYPE, buffer: await png(300, 200, "#aa3333") },
      { name: "second.png", mimeType: PNG_TYPE, buffer: await png(300, 200, "#33aa33") },
      { name: "third.png", mimeType: PNG_TYPE, buffer: await png(300, 200, "#3333aa") },
    ]);
    const rows = gallery.getByTestId("gallery-image");
    await expect(rows).toHaveCount(3);
    const order = async () =>
      (await rows.evaluateAll((items) => items.map((item) => item.getAttribute("data-src") ?? ""))).map(
        (src) => /-(\w+)\.png$/.exec(src)?.[1],
      );
    expect(await order()).toEqual(["first", "second", "third"]);
    for (const [index, name] of ["first", "second", "third"].entries()) {
      await gallery.getByLabel(`Alt text for gallery image ${index + 1}`).fill(`The ${name} test card`);
    }

    // Keyboard: the third image moves up; its button keeps the focus, and the move is announced.
    await rows
      .nth(2)
      .getByRole("button", { name: /^Move up/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual(["first", "third", "second"]);
    await expect(rows.nth(1).getByRole("button", { name: /^Move up/ })).toBeFocused();
    await expect(gallery.getByText("The third test card moved to position 2 of 3.")).toBeAttached();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual(["third", "first", "second"]);
    // At the top, Move up is unavailable, and the focus stays on it.
    await expect(rows.nth(0).getByRole("button", { name: /^Move up/ })).toBeFocused();
    await expect(rows.nth(0).getByRole("button", { name: /^Move up/ })).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    expect(await order()).toEqual(["third", "first", "second"]);

    // Pointer: the first image is dragged by its handle below the last one.
    await dragHandle(
      page,
      rows.nth(0).getByRole("button", { name: "Drag image 1" }),
      rows.nth(2),
      (to) => to.y + to.height - 5,
    );
    await expect.poll(order).toEqual(["first", "second", "third"]);

    await page.getByRole("button", { name: "Update Project" }).click();
    await expect(toast(page, "Project updated successfully")).toBeVisible();
    const saved = await savedProject(page.request, origin, slug);
    expect(saved.gallery!.map((src) => /-(\w+)\.png$/.exec(src)?.[1])).toEqual(["first", "second", "third"]);
    expect(saved.gallery_alt).toEqual(["The first test card", "The second test card", "The third test card"]);
    for (const src of saved.gallery!) expect(src).toMatch(STORED_IMAGE);

    // The saved order is the one the form shows when opened again.
    await editProject(page, origin, slug);
    expect(await order()).toEqual(["first", "second", "third"]);
  });

  test("the post editor inserts images from its toolbar, a paste and a drop, each with alt text; publishing needs it on all", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const title = unique("E2E images post");
    await page.goto(`${origin}/admin/blog`);
    await page.getByRole("button", { name: "New Post" }).click();
    await page.getByLabel("Title").fill(title);
    const slug = await page.getByLabel("Slug").inputValue();
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.type("Before the images.");
    const altInput = page.getByRole("textbox", { name: "Alt text", exact: true });

    // Toolbar: a file picker, the upload, the alt text, then the image.
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Image", exact: true }).click();
    await (await chooser).setFiles({ name: "toolbar.png", mimeType: PNG_TYPE, buffer: await png(640, 480, "#225577") });
    await expect(altInput).toBeFocused();
    await altInput.fill("A gear train seen from above");
    await page.getByRole("button", { name: "Insert image" }).click();
    const toolbarImage = editor.locator('img[alt="A gear train seen from above"]');
    await expect(toolbarImage).toHaveAttribute("src", /\/images\/\d{13}-toolbar\.png$/);
    await expect(toolbarImage).toHaveAttribute("width", "640");
    await expect(toolbarImage).toHaveAttribute("height", "480");

    // A pasted image file.
    await pasteImage(editor, "pasted.png", await png(320, 240, "#557722"));
    await expect(altInput).toBeFocused();
    await altInput.fill("A torque sensor flexure on the bench");
    await page.keyboard.press("Enter");
    await expect(editor.locator('img[alt="A torque sensor flexure on the bench"]')).toHaveAttribute(
      "src",
      /\/images\/\d{13}-pasted\.png$/,
    );

    // A dropped image file, inserted without alt text for now.
    await editor.evaluate(
      (element, file) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
        const box = element.getBoundingClientRect();
        element.dispatchEvent(
          new DragEvent("drop", {
            dataTransfer: data,
            clientX: box.left + 20,
            clientY: box.top + 12,
            bubbles: true,
            cancelable: true,
          }),
        );
      },
      { name: "dropped.png", bytes: [...(await png(200, 100, "#772255"))] },
    );
    await expect(altInput).toBeFocused();
    await page.getByRole("button", { name: "Insert image" }).click();
    const dropped = editor.locator('img[src$="-dropped.png"]');
    await expect(dropped).toBeVisible();
    await expect(editor.locator("img")).toHaveCount(3);

    // Published, the post needs alt text on every image: refused until the dropped one has it.
    await page.getByRole("switch", { name: "Published" }).click();
    await expect(page.getByText("Every image in the post needs alt text to publish")).toBeVisible();
    await expect(editor).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Validation failed")).toContainText("Every image in the post needs alt text to publish");

    await dropped.click();
    await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Alt text" }).click();
    await expect(altInput).toBeFocused();
    await altInput.fill("A sheet-metal flat pattern");
    await page.getByRole("button", { name: "Apply alt text" }).click();
    await expect(dropped).toHaveAttribute("alt", "A sheet-metal flat pattern");
    await expect(page.getByText("Every image in the post needs alt text to publish")).toHaveCount(0);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Post created successfully")).toBeVisible();

    const { posts } = (await (await page.request.get(`${origin}/api/admin/posts`)).json()) as {
      posts: { slug: string; content: string; published: boolean }[];
    };
    const saved = posts.find((post) => post.slug === slug)!;
    expect(saved.published).toBe(true);
    const images = [...saved.content.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    for (const [name, alt] of [
      ["toolbar", "A gear train seen from above"],
      ["pasted", "A torque sensor flexure on the bench"],
      ["dropped", "A sheet-metal flat pattern"],
    ]) {
      const tag = images.find((image) => image.includes(`-${name}.png"`))!;
      expect(tag).toMatch(/src="\/storage\/v1\/object\/public\/documents\/images\/\d{13}-\w+\.png"/);
      expect(tag).toContain(`alt="${alt}"`);
      expect(tag).toContain('loading="lazy"');
    }
    expect(images.find((image) => image.includes("-toolbar.png"))).toContain('width="640" height="480"');
  });
});

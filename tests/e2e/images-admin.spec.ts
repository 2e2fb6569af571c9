import { expect, test } from "@playwright/test";
import {
  draft,
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
import { dragHandle } from "./support/site";
import { OWNER_SERVER_LOCK } from "../../playwright.config";

// These tests change the owner copy's content: one at a time.
test.describe.configure({ lock: OWNER_SERVER_LOCK });

/**
 * Images in the owner's admin, in a real browser against the real endpoints and storage:
 * publishing without alt text is refused with the field's message (and a file that is not an
 * image before it is sent); gallery images uploaded together are put in order with Move up / Move
 * down (the focus staying on the moved image) and by dragging, and the saved gallery keeps that
 * order; the post editor inserts images from its toolbar, from a paste and from a drop, each with
 * its alt text, and a published post needs alt text on all of them. (Uploaded images reaching the
 * rebuilt pages: publishing.spec.ts.)
 */

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
        (src) => /\/(\w+)\.png$/.exec(src)?.[1],
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
    // That press moved nothing: the next move, handled after it, starts from the same order.
    await rows
      .nth(0)
      .getByRole("button", { name: /^Move down/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual(["first", "third", "second"]);
    await rows
      .nth(1)
      .getByRole("button", { name: /^Move up/ })
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual(["third", "first", "second"]);

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
    expect(saved.gallery!.map((src) => /\/(\w+)\.png$/.exec(src)?.[1])).toEqual(["first", "second", "third"]);
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
    await expect(toolbarImage).toHaveAttribute("src", /\/images\/\d{13}\/toolbar\.png$/);
    await expect(toolbarImage).toHaveAttribute("width", "640");
    await expect(toolbarImage).toHaveAttribute("height", "480");

    // A pasted image file.
    await pasteImage(editor, "pasted.png", await png(320, 240, "#557722"));
    await expect(altInput).toBeFocused();
    await altInput.fill("A torque sensor flexure on the bench");
    await page.keyboard.press("Enter");
    await expect(editor.locator('img[alt="A torque sensor flexure on the bench"]')).toHaveAttribute(
      "src",
      /\/images\/\d{13}\/pasted\.png$/,
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
    const dropped = editor.locator('img[src$="/dropped.png"]');
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
      const tag = images.find((image) => image.includes(`/${name}.png"`))!;
      expect(tag).toMatch(/src="\/storage\/v1\/object\/public\/documents\/images\/\d{13}\/\w+\.png"/);
      expect(tag).toContain(`alt="${alt}"`);
      expect(tag).toContain('loading="lazy"');
    }
    expect(images.find((image) => image.includes("/toolbar.png"))).toContain('width="640" height="480"');
  });
});

/**
 * Images and their alt text in the shared rules: a published project or post needs alt text on
 * every image (main, gallery, featured, inside the content), a draft does not; the image types an
 * upload may be (by declared type, by name, by the stored bytes); and the HTML policy for images
 * inside posts (sources, sizes, lazy loading), with scripts, handlers and javascript: URLs still
 * removed; and what visitors' images say (the owner's alt text, else what they said before).
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { galleryAlt, imageAlt } from "../../src/components/projects/project-filters";
import { toCardProject } from "../../src/lib/card-project";
import type { Project } from "../../src/lib/entities";
import { sanitizePostHtml } from "../../src/server/content/sanitize-html";
import { imageTypeOfBytes } from "../../src/server/admin/uploads";
import {
  blogPostSchema,
  firstAdminIssue,
  imagesWithoutAlt,
  imageTypeOf,
  imageUploadSchema,
  MAX_UPLOAD_BYTES,
  projectSchema,
} from "../../src/lib/validation/admin-forms";

function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : firstAdminIssue(result.error);
}

const project = (overrides: Record<string, unknown> = {}) => ({
  slug: "gripper",
  title: "Gripper",
  category: "Robotics",
  image: "/storage/v1/object/public/documents/images/1-gripper.png",
  image_alt: "A two-finger gripper holding a cup",
  overview: "Ten chars!",
  role: "Lead",
  challenge: "c",
  approach: "a",
  outcome: "o",
  ...overrides,
});

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "A post",
  slug: "a-post",
  content: "<p>Body</p>",
  published: true,
  ...overrides,
});

describe("images without alt text in a post's HTML", () => {
  it.each([
    ["<p>No images</p>", 0],
    ['<img src="/a.png" alt="A gear">', 0],
    ["<img src='/a.png' alt='A gear'>", 0],
    ["<IMG SRC=/a.png ALT=Gear>", 0],
    ['<img alt = "Spaced" src="/a.png">', 0],
    ['<img src="/a.png">', 1],
    ['<img src="/a.png" alt="">', 1],
    ['<img src="/a.png" alt="   ">', 1],
    ["<img src=/a.png alt>", 1],
    // An "alt=" inside another attribute's value is not the image's alt text.
    ['<img src="/a.png" title="alt=Looks like one">', 1],
    ['<img data-alt="x" src="/a.png">', 1],
    ['<img title="a > b" src="/a.png">', 1],
    ['<p><img src="/a.png" alt="One"><img src="/b.png"></p><img src="/c.png" alt="">', 2],
  ])("%s: %i", (html, count) => {
    expect(imagesWithoutAlt(html)).toBe(count);
  });

  it("counts what the editor writes (TipTap's image HTML)", () => {
    expect(imagesWithoutAlt('<p>Text</p><img src="/a.png" alt="A gear" width="640" height="480">')).toBe(0);
    expect(imagesWithoutAlt('<p>Text</p><img src="/a.png" width="640" height="480">')).toBe(1);
  });
});

describe("a project's alt text", () => {
  it("is required on the main image to publish, with the field's message", () => {
    expect(firstMessage(projectSchema, project({ image_alt: "" }))).toBe("Image alt text is required to publish");
    expect(firstMessage(projectSchema, project({ image_alt: "   " }))).toBe("Image alt text is required to publish");
    expect(firstMessage(projectSchema, project({ image_alt: undefined }))).toBe(
      "Image alt text is required to publish",
    );
  });

  it("is required on every gallery image to publish", () => {
    const gallery = ["/storage/v1/object/public/documents/images/1-a.png", "https://cdn.example.com/b.webp"];
    expect(firstMessage(projectSchema, project({ gallery, gallery_alt: ["First", ""] }))).toBe(
      "Every gallery image needs alt text to publish",
    );
    expect(firstMessage(projectSchema, project({ gallery }))).toBe("Every gallery image needs alt text to publish");
    expect(firstMessage(projectSchema, project({ gallery, gallery_alt: ["First", "Second"] }))).toBeNull();
  });

  it("may be missing on a draft", () => {
    const gallery = ["https://cdn.example.com/x.png"];
    const parsed = projectSchema.parse(project({ published: false, image_alt: "", gallery, gallery_alt: [""] }));
    expect(parsed).toMatchObject({ published: false, image_alt: null, gallery, gallery_alt: [""] });
  });

  it("is trimmed, one entry per gallery image, at most 500 characters", () => {
    const gallery = ["https://cdn.example.com/a.webp", "https://cdn.example.com/b.webp"];
    const parsed = projectSchema.parse(project({ image_alt: "  A gripper  ", gallery, gallery_alt: [" A ", "B"] }));
    expect(parsed.image_alt).toBe("A gripper");
    expect(parsed.gallery_alt).toEqual(["A", "B"]);
    expect(firstMessage(projectSchema, project({ gallery, gallery_alt: ["Only one"] }))).toBe(
      "Gallery alt text must have one entry per gallery image",
    );
    expect(firstMessage(projectSchema, project({ image_alt: "a".repeat(501) }))).toBe(
      "Alt text must be less than 500 characters",
    );
    expect(firstMessage(projectSchema, project({ gallery, gallery_alt: ["a".repeat(501), "B"] }))).toBe(
      "Alt text must be less than 500 characters",
    );
    expect(firstMessage(projectSchema, project({ image_alt: "a".repeat(500) }))).toBeNull();
  });
});

describe("a post's alt text", () => {
  it("is required on the featured image to publish", () => {
    const cover = "https://cdn.example.com/cover.webp";
    expect(firstMessage(blogPostSchema, post({ featured_image: cover }))).toBe(
      "Featured image alt text is required to publish",
    );
    expect(firstMessage(blogPostSchema, post({ featured_image: cover, featured_image_alt: "A cover" }))).toBeNull();
    expect(firstMessage(blogPostSchema, post({ featured_image: cover, published: false }))).toBeNull();
  });

  it("is required on every image in the content to publish", () => {
    const content = '<p>Text</p><img src="/storage/v1/object/public/documents/images/1-a.png">';
    expect(firstMessage(blogPostSchema, post({ content }))).toBe("Every image in the post needs alt text to publish");
    expect(firstMessage(blogPostSchema, post({ content, published: false }))).toBeNull();
    expect(
      firstMessage(blogPostSchema, post({ content: content.replace("<img ", '<img alt="A gear train" ') })),
    ).toBeNull();
  });

  it("keeps no alt text for a post without a featured image", () => {
    expect(blogPostSchema.parse(post({ featured_image: "", featured_image_alt: "" })).featured_image_alt).toBeNull();
  });
});

describe("image uploads", () => {
  it.each([
    ["photo.jpg", "image/jpeg", "image/jpeg"],
    ["photo.png", "image/png", "image/png"],
    ["photo.webp", "image/webp", "image/webp"],
    ["photo.avif", "image/avif", "image/avif"],
    ["anim.gif", "image/gif", "image/gif"],
    ["PHOTO.JPEG", "", "image/jpeg"],
    ["shot.avif", "application/octet-stream", "image/avif"],
  ])("take %s (%s) as %s", (name, type, expected) => {
    expect(imageTypeOf(name, type)).toBe(expected);
  });

  it.each([
    ["drawing.svg", "image/svg+xml"],
    ["scan.tiff", "image/tiff"],
    ["notes.txt", "text/plain"],
    ["report.pdf", "application/pdf"],
    // A declared type wins over the name.
    ["fake.png", "text/html"],
    ["unknown", ""],
  ])("refuse %s (%s)", (name, type) => {
    expect(imageTypeOf(name, type)).toBeNull();
    expect(firstMessage(imageUploadSchema, { file_name: name, file_size: 10, mime_type: type })).toBe(
      "Images must be JPEG, PNG, WebP, AVIF or GIF",
    );
  });

  it("are at most 10 MB, the limit of every upload", () => {
    const file = { file_name: "big.png", mime_type: "image/png" };
    expect(firstMessage(imageUploadSchema, { ...file, file_size: MAX_UPLOAD_BYTES + 1 })).toBe(
      "File must be less than 10MB",
    );
    expect(imageUploadSchema.parse({ ...file, file_size: MAX_UPLOAD_BYTES })).toEqual({
      ...file,
      file_size: MAX_UPLOAD_BYTES,
    });
  });

  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG\r\n\x1a\n\0\0\0\rIHDR"), "image/png"],
    ["GIF", bytes("GIF89a\x01\0\x01\0"), "image/gif"],
    ["WebP", bytes("RIFF\x24\0\0\0WEBPVP8 "), "image/webp"],
    ["AVIF", bytes("\0\0\0\x1cftypavif\0\0\0\0avifmif1"), "image/avif"],
    ["AVIF (AVIF among the compatible brands)", bytes("\0\0\0\x20ftypmif1\0\0\0\0mif1avifmiaf"), "image/avif"],
    ["HEIC", bytes("\0\0\0\x18ftypheic\0\0\0\0mif1heic"), null],
    ["SVG", bytes("<svg xmlns="), null],
    ["a PDF", bytes("%PDF-1.7\n"), null],
    ["HTML", bytes("<html><body>"), null],
  ])("are told by their first bytes: %s", (_name, head, type) => {
    expect(imageTypeOfBytes(head)).toBe(type);
  });
});

describe("images inside a post's HTML", () => {
  it("keep http(s) and site-relative sources, their alt text, and a width and height in pixels", () => {
    expect(
      sanitizePostHtml(
        '<img src="/storage/v1/object/public/documents/images/1-gear.png" alt="A gear" width="640" height="480">',
      ),
    ).toBe(
      '<img src="/storage/v1/object/public/documents/images/1-gear.png" alt="A gear" width="640" height="480" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="https://cdn.example.com/a.webp" alt="Arm" width=" 800 ">')).toBe(
      '<img src="https://cdn.example.com/a.webp" alt="Arm" width="800" loading="lazy" decoding="async" />',
    );
  });

  it.each([
    ["a percentage", "50%"],
    ["a unit", "640px"],
    ["zero", "0"],
    ["a negative number", "-5"],
    ["an expression", "expression(alert(1))"],
    ["six digits", "100000"],
  ])("drop a width or height that is %s", (_name, value) => {
    expect(sanitizePostHtml(`<img src="/a.png" alt="x" width="${value}" height="${value}">`)).toBe(
      '<img src="/a.png" alt="x" loading="lazy" decoding="async" />',
    );
  });

  it("always load lazily, whatever the HTML asked", () => {
    expect(sanitizePostHtml('<img src="/a.png" alt="x" loading="eager" decoding="sync">')).toBe(
      '<img src="/a.png" alt="x" loading="lazy" decoding="async" />',
    );
  });

  it.each([
    ["a javascript: source", '<img src="javascript:alert(1)" alt="x">'],
    ["a javascript: source hidden by a tab", '<img src="java\tscript:alert(1)" alt="x">'],
    ["a data: source", '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">'],
    ["a protocol-relative source", '<img src="//evil.example/x.png" alt="x">'],
    ["a vbscript: source", '<img src="vbscript:msgbox(1)" alt="x">'],
  ])("are removed with %s", (_name, html) => {
    expect(sanitizePostHtml(`<p>${html}</p>`)).toBe("<p></p>");
  });

  it("lose their handlers and styles, and scripts and javascript: links are still removed", () => {
    const out = sanitizePostHtml(
      '<img src="/a.png" alt="x" onerror="alert(1)" onload="alert(2)" style="position:fixed" srcset="javascript:alert(3) 1x">' +
        '<script>alert(4)</script><a href="javascript:alert(5)">link</a><svg onload="alert(6)"></svg>',
    );
    expect(out).toBe('<img src="/a.png" alt="x" loading="lazy" decoding="async" /><a>link</a>');
  });
});

describe("what visitors' images say", () => {
  it("is the owner's alt text, or the project's title for a project saved before alt text existed", () => {
    expect(imageAlt({ title: "Gripper", image_alt: "A gripper holding a cup" })).toBe("A gripper holding a cup");
    expect(imageAlt({ title: "Gripper", image_alt: null })).toBe("Gripper");
    expect(imageAlt({ title: "Gripper", image_alt: "  " })).toBe("Gripper");
    expect(imageAlt({ title: "Gripper" })).toBe("Gripper");
  });

  it("names a gallery image by its alt text (else the title) and its place", () => {
    expect(galleryAlt("Gripper", 1, 4, "Section of the finger")).toBe("Section of the finger, image 2 of 4");
    expect(galleryAlt("Gripper", 1, 4, "")).toBe("Gripper, image 2 of 4");
    expect(galleryAlt("Gripper", 0, 4)).toBe("Gripper, image 1 of 4");
  });

  it("reaches the project cards when the owner wrote one", () => {
    const project = {
      slug: "gripper",
      title: "Gripper",
      category: "Robotics",
      tags: [],
      image: "/a.png",
      image_alt: "A gripper holding a cup",
      gallery: null,
      gallery_alt: null,
      overview: "o",
      tech_stack: [],
      featured: false,
    } as unknown as Project;
    expect(toCardProject(project).image_alt).toBe("A gripper holding a cup");
    expect(toCardProject({ ...project, image_alt: null })).not.toHaveProperty("image_alt");
  });
});

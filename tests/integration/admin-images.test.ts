/**
 * Images through the real local storage and the real handlers: the signed upload of an image
 * (purpose "image"), publishing it (POST /api/admin/images checks the stored bytes, moves the
 * file to the public bucket, answers its URL), refusals that store nothing (a file that is not an
 * image, whether by its declared type or by its bytes), the alt text a published project or post
 * must have (400 and nothing stored without it; drafts may lack it), and an uploaded image going
 * through the build's responsive pipeline when a post shows it.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as serveStorage } from "../../src/pages/storage/v1/object/public/[bucket]/[...path]";
import type { BlogPost, Project } from "../../src/lib/entities";
import { DOCUMENTS_BUCKET, UPLOADS_BUCKET } from "../../src/lib/storage-paths";
import { contentResources } from "../../src/server/admin/content";
import type { AdminDeps } from "../../src/server/admin/http";
import * as uploadHandlers from "../../src/server/admin/uploads";
import type { ServerContext } from "../../src/server/context";
import { withResponsiveImages } from "../../src/server/images/post-images";
import { responsiveImage, responsiveImageOf, setImageBuildTarget } from "../../src/server/images/responsive-images";
import { renderShareCard } from "../../src/server/share-cards/share-card";
import type { LocalStorage } from "../../src/server/storage/local-storage";
import {
  adminDepsOf,
  adminRequest,
  bodyOf,
  countRows,
  createAdminCallers,
  lastRebuildId,
  rebuildsSince,
  stored,
  type AdminCallers,
} from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const { createUpload, receiveUpload, publishImage } = answered(uploadHandlers);
const projects = answered(contentResources.projects);
const posts = answered(contentResources.posts);

let server: ServerContext;
let deps: AdminDeps;
let storage: LocalStorage;
let callers: AdminCallers;
let png: Uint8Array;
let jpeg: Uint8Array;

const TYPE_ONLY = { error: "Images must be JPEG, PNG, WebP, AVIF or GIF" };

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  storage = server.storage as LocalStorage;
  callers = await createAdminCallers(server);
  const picture = sharp({ create: { width: 960, height: 640, channels: 3, background: "#2a6f97" } });
  png = new Uint8Array(await picture.clone().png().toBuffer());
  jpeg = new Uint8Array(await picture.clone().jpeg().toBuffer());
});
afterAll(() => closeEmbeddedContext());

interface Target {
  uploadUrl: string;
  headers: Record<string, string>;
  storagePath: string;
}

const target = (body: Record<string, unknown>) =>
  createUpload(adminRequest("/api/admin/uploads", { body }), callers.owner, deps);

/** The browser's part: a target for an image, then its bytes. Answers the staged object's path. */
async function staged(fileName: string, mimeType: string, bytes: Uint8Array): Promise<string> {
  const response = await target({
    purpose: "image",
    file_name: fileName,
    file_size: bytes.byteLength,
    mime_type: mimeType,
  });
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  const t = await bodyOf<Target>(response);
  const token = decodeURIComponent(t.uploadUrl.split("/").pop()!);
  const put = await receiveUpload(
    adminRequest(t.uploadUrl, { method: "PUT", raw: bytes as BodyInit, headers: t.headers }),
    callers.owner,
    deps,
    token,
  );
  expect(put.status).toBe(200);
  return t.storagePath;
}

const publish = (storagePath: string) =>
  publishImage(adminRequest("/api/admin/images", { body: { storagePath } }), callers.owner, deps);

const onDisk = (bucket: string, objectPath: string) => path.join(storage.root, bucket, ...objectPath.split("/"));
const records = (bucket: string, objectPath: string) =>
  countRows(server, "storage.objects", "bucket_id = $1 and name = $2", [bucket, objectPath]);

/** An uploaded, published image: its public URL. */
async function uploadedImage(fileName = "part.png", bytes = png, type = "image/png"): Promise<string> {
  const response = await publish(await staged(fileName, type, bytes));
  expect(response.status).toBe(201);
  return (await bodyOf<{ url: string }>(response)).url;
}

describe("image uploads", () => {
  it("stage under images/, named by the image's type, and publish to a public URL served as that image", async () => {
    const response = await target({ purpose: "image", file_name: "Gear Box (v2).PNG", file_size: 10, mime_type: "" });
    const t = await bodyOf<Target>(response);
    expect(t.storagePath).toMatch(/^images\/\d{13}\/Gear-Box-v2-?\.png$/);
    expect(t.headers["content-type"]).toBe("image/png");
    const jpegTarget = await bodyOf<Target>(
      await target({ purpose: "image", file_name: "photo.jpeg", file_size: 10, mime_type: "image/jpeg" }),
    );
    expect(jpegTarget.storagePath).toMatch(/^images\/\d{13}\/photo\.jpg$/);

    const objectPath = await staged("bracket.png", "image/png", png);
    expect(existsSync(onDisk(UPLOADS_BUCKET, objectPath))).toBe(true);
    const published = await publish(objectPath);
    expect(published.status).toBe(201);
    const { url, storagePath } = await bodyOf<{ url: string; storagePath: string }>(published);
    expect(storagePath).toBe(objectPath);
    expect(url).toBe(`/storage/v1/object/public/documents/${objectPath}`);
    expect(existsSync(onDisk(UPLOADS_BUCKET, objectPath))).toBe(false);
    expect(existsSync(onDisk(DOCUMENTS_BUCKET, objectPath))).toBe(true);

    const served = await serveStorage({
      params: { bucket: DOCUMENTS_BUCKET, path: objectPath },
      request: new Request(`http://localhost${url}`),
    } as never);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toMatch(/^inline/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it.each([
    ["an SVG", "drawing.svg", "image/svg+xml"],
    ["a PDF", "report.pdf", "application/pdf"],
    ["a text file named like an image", "notes.png", "text/plain"],
    ["a file of no known type", "blob", ""],
  ])("refuse %s before any target is issued, storing nothing", async (_name, file_name, mime_type) => {
    const before = await countRows(server, "storage.objects");
    const response = await target({ purpose: "image", file_name, file_size: 100, mime_type });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual(TYPE_ONLY);
    expect(await countRows(server, "storage.objects")).toBe(before);
  });

  it("refuse an image over 10 MB before any target is issued", async () => {
    const response = await target({
      purpose: "image",
      file_name: "huge.png",
      file_size: 10 * 1024 * 1024 + 1,
      mime_type: "image/png",
    });
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({ error: "File must be less than 10MB" });
  });

  it.each([
    ["bytes that are no image at all", () => new TextEncoder().encode("<html><script>alert(1)</script></html>")],
    ["a JPEG sent as a PNG", () => jpeg],
  ])("refuse %s when publishing, and remove the staged file", async (_name, bytes) => {
    const objectPath = await staged("fake.png", "image/png", bytes());
    const response = await publish(objectPath);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual(TYPE_ONLY);
    expect(existsSync(onDisk(UPLOADS_BUCKET, objectPath))).toBe(false);
    expect(existsSync(onDisk(DOCUMENTS_BUCKET, objectPath))).toBe(false);
    expect(await records(UPLOADS_BUCKET, objectPath)).toBe(0);
    expect(await records(DOCUMENTS_BUCKET, objectPath)).toBe(0);
  });

  it("publish only what was staged under images/", async () => {
    const document = await bodyOf<Target>(
      await target({ purpose: "resume", file_name: "cv.pdf", file_size: 10, mime_type: "application/pdf" }),
    );
    for (const storagePath of [document.storagePath, "images/../resumes/x.pdf", "images/a/b.png", "/images/x.png"]) {
      const response = await publish(storagePath);
      expect(response.status, storagePath).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: "Invalid storage path" });
    }
    const missing = await publish("images/1/never-sent.png");
    expect(missing.status).toBe(400);
    expect(await bodyOf(missing)).toEqual({ error: "The uploaded file was not found. Please upload it again." });
  });
});

const projectInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: `Project ${slug}`,
  category: "Robotics",
  image: "/storage/v1/object/public/documents/images/1-a.png",
  image_alt: "A gripper closing on a ball",
  overview: "An overview long enough.",
  role: "Lead",
  challenge: "Challenge.",
  approach: "Approach.",
  outcome: "Outcome.",
  ...overrides,
});

const createProject = (body: Record<string, unknown>) =>
  projects.create(adminRequest("/api/admin/projects", { body }), callers.owner, deps);

describe("alt text of a project's images", () => {
  it("is required to publish: 400 with the field's message, nothing stored, no rebuild", async () => {
    const since = await lastRebuildId(server);
    for (const [overrides, message] of [
      [{ image_alt: "" }, "Image alt text is required to publish"],
      [{ image_alt: undefined }, "Image alt text is required to publish"],
      [
        { gallery: ["https://cdn.example.com/a.webp", "https://cdn.example.com/b.webp"], gallery_alt: ["First", " "] },
        "Every gallery image needs alt text to publish",
      ],
      [{ gallery: ["https://cdn.example.com/a.webp"] }, "Every gallery image needs alt text to publish"],
    ] as const) {
      const response = await createProject(projectInput("alt-refused", overrides));
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
    }
    expect(await countRows(server, "public.projects_dynamic", "slug = $1", ["alt-refused"])).toBe(0);
    expect(await rebuildsSince(server, since)).toEqual([]);
  });

  it("may be missing on a draft, which cannot then be published without it", async () => {
    const response = await createProject(
      projectInput("alt-draft", {
        published: false,
        image_alt: "",
        gallery: ["https://cdn.example.com/a.webp", "https://cdn.example.com/b.webp"],
        gallery_alt: ["", "Second"],
      }),
    );
    expect(response.status).toBe(201);
    const { project } = await bodyOf<{ project: Project }>(response);
    expect(project).toMatchObject({ published: false, image_alt: null, gallery_alt: ["", "Second"] });

    const publishing = (overrides: Record<string, unknown>) =>
      projects.update(
        adminRequest(`/api/admin/projects/${project.id}`, {
          method: "PUT",
          body: {
            ...projectInput("alt-draft", { gallery: project.gallery, gallery_alt: project.gallery_alt, ...overrides }),
            published: true,
            expected_updated_at: project.updated_at,
          },
        }),
        callers.owner,
        deps,
        project.id,
      );
    const refused = await publishing({ gallery_alt: ["", "Second"] });
    expect(refused.status).toBe(400);
    expect(await bodyOf(refused)).toEqual({ error: "Every gallery image needs alt text to publish" });
    const [row] = await stored<{ published: boolean; image_alt: string | null }>(
      server,
      "select published, image_alt from public.projects_dynamic where id = $1",
      [project.id],
    );
    expect(row).toEqual({ published: false, image_alt: null });

    const accepted = await publishing({ gallery_alt: ["First", "Second"] });
    expect(accepted.status).toBe(200);
    expect((await bodyOf<{ project: Project }>(accepted)).project).toMatchObject({
      published: true,
      image_alt: "A gripper closing on a ball",
      gallery_alt: ["First", "Second"],
    });
  });
});

const postInput = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  content: "<p>Text</p>",
  published: true,
  ...overrides,
});

const createPost = (body: Record<string, unknown>) =>
  posts.create(adminRequest("/api/admin/posts", { body }), callers.owner, deps);

describe("alt text of a post's images", () => {
  it("is required on the featured image and every image in the content to publish", async () => {
    for (const [overrides, message] of [
      [{ featured_image: "https://cdn.example.com/c.webp" }, "Featured image alt text is required to publish"],
      [
        { content: '<p>Text</p><img src="/storage/v1/object/public/documents/images/1-a.png">' },
        "Every image in the post needs alt text to publish",
      ],
      [
        { content: '<img src="https://cdn.example.com/a.webp" alt="  ">' },
        "Every image in the post needs alt text to publish",
      ],
    ] as const) {
      const response = await createPost(postInput("post-alt-refused", overrides));
      expect(response.status).toBe(400);
      expect(await bodyOf(response)).toEqual({ error: message });
    }
    expect(await countRows(server, "public.blog_posts", "slug = $1", ["post-alt-refused"])).toBe(0);
  });

  it("is stored with the post; a draft may lack it", async () => {
    const draft = await createPost(
      postInput("post-alt-draft", {
        published: false,
        content: '<p>Text</p><img src="/storage/v1/object/public/documents/images/1-a.png">',
      }),
    );
    expect(draft.status).toBe(201);
    const published = await createPost(
      postInput("post-alt-published", {
        featured_image: "https://cdn.example.com/c.webp",
        featured_image_alt: "A machined aluminium bracket",
        content:
          '<p>Text</p><img src="/storage/v1/object/public/documents/images/1-a.png" alt="A gear" width="640" height="480">',
      }),
    );
    expect(published.status).toBe(201);
    const { post } = await bodyOf<{ post: BlogPost }>(published);
    expect(post.featured_image_alt).toBe("A machined aluminium bracket");
    expect(post.content).toBe(
      '<p>Text</p><img src="/storage/v1/object/public/documents/images/1-a.png" alt="A gear" width="640" height="480" loading="lazy" decoding="async" />',
    );
  });
});

describe("an uploaded image in a published post", () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-post-images-"));
  });
  afterAll(() => {
    setImageBuildTarget(null);
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("gets resized variants at build, with its real size reserved and lazy loading kept", async () => {
    const url = await uploadedImage("cutaway.png");
    setImageBuildTarget(clientDir);
    const html = await withResponsiveImages(
      `<p>Intro</p><img src="${url}" alt="Cutaway of the gearbox" loading="lazy" decoding="async" />`,
      "(min-width: 816px) 768px, 100vw",
    );
    const [tag] = html.match(/<img [^>]+>/)!;
    expect(tag).toContain('alt="Cutaway of the gearbox"');
    expect(tag).toContain('width="960"');
    expect(tag).toContain('height="640"');
    expect(tag).toContain('loading="lazy"');
    expect(tag).toContain('sizes="(min-width: 816px) 768px, 100vw"');
    const srcset = /srcset="([^"]+)"/.exec(tag)![1]!;
    const variants = srcset.split(", ").map((entry) => entry.split(" "));
    expect(variants.map(([, width]) => width)).toEqual(["480w", "800w", "960w"]);
    for (const [variant] of variants) expect(existsSync(path.join(clientDir, variant!))).toBe(true);
    expect(html.startsWith("<p>Intro</p>")).toBe(true);
  });

  it("keeps an image that cannot be read as it is, with the size the editor gave it", async () => {
    setImageBuildTarget(clientDir);
    const missing = "/storage/v1/object/public/documents/images/1-gone.png";
    const html = await withResponsiveImages(`<img src="${missing}" alt="Gone" width="320" height="200" />`, "100vw");
    expect(html).toBe(`<img src="${missing}" alt="Gone" width="320" height="200" />`);
  });
});

/* The pixel budget ----------------------------------------------------------------------- */

/**
 * The pixel budget of owner images. A small file can hold a huge image (a 16,000 × 16,000 PNG of
 * one colour is under 1 MB), which every build would then decode and resize. Publishing an upload
 * refuses an image over 8,000 px on a side or 40 megapixels (and one that cannot be read as an
 * image at all), removing the staged file; the build makes no variant wider than 2,400 px and
 * skips, with a warning, any image over 40 megapixels rather than decoding it.
 */
afterEach(() => {
  vi.restoreAllMocks();
  setImageBuildTarget(null);
});

/**
 * An image of one colour: small as a file whatever its size in pixels. Made once per size (a
 * 16,000 × 16,000 PNG takes seconds to encode) and never changed by the code under test.
 */
const plainImages = new Map<string, Promise<Uint8Array>>();
function plain(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Uint8Array> {
  const key = `${width}x${height}.${format}`;
  if (!plainImages.has(key)) {
    const image = sharp({ create: { width, height, channels: 3, background: "#fff" } });
    plainImages.set(
      key,
      (format === "png" ? image.png() : image.jpeg()).toBuffer().then((bytes) => new Uint8Array(bytes)),
    );
  }
  return plainImages.get(key)!;
}

async function expectNothingKept(objectPath: string) {
  for (const bucket of [UPLOADS_BUCKET, DOCUMENTS_BUCKET]) {
    expect(existsSync(onDisk(bucket, objectPath)), bucket).toBe(false);
    expect(await records(bucket, objectPath), bucket).toBe(0);
  }
}

describe("the pixel budget: publishing an uploaded image", () => {
  it("refuses a 16,000 × 16,000 PNG with 400 and says why; nothing stays in storage", async () => {
    const objectPath = await staged("flood.png", "image/png", await plain(16_000, 16_000));
    const response = await publish(objectPath);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual({
      error:
        "Images can be at most 8,000 pixels on a side and 40 megapixels; this one is 16,000 × 16,000 pixels (256 megapixels). Please scale it down and upload it again.",
    });
    await expectNothingKept(objectPath);
  });

  it.each([
    ["a side over 8,000 px (JPEG)", 9_000, 1_000, "jpeg", "9,000 × 1,000 pixels (9 megapixels)"],
    ["over 40 megapixels with both sides within 8,000 px", 6_400, 6_400, "png", "6,400 × 6,400 pixels (41 megapixels)"],
    ["just over 40 megapixels", 8_000, 5_001, "png", "8,000 × 5,001 pixels (40.1 megapixels)"],
  ] as const)("refuses an image with %s", async (_name, width, height, format, size) => {
    const objectPath = await staged(`big.${format}`, `image/${format}`, await plain(width, height, format));
    const response = await publish(objectPath);
    expect(response.status).toBe(400);
    expect((await bodyOf<{ error: string }>(response)).error).toContain(`; this one is ${size}.`);
    await expectNothingKept(objectPath);
  });

  it("accepts a 2,000 × 1,000 PNG, and one of exactly 8,000 × 5,000", async () => {
    for (const [width, height] of [
      [2_000, 1_000],
      [8_000, 5_000],
    ] as const) {
      const objectPath = await staged("fine.png", "image/png", await plain(width, height));
      const response = await publish(objectPath);
      expect(response.status, `${width} × ${height}`).toBe(201);
      expect(existsSync(onDisk(DOCUMENTS_BUCKET, objectPath))).toBe(true);
    }
  });

  it("refuses a file that starts like a PNG but cannot be read as an image, removing it", async () => {
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const bytes = new Uint8Array([...signature, ...new TextEncoder().encode("<script>alert(1)</script>".repeat(4))]);
    const objectPath = await staged("broken.png", "image/png", bytes);
    const response = await publish(objectPath);
    expect(response.status).toBe(400);
    expect(await bodyOf(response)).toEqual(TYPE_ONLY);
    await expectNothingKept(objectPath);
  });
});

describe("the pixel budget: responsive variants at build", () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-pixel-budget-"));
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  const widthsOf = (srcset: string) => srcset.split(", ").map((entry) => Number(entry.split(" ")[1]!.slice(0, -1)));

  it("are never wider than 2,400 px, for a 4,000 px image made at build or stored", async () => {
    setImageBuildTarget(clientDir);
    const source = await plain(4_000, 2_000);
    const objectPath = await staged("wide.png", "image/png", source);
    expect((await publish(objectPath)).status).toBe(201);
    const stored = await responsiveImage(`/storage/v1/object/public/documents/${objectPath}`);
    const made = await responsiveImageOf(source);
    for (const image of [stored, made]) {
      expect(widthsOf(image.srcset!)).toEqual([480, 800, 1200, 2400]);
      // The largest variant is the image the page shows, with its size reserved.
      expect(image.src).toBe(image.srcset!.split(", ").at(-1)!.split(" ")[0]);
      expect({ width: image.width, height: image.height }).toEqual({ width: 2400, height: 1200 });
      for (const entry of image.srcset!.split(", ")) {
        const [url, width] = entry.split(" ");
        expect(`${(await sharp(path.join(clientDir, url!)).metadata()).width}w`).toBe(width);
      }
    }
  });

  it("skip an image over 40 megapixels with a warning: its original URL stays, nothing is decoded", async () => {
    setImageBuildTarget(clientDir);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const before = readdirSync(clientDir, { recursive: true }).length;

    // Images stored before uploads refused such images (written straight to storage here).
    const storedImage = async (name: string, width: number, height: number) => {
      const objectPath = `images/1-${name}.png`;
      await storage.upload({ claims: callers.admin }, DOCUMENTS_BUCKET, objectPath, await plain(width, height), {
        contentType: "image/png",
      });
      return `/storage/v1/object/public/documents/${objectPath}`;
    };
    const hero = await storedImage("over-the-limit", 7_000, 6_000);
    expect(await responsiveImage(hero)).toEqual({ src: hero, width: 7_000, height: 6_000 });

    const url = await storedImage("flood", 16_000, 16_000);
    const html = await withResponsiveImages(`<img src="${url}" alt="Huge" width="800" height="800" />`, "100vw");
    expect(html).toBe(`<img src="${url}" alt="Huge" width="800" height="800" />`);

    expect(readdirSync(clientDir, { recursive: true }).length).toBe(before);
    const warnings = warn.mock.calls.map((call) => call.join(" "));
    expect(warnings.filter((text) => /40 megapixels/.test(text))).toHaveLength(2);
  });

  it("leave an image over 40 megapixels off a share card, with a warning, and still make the card", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const card = await renderShareCard({
      title: "A post",
      kicker: "Blog",
      ownerName: "Owner",
      ownerRole: "Engineer",
      image: await plain(16_000, 16_000),
    });
    expect((await sharp(card).metadata()).width).toBe(1200);
    expect(warn.mock.calls.map((call) => call.join(" ")).some((text) => /40 megapixels/.test(text))).toBe(true);
  });
});

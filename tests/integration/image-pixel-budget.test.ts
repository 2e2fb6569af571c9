/**
 * The pixel budget of owner images. A small file can hold a huge image (a 16,000 × 16,000 PNG of
 * one colour is under 1 MB), which every build would then decode and resize. Publishing an upload
 * refuses an image over 8,000 px on a side or 40 megapixels (and one that cannot be read as an
 * image at all), removing the staged file; the build makes no variant wider than 2,400 px and
 * skips, with a warning, any image over 40 megapixels rather than decoding it.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DOCUMENTS_BUCKET, UPLOADS_BUCKET } from "../../src/lib/storage-paths";
import type { AdminDeps } from "../../src/server/admin/http";
import * as uploadHandlers from "../../src/server/admin/uploads";
import type { ServerContext } from "../../src/server/context";
import { withResponsiveImages } from "../../src/server/images/post-images";
import { responsiveImage, responsiveImageOf, setImageBuildTarget } from "../../src/server/images/responsive-images";
import { renderShareCard } from "../../src/server/share-cards/share-card";
import type { LocalStorage } from "../../src/server/storage/local-storage";
import { adminDepsOf, adminRequest, bodyOf, countRows, createAdminCallers, type AdminCallers } from "../support/admin";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";
import { answered } from "../support/pipeline";

const { createUpload, receiveUpload, publishImage } = answered(uploadHandlers);

let server: ServerContext;
let deps: AdminDeps;
let storage: LocalStorage;
let callers: AdminCallers;

const TYPE_ONLY = { error: "Images must be JPEG, PNG, WebP, AVIF or GIF" };

beforeAll(async () => {
  server = await useEmbeddedContext({ seed: false });
  deps = adminDepsOf(server);
  storage = server.storage as LocalStorage;
  callers = await createAdminCallers(server);
});
afterAll(() => closeEmbeddedContext());
afterEach(() => {
  vi.restoreAllMocks();
  setImageBuildTarget(null);
});

/** An image of one colour: small as a file whatever its size in pixels. */
async function plain(width: number, height: number, format: "png" | "jpeg" = "png"): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: "#fff" } });
  return new Uint8Array(await (format === "png" ? image.png() : image.jpeg()).toBuffer());
}

/** The browser's part of an image upload: a target, then the bytes. Answers the staged path. */
async function staged(fileName: string, mimeType: string, bytes: Uint8Array): Promise<string> {
  const response = await createUpload(
    adminRequest("/api/admin/uploads", {
      body: { purpose: "image", file_name: fileName, file_size: bytes.byteLength, mime_type: mimeType },
    }),
    callers.owner,
    deps,
  );
  expect(response.status).toBe(200);
  const target = await bodyOf<{ uploadUrl: string; headers: Record<string, string>; storagePath: string }>(response);
  const put = await receiveUpload(
    adminRequest(target.uploadUrl, { method: "PUT", raw: bytes as BodyInit, headers: target.headers }),
    callers.owner,
    deps,
    decodeURIComponent(target.uploadUrl.split("/").pop()!),
  );
  expect(put.status).toBe(200);
  return target.storagePath;
}

const publish = (storagePath: string) =>
  publishImage(adminRequest("/api/admin/images", { body: { storagePath } }), callers.owner, deps);

const onDisk = (bucket: string, objectPath: string) => path.join(storage.root, bucket, ...objectPath.split("/"));
const records = (bucket: string, objectPath: string) =>
  countRows(server, "storage.objects", "bucket_id = $1 and name = $2", [bucket, objectPath]);

async function expectNothingKept(objectPath: string) {
  for (const bucket of [UPLOADS_BUCKET, DOCUMENTS_BUCKET]) {
    expect(existsSync(onDisk(bucket, objectPath)), bucket).toBe(false);
    expect(await records(bucket, objectPath), bucket).toBe(0);
  }
}

describe("publishing an uploaded image", () => {
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

describe("responsive variants at build", () => {
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

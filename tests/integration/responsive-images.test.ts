import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fetchImage,
  responsiveImage,
  responsiveImageOf,
  setImageBuildTarget,
} from "../../src/server/images/responsive-images";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { demoProjects } from "../../src/server/seed/demo-content";
import { closeEmbeddedContext, useEmbeddedContext } from "../support/embedded";

let clientDir: string;
const storedImage = `/storage/v1/object/public/documents/${demoProjects[0]!.image}`;

describe("responsive images for prebuilt pages", () => {
  beforeAll(async () => {
    await useEmbeddedContext({ seed: true });
    clientDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-client-"));
  });
  afterAll(async () => {
    setImageBuildTarget(null);
    rmSync(clientDir, { recursive: true, force: true });
    await closeEmbeddedContext();
  });

  it("in development, uses the stored image as it is, with its real size", async () => {
    setImageBuildTarget(null);
    const image = await responsiveImage(storedImage);
    expect(image).toEqual({ src: storedImage, width: 1200, height: 800 });
    expect(existsSync(path.join(clientDir, "_img"))).toBe(false);
  });

  it("while building, writes WebP variants of 480, 800 and 1200 px and returns their srcset", async () => {
    setImageBuildTarget(clientDir);
    const image = await responsiveImage(storedImage);
    expect(image.width).toBe(1200);
    expect(image.height).toBe(800);
    const entries = image.srcset!.split(", ").map((entry) => entry.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["480w", "800w", "1200w"]);
    for (const [url, w] of entries) {
      const file = path.join(clientDir, url!);
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(w);
    }
    expect(image.src).toBe(entries[2]![0]);
  });

  it("an image made at build (a post's cover) gets the same variants; in development it is inlined as one WebP", async () => {
    const made = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    setImageBuildTarget(null);
    const inline = await responsiveImageOf(made);
    expect(inline.src).toMatch(/^data:image\/webp;base64,/);
    expect(inline.srcset).toBeUndefined();

    setImageBuildTarget(clientDir);
    const built = await responsiveImageOf(made);
    const entries = built.srcset!.split(", ").map((entry) => entry.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["480w", "800w", "1200w"]);
    for (const [url] of entries) expect((await sharp(path.join(clientDir, url!)).metadata()).format).toBe("webp");
    expect(built.src).toBe(entries[2]![0]);
  });

  it("processes each image once however many pages show it", async () => {
    setImageBuildTarget(clientDir);
    const [first, second] = await Promise.all([responsiveImage(storedImage), responsiveImage(storedImage)]);
    expect(second).toBe(first);
  });

  it("keeps encoded variants for the next build, which copies them instead of encoding again", async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), "portfolio-cache-"));
    const [firstBuild, secondBuild] = [1, 2].map(() => mkdtempSync(path.join(os.tmpdir(), "portfolio-client-")));
    try {
      setImageBuildTarget(firstBuild!, cacheDir);
      const image = await responsiveImage(storedImage);
      const kept = readdirSync(path.join(cacheDir, "responsive-images"));
      expect(kept).toHaveLength(3);
      // Mark what is kept: the next build's files are these very bytes, not a new encoding.
      for (const name of kept) writeFileSync(path.join(cacheDir, "responsive-images", name), `kept ${name}`);

      setImageBuildTarget(secondBuild!, cacheDir);
      const again = await responsiveImage(storedImage);
      expect(again.srcset).toBe(image.srcset);
      const copied = again
        .srcset!.split(", ")
        .map((entry) => readFileSync(path.join(secondBuild!, entry.split(" ")[0]!), "utf8"));
      expect(copied.every((text) => text.startsWith("kept "))).toBe(true);
      expect(readdirSync(path.join(cacheDir, "responsive-images")).filter((name) => name.endsWith(".partial"))).toEqual(
        [],
      );
    } finally {
      for (const dir of [cacheDir, firstBuild!, secondBuild!]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("falls back to the original URL when the image cannot be read, without failing the build", async () => {
    setImageBuildTarget(clientDir);
    const missing = "/storage/v1/object/public/documents/demo/images/missing.webp";
    expect(await responsiveImage(missing)).toEqual({ src: missing, width: 1200, height: 800 });
  });
});

describe("images the owner links, as the build fetches them", () => {
  const requests: string[] = [];
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req.url!);
      if (req.url === "/hangs") return; // never answers
      if (req.url === "/large") return void res.end(Buffer.alloc(5000));
      if (req.url === "/inward") return void res.writeHead(302, { location: "http://127.0.0.2:9/secret" }).end();
      res.end(Buffer.alloc(10));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("never requests this machine or its network, nor anything but http(s)", async () => {
    const before = requests.length;
    await expect(fetchImage(`${origin}/a.png`, undefined)).rejects.toThrow(/not a public address/);
    await expect(fetchImage("http://localhost:9/a.png", undefined)).rejects.toThrow(/not a public address/);
    await expect(fetchImage("http://10.1.2.3/a.png", undefined)).rejects.toThrow(/not a public address/);
    await expect(fetchImage("http://[::1]:9/a.png", undefined)).rejects.toThrow(/not a public address/);
    await expect(fetchImage("http://169.254.169.254/latest/meta-data", undefined)).rejects.toThrow(
      /not a public address/,
    );
    await expect(fetchImage("file:///etc/passwd", undefined)).rejects.toThrow(/only http\(s\)/);
    expect(requests.length).toBe(before);
  });

  // The site's own storage is the one address allowed besides public ones: here, the test server.
  it("gives up on an image that never arrives, and on one past the size limit", async () => {
    const limits = { timeoutMs: 500, maxBytes: 1000 };
    await expect(fetchImage(`${origin}/hangs`, origin, limits)).rejects.toThrow(/timeout|aborted/i);
    await expect(fetchImage(`${origin}/large`, origin, limits)).rejects.toThrow(/larger than 1000 bytes/);
    expect(await fetchImage(`${origin}/small.png`, origin, limits)).toHaveLength(10);
  });

  it("checks every redirect's address too", async () => {
    await expect(fetchImage(`${origin}/inward`, origin)).rejects.toThrow(/not a public address/);
  });
});

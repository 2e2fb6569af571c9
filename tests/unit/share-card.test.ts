import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { shareCardParam, shareCardPath } from "../../src/lib/share-cards";
import { cachedShareCard, postKicker, renderShareCard } from "../../src/server/share-cards/share-card";

const card = {
  title: "Low-Cost Ocean Wave Drifter Buoy",
  kicker: "Project · Sensing",
  ownerName: "Alex Rivera",
  ownerRole: "Mechanical Design Engineer",
};

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe("share cards", () => {
  it("are named after their page", () => {
    expect(shareCardPath("/")).toBe("/og/home.png");
    expect(shareCardPath("/projects/")).toBe("/og/projects.png");
    expect(shareCardPath("/blog/a-post")).toBe("/og/blog/a-post.png");
    expect(shareCardParam("/blog/a-post")).toBe("blog/a-post");
  });

  it("are 1200×630 PNGs, with the page's image on the right when it has one", async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const plain = await sharp(await renderShareCard(card))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pictured = await sharp(await renderShareCard({ ...card, image }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const { info } of [plain, pictured]) expect([info.width, info.height]).toEqual([1200, 630]);
    // A pixel in the image panel: red with the image, the dark canvas without.
    const at = (raw: typeof plain, x: number, y: number) => [
      ...raw.data.subarray((y * 1200 + x) * raw.info.channels, (y * 1200 + x) * raw.info.channels + 3),
    ];
    expect(at(pictured, 1000, 300)).toEqual([255, 0, 0]);
    expect(at(plain, 1000, 300)[0]).toBeLessThan(80);
  });

  it("show the card's own background through a transparent image (a 3D model's poster), never black", async () => {
    // Transparent but for a red square in the middle.
    const image = await sharp({ create: { width: 1200, height: 800, channels: 4, background: "#0000" } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 4, background: "#ff0000" } } }])
      .png()
      .toBuffer();
    const rendered = async (picture?: Buffer) =>
      sharp(await renderShareCard({ ...card, image: picture }))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
    const [plain, pictured] = await Promise.all([rendered(), rendered(image)]);
    const at = (raw: typeof plain, x: number, y: number) => [
      ...raw.data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3),
    ];
    // The panel's corner: the card's background, as without an image; its middle: the red square.
    expect(at(pictured, 1190, 10)).toEqual(at(plain, 1190, 10));
    expect(at(pictured, 960, 315)).toEqual([255, 0, 0]);
  });

  it("laid out as a post's cover, are 3:2 (1200×800), like the featured images they stand in for", async () => {
    const cover = await sharp(await renderShareCard({ ...card, layout: "cover" })).metadata();
    expect([cover.width, cover.height]).toEqual([1200, 800]);
  });

  it("date a post's kicker in full, or say only 'Blog' before it is published", () => {
    expect(postKicker("2025-09-14T09:00:00Z")).toBe("Blog · September 14, 2025");
    expect(postKicker(null)).toBe("Blog");
  });

  it("are kept between builds and made again only when what they show changes", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "share-cards-"));
    folders.push(folder);
    const first = await cachedShareCard(card, folder);
    expect(await readdir(folder)).toHaveLength(1);
    expect(Buffer.compare(await cachedShareCard(card, folder), first)).toBe(0);
    expect(await readdir(folder)).toHaveLength(1);
    await cachedShareCard({ ...card, title: "A new title" }, folder);
    expect(await readdir(folder)).toHaveLength(2);
    await cachedShareCard({ ...card, layout: "cover" }, folder);
    expect(await readdir(folder)).toHaveLength(3);
  });
});

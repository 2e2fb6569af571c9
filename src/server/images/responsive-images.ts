import { createHash } from "node:crypto";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import sharp from "sharp";
import { IMAGE_PIXEL_LIMITS } from "../../lib/validation/admin-forms";
import { getServerContext } from "../context";
import { readAtMost } from "../read-body";
import type { LocalStorage } from "../storage/local-storage";

/**
 * Responsive images for prebuilt pages. Stored images (local folder or Supabase) are not in
 * Astro's asset pipeline, so while a page is prerendered each image it shows is resized here
 * into WebP widths written next to the built pages (`/_img/…`), and the page gets a srcset.
 * In development, or when an image cannot be read, the original URL is used as is; so is an
 * animated image (a GIF or WebP of several frames), which a variant would freeze on its first frame,
 * and an image over 40 megapixels, which the build never decodes (a warning names it). No variant
 * is wider than 2,400 px, however wide the image.
 * Uploaded images are stored ones like any other: under `/storage/v1/object/public/documents/images/…`
 * (read from the storage folder) or at the Supabase project's public URL.
 *
 * Encoded variants are also kept in Astro's cache folder, named by the image's content hash, so
 * the next build (a rebuild after the owner publishes) copies them instead of encoding again:
 * encoding was most of a demo build's page rendering (about 2.5 s of 3).
 */
export interface ResponsiveImage {
  src: string;
  srcset?: string;
  width: number;
  height: number;
}

export const IMAGE_WIDTHS = [480, 800, 1200] as const;
/** The widest variant: a wider image's largest variant, the one the page shows, is this wide. */
export const MAX_VARIANT_WIDTH = 2400;
/** WebP quality of the variants (part of a cached variant's name). */
const WEBP_QUALITY = 72;
const DEFAULT_SIZE = { width: 1200, height: 800 };
const OUTPUT_FOLDER = "_img";

interface BuildTarget {
  /** The static output folder (dist/client) while building; null in development. */
  clientDir: string | null;
  /** Where encoded variants are kept between builds; null: nowhere. */
  cacheDir: string | null;
  /** The build's own cache folder (Astro's cacheDir), which other build steps keep files in too. */
  buildCacheDir: string | null;
}

const KEY = Symbol.for("portfolio.responsive-images");
type Holder = typeof globalThis & { [KEY]?: { target: BuildTarget; cache: Map<string, Promise<ResponsiveImage>> } };

function state() {
  const holder = globalThis as Holder;
  holder[KEY] ??= { target: { clientDir: null, cacheDir: null, buildCacheDir: null }, cache: new Map() };
  return holder[KEY];
}

/** Called by the integration when a build starts: where variants go, and where they are kept. */
export function setImageBuildTarget(clientDir: string | null, cacheDir: string | null = null): void {
  state().target.clientDir = clientDir;
  state().target.cacheDir = cacheDir && path.join(cacheDir, "responsive-images");
  state().target.buildCacheDir = cacheDir;
}

/** A folder of the build's cache for one kind of file kept between builds; null outside a build. */
export function buildCacheFolder(name: string): string | null {
  const { clientDir, buildCacheDir } = state().target;
  return clientDir && buildCacheDir ? path.join(buildCacheDir, name) : null;
}

/** The image at `source` (a stored image's public URL) with its responsive variants. */
export function responsiveImage(source: string): Promise<ResponsiveImage> {
  const { cache, target } = state();
  const key = `${target.clientDir ?? "dev"}|${source}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = createVariants(source).catch((error: unknown) => {
      console.warn(`[images] using ${source} unresized:`, error instanceof Error ? error.message : error);
      return { src: source, ...DEFAULT_SIZE };
    });
    cache.set(key, pending);
  }
  return pending;
}

/**
 * An image made at build rather than stored (a post's cover), with its responsive variants. Outside
 * a build, where there is no folder to write variants to, it is inlined as one WebP.
 */
export function responsiveImageOf(bytes: Uint8Array): Promise<ResponsiveImage> {
  const { cache, target } = state();
  const key = `${target.clientDir ?? "dev"}|sha256:${contentHash(bytes)}`;
  let pending = cache.get(key);
  if (!pending) {
    pending = variantsOf(bytes, "an image made at build", async () => {
      const inline = await sharpForBuild(bytes)
        .resize({ width: IMAGE_WIDTHS[1] })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      return `data:image/webp;base64,${inline.toString("base64")}`;
    });
    cache.set(key, pending);
  }
  return pending;
}

const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 12);

/**
 * sharp for decoding an image at build: it refuses (throws) rather than decode one over the pixel
 * limit, so that no image the owner stored or linked can take the build's time and memory.
 */
export function sharpForBuild(bytes: Uint8Array): ReturnType<typeof sharp> {
  return sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMITS.total });
}

/**
 * An image's size from its header (nothing is decoded), and why the build does not decode it: null
 * when it may, else "W × H is over 40 megapixels". Throws when the bytes are no image sharp reads.
 */
export async function buildImageSize(
  bytes: Uint8Array,
): Promise<{ width?: number; height?: number; pages: number; tooLarge: string | null }> {
  const { width, height, pages = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
  const pixels = (width ?? 0) * (height ?? 0);
  const count = (value = 0) => value.toLocaleString("en-US");
  const tooLarge =
    pixels > IMAGE_PIXEL_LIMITS.total
      ? `${count(width)} × ${count(height)} px is over ${IMAGE_PIXEL_LIMITS.total / 1_000_000} megapixels`
      : null;
  return { width, height, pages, tooLarge };
}

async function createVariants(source: string): Promise<ResponsiveImage> {
  return variantsOf(await readSource(source), source, () => source);
}

/**
 * The variants of `bytes` at build, at most MAX_VARIANT_WIDTH wide; elsewhere, for an animated
 * image, or for one over the pixel limit (with a warning naming `label`), `unresized()` as its
 * only source, with the size its header gives.
 */
async function variantsOf(
  bytes: Uint8Array,
  label: string,
  unresized: () => string | Promise<string>,
): Promise<ResponsiveImage> {
  const { clientDir, cacheDir } = state().target;
  const header = await buildImageSize(bytes);
  const { width = DEFAULT_SIZE.width, height = DEFAULT_SIZE.height } = header;
  if (header.tooLarge) {
    console.warn(`[images] using ${label} unresized, without variants: ${header.tooLarge}`);
    return { src: await unresized(), width, height };
  }
  if (!clientDir || header.pages > 1) return { src: await unresized(), width, height };

  const hash = contentHash(bytes);
  const largestWidth = Math.min(width, MAX_VARIANT_WIDTH);
  const widths: number[] = [...IMAGE_WIDTHS.filter((w) => w < largestWidth), largestWidth];
  await mkdir(path.join(clientDir, OUTPUT_FOLDER), { recursive: true });
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const variants = await Promise.all(
    widths.map(async (w) => {
      const name = `${hash}-${w}.webp`;
      const cached = cacheDir && path.join(cacheDir, `${hash}-${w}-q${WEBP_QUALITY}.webp`);
      await writeVariant(bytes, w, path.join(clientDir, OUTPUT_FOLDER, name), cached);
      return { url: `/${OUTPUT_FOLDER}/${name}`, width: w };
    }),
  );
  const largest = variants[variants.length - 1]!;
  // The size of the image the page shows (the largest variant), which keeps the image's proportions.
  return {
    src: largest.url,
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    width: largestWidth,
    height: largestWidth === width ? height : Math.max(1, Math.round((height * largestWidth) / width)),
  };
}

/** One variant into `file`: copied from the cache when an earlier build encoded it, else encoded (and cached). */
async function writeVariant(bytes: Uint8Array, width: number, file: string, cached: string | null): Promise<void> {
  if (
    cached &&
    (await copyFile(cached, file).then(
      () => true,
      () => false,
    ))
  )
    return;
  const output = await sharpForBuild(bytes).resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
  await writeFile(file, output);
  if (cached) {
    // Whole or not at all: a build running beside this one never copies half a file.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, output);
    await rename(partial, cached);
  }
}

const LOCAL_PREFIX = "/storage/v1/object/public/";

/** Reads a stored image: from the local storage folder, or over HTTP for Supabase URLs. */
export async function readSource(source: string): Promise<Uint8Array> {
  if (source.startsWith(LOCAL_PREFIX)) {
    const { storage } = await getServerContext();
    const [bucket, ...rest] = source.slice(LOCAL_PREFIX.length).split("/").map(decodeURIComponent);
    const object = storage.kind === "local" ? await (storage as LocalStorage).read(bucket!, rest.join("/")) : undefined;
    if (!object) throw new Error("not found in local storage");
    return object.body;
  }
  return fetchImage(source, (await getServerContext()).env.SUPABASE_URL);
}

/** What the build waits for an image, and the most it reads. */
export const IMAGE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024 };

/**
 * An image the owner linked, fetched by the build host with limits: http(s) only; only public
 * addresses (never this machine or its network), except the site's own Supabase project; at most
 * 10 s and 20 MB. (The address is checked before the request; a name that changes its address
 * between the two is not covered.)
 */
export async function fetchImage(
  source: string,
  ownStorage: string | undefined,
  limits = IMAGE_FETCH_LIMITS,
): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(source);
  // Redirects are followed by hand (at most three), each address checked like the first.
  for (let hops = 0; ; hops++) {
    await assertPublic(url, ownStorage);
    const response = await fetch(url, { signal, redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location && hops < 3) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = await readAtMost(response.body, limits.maxBytes);
    if (!bytes) throw new Error(`larger than ${limits.maxBytes} bytes`);
    return bytes;
  }
}

async function assertPublic(url: URL, ownStorage: string | undefined): Promise<void> {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("only http(s) images are fetched");
  if (ownStorage && url.host === new URL(ownStorage).host) return;
  const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ""), { all: true });
  const inner = addresses.find(({ address }) => ipaddr.process(address).range() !== "unicast");
  if (inner) throw new Error(`${url.hostname} is not a public address (${inner.address})`);
}

/**
 * Share cards: the 1200×630 PNG a link to a page shows on professional networks and chat apps
 * (`og:image`), made at build: satori lays the card out as SVG with the site's own font (Inter,
 * from @fontsource/inter), sharp rasterises it. The card is in the default palette's dark mode:
 * the page's title, a kicker (its kind, category or date), the owner's name and headline, and the
 * project's own image where it has one. The same design, laid out 3:2 with larger type, is the
 * cover of a post without a featured image in the blog list (`layout: "cover"`).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { PALETTES } from "../../config/palettes";
import { hslToRgb, type Hsl } from "../../lib/theme";
import { buildImageSize, sharpForBuild } from "../images/responsive-images";

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The card's two layouts: "share" for link previews (1200×630), "cover" for a post's card in the
 * blog list (1200×800, 3:2 like the featured images it stands in for; its type is larger, as the
 * card shows it about a third as wide).
 */
const LAYOUTS = {
  share: {
    ...SHARE_CARD_SIZE,
    padding: "64px 64px 56px",
    kicker: 26,
    title: (title: string) => (title.length > 70 ? 52 : title.length > 40 ? 62 : 72),
    titleGap: 28,
    owner: 32,
    role: 24,
  },
  cover: {
    width: 1200,
    height: 800,
    padding: "80px 80px 72px",
    kicker: 34,
    title: (title: string) => (title.length > 70 ? 68 : title.length > 40 ? 80 : 92),
    titleGap: 32,
    owner: 40,
    role: 30,
  },
} as const;

export interface ShareCard {
  title: string;
  /** What the page is: "Project · Robotics", "Blog · 12 March 2026", "Portfolio". */
  kicker: string;
  ownerName: string;
  ownerRole: string;
  /** The page's own image (any format sharp reads), shown on the card's right. */
  image?: Uint8Array | null;
  /** "share" (the default) or "cover". */
  layout?: keyof typeof LAYOUTS;
}

/** A post's kicker: "Blog · September 14, 2025" ("Blog" before it is dated). */
export function postKicker(publishedAt: string | null): string {
  const date = publishedAt
    ? new Date(publishedAt).toLocaleDateString("en-US", {
        year: "numeric",
        month: "long",
        day: "numeric",
        timeZone: "UTC",
      })
    : "";
  return ["Blog", date].filter(Boolean).join(" · ");
}

const colours = PALETTES[0]!.dark;
const css = (colour: Hsl, alpha = 1) => {
  const [r, g, b] = hslToRgb(colour);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 600 | 700; style: "normal" }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([400, 600, 700] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      style: "normal" as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

const PANEL_WIDTH = 480;

/**
 * The page's image, cropped to the card's image panel as raw pixels; null when it cannot be read,
 * or when it is over the build's pixel limit (never decoded: the card is made without it, and a
 * warning says why).
 */
async function panelImage(image: Uint8Array | null | undefined, size: { width: number; height: number }) {
  if (!image) return null;
  try {
    const { tooLarge } = await buildImageSize(image);
    if (tooLarge) {
      console.warn(`[share-cards] the page's image is left off its card: ${tooLarge}`);
      return null;
    }
    const { data, info } = await sharpForBuild(image)
      .resize({ width: PANEL_WIDTH, height: size.height, fit: "cover" })
      // Laid over the card with its transparency: the card's background shows through.
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      input: data,
      raw: { width: info.width, height: info.height, channels: info.channels },
      left: size.width - PANEL_WIDTH,
      top: 0,
    };
  } catch {
    return null;
  }
}

const CANVAS = {
  backgroundColor: css(colours["canvas-primary"]),
  backgroundImage: [
    `radial-gradient(circle at 8% 0%, ${css(colours["aurora-cyan"], 0.45)}, transparent 55%)`,
    `radial-gradient(circle at 95% 100%, ${css(colours["aurora-violet"], 0.4)}, transparent 55%)`,
  ].join(", "),
};

const canvases = new Map<keyof typeof LAYOUTS, Promise<Buffer>>();

/**
 * The aurora every card of a layout shares, as raw RGBA pixels. Rasterising its gradients is most
 * of a card's cost, so a build draws it once per layout and lays each card's text over it.
 */
function canvasPixels(name: keyof typeof LAYOUTS): Promise<Buffer> {
  let pixels = canvases.get(name);
  if (!pixels) {
    const { width, height } = LAYOUTS[name];
    pixels = satori(<div style={{ width: "100%", height: "100%", display: "flex", ...CANVAS }} />, {
      width,
      height,
      fonts: [],
    }).then((svg) => sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer());
    canvases.set(name, pixels);
  }
  return pixels;
}

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  const name = card.layout ?? "share";
  const layout = LAYOUTS[name];
  const size = { width: layout.width, height: layout.height };
  const picture = await panelImage(card.image, size);
  // The text on a transparent card, laid over the shared canvas below.
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        color: css(colours.foreground),
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", flex: 1, padding: layout.padding }}>
        <div
          style={{
            display: "flex",
            fontSize: layout.kicker,
            fontWeight: 600,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: css(colours["accent-teal"]),
          }}
        >
          {card.kicker}
        </div>
        <div
          style={{
            display: "flex",
            marginTop: layout.titleGap,
            // A long title gets a smaller size, so that it fits.
            fontSize: layout.title(card.title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1,
          }}
        >
          {card.title}
        </div>
        <div style={{ display: "flex", marginTop: "auto", alignItems: "center" }}>
          <div
            style={{
              display: "flex",
              width: 8,
              height: 64,
              borderRadius: 4,
              marginRight: 24,
              backgroundImage: `linear-gradient(${css(colours["accent-teal"])}, ${css(colours["accent-azure"])})`,
            }}
          />
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ display: "flex", fontSize: layout.owner, fontWeight: 700 }}>{card.ownerName}</div>
            <div
              style={{ display: "flex", fontSize: layout.role, color: css(colours["foreground-muted"]), marginTop: 6 }}
            >
              {card.ownerRole}
            </div>
          </div>
        </div>
      </div>
      {/* The image itself is laid over this panel by sharp: cheaper than passing it through the SVG. */}
      {picture && (
        <div
          style={{
            display: "flex",
            width: PANEL_WIDTH,
            height: "100%",
            borderLeft: `2px solid ${css(colours["glass-border"])}`,
          }}
        />
      )}
    </div>,
    { ...size, fonts: await loadFonts() },
  );
  const canvas = sharp(await canvasPixels(name), { raw: { ...size, channels: 4 } });
  return canvas
    .composite([{ input: Buffer.from(svg) }, ...(picture ? [picture] : [])])
    .png()
    .toBuffer();
}

/** Bump when the card's design changes, so that cards kept by earlier builds are not reused. */
const DESIGN_VERSION = 1;

/**
 * The card, from `cacheDir` when an earlier build made the same one (same texts, same image bytes,
 * same design), else rendered and kept there: a rebuild after one edit renders one card.
 */
export async function cachedShareCard(card: ShareCard, cacheDir: string | null): Promise<Buffer> {
  if (!cacheDir) return renderShareCard(card);
  const hash = createHash("sha256").update(JSON.stringify({ ...card, image: null, DESIGN_VERSION }));
  if (card.image) hash.update(card.image);
  const file = path.join(cacheDir, `${hash.digest("hex").slice(0, 24)}.png`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const png = await renderShareCard(card);
  await mkdir(cacheDir, { recursive: true });
  // Whole or not at all: a build running beside this one never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}

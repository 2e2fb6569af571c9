import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { layoutSettled, storeTheme } from "./support/site";

/**
 * The glass-and-aurora look, read from the pixels the browser paints: the aurora's glows show
 * behind the page (nothing opaque is painted over them) and through its glass cards, and a
 * visitor who asks for less transparency gets a flat page and solid cards.
 */

type Rgb = readonly [number, number, number];

/** Wide, so that the page's margins (outside its 72rem column) hold nothing but the background. */
test.use({ viewport: { width: 1600, height: 900 } });

/** Six points of the background, in the margins beside the content, clear of the fixed header. */
const BACKGROUND_POINTS = [
  [60, 150],
  [60, 450],
  [60, 800],
  [1540, 150],
  [1540, 450],
  [1540, 800],
] as const;

/** Sum of the channels' differences: 0 for the same colour. */
const distance = (a: Rgb, b: Rgb) => Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
const spread = (colours: Rgb[]) => Math.max(...colours.flatMap((a) => colours.map((b) => distance(a, b))));

/** `prefers-reduced-transparency: reduce`, which Playwright's emulateMedia does not offer: through CDP. */
async function emulateReducedTransparency(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setEmulatedMedia", {
    features: [
      { name: "prefers-reduced-transparency", value: "reduce" },
      { name: "prefers-reduced-motion", value: "reduce" },
    ],
  });
}

/**
 * Where to read the page's colours, and the colours to compare them with: what is at the background
 * points (nothing but the page's own wrappers may be), a point inside a glass card (in its padding,
 * clear of its text), and the page's canvas and solid glass colours.
 */
function probe(page: Page) {
  return page.evaluate(
    (points) => {
      const colourOf = (css: string) => {
        const element = document.createElement("div");
        element.style.backgroundColor = css;
        document.body.append(element);
        const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number);
        element.remove();
        return [r!, g!, b!] as const;
      };
      // The first glass card in view whose left padding, halfway down, is the card itself.
      const glass = [...document.querySelectorAll<HTMLElement>("div.glass")]
        .map((card) => {
          const box = card.getBoundingClientRect();
          const point = { x: Math.round(box.left + 10), y: Math.round(box.top + box.height / 2) };
          return { card, point, inView: box.top > 80 && box.bottom < innerHeight };
        })
        .find(({ card, point, inView }) => inView && document.elementFromPoint(point.x, point.y) === card);
      return {
        hits: points.map(([x, y]) => document.elementFromPoint(x, y)?.tagName),
        glassPoint: glass?.point,
        canvas: colourOf("hsl(var(--canvas-primary))"),
        solidGlass: colourOf("hsl(var(--glass-primary))"),
      };
    },
    BACKGROUND_POINTS.map(([x, y]): [number, number] => [x, y]),
  );
}

/**
 * The home page as painted: the colours at the background points and at a point inside a glass
 * card, and the page's canvas and solid glass colours. The points are found on the page as it was
 * painted: read once its layout has settled, and again after the screenshot, until nothing moved
 * in between (a late layout shift would otherwise sample a stale point).
 */
async function paintedHome(page: Page) {
  await page.goto("/");
  await layoutSettled(page);
  const painted: { found?: Awaited<ReturnType<typeof probe>>; screenshot?: Buffer } = {};
  await expect(async () => {
    const before = await probe(page);
    const screenshot = await page.screenshot({ animations: "disabled" });
    expect(await probe(page), "the page as probed before and after its screenshot").toEqual(before);
    Object.assign(painted, { found: before, screenshot });
  }).toPass();
  const found = painted.found!;
  // Nothing but the page's own wrappers is at the background points: no text, card or image.
  for (const hit of found.hits) expect(["HTML", "BODY", "MAIN", "SECTION"]).toContain(hit);
  expect(found.glassPoint, "a glass card in view").toBeDefined();

  const { data, info } = await sharp(painted.screenshot!).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Desktop Chrome paints one pixel per CSS pixel.
  expect(info.width).toBe(1600);
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return {
    background: BACKGROUND_POINTS.map(([x, y]) => at(x, y)),
    glass: at(found.glassPoint!.x, found.glassPoint!.y),
    canvas: found.canvas,
    solidGlass: found.solidGlass,
  };
}

for (const mode of ["dark", "light"] as const) {
  test.describe(`the aurora in ${mode} mode`, () => {
    test.beforeEach(async ({ page, context }) => {
      await storeTheme(context, mode);
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("glows behind the page: the background is not one flat colour, and glass lets it through", async ({
      page,
    }) => {
      const painted = await paintedHome(page);
      await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
      // The glows tint the background unevenly: its points differ from each other and, some of
      // them, from the bare canvas.
      expect(spread(painted.background), `background ${JSON.stringify(painted.background)}`).toBeGreaterThanOrEqual(12);
      expect(Math.max(...painted.background.map((colour) => distance(colour, painted.canvas)))).toBeGreaterThanOrEqual(
        12,
      );
      // Glass is translucent: what is behind it changes its colour.
      expect(distance(painted.glass, painted.solidGlass), `glass ${painted.glass}`).toBeGreaterThanOrEqual(3);
    });

    test("with reduced transparency the background is flat and glass is solid", async ({ page }) => {
      await emulateReducedTransparency(page);
      const painted = await paintedHome(page);
      await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
      expect(spread(painted.background), `background ${JSON.stringify(painted.background)}`).toBeLessThanOrEqual(1);
      expect(distance(painted.background[0]!, painted.canvas)).toBeLessThanOrEqual(1);
      expect(distance(painted.glass, painted.solidGlass), `glass ${painted.glass}`).toBeLessThanOrEqual(1);
    });
  });
}

import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { demoBlogPosts, demoProjects } from "../../../src/server/seed/demo-content";
import { PALETTE_STORAGE_KEY, THEME_STORAGE_KEY, type PaletteName, type ThemePreference } from "../../../src/lib/theme";

export const publishedProject = [...demoProjects]
  .filter((p) => p.published)
  .sort((a, b) => a.display_order - b.display_order)[0]!;
export const draftProject = demoProjects.find((p) => !p.published)!;
export const publishedPost = demoBlogPosts.find((p) => p.published)!;
export const draftPost = demoBlogPosts.find((p) => !p.published)!;

/** Every public page of the site, as a visitor reaches them. */
export const PUBLIC_PAGES = [
  "/",
  "/projects",
  `/projects/${publishedProject.slug}`,
  "/blog",
  `/blog/${publishedPost.slug}`,
  "/documents",
  "/guestbook",
  "/resume",
] as const;

/** Stores a theme choice before any page script runs, as a returning visitor would have it. */
export async function storeTheme(
  context: BrowserContext,
  theme: ThemePreference,
  palette?: PaletteName,
): Promise<void> {
  await context.addInitScript(
    ([themeKey, paletteKey, t, p]) => {
      if (!sessionStorage.getItem("theme-seeded")) {
        localStorage.setItem(themeKey!, t!);
        if (p) localStorage.setItem(paletteKey!, p);
        sessionStorage.setItem("theme-seeded", "1");
      }
    },
    [THEME_STORAGE_KEY, PALETTE_STORAGE_KEY, theme, palette ?? ""],
  );
}

export function rootAttributes(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute("data-theme"),
    mode: document.documentElement.getAttribute("data-mode"),
    palette: document.documentElement.getAttribute("data-palette"),
  }));
}

export function stored(page: Page) {
  return page.evaluate(
    ([themeKey, paletteKey]) => ({
      theme: localStorage.getItem(themeKey!),
      palette: localStorage.getItem(paletteKey!),
    }),
    [THEME_STORAGE_KEY, PALETTE_STORAGE_KEY],
  );
}

/**
 * Waits until every finite animation on the page (card entrances, fades) has finished, so that
 * colour checks measure what a visitor reads rather than a frame of a fade-in. Endless ambient
 * animations (the aurora) are left running.
 */
export async function finiteAnimationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** The header's island: prebuilt markup that hydrates on the visitor's first interaction. */
export const headerIsland = (page: Page) => page.locator("astro-island", { has: page.getByRole("banner") });

/**
 * Waits until the header has hydrated: a pointer move starts it, as a visitor's first gesture
 * does (`client:interaction="page"`). For checks that read the page in the same task as a click.
 */
export async function headerHydrated(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await expect(headerIsland(page)).not.toHaveAttribute("ssr");
}

/** The notification (sonner toast) whose text contains `title`. */
export const toastWith = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * One check of a toast's title and description together: a toast closes itself after a few
 * seconds, so on a busy machine two checks one after the other may see it open, then gone.
 */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(
    toastWith(page, title)
      .filter({ has: page.locator("[data-title]", { hasText: exactly(title) }) })
      .filter({ has: page.locator("[data-description]", { hasText: exactly(description) }) }),
  ).toBeVisible();
}

/** Resolves once the page has not scrolled for a few frames (smooth scrolling and focus moves done). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = `${scrollX},${scrollY}`;
        let still = 0;
        const frame = () => {
          const now = `${scrollX},${scrollY}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 5) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Where an anchored section comes to rest after an in-page link or an anchor entry: just below the
 * fixed 64 px header (sections have a scroll-margin of 5rem, 80 px), or a little lower for the last
 * section, which the end of the page stops short of that.
 */
export const SECTION_AT_REST = { min: 56, max: 112 } as const;

/** The distance between the top of the element with `id` and the top of the viewport, in whole pixels. */
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => Math.round(element.getBoundingClientRect().top));

/**
 * After an in-page link or an anchor entry: waits until the scroll has brought the section up to
 * the header (it may start late: once the header's code has loaded, or 100 ms after a page load),
 * then until the page has stopped scrolling, and checks both bounds on that resting position, never
 * on one read mid-scroll.
 *
 * `scripts: false` is for a page opened with JavaScript disabled, where no callback of the test's
 * runs in the page (no animation frames to watch): there the page is at rest once two reads, one
 * poll apart, agree.
 */
export async function expectScrolledTo(page: Page, id: string, { scripts = true } = {}): Promise<void> {
  const { min, max } = SECTION_AT_REST;
  let resting = Number.NaN;
  if (scripts) {
    await expect.poll(() => topOf(page, id), { message: `#${id} scrolled up to the header` }).toBeLessThanOrEqual(max);
    await scrollSettled(page);
    resting = await topOf(page, id);
  } else {
    let previous = Number.NaN;
    await expect
      .poll(
        async () => {
          const now = await topOf(page, id);
          const still = now === previous && now <= max;
          previous = now;
          resting = now;
          return still;
        },
        { message: `#${id} scrolled up to the header and at rest` },
      )
      .toBe(true);
  }
  expect(resting, `#${id}'s top once the page has stopped scrolling`).toBeGreaterThanOrEqual(min);
  expect(resting, `#${id}'s top once the page has stopped scrolling`).toBeLessThanOrEqual(max);
}

/**
 * Waits until what changes a page's layout after it has loaded is done: its web fonts, the site's
 * own images that load at once (decoded), and its finite animations. For checks that read the
 * page's layout once.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter(
      (image) =>
        image.loading !== "lazy" && new URL(image.currentSrc || image.src, location.href).origin === location.origin,
    );
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
  });
  await finiteAnimationsFinished(page);
}

/** How far the page reaches past the right edge of the viewport, once its layout has settled (0 or less: no sideways scrolling). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await layoutSettled(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Drags a handle with the mouse, as a person does: press, a small move that starts the drag, then a
 * steady move to `y(target)`. Both boxes are read once the page has stopped scrolling, with the
 * target in view, so the pointer lands where the test means.
 */
export async function dragHandle(
  page: Page,
  handle: Locator,
  target: Locator,
  y: (box: { y: number; height: number }) => number,
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  await scrollSettled(page);
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(x, startY);
  await page.mouse.down();
  await page.mouse.move(x, startY + Math.sign(y(to) - startY) * 12, { steps: 4 });
  await page.mouse.move(x, y(to), { steps: 20 });
  await page.mouse.up();
}

/**
 * Holds the code of the island around `selector` until the returned function is called, as a slow
 * connection would: the island stays as prebuilt, waiting for it.
 */
export async function holdIslandCode(page: Page, selector: string): Promise<() => void> {
  const island = page.locator(`astro-island:has(${selector})`);
  const code = new URL((await island.getAttribute("component-url"))!, page.url()).pathname;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // By path: a deploy may add a query to asset URLs (Netlify's `?dpl=`).
  await page.route(
    (url) => url.pathname === code,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * The standard deviation of the pixels on screen where `target` is (what is painted there, over it
 * too): about 0 for one colour, so an icon covered by another element, or a blank frame, reads ~0.
 */
export async function pixelSpread(target: Locator): Promise<number> {
  const stats = await sharp(await target.screenshot()).stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
}

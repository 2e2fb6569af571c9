import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
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

import { expect, test } from "@playwright/test";
import { PALETTES } from "../../src/config/palettes";
import { hslValue } from "../../src/lib/theme";
import { headerHydrated, rootAttributes, storeTheme, stored } from "./support/site";

/** Theming: modes, toggle rule, palettes, persistence, no flash. */
test.describe("theme", () => {
  test("a first-time visitor sees the dark mode and the default palette", async ({ page }) => {
    await page.goto("/");
    expect(await rootAttributes(page)).toEqual({ theme: "dark", mode: "dark", palette: "default" });
  });

  test("the toggle switches to light, remembers it, and switches back to dark", async ({ page }) => {
    // The colour easing has its own test below; here it would only stall a busy machine (each
    // switch eases every element for 0.5 s, over a second of main-thread work in headless Chromium).
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    // The header may still be loading its code: the click is held and lands a moment later.
    await expect.poll(() => rootAttributes(page)).toMatchObject({ theme: "light", mode: "light" });
    expect((await stored(page)).theme).toBe("light");

    await page.reload();
    expect(await rootAttributes(page)).toMatchObject({ theme: "light", mode: "light" });
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect.poll(() => rootAttributes(page)).toMatchObject({ theme: "dark", mode: "dark" });
    expect((await stored(page)).theme).toBe("dark");
  });

  test("from system mode the toggle goes to light, even when the system is already light", async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await storeTheme(context, "system");
    await page.goto("/");
    expect(await rootAttributes(page)).toMatchObject({ theme: "system", mode: "light" });
    // The click is held until the header has hydrated, then replayed: on a busy machine that
    // takes longer than the default wait.
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect.poll(async () => (await stored(page)).theme).toBe("light");
  });

  test("system mode follows the operating system live, without a reload", async ({ page, context }) => {
    await storeTheme(context, "system");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/blog");
    expect((await rootAttributes(page)).mode).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(async () => (await rootAttributes(page)).mode).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(async () => (await rootAttributes(page)).mode).toBe("dark");
  });

  test("the palette picker lists six palettes with light and dark previews and remembers the choice", async ({
    page,
  }) => {
    // As in the toggle test: the easing is tested on its own, and would only slow this one down.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("button", { name: "Colour palette" }).click();
    const group = page.getByRole("radiogroup", { name: "Colour palette" });
    await expect(group.getByRole("radio")).toHaveCount(6);
    await expect(group.getByRole("radio")).toHaveText(PALETTES.map((palette) => palette.label));
    await group.getByRole("radio", { name: "Sunset" }).click();

    expect((await rootAttributes(page)).palette).toBe("sunset");
    expect((await stored(page)).palette).toBe("sunset");
    await page.reload();
    expect((await rootAttributes(page)).palette).toBe("sunset");
  });

  test("the palette picker works from the keyboard and gives focus back when closed", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: "Colour palette" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const group = page.getByRole("radiogroup", { name: "Colour palette" });
    await expect(group.getByRole("radio", { checked: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(group.getByRole("radio", { name: "Ocean" })).toBeFocused();
    expect((await rootAttributes(page)).palette).toBe("ocean");
    await page.keyboard.press("Escape");
    await expect(group).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("each palette sets the page's colour variables, its accent from accent teal", async ({ page }) => {
    await page.goto("/");
    for (const palette of PALETTES) {
      for (const mode of ["light", "dark"] as const) {
        await page.evaluate(
          ([p, m]) => {
            document.documentElement.setAttribute("data-palette", p!);
            document.documentElement.setAttribute("data-mode", m!);
          },
          [palette.value, mode],
        );
        const vars = await page.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          return {
            teal: style.getPropertyValue("--accent-teal").trim(),
            canvas: style.getPropertyValue("--canvas-primary").trim(),
          };
        });
        expect(vars, `${palette.value} · ${mode}`).toEqual({
          teal: hslValue(palette[mode]["accent-teal"]),
          canvas: hslValue(palette[mode]["canvas-primary"]),
        });
      }
    }
  });

  test("a stored choice is applied before the first paint, even on a slow device", async ({ page, context }) => {
    await storeTheme(context, "light", "forest");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    // Record the root's attributes at the moment the body first exists (before anything paints),
    // and the page's background in the first frame the browser renders (the first paint: frames
    // wait for the stylesheets that block rendering; the body can exist before they arrive).
    await context.addInitScript(() => {
      const seen = window as unknown as { firstBody: unknown; firstFrame: unknown };
      new MutationObserver((_, observer) => {
        if (document.body) {
          const root = document.documentElement;
          seen.firstBody = { mode: root.getAttribute("data-mode"), palette: root.getAttribute("data-palette") };
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      requestAnimationFrame(() => {
        seen.firstFrame = { background: getComputedStyle(document.documentElement).backgroundColor };
      });
    });
    await page.goto("/projects");
    await page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame !== undefined);
    const first = await page.evaluate(() => {
      const seen = window as unknown as {
        firstBody: { mode: string; palette: string };
        firstFrame: { background: string };
      };
      return { ...seen.firstBody, ...seen.firstFrame };
    });
    const forest = PALETTES.find((p) => p.value === "forest")!;
    expect(first.mode).toBe("light");
    expect(first.palette).toBe("forest");
    const [h, s, l] = forest.light["canvas-primary"];
    const expected = await page.evaluate((hsl) => {
      const probe = document.createElement("div");
      probe.style.color = hsl;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, `hsl(${h} ${s}% ${l}%)`);
    expect(first.background).toBe(expected);
  });

  test("changing mode eases colours over half a second, unless reduced motion is asked for", async ({ page }) => {
    // The motion itself: the suites otherwise browse with reduced motion (playwright.config.ts).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // A page without the home page's moving hero, which alone keeps a core busy in software rendering.
    await page.goto("/guestbook");
    await headerHydrated(page);
    // Click and read in one task: the transition class only lives for about 0.6 s, which a busy
    // machine can exceed between two separate round trips.
    const duration = await page.getByRole("button", { name: "Switch to light mode" }).evaluate((button) => {
      (button as HTMLButtonElement).click();
      return getComputedStyle(document.body).transitionDuration;
    });
    expect(duration.split(",")[0]!.trim()).toBe("0.5s");
    // Removed by a timer once the transition is over; a busy machine runs the timer late.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains("theme-transition")))
      .toBe(false);

    await page.emulateMedia({ reducedMotion: "reduce" });
    const reduced = await page.getByRole("button", { name: "Switch to dark mode" }).evaluate((button) => {
      (button as HTMLButtonElement).click();
      return getComputedStyle(document.body).transitionDuration;
    });
    expect(reduced.split(",")[0]!.trim()).toBe("0s");
  });
});

import { test } from "@playwright/test";
import { storeTheme } from "./support/site";
const shots = (process.env.SHOTS ?? "/resume").split(",");
for (const mode of ["light", "dark"] as const)
  for (const width of [360, 1280])
    test(`shots ${mode} ${width}`, async ({ page, context }) => {
      await storeTheme(context, mode);
      await page.setViewportSize({ width, height: 800 });
      for (const path of shots) {
        await page.goto(path);
        const over = await page.evaluate(() => {
          const w = document.documentElement.clientWidth;
          return [
            document.documentElement.scrollWidth - w,
            ...[...document.querySelectorAll("body *")]
              .filter((e) => e.getBoundingClientRect().right > w + 0.5)
              .slice(0, 5)
              .map(
                (e) =>
                  e.tagName +
                  "." +
                  String(e.className).slice(0, 60) +
                  " " +
                  Math.round(e.getBoundingClientRect().right),
              ),
          ];
        });
        console.log(path, mode, width, JSON.stringify(over));
        const name = path.replace(/\W+/g, "_");
        await page.screenshot({ path: `/tmp/e2e/shot-${name}-${mode}-${width}.png`, fullPage: true });
      }
    });

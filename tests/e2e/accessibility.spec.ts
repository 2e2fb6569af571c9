import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { PUBLIC_PAGES, storeTheme } from "./support/site";

/**
 * axe finds nothing on any page, in light and in dark (WCAG 2.1 A/AA rules), the whole page: its
 * own content with the shared header and footer. The page suites leave these runs to this file;
 * home.spec.ts checks the other palettes of the home page, and applications-admin.spec.ts an
 * application's private link page.
 */
for (const mode of ["dark", "light"] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const path of [...PUBLIC_PAGES, "/privacy", "/no-such-page"]) {
      test(`${path} has no axe violations`, async ({ page, context }) => {
        await storeTheme(context, mode);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-mode", mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

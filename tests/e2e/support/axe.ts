import type { Page } from "@playwright/test";
import axe from "axe-core";

/** The rules every page is held to: WCAG 2.1, levels A and AA. */
export const WCAG_AA: axe.RunOptions["runOnly"] = { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };

/**
 * axe's violations on the page as it is now, one line per rule (`rule: target, target`), so that
 * a failure names what to fix. axe-core runs in the page itself, injected once per document.
 * (`@axe-core/playwright` injects it again on every run and finishes each run in a page of its
 * own: measured here, 1–4 s a run instead of 0.4–1.3 s.) The pages have no frame of their own to
 * check: the one iframe, the PDF preview's fallback, is only there after a press.
 */
export async function axeViolations(
  page: Page,
  { include, runOnly = WCAG_AA }: { include?: string[]; runOnly?: axe.RunOptions["runOnly"] | "all" } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([include, runOnly]) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const { violations } = await engine.run(context, {
        ...(runOnly === "all" ? {} : { runOnly }),
        resultTypes: ["violations"],
      });
      return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(" ")).join(", ")}`);
    },
    [include, runOnly] as const,
  );
}

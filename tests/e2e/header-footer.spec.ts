import { expect, test, type Page } from "@playwright/test";
import { NAVIGATION, resolvedHref } from "../../src/config/navigation";
import { site } from "../../src/config/site";
import { DESKTOP_CHROMIUM } from "../../playwright.config";
import { expectScrolledTo, headerIsland, scrollSettled } from "./support/site";

// The phone's header must wait for the first gesture: the headless shell would hover the page's
// top left corner on load, which no phone does, and start it.
test.use({ launchOptions: DESKTOP_CHROMIUM });

/** Header and footer on every page. */
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("header", () => {
  test("has the eight entries in order, the controls and a height of 16 units", async ({ page }) => {
    await page.goto("/blog");
    const links = mainNav(page).getByRole("link");
    await expect(links).toHaveText(NAVIGATION.map((item) => item.label));
    for (const [index, item] of NAVIGATION.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", resolvedHref(item));
    }
    await expect(page.getByRole("button", { name: "Colour palette" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Let's Talk" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    expect((await page.getByRole("banner").boundingBox())!.height).toBe(64);
  });

  test("an anchor entry on the home page scrolls smoothly to its section and marks it active", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Experience" }).click();
    await expectScrolledTo(page, "experience");
    await expect(page).toHaveURL(/\/#experience$/);
    await expect(mainNav(page).getByRole("link", { name: "Experience" })).toHaveAttribute("aria-current", "location");
  });

  test("the active entry follows scrolling: the last section whose top is within 100 px", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "location");
    for (const id of ["about", "projects", "contact"]) {
      await page.evaluate((sectionId) => {
        const top = document.getElementById(sectionId)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - 90, behavior: "instant" });
      }, id);
      const label = NAVIGATION.find((item) => item.href === `#${id}`)!.label;
      await expect(mainNav(page).getByRole("link", { name: label })).toHaveAttribute("aria-current", "location");
    }
  });

  test("an anchor entry on another page goes home (replacing history) and then scrolls to the section", async ({
    page,
  }) => {
    await page.goto("/documents");
    await page.goto("/blog");
    await mainNav(page).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/(#about)?$/);
    await expectScrolledTo(page, "about");
    await page.goBack();
    await expect(page).toHaveURL(/\/documents$/);
  });

  test("route entries navigate and are marked as the current page", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Guestbook" }).click();
    await expect(page).toHaveURL(/\/guestbook$/);
    await expect(mainNav(page).getByRole("link", { name: "Guestbook" })).toHaveAttribute("aria-current", "page");
  });

  test("'Let's Talk' goes to the contact section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Let's Talk" }).click();
    await expectScrolledTo(page, "contact");
  });

  test("on a phone the menu button opens the same entries and a full-width 'Let's Talk' @phone", async ({ page }) => {
    test.skip(page.viewportSize()!.width > 500, "phone layout");
    await page.goto("/blog");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText([...NAVIGATION.map((item) => item.label), "Let's Talk"]);
    const talk = (await menu.getByRole("link", { name: "Let's Talk" }).boundingBox())!;
    expect(talk.width).toBeGreaterThan(page.viewportSize()!.width - 64);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("a page loads no framework code until the first gesture, and a tap made meanwhile still counts @phone", async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width > 500, "phone layout");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(headerIsland(page)).toHaveAttribute("ssr");
    // The island's component and React's client are fetched only once the visitor reaches for it.
    const island = (await headerIsland(page).getAttribute("component-url"))!;
    const renderer = (await headerIsland(page).getAttribute("renderer-url"))!;
    expect(scripts).not.toContain(island);
    expect(scripts).not.toContain(renderer);

    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(scripts).toContain(renderer);
  });

  test("a link clicked while the header's code loads is still followed when that code fails to load", async ({
    page,
  }) => {
    await page.goto("/");
    const island = (await headerIsland(page).getAttribute("component-url"))!;
    // The header's code is held until the link has been clicked, then never arrives (a dropped
    // connection, a stale deploy), Astro's retry of the import included (?astro-retry= on the same path).
    let clickMade: () => void = () => {};
    const clicked = new Promise<void>((resolve) => (clickMade = resolve));
    await page.route(
      (url) => url.pathname === new URL(island, url).pathname,
      async (route) => {
        await clicked;
        await route.abort();
      },
    );
    await page.reload();
    await expect(headerIsland(page)).toHaveAttribute("ssr");
    await mainNav(page).getByRole("link", { name: "Blog" }).click();
    clickMade();
    // Both attempts fail (about two seconds, with Astro's pause between them), then the link is followed.
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("selecting an anchor in the phone menu closes it and scrolls there @phone", async ({ page }) => {
    test.skip(page.viewportSize()!.width > 500, "phone layout");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Projects" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expectScrolledTo(page, "projects");
  });
});

test.describe("footer", () => {
  test("has the brand, quick links, contact lines, actions and this year's copyright", async ({ page, request }) => {
    await page.goto("/documents");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(site.owner.name).first()).toBeVisible();
    const quick = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(quick).toHaveText(["Projects", "Experience", "About", "Contact", "Blog", "Guestbook"]);
    await expect(quick.nth(0)).toHaveAttribute("href", "/#projects");
    await expect(quick.nth(4)).toHaveAttribute("href", "/blog");
    await expect(footer.getByRole("link", { name: site.owner.email })).toHaveAttribute(
      "href",
      `mailto:${site.owner.email}`,
    );
    await expect(footer.getByRole("link", { name: site.owner.phone })).toBeVisible();
    await expect(footer.getByText(site.owner.location)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Send Message" })).toHaveAttribute("href", "/#contact");
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
    await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.owner.name}`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");

    const resume = await footer.getByRole("link", { name: "Download Resume" }).getAttribute("href");
    const pdf = await request.get(resume!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });

  test("the scroll-to-top button returns to the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
    // …and stays there once the page has stopped scrolling.
    await scrollSettled(page);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
  });
});

test.describe("missing pages", () => {
  test("an unknown path answers 404 with '404', 'Oops! Page not found' and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("an unknown project answers 404 with the 'Project Not Found' screen", async ({ page }) => {
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
    await expect(page.getByText("The project you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
  });

  test("an unknown post answers 404 with the 'Post Not Found' screen", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });
});

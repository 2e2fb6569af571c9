import { statSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { demoProjectFiles, demoProjects } from "../../src/server/seed/demo-content";
import { axeViolations } from "./support/axe";
import { MODELS_PROJECT } from "./support/model-viewer";
import { finiteAnimationsFinished, sidewaysOverflow } from "./support/site";

/**
 * Projects as a visitor sees them (cards, filters and search, views, galleries, files): the home section, /projects and a project's own page.
 * Expectations come from the demo content the test server is seeded with. A project page's
 * CreativeWork data and OpenGraph tags are checked in seo.spec.ts.
 */
const published = demoProjects.filter((project) => project.published);
const draft = demoProjects.find((project) => !project.published)!;
const total = published.length;
const inCategory = (category: string) => published.filter((project) => project.category === category);
const byTitle = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true });

const withGallery = published.find((project) => (project.gallery?.length ?? 0) > 1 && project.featured)!;
const withFiles = published.find((project) => project.slug === demoProjectFiles[0]!.project_slug)!;
const notFeatured = published.find((project) => !project.featured)!;

/**
 * Waits until the Astro island holding `inside` has hydrated (Astro drops its `ssr` marker). The
 * visitor scrolls to it and points at it: islands hydrate when they come into view or on the
 * first gesture.
 */
async function hydrated(page: Page, inside: string) {
  await page.locator(inside).first().scrollIntoViewIfNeeded();
  await page.locator(inside).first().hover();
  await expect(page.locator(`astro-island:not([ssr]) ${inside}`).first()).toBeAttached();
}

/** Stops the page's (already installed) fake clock, so that only runFor moves time on. */
async function freezeClock(page: Page) {
  // The page clock keeps running between reading it and pausing it; on a busy machine that gap can
  // exceed any fixed margin, so read the time again and retry with a wider margin.
  for (let margin = 50; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 5000 || !String(error).includes("fast-forward to the past")) throw error;
    }
  }
}

/** Lets the page run its queued tasks (React's effects) while its timers stay frozen. */
async function settle(page: Page) {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

type Box = { x: number; y: number; width: number; height: number };

const cardTitles = (scope: Locator) => scope.getByTestId("project-card").getByRole("heading");
const pressed = (scope: Locator | Page, name: string) =>
  expect(scope.getByRole("button", { name, exact: true })).toHaveAttribute("aria-pressed", "true");

test.describe("projects on the home page", () => {
  test("the category buttons filter the cards; 'View All Projects (count)' shows on All only @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const section = page.locator("section#projects");
    await hydrated(page, "#projects");

    const buttons = section.getByRole("group", { name: /category/i }).getByRole("button");
    await expect(buttons).toHaveText(["All", "Robotics", "Manufacturing", "Soft Robotics", "Sensing", "Academic"]);
    await pressed(section, "All");
    await expect(cardTitles(section)).toHaveCount(total);
    const viewAll = section.getByRole("link", { name: `View All Projects (${total})` });
    await expect(viewAll).toBeVisible();
    await expect(viewAll).toHaveAttribute("href", "/projects");

    await section.getByRole("button", { name: "Robotics", exact: true }).click();
    await pressed(section, "Robotics");
    await expect(section.getByRole("button", { name: "All", exact: true })).toHaveAttribute("aria-pressed", "false");
    await expect(cardTitles(section)).toHaveText(inCategory("Robotics").map((project) => project.title));
    await expect(section.getByRole("link", { name: /View All Projects/ })).toHaveCount(0);

    await section.getByRole("button", { name: "Soft Robotics", exact: true }).click();
    await expect(cardTitles(section)).toHaveText(inCategory("Soft Robotics").map((project) => project.title));

    await section.getByRole("button", { name: "All", exact: true }).click();
    await expect(cardTitles(section)).toHaveCount(total);
    await expect(section.getByRole("link", { name: `View All Projects (${total})` })).toBeVisible();
  });

  test("a visitor's first click on a category filters the cards, even while the list's code is loading @phone", async ({
    page,
  }) => {
    // A slow connection: React's client arrives only after the click has landed.
    let clicked = () => {};
    const afterClick = new Promise<void>((resolve) => (clicked = resolve));
    await page.route("**/_astro/client.*.js", async (route) => {
      await afterClick;
      await route.continue();
    });
    await page.goto("/");
    const section = page.locator("section#projects");
    await section.getByRole("button", { name: "Robotics", exact: true }).click();
    clicked();
    await pressed(section, "Robotics");
    await expect(cardTitles(section)).toHaveText(inCategory("Robotics").map((project) => project.title));
  });

  test("each card shows its image, category, title, overview, three tags and '+N', and links to its page", async ({
    page,
  }) => {
    await page.goto("/");
    const project = published.find((candidate) => candidate.tags.length > 3)!;
    const card = page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name: project.title }) });
    await expect(card.getByRole("img", { name: project.image_alt!, exact: true })).toHaveAttribute("decoding", "async");
    await expect(card.getByText(project.category, { exact: true })).toBeVisible();
    await expect(card.getByText(project.overview)).toBeVisible();
    const tags = card.getByRole("list", { name: "Tags" }).getByRole("listitem");
    await expect(tags).toHaveCount(4);
    await expect(tags.nth(0)).toHaveText(project.tags[0]!);
    await expect(tags.nth(3)).toContainText(`+${project.tags.length - 3}`);
    const details = card.getByRole("link", { name: "View Details" });
    await expect(details).toHaveAttribute("href", `/projects/${project.slug}`);
    // The link is the card's only control.
    await expect(card.locator("a, button")).toHaveCount(1);
  });

  test("without JavaScript every published project is listed in display order", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(cardTitles(page.locator("section#projects"))).toHaveText(published.map((project) => project.title));
    await context.close();
  });
});

test.describe("all projects page", () => {
  const countLine = (page: Page) => page.getByText(/^Showing \d+ of \d+ projects$/);
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search projects" });

  test("lists every project with the search, the category and sort buttons and the count @phone", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "All Projects" })).toBeVisible();
    await expect(page).toHaveTitle(/All Projects/);
    await expect(search(page)).toBeVisible();
    await expect(page.getByRole("group", { name: /category/i }).getByRole("button")).toHaveText([
      "All",
      "Robotics",
      "Manufacturing",
      "Soft Robotics",
      "Sensing",
      "Academic",
    ]);
    await expect(page.getByRole("group", { name: /sort/i }).getByRole("button")).toHaveText(["Most Recent", "A-Z"]);
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} projects`);
    await expect(countLine(page)).toHaveAttribute("aria-live", "polite");
    await expect(cardTitles(page.locator("main"))).toHaveText(published.map((project) => project.title));
    await expect(page.getByRole("link", { name: /View All Projects/ })).toHaveCount(0);
  });

  test("search applies only after a 300 ms pause in typing", async ({ page }) => {
    await page.clock.install();
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    await freezeClock(page);

    await search(page).pressSequentially("gripp");
    await settle(page);
    await page.clock.runFor(200);
    await search(page).pressSequentially("er");
    await settle(page);
    await page.clock.runFor(299);
    // Whatever those 299 ms started has run: the list still shows everything.
    await settle(page);
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} projects`);
    await page.clock.runFor(1);
    const grippers = published.filter((project) =>
      [project.title, project.overview, ...project.tags].some((text) => /gripper/i.test(text)),
    );
    await expect(countLine(page)).toHaveText(`Showing ${grippers.length} of ${total} projects`);
    await expect(cardTitles(page.locator("main"))).toHaveText(grippers.map((project) => project.title));
  });

  test("what a visitor types before the list has loaded its code is searched for", async ({ page }) => {
    // A slow connection: React's client arrives only after the typing.
    let typed = () => {};
    const afterTyping = new Promise<void>((resolve) => (typed = resolve));
    await page.route("**/_astro/client.*.js", async (route) => {
      await afterTyping;
      await route.continue();
    });
    await page.goto("/projects");
    const island = page.locator("astro-island", { has: search(page) });
    await search(page).pressSequentially("gripper");
    await expect(island).toHaveAttribute("ssr");
    typed();
    const grippers = published.filter((project) =>
      [project.title, project.overview, ...project.tags].some((text) => /gripper/i.test(text)),
    );
    await expect(countLine(page)).toHaveText(`Showing ${grippers.length} of ${total} projects`);
    await expect(search(page)).toHaveValue("gripper");
  });

  test("search matches a tag, ignoring case; the clear button shows everything again @phone", async ({ page }) => {
    // "FEA" is only ever a tag: no title or overview contains it.
    expect(published.some((project) => /fea/i.test(project.title + project.overview))).toBe(false);
    const tagged = published.filter((project) => project.tags.includes("FEA"));
    await page.goto("/projects");
    await hydrated(page, "#project-search");

    await search(page).fill("fea");
    await expect(countLine(page)).toHaveText(`Showing ${tagged.length} of ${total} projects`);
    await expect(cardTitles(page.locator("main"))).toHaveText(tagged.map((project) => project.title));

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search(page)).toHaveValue("");
    await expect(search(page)).toBeFocused();
    await expect(countLine(page)).toHaveText(`Showing ${total} of ${total} projects`);
    await expect(page).not.toHaveURL(/q=/);
  });

  test("a category with 'A-Z' lists that category's projects by title", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    await pressed(page, "Most Recent");
    await page.getByRole("button", { name: "Robotics", exact: true }).click();
    await page.getByRole("button", { name: "A-Z", exact: true }).click();
    await pressed(page, "A-Z");
    const expected = inCategory("Robotics")
      .map((project) => project.title)
      .sort(byTitle);
    await expect(cardTitles(page.locator("main"))).toHaveText(expected);
    await expect(countLine(page)).toHaveText(`Showing ${expected.length} of ${total} projects`);

    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(cardTitles(page.locator("main"))).toHaveText(published.map((p) => p.title).sort(byTitle));
    await page.getByRole("button", { name: "Most Recent", exact: true }).click();
    await expect(cardTitles(page.locator("main"))).toHaveText(published.map((p) => p.title));
  });

  test("a search without results shows the empty state @phone", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    await search(page).fill("no such project anywhere");
    await expect(page.getByText("No projects found matching your criteria")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(countLine(page)).toHaveText(`Showing 0 of ${total} projects`);
    await expect(page.getByTestId("project-card")).toHaveCount(0);
  });

  test("filter, search and sort live in the URL: they survive reload and back/forward", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    const main = page.locator("main");

    await page.getByRole("button", { name: "Sensing", exact: true }).click();
    await expect(page).toHaveURL(/\?category=Sensing$/);
    await page.getByRole("button", { name: "A-Z", exact: true }).click();
    await expect(page).toHaveURL(/\?category=Sensing&sort=az$/);
    const sensingAz = inCategory("Sensing")
      .map((project) => project.title)
      .sort(byTitle);
    await expect(cardTitles(main)).toHaveText(sensingAz);

    await page.reload();
    await pressed(page, "Sensing");
    await pressed(page, "A-Z");
    await expect(cardTitles(main)).toHaveText(sensingAz);

    await page.goBack();
    await expect(page).toHaveURL(/\?category=Sensing$/);
    await pressed(page, "Most Recent");
    await expect(cardTitles(main)).toHaveText(inCategory("Sensing").map((project) => project.title));

    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await pressed(page, "All");
    await expect(cardTitles(main)).toHaveCount(total);

    await page.goForward();
    await pressed(page, "Sensing");
    await expect(cardTitles(main)).toHaveCount(inCategory("Sensing").length);

    await search(page).fill("drifter");
    await expect(page).toHaveURL(/q=drifter/);
    await page.reload();
    await expect(search(page)).toHaveValue("drifter");
    await expect(countLine(page)).toHaveText(`Showing 1 of ${total} projects`);
  });

  test("opening /projects with a query shows that state straight away", async ({ page }) => {
    await page.goto("/projects?category=Manufacturing&sort=az");
    await pressed(page, "Manufacturing");
    await pressed(page, "A-Z");
    await expect(cardTitles(page.locator("main"))).toHaveText(
      inCategory("Manufacturing")
        .map((project) => project.title)
        .sort(byTitle),
    );
  });

  test("hovering a card cycles its gallery every 3 seconds; leaving resets it", async ({ page }) => {
    // The motion itself: the suites otherwise browse with reduced motion (playwright.config.ts).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const project = published.find((candidate) => (candidate.gallery?.length ?? 0) > 2)!;
    const files = project.gallery!.map((path) => path.split("/").pop()!);
    await page.clock.install();
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    await freezeClock(page);
    const card = page.getByTestId("project-card").filter({ has: page.getByRole("heading", { name: project.title }) });
    const media = card.locator("[data-current-image]");
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[0]}$`));

    await card.hover();
    await settle(page);
    await page.clock.runFor(2999);
    // What the timers did in those 2999 ms has reached the page: still the first image.
    await settle(page);
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[0]}$`));
    await page.clock.runFor(1);
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[1]}$`));
    await page.clock.runFor(3000);
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[2]}$`));
    await expect(card.getByText(`${project.tech_stack.length} technologies`)).toBeVisible();

    await page.mouse.move(1, 1);
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[0]}$`));
    await settle(page);
    await page.clock.runFor(6000);
    // Two turns of the gallery would have been drawn by now: it stays on the first image.
    await settle(page);
    await expect(media).toHaveAttribute("data-current-image", new RegExp(`${files[0]}$`));
  });

  test("with reduced motion, hovering does not cycle the gallery", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/projects");
    await hydrated(page, "#project-search");
    await freezeClock(page);
    const card = page.getByTestId("project-card").first();
    const media = card.locator("[data-current-image]");
    const first = await media.getAttribute("data-current-image");
    await card.hover();
    await settle(page);
    await page.clock.runFor(6000);
    // Two turns of the gallery would have been drawn by now: it stays on the first image.
    await settle(page);
    await expect(media).toHaveAttribute("data-current-image", first!);
  });

  test("a featured card reveals 'Featured' and its tech count on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/projects");
    const card = page
      .getByTestId("project-card")
      .filter({ has: page.getByRole("heading", { name: withGallery.title }) });
    const details = card.getByTestId("card-details");
    await expect(details).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(details).toHaveCSS("opacity", "1");
    await expect(details.getByText("Featured", { exact: true })).toBeVisible();
    await expect(details.getByText(`${withGallery.tech_stack.length} technologies`)).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(details).toHaveCSS("opacity", "0");
    await card.getByRole("link", { name: "View Details" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(details).toHaveCSS("opacity", "1");
    const plain = page
      .getByTestId("project-card")
      .filter({ has: page.getByRole("heading", { name: notFeatured.title }) });
    await expect(plain.getByText("Featured", { exact: true })).toHaveCount(0);
  });
});

test.describe("project cards at any width", () => {
  test("nothing covers a card's drawing: category, gallery position, tech count and 'Featured' sit apart below it @phone", async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/projects");
    const card = page
      .getByTestId("project-card")
      .filter({ has: page.getByRole("heading", { name: withGallery.title }) });
    await card.scrollIntoViewIfNeeded();
    // A mouse reveals the details; a touch screen, which cannot hover, always shows them.
    if (!isMobile) await card.hover();
    const details = card.getByTestId("card-details");
    await expect(details).toHaveCSS("opacity", "1");

    const image = (await card.locator("[data-current-image]").boundingBox())!;
    const marks = {
      category: card.getByText(withGallery.category, { exact: true }),
      "gallery position": card.getByTestId("card-gallery-position"),
      "tech count": details.getByText(`${withGallery.tech_stack.length} technologies`),
      featured: details.getByText("Featured", { exact: true }),
      "View Details": card.getByRole("link", { name: "View Details" }),
    };
    const boxes = Object.entries(marks).map(async ([name, mark]) => {
      await expect(mark, name).toBeVisible();
      return [name, (await mark.boundingBox())!] as const;
    });
    const placed = await Promise.all(boxes);
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [name, box] of placed) {
      expect(overlap(box, image), `${name} over the image`).toBe(false);
      expect(box.y, `${name} below the image`).toBeGreaterThanOrEqual(image.y + image.height);
    }
    for (const [i, [name, box]] of placed.entries())
      for (const [other, otherBox] of placed.slice(i + 1))
        expect(overlap(box, otherBox), `${name} and ${other} overlap`).toBe(false);
  });
});

/** The rows of a card grid as laid out: each row's cards' left and right edges, in reading order. */
async function gridRows(grid: Locator) {
  return grid.evaluate((list) => {
    const rows = new Map<number, { left: number; right: number }[]>();
    for (const item of list.children) {
      const box = item.getBoundingClientRect();
      const row = rows.get(Math.round(box.top)) ?? [];
      row.push({ left: box.left, right: box.right });
      rows.set(Math.round(box.top), row);
    }
    const { left, right } = list.getBoundingClientRect();
    return { left, right, rows: [...rows.values()] };
  });
}

test.describe("project grids", () => {
  for (const [width, columns] of [
    [1280, 3],
    [800, 2],
    [412, 1],
  ] as const) {
    test(`no card is left alone on the last row: every row is filled (${columns} column${columns > 1 ? "s" : ""})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      // The home page (ten cards: 3 + 3 + 3 + 1 on three columns), three and five search results.
      for (const [path, count] of [
        ["/", total],
        ["/projects?q=sensor", 3],
        ["/projects?q=design", 5],
      ] as const) {
        await page.goto(path);
        const grid = page.locator("ul:has(> li [data-testid='project-card'])");
        await expect(grid.getByTestId("project-card")).toHaveCount(count);
        const { left, right, rows } = await gridRows(grid);
        expect(rows.flat(), path).toHaveLength(count);
        for (const row of rows) {
          expect(row[0]!.left, `${path}: a row starts at the grid's left edge`).toBeCloseTo(left, 0);
          expect(row.at(-1)!.right, `${path}: a row reaches the grid's right edge`).toBeCloseTo(right, 0);
        }
      }
    });
  }

  test("on a wide screen the home page's last card takes the row with its whole drawing beside its text", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const last = page.locator("section#projects").getByTestId("project-card").last();
    await last.scrollIntoViewIfNeeded();
    const image = (await last.locator("[data-current-image]").boundingBox())!;
    const title = (await last.getByRole("heading").boundingBox())!;
    expect(title.x).toBeGreaterThanOrEqual(image.x + image.width);
    // The drawing is shown whole: its frame is 3:2, as the images are.
    expect(image.width / image.height).toBeCloseTo(1.5, 1);
    // Its image is asked for at the width it is shown (a lazy image: once it has loaded).
    const picked = () =>
      last
        .locator("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.currentSrc);
    await expect.poll(picked).toMatch(/-(800|1200)\.webp$/);
  });
});

test.describe("project detail page", () => {
  test("shows the badges, title, tags, hero image, story sections and side cards @phone", async ({ page }) => {
    await page.goto(`/projects/${withGallery.slug}`);
    await expect(page).toHaveTitle(new RegExp(withGallery.title));
    await expect(page.getByRole("link", { name: "Back to Projects" }).first()).toHaveAttribute("href", "/projects");
    const header = page.locator("article header");
    await expect(header.getByText(withGallery.category, { exact: true })).toBeVisible();
    await expect(header.getByText("Featured", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(withGallery.title);
    await expect(header.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(withGallery.tags);

    const hero = page.getByRole("img", { name: withGallery.image_alt!, exact: true });
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "800");

    for (const [heading, text] of [
      ["Overview", withGallery.overview],
      ["Challenge", withGallery.challenge],
      ["Approach", withGallery.approach],
      ["Outcome", withGallery.outcome],
      ["My Role", withGallery.role],
    ] as const) {
      const section = page.getByRole("region", { name: heading, exact: true });
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(section.getByText(text)).toBeVisible();
    }
    const stack = page.getByRole("region", { name: "Tech Stack" }).getByRole("listitem");
    await expect(stack).toHaveText(withGallery.tech_stack);
  });

  test("a project that is not featured has no 'Featured' badge; one image means no gallery", async ({ page }) => {
    const plain = published.find((project) => !project.featured && (project.gallery?.length ?? 0) <= 1)!;
    await page.goto(`/projects/${plain.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(plain.title);
    await expect(page.locator("article header").getByText("Featured", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Gallery" })).toHaveCount(0);
  });

  test("'Downloadable Resources' lists the files with their formatted sizes, as download links", async ({
    page,
    request,
  }) => {
    await page.goto(`/projects/${withFiles.slug}`);
    const resources = page.getByRole("region", { name: "Downloadable Resources" });
    for (const file of demoProjectFiles.filter((candidate) => candidate.project_slug === withFiles.slug)) {
      const bytes = statSync(`supabase/seed/media/${file.object}`).size;
      const size = bytes >= 1024 * 1024 ? `${(bytes / 1048576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
      const row = resources.getByRole("listitem").filter({ hasText: file.file_name });
      await expect(row.getByText(size, { exact: true })).toBeVisible();
      if (file.description) await expect(row.getByText(file.description)).toBeVisible();
      const link = row.getByRole("link", { name: file.file_name });
      await expect(link).toHaveAttribute("download", file.file_name);
      const response = await request.get((await link.getAttribute("href"))!);
      expect(response.status()).toBe(200);
    }
  });

  test("on a 360 px phone a file's name keeps a column of its own, the 3D or drawing button below it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/projects/${MODELS_PROJECT}`);
    const rows = page.getByRole("region", { name: "Downloadable Resources" }).getByRole("listitem");
    await expect(rows).not.toHaveCount(0);
    for (const row of await rows.all()) {
      const name = (await row.locator(":scope > div").boundingBox())!;
      // The project's models have 'View 3D model', its drawing (a PDF) 'View drawing'.
      const button = (await row.getByRole("button", { name: /^View (3D model|drawing)/ }).boundingBox())!;
      expect(name.width).toBeGreaterThanOrEqual(160);
      expect(button.y).toBeGreaterThanOrEqual(name.y + name.height);
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("without JavaScript each gallery image links to the full image, and a 3D model offers only its download", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/projects/${withGallery.slug}`);
    const links = page.getByRole("link", { name: /, image \d+ of \d+$/ });
    await expect(links).toHaveCount(withGallery.gallery!.length);
    await expect(links.first()).toHaveAttribute("href", /\.webp$/);
    await page.goto(`/projects/${MODELS_PROJECT}`);
    const resources = page.getByRole("region", { name: "Downloadable Resources" });
    await expect(resources.getByRole("link", { name: /\.step$/ })).toBeVisible();
    await expect(resources.getByRole("button", { name: /^View 3D model/ })).toHaveCount(0);
    await context.close();
  });

  test("the gallery opens a full-screen viewer with wrapping previous/next, keyboard and focus handling @phone", async ({
    page,
  }) => {
    const count = withGallery.gallery!.length;
    await page.goto(`/projects/${withGallery.slug}`);
    await hydrated(page, 'a[href$=".webp"]');
    // Each image is named by its own alt text and its place in the gallery.
    const opener = page.getByRole("link", { name: `${withGallery.gallery_alt![1]}, image 2 of ${count}`, exact: true });
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await opener.click();

    const dialog = page.getByRole("dialog", { name: withGallery.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(`2 / ${count}`);
    await expect(dialog.getByRole("button", { name: "Close gallery" })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`3 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`4 / ${count}`);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(counter).toHaveText(`${count} / ${count}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${count - 1} / ${count}`);
    await dialog.getByRole("button", { name: `Show image 1 of ${count}` }).click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(
      dialog.getByRole("img", { name: `${withGallery.gallery_alt![0]}, image 1 of ${count}`, exact: true }),
    ).toBeVisible();

    // Focus stays inside: tabbing forward and back never leaves the dialog.
    for (const key of [...Array<string>(count + 5).fill("Tab"), ...Array<string>(count + 5).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("a gallery image clicked as the page's first gesture opens the viewer, not the image file", async ({ page }) => {
    await page.goto(`/projects/${withGallery.slug}`);
    // No wait for the gallery's code: the click that wakes it is held and replayed once it runs.
    await page.getByRole("link", { name: /, image 1 of \d+$/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/projects/${withGallery.slug}`);
  });

  test("the open viewer has no accessibility violations, in light and dark", async ({ page }) => {
    for (const mode of ["dark", "light"]) {
      await page.addInitScript((value) => localStorage.setItem("portfolio-ui-theme", value), mode);
      await page.goto(`/projects/${withGallery.slug}`);
      await hydrated(page, 'a[href$=".webp"]');
      await page.getByRole("link", { name: /, image 1 of \d+$/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await axeViolations(page, { include: ["[role=dialog]"], runOnly: "all" }), mode).toEqual([]);
      await page.getByRole("button", { name: "Close gallery" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();
    }
  });

  test("the project pages have no accessibility violations", async ({ page }) => {
    for (const path of ["/projects", `/projects/${withFiles.slug}`]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await finiteAnimationsFinished(page);
      expect(await axeViolations(page, { include: ["main"], runOnly: "all" }), path).toEqual([]);
    }
  });

  test("a draft project has no page: it answers 404 with 'Project Not Found'", async ({ page }) => {
    const response = await page.goto(`/projects/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  });
});

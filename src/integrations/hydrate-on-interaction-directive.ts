import type { ClientDirective } from "astro";

/** What starts hydration: inside the island, or (value "page") anywhere on the page. */
const ISLAND_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const PAGE_EVENTS = [...ISLAND_EVENTS, "scroll", "wheel"] as const;

/**
 * The event a page's own code dispatches on an island to start it at once (`island:start`), e.g.
 * the guestbook's list when its live refresh finds new messages.
 */
export const ISLAND_START_EVENT = "island:start";

/**
 * The `client:interaction` directive (src/integrations/hydrate-on-interaction.ts). Its value
 * holds words: "page" (start on a gesture anywhere on the page), "query" (start at once when the
 * page's URL has a query string, which the island reads), "hash" (start at once when the URL's
 * hash holds parameters, `#key=value`, which the island reads), "asked" (no gesture starts it, only
 * the page's code, with ISLAND_START_EVENT); every such island also starts on that event. While
 * the island's code loads, a primary click inside it is held (a modified click, opening a new
 * tab, passes as usual) and replayed on the same element once hydrated: the island's handler
 * runs, or a link is followed. If the code cannot load, held links are followed anyway.
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  // A bare `client:interaction` gives `true`: no words, the island's own gestures.
  const words = typeof options.value === "string" ? options.value.split(/\s+/) : [];
  const scope: EventTarget = words.includes("page") ? window : island;
  const events = words.includes("asked") ? [] : words.includes("page") ? PAGE_EVENTS : ISLAND_EVENTS;
  let state: "waiting" | "hydrating" | "hydrated" = "waiting";
  const held: HTMLElement[] = [];

  const holdClick = (event: Event) => {
    if (state === "hydrated") return;
    const click = event as MouseEvent;
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = (event.target as Element | null)?.closest<HTMLElement>("a[href], button, [role='button']");
    if (!target || !island.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(target)) held.push(target);
    start();
  };

  const start = () => {
    if (state !== "waiting") return;
    state = "hydrating";
    for (const name of events) scope.removeEventListener(name, start);
    island.removeEventListener(ISLAND_START_EVENT, start);
    void hydrateNow();
  };

  const hydrateNow = async () => {
    try {
      const hydrate = await load();
      await hydrate();
      state = "hydrated";
      island.removeEventListener("click", holdClick, true);
      for (const target of held.splice(0)) target.click();
    } catch (error) {
      state = "hydrated";
      island.removeEventListener("click", holdClick, true);
      for (const target of held.splice(0)) if (target instanceof HTMLAnchorElement) location.assign(target.href);
      throw error;
    }
  };

  island.addEventListener("click", holdClick, true);
  for (const name of events) scope.addEventListener(name, start, { passive: true });
  island.addEventListener(ISLAND_START_EVENT, start);
  // A page opened with a query (a shared filtered list) shows it at once, not on the first gesture.
  if (words.includes("query") && location.search.length > 1) start();
  // A link to a state (a 3D model's view) opens it at once.
  if (words.includes("hash") && location.hash.includes("=")) start();
};

export default hydrateOnInteraction;

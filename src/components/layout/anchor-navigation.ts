import { HOME_ANCHORS, type HomeAnchor } from "../../config/navigation";

/**
 * The header's anchor entries: on the home page they scroll smoothly to the section; on
 * another page they go to "/" (replacing history) and scroll there after about 100 ms. The
 * target survives the page load in sessionStorage.
 */
const PENDING_KEY = "portfolio-pending-anchor";
export const ANCHOR_SCROLL_DELAY_MS = 100;
/** A section is active once its top is at or above the scroll position plus this offset. */
export const SCROLL_SPY_OFFSET_PX = 100;

export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/index.html";
}

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  history.replaceState(null, "", `#${id}`);
}

/** Follows an anchor entry from wherever the visitor is. */
export function goToAnchor(id: string): void {
  if (isHomePath(location.pathname)) {
    scrollToSection(id);
    return;
  }
  try {
    sessionStorage.setItem(PENDING_KEY, id);
    location.replace("/");
  } catch {
    location.replace(`/#${id}`);
  }
}

/** On the home page: scrolls to the section an anchor entry asked for on the previous page. */
export function resumePendingAnchor(): void {
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (id) setTimeout(() => scrollToSection(id), ANCHOR_SCROLL_DELAY_MS);
}

/** The last home section whose top is at or above scrollY + offset: the header highlights it. */
export function activeSection(
  sections: readonly { id: HomeAnchor; top: number }[],
  scrollY: number,
  offset = SCROLL_SPY_OFFSET_PX,
): HomeAnchor {
  let active: HomeAnchor = HOME_ANCHORS[0];
  for (const section of sections) if (section.top <= scrollY + offset) active = section.id;
  return active;
}

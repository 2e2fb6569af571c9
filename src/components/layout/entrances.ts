/** How far below the screen a section starts its entrances, in screen heights. */
const AHEAD = 0.25;

/**
 * The cards' staggered entrances (`.stagger-in`, theme.css) play when their section is about to
 * come into view, not when the page loads. A list below the first screen would otherwise play its
 * entrances unseen while the page is still loading, each of them costing the main thread a style
 * pass as it starts and as it ends (about 47 on the home page). Until then a card is shown as it
 * is, unanimated (`data-entrance="held"`): never invisible, to a reader, a printout or a checker.
 * Its section starts them a little before it scrolls in, so that no card is seen before its
 * entrance. Without this script (JavaScript off) the entrances play on load. Browser only.
 */
export function holdEntrancesUntilSeen(): void {
  if (!("IntersectionObserver" in window)) return;
  const sections = new Map<Element, HTMLElement[]>();
  for (const card of document.querySelectorAll<HTMLElement>(".stagger-in")) {
    const section = card.closest("section") ?? card.parentElement ?? card;
    sections.set(section, [...(sections.get(section) ?? []), card]);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter(({ isIntersecting }) => isIntersecting)) {
        observer.unobserve(entry.target);
        for (const card of sections.get(entry.target) ?? []) delete card.dataset.entrance;
      }
    },
    { rootMargin: `0px 0px ${AHEAD * 100}% 0px` },
  );
  for (const [section, cards] of sections) {
    // A section in view, or about to be, keeps the entrances it may already be playing.
    if (section.getBoundingClientRect().top < innerHeight * (1 + AHEAD)) continue;
    for (const card of cards) card.dataset.entrance = "held";
    observer.observe(section);
  }
}

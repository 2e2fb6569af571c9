/**
 * In-page links on the home page ('View Projects', "Let's Connect") are real links to "/#id",
 * so they work without JavaScript (CSS smooth scrolling and scroll-margin do the rest). Once
 * this module runs, they go through the shared anchor helper instead: smooth unless the visitor
 * prefers reduced motion, and without piling up history entries, like the header's entries.
 */
import { scrollToSection } from "../layout/anchor-navigation";

export const SECTION_LINK_ATTRIBUTE = "data-section-link";

export function enhanceSectionLinks(root: Document = document): void {
  root.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${SECTION_LINK_ATTRIBUTE}]`);
    const id = link?.getAttribute(SECTION_LINK_ATTRIBUTE);
    if (!id || !root.getElementById(id)) return;
    event.preventDefault();
    scrollToSection(id);
  });
}

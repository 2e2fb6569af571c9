/** The header's eight entries: five anchors on the home page, three routes. */
export interface NavigationItem {
  label: string;
  href: string;
}

export const HOME_ANCHORS = ["home", "projects", "experience", "about", "contact"] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

/** Where each header and footer entry leads, by its label: a home-page anchor or a route. */
const DESTINATIONS = {
  Home: "#home",
  Projects: "#projects",
  Experience: "#experience",
  About: "#about",
  Blog: "/blog",
  Guestbook: "/guestbook",
  Documents: "/documents",
  Contact: "#contact",
} as const satisfies Record<string, string>;

/** The entries with these labels, in this order. */
const entries = (labels: readonly (keyof typeof DESTINATIONS)[]): readonly NavigationItem[] =>
  labels.map((label) => ({ label, href: DESTINATIONS[label] }));

export const NAVIGATION = entries([
  "Home",
  "Projects",
  "Experience",
  "About",
  "Blog",
  "Guestbook",
  "Documents",
  "Contact",
]);

/** Footer quick links: four home anchors and two routes. */
export const FOOTER_LINKS = entries(["Projects", "Experience", "About", "Contact", "Blog", "Guestbook"]);

/** The real href of an entry: anchors point at the home page ("/#projects") so they work anywhere. */
export function resolvedHref(item: NavigationItem): string {
  return item.href.startsWith("#") ? `/${item.href}` : item.href;
}

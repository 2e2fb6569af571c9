/** The header's eight entries: five anchors on the home page, three routes. */
export interface NavigationItem {
  label: string;
  href: string;
}

export const HOME_ANCHORS = ["home", "projects", "experience", "about", "contact"] as const;
export type HomeAnchor = (typeof HOME_ANCHORS)[number];

export const NAVIGATION: readonly NavigationItem[] = [
  { label: "Home", href: "#home" },
  { label: "Projects", href: "#projects" },
  { label: "Experience", href: "#experience" },
  { label: "About", href: "#about" },
  { label: "Blog", href: "/blog" },
  { label: "Guestbook", href: "/guestbook" },
  { label: "Documents", href: "/documents" },
  { label: "Contact", href: "#contact" },
];

/** Footer quick links: four home anchors and two routes. */
export const FOOTER_LINKS: readonly NavigationItem[] = [
  { label: "Projects", href: "#projects" },
  { label: "Experience", href: "#experience" },
  { label: "About", href: "#about" },
  { label: "Contact", href: "#contact" },
  { label: "Blog", href: "/blog" },
  { label: "Guestbook", href: "/guestbook" },
];

/** The real href of an entry: anchors point at the home page ("/#projects") so they work anywhere. */
export function resolvedHref(item: NavigationItem): string {
  return item.href.startsWith("#") ? `/${item.href}` : item.href;
}

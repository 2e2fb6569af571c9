import { Menu, X } from "lucide-react";
import { useEffect, useState, type MouseEvent } from "react";
import { HOME_ANCHORS, NAVIGATION, resolvedHref, type HomeAnchor, type NavigationItem } from "../../config/navigation";
import { cn } from "../../lib/cn";
import { PalettePicker } from "../theme/PalettePicker";
import { ThemeToggle } from "../theme/ThemeToggle";
import { syncThemeFromDocument } from "../theme/theme-store";
import { buttonStyles } from "../ui/button-styles";
import { activeSection, goToAnchor, isHomePath } from "./anchor-navigation";

interface Props {
  /** The page's path at build time (the island also reads location once hydrated). */
  currentPath: string;
  /** The owner's name and initials, shown as the home link. */
  owner: { name: string; initials: string };
}

const CONTACT: NavigationItem = { label: "Let's Talk", href: "#contact" };

/**
 * The site header (height 16 units): eight entries, palette picker, light/dark toggle and
 * 'Let's Talk'; a menu button opens the same entries on small screens. Every entry is a real
 * link, so the header works before (and without) hydration.
 */
export default function SiteHeader({ currentPath, owner }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [active, setActive] = useState<HomeAnchor | null>(isHomePath(currentPath) ? "home" : null);
  const onHome = isHomePath(currentPath);

  useEffect(() => {
    syncThemeFromDocument();
    if (!onHome) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const sections = HOME_ANCHORS.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(activeSection(sections, window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [onHome]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        document.getElementById("menu-button")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const follow = (item: NavigationItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    if (!item.href.startsWith("#")) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    goToAnchor(item.href.slice(1));
  };

  const isCurrent = (item: NavigationItem) =>
    item.href.startsWith("#") ? onHome && active === item.href.slice(1) : currentPath.startsWith(item.href);

  const link = (item: NavigationItem, className: string) => {
    const current = isCurrent(item);
    return (
      <a
        key={item.href}
        href={resolvedHref(item)}
        onClick={follow(item)}
        aria-current={current ? (item.href.startsWith("#") ? "location" : "page") : undefined}
        className={cn(className, current ? "text-accent" : "text-fg-muted hover:text-fg")}
      >
        {item.label}
      </a>
    );
  };

  return (
    <header className="border-glass-border bg-glass/70 fixed inset-x-0 top-0 z-40 h-16 border-b backdrop-blur-xl backdrop-saturate-150 print:hidden">
      <div className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href="/" className="text-fg flex items-center gap-2 font-semibold">
          <span
            aria-hidden="true"
            className="bg-accent text-accent-fg grid size-9 place-items-center rounded-xl font-mono text-sm"
          >
            {owner.initials}
          </span>
          <span className="sr-only sm:not-sr-only">{owner.name}</span>
        </a>

        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAVIGATION.map((item) => (
              <li key={item.href}>{link(item, "rounded-full px-3 py-2 text-sm font-medium transition-colors")}</li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:ml-2">
          <PalettePicker />
          <ThemeToggle />
          <a
            href={resolvedHref(CONTACT)}
            onClick={follow(CONTACT)}
            className={cn(buttonStyles({ size: "sm" }), "ml-2 hidden lg:inline-flex")}
          >
            {CONTACT.label}
          </a>
          <button
            id="menu-button"
            type="button"
            className={cn(buttonStyles({ variant: "ghost", size: "icon" }), "lg:hidden")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className="border-glass-border bg-canvas absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b px-4 pt-2 pb-5 shadow-2xl lg:hidden"
        >
          <ul className="flex flex-col">
            {NAVIGATION.map((item) => (
              <li key={item.href}>{link(item, "block rounded-xl px-3 py-3 text-base font-medium")}</li>
            ))}
          </ul>
          <a
            href={resolvedHref(CONTACT)}
            onClick={follow(CONTACT)}
            className={cn(buttonStyles({ size: "lg" }), "mt-3 w-full")}
          >
            {CONTACT.label}
          </a>
        </nav>
      )}
    </header>
  );
}

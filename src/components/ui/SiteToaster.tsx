import { useEffect, useState, type CSSProperties } from "react";
import { Toaster } from "sonner";

type Mode = "light" | "dark";

const readMode = (): Mode => (document.documentElement.getAttribute("data-mode") === "light" ? "light" : "dark");

/** The effective light/dark mode of <html data-mode>, followed live (toggle, palette, OS changes). */
function useDocumentMode(): Mode {
  const [mode, setMode] = useState<Mode>("dark");
  useEffect(() => {
    const root = document.documentElement;
    const sync = () => setMode(readMode());
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: ["data-mode"] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

/** Sonner's own colour variables, pointed at the active palette's tokens. */
const PALETTE_STYLE = {
  "--normal-bg": "hsl(var(--glass-primary) / 0.92)",
  "--normal-bg-hover": "hsl(var(--glass-secondary))",
  "--normal-border": "hsl(var(--glass-border))",
  "--normal-border-hover": "hsl(var(--accent))",
  "--normal-text": "hsl(var(--foreground))",
  "--border-radius": "1rem",
  fontFamily: "inherit",
} as CSSProperties;

/**
 * The site's toasts: bottom-right, Alt+T moves focus to them, the region is named
 * 'Notifications', each toast can be closed and they expand on hover. Glass surfaces in the
 * palette's colours, following light/dark. Mount once per page that toasts.
 */
export default function SiteToaster() {
  const mode = useDocumentMode();
  return (
    <Toaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      closeButton
      theme={mode}
      style={PALETTE_STYLE}
      toastOptions={{
        closeButtonAriaLabel: "Close notification",
        classNames: {
          toast: "backdrop-blur-xl shadow-xl! shadow-black/10! text-sm!",
          title: "font-semibold! text-fg!",
          description: "text-fg-muted!",
          icon: "text-accent",
          success: "[&_[data-icon]]:text-accent-emerald!",
          error: "border-red-500/50! [&_[data-icon]]:text-red-500!",
          closeButton: "hover:text-accent!",
        },
      }}
    />
  );
}

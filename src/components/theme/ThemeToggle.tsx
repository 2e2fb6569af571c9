import { Moon, Sun } from "lucide-react";
import { toggledTheme } from "../../lib/theme";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";
import { $themePreference, setThemePreference } from "./theme-store";

/**
 * Light/dark toggle: light becomes dark, anything else (system included) becomes light. Its icon
 * and name follow <html data-theme> through CSS, so they are right before the island hydrates.
 */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={cn(buttonStyles({ variant: "ghost", size: "icon" }), className)}
      onClick={() => setThemePreference(toggledTheme($themePreference.get()))}
    >
      <Sun aria-hidden="true" className="theme-light:hidden" />
      <Moon aria-hidden="true" className="theme-light:block hidden" />
      <span className="theme-light:hidden sr-only">Switch to light mode</span>
      <span className="theme-light:inline sr-only hidden">Switch to dark mode</span>
    </button>
  );
}

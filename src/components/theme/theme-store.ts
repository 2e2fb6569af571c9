import { remember } from "../../lib/browser-storage";
import { atom } from "nanostores";
import {
  DEFAULT_PALETTE,
  DEFAULT_THEME,
  isPaletteName,
  isThemePreference,
  PALETTE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  type ColourMode,
  type PaletteName,
  type ThemePreference,
} from "../../lib/theme";

/**
 * Client theme state shared by every island. The head script has already applied the stored
 * choice to <html>; the stores start from there, and changes write back to <html> and storage.
 */
export const $themePreference = atom<ThemePreference>(DEFAULT_THEME);
export const $palette = atom<PaletteName>(DEFAULT_PALETTE);
export const $colourMode = atom<ColourMode>("dark");

const TRANSITION_MS = 500;
let transitionTimer: ReturnType<typeof setTimeout> | undefined;

/** Reads what the head script applied (call once when an island mounts). */
export function syncThemeFromDocument(): void {
  const root = document.documentElement;
  const theme = root.getAttribute("data-theme");
  const palette = root.getAttribute("data-palette");
  $themePreference.set(isThemePreference(theme) ? theme : DEFAULT_THEME);
  $palette.set(isPaletteName(palette) ? palette : DEFAULT_PALETTE);
  $colourMode.set(root.getAttribute("data-mode") === "light" ? "light" : "dark");
  // "system" follows the OS live: the head script updates data-mode; mirror it.
  new MutationObserver(() => {
    $colourMode.set(root.getAttribute("data-mode") === "light" ? "light" : "dark");
  }).observe(root, { attributes: true, attributeFilter: ["data-mode"] });
}

export function setThemePreference(preference: ThemePreference): void {
  remember("local", THEME_STORAGE_KEY, preference);
  $themePreference.set(preference);
  withTransition(() => {
    const root = document.documentElement;
    root.setAttribute("data-theme", preference);
    const dark =
      preference === "dark" || (preference === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    root.setAttribute("data-mode", dark ? "dark" : "light");
  });
}

export function setPalette(palette: PaletteName): void {
  remember("local", PALETTE_STORAGE_KEY, palette);
  $palette.set(palette);
  withTransition(() => document.documentElement.setAttribute("data-palette", palette));
}

function withTransition(change: () => void): void {
  const root = document.documentElement;
  root.classList.add("theme-transition");
  change();
  clearTimeout(transitionTimer);
  transitionTimer = setTimeout(() => root.classList.remove("theme-transition"), TRANSITION_MS + 100);
}

import {
  DEFAULT_PALETTE,
  DEFAULT_THEME,
  PALETTE_NAMES,
  PALETTE_STORAGE_KEY,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
} from "../../lib/theme";

/**
 * Runs inline in <head>, before first paint: applies the stored mode and palette to <html>
 * (data-theme = the preference, data-mode = the effective light/dark, data-palette), and keeps
 * "system" following the operating system live. Plain ES5-ish, no imports, a few hundred bytes.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");function s(k){try{return localStorage.getItem(k)}catch(e){return null}}function a(){var t=d.getAttribute("data-theme");d.setAttribute("data-mode",t==="light"||(t==="system"&&!m.matches)?"light":"dark")}var t=s(${JSON.stringify(
  THEME_STORAGE_KEY,
)}),p=s(${JSON.stringify(PALETTE_STORAGE_KEY)});d.setAttribute("data-theme",${JSON.stringify(THEME_PREFERENCES)}.indexOf(t)>=0?t:${JSON.stringify(
  DEFAULT_THEME,
)});d.setAttribute("data-palette",${JSON.stringify(PALETTE_NAMES)}.indexOf(p)>=0?p:${JSON.stringify(DEFAULT_PALETTE)});a();m.addEventListener("change",a)})();`;

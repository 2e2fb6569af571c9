/**
 * Theme model (isomorphic): modes, palettes and their 13 colour tokens, the storage keys, and
 * the CSS that maps a palette to CSS variables. The inline head script, the React controls and
 * the contrast tests all read this one module.
 */

export const THEME_STORAGE_KEY = "portfolio-ui-theme";
export const PALETTE_STORAGE_KEY = "portfolio-color-theme";

export const THEME_PREFERENCES = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ColourMode = "light" | "dark";
export const DEFAULT_THEME: ThemePreference = "dark";

export const PALETTE_NAMES = ["default", "ocean", "sunset", "forest", "midnight", "monochrome"] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];
export const DEFAULT_PALETTE: PaletteName = "default";

/** The 13 colour tokens every palette sets, as CSS variable names (values are "H S% L%" triples). */
export const COLOUR_TOKENS = [
  "accent-teal",
  "accent-azure",
  "accent-emerald",
  "aurora-cyan",
  "aurora-azure",
  "aurora-violet",
  "canvas-primary",
  "canvas-secondary",
  "foreground",
  "foreground-muted",
  "glass-primary",
  "glass-secondary",
  "glass-border",
] as const;
export type ColourToken = (typeof COLOUR_TOKENS)[number];

/** An HSL triple: hue 0–360, saturation and lightness 0–100. */
export type Hsl = readonly [hue: number, saturation: number, lightness: number];
export type PaletteColours = Readonly<Record<ColourToken, Hsl>>;

export interface Palette {
  value: PaletteName;
  label: string;
  light: PaletteColours;
  dark: PaletteColours;
}

/** The toggle's rule: light becomes dark, anything else (system included) becomes light. */
export function toggledTheme(current: ThemePreference): ThemePreference {
  return current === "light" ? "dark" : "light";
}

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === "string" && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function isPaletteName(value: unknown): value is PaletteName {
  return typeof value === "string" && (PALETTE_NAMES as readonly string[]).includes(value);
}

export function hslValue([h, s, l]: Hsl): string {
  return `${h} ${s}% ${l}%`;
}

export function hslCss(colour: Hsl, alpha?: number): string {
  return alpha === undefined ? `hsl(${hslValue(colour)})` : `hsl(${hslValue(colour)} / ${alpha})`;
}

/**
 * The CSS variables of every palette in both modes, keyed on the root's data attributes that
 * the head script sets before first paint. `--accent` follows the palette's accent teal.
 */
export function paletteCss(palettes: readonly Palette[]): string {
  const rules: string[] = [];
  for (const palette of palettes) {
    for (const mode of ["light", "dark"] as const) {
      const colours = palette[mode];
      const declarations = COLOUR_TOKENS.map((token) => `--${token}:${hslValue(colours[token])}`);
      declarations.push("--accent:var(--accent-teal)");
      const selector =
        palette.value === DEFAULT_PALETTE
          ? `:root[data-mode="${mode}"]:not([data-palette]),:root[data-mode="${mode}"][data-palette="${palette.value}"]`
          : `:root[data-mode="${mode}"][data-palette="${palette.value}"]`;
      rules.push(`${selector}{${declarations.join(";")}}`);
    }
  }
  return rules.join("\n");
}

/** WCAG 2.x relative luminance of an HSL colour. */
export function relativeLuminance(colour: Hsl): number {
  const [r, g, b] = hslToRgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: Hsl, b: Hsl): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Alpha-composites `top` (with `alpha`) over an opaque `bottom`, in RGB; returns HSL. */
export function composite(top: Hsl, alpha: number, bottom: Hsl): Hsl {
  const t = hslToRgb(top);
  const b = hslToRgb(bottom);
  return rgbToHsl(t.map((channel, i) => channel * alpha + b[i]! * (1 - alpha)) as [number, number, number]);
}

export function hslToRgb([h, s, l]: Hsl): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function rgbToHsl([r, g, b]: [number, number, number]): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/**
 * The aurora's three glows behind every page: each a radial gradient of its aurora colour at
 * this opacity at its centre (light, dark). tests/unit/palette-contrast.test.ts keeps text at AA
 * where a glow is strongest, on the page and on glass cards over it.
 */
export const AURORA_GLOWS = [
  { token: "aurora-cyan", light: 0.3, dark: 0.22 },
  { token: "aurora-violet", light: 0.3, dark: 0.22 },
  { token: "aurora-azure", light: 0.25, dark: 0.18 },
] as const satisfies readonly { token: ColourToken; light: number; dark: number }[];

/** Glass surfaces: the glass colour at this opacity over whatever is behind them. */
export const GLASS_OPACITY = 0.7;

/**
 * The six colour palettes, each with light and dark values for the 13 colour tokens of
 * src/lib/theme.ts (HSL).
 * Owners may retune them; tests/unit/palette-contrast.test.ts keeps every palette × mode at
 * WCAG AA for text and controls.
 *
 * "accent-teal" is each palette's primary accent (buttons, links, active navigation, focus
 * ring) whatever its hue; "accent-azure" and "accent-emerald" are the secondary accents used as
 * badge and tag text. Canvas is the page, glass the translucent cards (drawn at 70 % over the
 * canvas), aurora the large blurred background glows.
 */
import { composite, hslCss, type Hsl, type Palette, type PaletteColours, type PaletteName } from "../lib/theme";

// Aurora (default): teal on cool slate, cyan/azure/violet glows.
const defaultLight: PaletteColours = {
  "accent-teal": [174, 84, 24],
  "accent-azure": [201, 90, 32],
  "accent-emerald": [155, 72, 24],
  "aurora-cyan": [186, 80, 70],
  "aurora-azure": [210, 85, 76],
  "aurora-violet": [262, 70, 82],
  "canvas-primary": [210, 40, 98],
  "canvas-secondary": [210, 36, 94],
  foreground: [222, 47, 11],
  "foreground-muted": [215, 20, 34],
  "glass-primary": [0, 0, 100],
  "glass-secondary": [210, 40, 96],
  "glass-border": [214, 32, 82],
};

const defaultDark: PaletteColours = {
  "accent-teal": [172, 66, 52],
  "accent-azure": [199, 89, 62],
  "accent-emerald": [152, 60, 52],
  "aurora-cyan": [186, 85, 45],
  "aurora-azure": [210, 90, 50],
  "aurora-violet": [262, 80, 58],
  "canvas-primary": [222, 47, 6],
  "canvas-secondary": [222, 40, 10],
  foreground: [210, 40, 96],
  "foreground-muted": [215, 20, 72],
  "glass-primary": [220, 35, 13],
  "glass-secondary": [220, 30, 17],
  "glass-border": [215, 25, 26],
};

// Ocean: cobalt blue accent, cyan and sea-green secondaries, deep-navy night.
const oceanLight: PaletteColours = {
  "accent-teal": [211, 88, 36],
  "accent-azure": [192, 90, 27],
  "accent-emerald": [178, 80, 23],
  "aurora-cyan": [190, 85, 70],
  "aurora-azure": [212, 90, 74],
  "aurora-violet": [228, 75, 80],
  "canvas-primary": [205, 60, 97],
  "canvas-secondary": [205, 50, 93],
  foreground: [215, 60, 12],
  "foreground-muted": [210, 25, 33],
  "glass-primary": [200, 60, 99],
  "glass-secondary": [205, 50, 95],
  "glass-border": [205, 40, 79],
};

const oceanDark: PaletteColours = {
  "accent-teal": [205, 90, 62],
  "accent-azure": [188, 85, 55],
  "accent-emerald": [170, 60, 52],
  "aurora-cyan": [188, 90, 42],
  "aurora-azure": [212, 90, 48],
  "aurora-violet": [232, 70, 55],
  "canvas-primary": [210, 65, 7],
  "canvas-secondary": [210, 55, 10],
  foreground: [200, 40, 96],
  "foreground-muted": [205, 25, 72],
  "glass-primary": [210, 50, 13],
  "glass-secondary": [210, 45, 17],
  "glass-border": [208, 40, 27],
};

// Sunset: orange-red accent, rose and amber secondaries, peach/rose/dusk-lilac glows.
const sunsetLight: PaletteColours = {
  "accent-teal": [12, 80, 40],
  "accent-azure": [345, 70, 40],
  "accent-emerald": [30, 85, 30],
  "aurora-cyan": [24, 95, 75],
  "aurora-azure": [345, 85, 80],
  "aurora-violet": [285, 60, 82],
  "canvas-primary": [30, 60, 97],
  "canvas-secondary": [28, 50, 93],
  foreground: [20, 30, 12],
  "foreground-muted": [20, 15, 34],
  "glass-primary": [30, 70, 99],
  "glass-secondary": [30, 50, 96],
  "glass-border": [25, 40, 79],
};

const sunsetDark: PaletteColours = {
  "accent-teal": [18, 90, 62],
  "accent-azure": [345, 80, 74],
  "accent-emerald": [38, 90, 60],
  "aurora-cyan": [24, 85, 48],
  "aurora-azure": [345, 70, 45],
  "aurora-violet": [275, 55, 42],
  "canvas-primary": [340, 20, 7],
  "canvas-secondary": [340, 18, 10],
  foreground: [30, 40, 95],
  "foreground-muted": [20, 15, 72],
  "glass-primary": [340, 16, 13],
  "glass-secondary": [340, 14, 17],
  "glass-border": [340, 12, 27],
};

// Forest: pine-green accent, spruce-teal and moss secondaries, mint/moss/sunlight glows.
const forestLight: PaletteColours = {
  "accent-teal": [150, 70, 25],
  "accent-azure": [185, 55, 27],
  "accent-emerald": [80, 55, 25],
  "aurora-cyan": [150, 55, 70],
  "aurora-azure": [90, 50, 72],
  "aurora-violet": [45, 70, 78],
  "canvas-primary": [100, 20, 97],
  "canvas-secondary": [100, 18, 93],
  foreground: [150, 30, 10],
  "foreground-muted": [140, 12, 32],
  "glass-primary": [100, 30, 99],
  "glass-secondary": [100, 20, 96],
  "glass-border": [110, 18, 77],
};

const forestDark: PaletteColours = {
  "accent-teal": [145, 55, 52],
  "accent-azure": [175, 50, 52],
  "accent-emerald": [80, 50, 55],
  "aurora-cyan": [150, 60, 35],
  "aurora-azure": [95, 45, 38],
  "aurora-violet": [170, 55, 32],
  "canvas-primary": [150, 30, 6],
  "canvas-secondary": [150, 25, 9],
  foreground: [100, 20, 94],
  "foreground-muted": [120, 10, 70],
  "glass-primary": [150, 22, 12],
  "glass-secondary": [150, 20, 16],
  "glass-border": [145, 16, 25],
};

// Midnight: indigo-violet accent, periwinkle and orchid secondaries, deep-indigo night.
const midnightLight: PaletteColours = {
  "accent-teal": [248, 65, 52],
  "accent-azure": [222, 80, 45],
  "accent-emerald": [290, 60, 42],
  "aurora-cyan": [230, 80, 78],
  "aurora-azure": [255, 80, 80],
  "aurora-violet": [285, 70, 82],
  "canvas-primary": [240, 50, 98],
  "canvas-secondary": [240, 40, 94],
  foreground: [245, 45, 13],
  "foreground-muted": [240, 15, 36],
  "glass-primary": [240, 60, 99],
  "glass-secondary": [240, 40, 96],
  "glass-border": [240, 30, 83],
};

const midnightDark: PaletteColours = {
  "accent-teal": [252, 90, 75],
  "accent-azure": [220, 90, 72],
  "accent-emerald": [290, 70, 75],
  "aurora-cyan": [235, 80, 50],
  "aurora-azure": [255, 75, 55],
  "aurora-violet": [282, 62, 46],
  "canvas-primary": [245, 45, 6],
  "canvas-secondary": [245, 40, 9],
  foreground: [240, 40, 96],
  "foreground-muted": [240, 18, 74],
  "glass-primary": [245, 35, 13],
  "glass-secondary": [245, 30, 17],
  "glass-border": [245, 28, 28],
};

// Monochrome: neutral greys with one restrained steel-blue accent.
const monochromeLight: PaletteColours = {
  "accent-teal": [215, 45, 40],
  "accent-azure": [215, 20, 35],
  "accent-emerald": [0, 0, 32],
  "aurora-cyan": [0, 0, 82],
  "aurora-azure": [0, 0, 88],
  "aurora-violet": [215, 30, 85],
  "canvas-primary": [0, 0, 98],
  "canvas-secondary": [0, 0, 94],
  foreground: [0, 0, 9],
  "foreground-muted": [0, 0, 32],
  "glass-primary": [0, 0, 100],
  "glass-secondary": [0, 0, 96],
  "glass-border": [0, 0, 79],
};

const monochromeDark: PaletteColours = {
  "accent-teal": [215, 45, 70],
  "accent-azure": [215, 20, 72],
  "accent-emerald": [0, 0, 75],
  "aurora-cyan": [0, 0, 30],
  "aurora-azure": [0, 0, 22],
  "aurora-violet": [215, 30, 35],
  "canvas-primary": [0, 0, 6],
  "canvas-secondary": [0, 0, 9],
  foreground: [0, 0, 95],
  "foreground-muted": [0, 0, 70],
  "glass-primary": [0, 0, 12],
  "glass-secondary": [0, 0, 16],
  "glass-border": [0, 0, 26],
};

export const PALETTES: readonly Palette[] = [
  { value: "default", label: "Aurora", light: defaultLight, dark: defaultDark },
  { value: "ocean", label: "Ocean", light: oceanLight, dark: oceanDark },
  { value: "sunset", label: "Sunset", light: sunsetLight, dark: sunsetDark },
  { value: "forest", label: "Forest", light: forestLight, dark: forestDark },
  { value: "midnight", label: "Midnight", light: midnightLight, dark: midnightDark },
  { value: "monochrome", label: "Monochrome", light: monochromeLight, dark: monochromeDark },
];

export function paletteByName(name: PaletteName): Palette {
  return PALETTES.find((palette) => palette.value === name) ?? PALETTES[0]!;
}

/** Rounds a computed colour to one decimal so that the CSS strings stay short. */
function tidy([h, s, l]: Hsl): Hsl {
  const round = (n: number) => Math.round(n * 10) / 10;
  return [round(h), round(s), round(l)];
}

/**
 * The picker's swatch for one palette and mode, as CSS colour strings: `background` is the
 * canvas with the palette's aurora glows (composited, so the swatch is opaque whatever it sits
 * on), `accent` the primary accent (a dot or bar on the swatch) and `ring` the swatch border
 * (the palette's glass border).
 */
export function palettePreview(
  palette: Palette,
  mode: "light" | "dark",
): { background: string; accent: string; ring: string } {
  const c = palette[mode];
  const canvas = c["canvas-primary"];
  const glow = mode === "dark" ? 0.55 : 0.6;
  const stops = [
    hslCss(tidy(composite(c["aurora-cyan"], glow, canvas))),
    hslCss(canvas),
    hslCss(tidy(composite(c["aurora-azure"], glow * 0.8, canvas))),
    hslCss(tidy(composite(c["aurora-violet"], glow, canvas))),
  ];
  return {
    background: `linear-gradient(135deg, ${stops[0]} 0%, ${stops[1]} 45%, ${stops[2]} 75%, ${stops[3]} 100%)`,
    accent: hslCss(c["accent-teal"]),
    ring: hslCss(c["glass-border"]),
  };
}

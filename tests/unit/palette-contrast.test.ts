/**
 * Every palette in both modes keeps WCAG 2.x AA: text at 4.5:1 on every surface it sits on,
 * non-text controls at 3:1 (1.4.11). Cards render glass-primary at 70 % opacity over the
 * canvas, so glass is tested as that composite, not as the raw token.
 */
import { describe, expect, it } from "vitest";
import { PALETTES, palettePreview } from "../../src/config/palettes";
import {
  AURORA_GLOWS,
  COLOUR_TOKENS,
  GLASS_OPACITY,
  PALETTE_NAMES,
  composite,
  contrastRatio,
  type Hsl,
  type PaletteColours,
} from "../../src/lib/theme";

const GLASS_ALPHA = GLASS_OPACITY;
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const DECORATIVE_BORDER = 1.5;

const MODES = ["light", "dark"] as const;

const cases = PALETTES.flatMap((palette) =>
  MODES.map((mode) => ({ name: `${palette.value} · ${mode}`, palette: palette.value, mode, colours: palette[mode] })),
);

/** The page where each aurora glow is strongest (its centre), in the given mode. */
function glowingPages(c: PaletteColours, mode: "light" | "dark"): [string, Hsl][] {
  return AURORA_GLOWS.map((glow) => [
    `the page under the ${glow.token} glow`,
    composite(c[glow.token], glow[mode], c["canvas-primary"]),
  ]);
}

function surfaces(c: PaletteColours, mode: "light" | "dark"): [string, Hsl][] {
  const glowing = glowingPages(c, mode);
  return [
    ["the page", c["canvas-primary"]],
    ["the secondary page background", c["canvas-secondary"]],
    ...glowing,
    ["a glass card", composite(c["glass-primary"], GLASS_ALPHA, c["canvas-primary"])],
    ["a secondary glass card", composite(c["glass-secondary"], GLASS_ALPHA, c["canvas-secondary"])],
    ...glowing.map(([name, page]): [string, Hsl] => [
      `a glass card over ${name}`,
      composite(c["glass-primary"], GLASS_ALPHA, page),
    ]),
  ];
}

function glassSurfaces(c: PaletteColours, mode: "light" | "dark"): [string, Hsl][] {
  return surfaces(c, mode).slice(2);
}

/** Shortest distance between two hues on the colour wheel. */
function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe("the contrast helper", () => {
  it("gives 21:1 for white on black", () => {
    expect(contrastRatio([0, 0, 100], [0, 0, 0])).toBeCloseTo(21, 5);
  });

  it("gives 4.54:1 for #767676 on white, the lightest grey that passes AA", () => {
    const grey: Hsl = [0, 0, (0x76 / 255) * 100];
    expect(contrastRatio(grey, [0, 0, 100])).toBeCloseTo(4.54, 2);
    expect(contrastRatio([0, 0, 100], grey)).toBeCloseTo(4.54, 2);
  });

  it("gives the known ratio for a coloured pair (#0000ff on white is 8.59:1)", () => {
    expect(contrastRatio([240, 100, 50], [0, 0, 100])).toBeCloseTo(8.59, 2);
  });

  it("composites half-transparent white over black to mid grey", () => {
    const [, , lightness] = composite([0, 0, 100], 0.5, [0, 0, 0]);
    expect(lightness).toBeCloseTo(50, 5);
  });
});

describe("the palette list", () => {
  it("has the six palettes in order, the default labelled Aurora", () => {
    expect(PALETTES.map((palette) => palette.value)).toEqual([...PALETTE_NAMES]);
    expect(PALETTES[0]?.label).toBe("Aurora");
  });

  it.each(cases)("$name defines all 13 colour tokens with valid HSL values", ({ colours }) => {
    expect(Object.keys(colours).sort()).toEqual([...COLOUR_TOKENS].sort());
    for (const [h, s, l] of Object.values(colours)) {
      expect(h).toBeGreaterThanOrEqual(0);
      expect(h).toBeLessThan(360);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
      expect(l).toBeGreaterThanOrEqual(0);
      expect(l).toBeLessThanOrEqual(100);
    }
  });
});

describe.each(cases)("$name", ({ mode, colours: c }) => {
  describe.each(surfaces(c, mode))("on %s", (_surface, background) => {
    it("body text passes AA", () => {
      expect(contrastRatio(c.foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it("muted text passes AA", () => {
      expect(contrastRatio(c["foreground-muted"], background)).toBeGreaterThanOrEqual(AA_TEXT);
    });
  });

  it("links in the accent colour pass AA on the page", () => {
    expect(contrastRatio(c["accent-teal"], c["canvas-primary"])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(glassSurfaces(c, mode))("links in the accent colour pass AA on %s", (_surface, background) => {
    expect(contrastRatio(c["accent-teal"], background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("button text (the page colour) on a filled accent button passes AA", () => {
    expect(contrastRatio(c["canvas-primary"], c["accent-teal"])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("azure badge text on the page passes AA", () => {
    expect(contrastRatio(c["accent-azure"], c["canvas-primary"])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it("emerald badge text on the page passes AA", () => {
    expect(contrastRatio(c["accent-emerald"], c["canvas-primary"])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  // Badges (src/components/ui/Badge.tsx) write their tone on a 10% tint of it over the page.
  it.each(["accent-teal", "accent-azure", "accent-emerald"] as const)(
    "%s badge text passes AA on its own tint (a tenth of it over the page)",
    (tone) => {
      expect(contrastRatio(c[tone], composite(c[tone], 0.1, c["canvas-primary"]))).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it("the focus ring in the accent colour stands out from the page at 3:1", () => {
    expect(contrastRatio(c["accent-teal"], c["canvas-primary"])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  // Glass borders only decorate a card whose extent is already given by its content and its
  // tinted surface; they are not needed to identify a control, so 1.4.11's 3:1 does not apply.
  // 1.5:1 keeps them visible without the harsh outlines a 3:1 border would draw on every card.
  it("glass card borders stay visible against the page", () => {
    expect(contrastRatio(c["glass-border"], c["canvas-primary"])).toBeGreaterThanOrEqual(DECORATIVE_BORDER);
  });

  it.each(glassSurfaces(c, mode))(
    "input borders (muted foreground) stand out from %s at 3:1",
    (_surface, background) => {
      expect(contrastRatio(c["foreground-muted"], background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    },
  );

  it(mode === "light" ? "the page backgrounds are light (L ≥ 90)" : "the page backgrounds are dark (L ≤ 12)", () => {
    for (const token of ["canvas-primary", "canvas-secondary"] as const) {
      const [, , lightness] = c[token];
      if (mode === "light") expect(lightness, token).toBeGreaterThanOrEqual(90);
      else expect(lightness, token).toBeLessThanOrEqual(12);
    }
  });
});

describe("the palettes are distinct", () => {
  const coloured = PALETTES.filter((palette) => palette.value !== "monochrome");
  const pairs = coloured.flatMap((a, i) => coloured.slice(i + 1).map((b) => ({ a, b })));

  describe.each(MODES)("in %s mode", (mode) => {
    it.each(pairs)("$a.value and $b.value have clearly different primary accents", ({ a, b }) => {
      const [hueA, , lightA] = a[mode]["accent-teal"];
      const [hueB, , lightB] = b[mode]["accent-teal"];
      const differs = hueDistance(hueA, hueB) >= 20 || Math.abs(lightA - lightB) >= 15;
      expect(
        differs,
        `${a.value} ${a[mode]["accent-teal"].join("/")} vs ${b.value} ${b[mode]["accent-teal"].join("/")}`,
      ).toBe(true);
    });

    it("no two palettes share the same colours", () => {
      const keys = PALETTES.map((palette) => JSON.stringify(palette[mode]));
      expect(new Set(keys).size).toBe(PALETTES.length);
    });

    it("monochrome keeps its page, glass and text neutral grey (saturation ≤ 10)", () => {
      const mono = PALETTES.find((palette) => palette.value === "monochrome")!;
      for (const token of [
        "canvas-primary",
        "canvas-secondary",
        "glass-primary",
        "glass-secondary",
        "glass-border",
        "foreground",
        "foreground-muted",
      ] as const) {
        expect(mono[mode][token][1], token).toBeLessThanOrEqual(10);
      }
    });
  });
});

describe("the palette picker previews", () => {
  it.each(cases)("$name has a background, an accent and a ring colour", ({ palette, mode }) => {
    const preview = palettePreview(
      PALETTES.find((p) => p.value === palette)!,
      mode,
    );
    expect(preview.background).toMatch(/^linear-gradient\(.*hsl\(/);
    expect(preview.accent).toMatch(/^hsl\(/);
    expect(preview.ring).toMatch(/^hsl\(/);
  });

  it("shows each palette differently in light and dark", () => {
    for (const palette of PALETTES) {
      expect(palettePreview(palette, "light").background).not.toBe(palettePreview(palette, "dark").background);
    }
  });
});

import type { CSSProperties } from "react";
import { AURORA_GLOWS } from "../../lib/theme";

/** Where each glow sits in the viewport, and how large it is (in AURORA_GLOWS' order). */
const PLACES = [
  "-top-56 -left-48 size-[48rem]",
  "top-1/4 -right-56 size-[44rem]",
  "-bottom-64 left-[10%] size-[50rem]",
] as const;

/**
 * The aurora: three large, soft glows fixed behind every page (decorative, hidden from AT and in
 * print), each a radial gradient in its aurora colour (see the `aurora-glow` utility) at the
 * strength AURORA_GLOWS gives for the mode. Static, so it asks nothing of reduced motion; hidden
 * when the visitor asks for less transparency.
 */
export default function AuroraBackground() {
  return (
    <div
      aria-hidden="true"
      data-aurora
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden print:hidden"
    >
      {AURORA_GLOWS.map((glow, index) => (
        <div
          key={glow.token}
          className={`aurora-glow absolute opacity-(--glow-light) dark:opacity-(--glow-dark) ${PLACES[index]}`}
          style={
            {
              color: `hsl(var(--${glow.token}))`,
              "--glow-light": glow.light,
              "--glow-dark": glow.dark,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}

/**
 * The hero's decorative engineering drawing: a meshing gear pair with chain-line pitch circles,
 * a diameter dimension and a title block, on a blueprint grid. The gears turn slowly (their
 * speeds in the tooth ratio, so the teeth stay in mesh) unless the visitor prefers reduced
 * motion. Purely decorative: hidden from assistive technology.
 */

const MODULE = 8;
/** The drawing's sheet, in its own units. */
const WIDTH = 320;
const HEIGHT = 250;

interface GearGeometry {
  teeth: number;
  cx: number;
  cy: number;
  /** Rotation of the first tooth's centre line, in degrees. */
  phase: number;
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.cos(angle)).toFixed(2)} ${(cy + r * Math.sin(angle)).toFixed(2)}`;

/** A spur gear outline with straight-flank teeth (addendum m, dedendum 1.25 m, slight backlash). */
function gearPath({ teeth, cx, cy, phase }: GearGeometry): string {
  const pitch = (MODULE * teeth) / 2;
  const tip = pitch + MODULE;
  const root = pitch - 1.25 * MODULE;
  const step = (2 * Math.PI) / teeth;
  // Straight flanks are not involutes: slim teeth keep them clear of each other while turning
  // (checked numerically: at least 2 units of clearance over a full tooth pitch).
  const halfTip = 0.12 * step;
  const halfRoot = 0.26 * step;
  const start = (phase * Math.PI) / 180;
  let d = "";
  for (let k = 0; k < teeth; k++) {
    const c = start + k * step;
    d += `${k === 0 ? "M" : "L"} ${point(cx, cy, root, c - halfRoot)} `;
    d += `L ${point(cx, cy, tip, c - halfTip)} `;
    d += `A ${tip} ${tip} 0 0 1 ${point(cx, cy, tip, c + halfTip)} `;
    d += `L ${point(cx, cy, root, c + halfRoot)} `;
    d += `A ${root} ${root} 0 0 1 ${point(cx, cy, root, c + step - halfRoot)} `;
  }
  return `${d}Z`;
}

// Driver (16 teeth) and pinion (10 teeth), 2 units beyond the standard centre distance
// m(z1 + z2)/2 = 104 for backlash; the pinion's phase puts a tooth gap on the line of centres.
const DRIVER: GearGeometry = { teeth: 16, cx: 108, cy: 118, phase: 0 };
const PINION: GearGeometry = { teeth: 10, cx: 214, cy: 118, phase: 18 };
const DRIVER_PERIOD_S = 60;
const PINION_PERIOD_S = (DRIVER_PERIOD_S * PINION.teeth) / DRIVER.teeth;

function Gear({
  gear,
  bore,
  reverse,
  period,
}: {
  gear: GearGeometry;
  bore: number;
  reverse?: boolean;
  period: number;
}) {
  const pitch = (MODULE * gear.teeth) / 2;
  // The whole <svg> turns, not a group inside one: the browser then turns the gear's painted
  // layer on the compositor, instead of painting the drawing again for every frame.
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="absolute inset-0 size-full motion-safe:animate-spin"
      style={{
        transformOrigin: `${(gear.cx / WIDTH) * 100}% ${(gear.cy / HEIGHT) * 100}%`,
        animationDuration: `${period}s`,
        animationDirection: reverse ? "reverse" : "normal",
      }}
    >
      <path d={gearPath(gear)} className="fill-accent/10 stroke-accent" strokeWidth={1.5} strokeLinejoin="round" />
      <circle
        cx={gear.cx}
        cy={gear.cy}
        r={pitch}
        className="stroke-accent/60 fill-none"
        strokeWidth={0.75}
        strokeDasharray="10 3 2 3"
      />
      <circle cx={gear.cx} cy={gear.cy} r={bore + 6} className="stroke-accent/70 fill-none" strokeWidth={1} />
      <path
        d={`M ${gear.cx - 3} ${gear.cy - bore} v -4 h 6 v 4`}
        className="stroke-accent fill-none"
        strokeWidth={1.25}
      />
      <circle cx={gear.cx} cy={gear.cy} r={bore} className="fill-canvas/60 stroke-accent" strokeWidth={1.25} />
    </svg>
  );
}

function CentreLines({ gear, reach }: { gear: GearGeometry; reach: number }) {
  return (
    <g className="stroke-fg-muted/50" strokeWidth={0.6} strokeDasharray="12 3 2 3">
      <line x1={gear.cx - reach} y1={gear.cy} x2={gear.cx + reach} y2={gear.cy} />
      <line x1={gear.cx} y1={gear.cy - reach} x2={gear.cx} y2={gear.cy + reach} />
    </g>
  );
}

export function HeroDrawing() {
  const driverTip = (MODULE * DRIVER.teeth) / 2 + MODULE;
  const dimY = 22;
  const left = DRIVER.cx - driverTip;
  const right = DRIVER.cx + driverTip;
  return (
    <div
      aria-hidden="true"
      className="glass relative overflow-hidden rounded-3xl [background-image:linear-gradient(var(--color-glass-border)_1px,transparent_1px),linear-gradient(90deg,var(--color-glass-border)_1px,transparent_1px)] [background-size:24px_24px] p-3 shadow-2xl shadow-black/10"
    >
      {/* Three layers: the centre lines, the gears, then the dimensions and title block over them. */}
      <div className="border-glass-border bg-glass/60 relative rounded-2xl border">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="block h-auto w-full" focusable="false">
          <CentreLines gear={DRIVER} reach={90} />
          <CentreLines gear={PINION} reach={58} />
        </svg>
        <Gear gear={DRIVER} bore={14} period={DRIVER_PERIOD_S} />
        <Gear gear={PINION} bore={9} period={PINION_PERIOD_S} reverse />
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="absolute inset-0 size-full" focusable="false">
          {/* Tip-diameter dimension of the driver. */}
          <g className="stroke-fg-muted" strokeWidth={0.6}>
            <line x1={left} y1={dimY - 4} x2={left} y2={DRIVER.cy - 8} strokeDasharray="2 2" />
            <line x1={right} y1={dimY - 4} x2={right} y2={DRIVER.cy - 8} strokeDasharray="2 2" />
            <line x1={left} y1={dimY} x2={right} y2={dimY} />
          </g>
          <g className="fill-fg-muted">
            <path d={`M ${left} ${dimY} l 6 -2.2 v 4.4 Z`} />
            <path d={`M ${right} ${dimY} l -6 -2.2 v 4.4 Z`} />
          </g>
          <text
            x={DRIVER.cx}
            y={dimY - 4}
            textAnchor="middle"
            className="fill-fg-muted font-mono"
            fontSize={8}
            paintOrder="stroke"
          >
            Ø{2 * driverTip}
          </text>

          {/* Leader to the pinion. */}
          <g className="stroke-fg-muted" strokeWidth={0.6} fill="none">
            <path d={`M ${PINION.cx + 30} ${PINION.cy - 34} L ${PINION.cx + 52} ${PINION.cy - 62} h 26`} />
          </g>
          <text x={PINION.cx + 54} y={PINION.cy - 65} className="fill-fg-muted font-mono" fontSize={7.5}>
            z=10 · m=8
          </text>
          <text x={DRIVER.cx - 80} y={DRIVER.cy + 92} className="fill-fg-muted font-mono" fontSize={7.5}>
            z=16 · i=1.6
          </text>

          {/* Title block. */}
          <g className="stroke-fg-muted/70 fill-none" strokeWidth={0.75}>
            <rect x={196} y={188} width={116} height={54} />
            <line x1={196} y1={206} x2={312} y2={206} />
            <line x1={196} y1={224} x2={312} y2={224} />
            <line x1={254} y1={206} x2={254} y2={242} />
          </g>
          <g className="fill-fg-muted font-mono" fontSize={7}>
            <text x={201} y={200} className="fill-fg" fontWeight={600}>
              SPUR GEAR PAIR · STAGE 1
            </text>
            <text x={201} y={218}>
              SCALE 1:1
            </text>
            <text x={259} y={218}>
              AL 6061-T6
            </text>
            <text x={201} y={236}>
              DWG 0416
            </text>
            <text x={259} y={236}>
              REV C
            </text>
          </g>
        </svg>
      </div>
    </div>
  );
}

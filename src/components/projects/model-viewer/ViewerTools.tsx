import { Axis3d, Boxes, Eye, FlipHorizontal2, Move3d, Ruler, Scissors, Scan } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { formatLength, formatModelSize, type ModelView, type SectionAxis, type Vec3 } from "../../../lib/model-view";
import { buttonStyles } from "../../ui/button-styles";
import type { StandardView } from "./model-scene";

export type Tool = "size" | "section" | "measure" | "parts" | "explode" | "views";

/** What the tools show of the model: its size and parts, in millimetres. */
export interface ModelFacts {
  /** Extent along the file's X, Y and Z, in mm. */
  size: Vec3;
  /** The lowest corner in the file's frame, in mm (the section's position reads from it). */
  origin: Vec3;
  /** The file has no unit: millimetres are assumed. */
  assumed: boolean;
  parts: readonly string[];
}

/** A measure: its points in the file's frame, in mm. */
export type Measured = readonly Vec3[];

interface Props {
  /** Null without a model: only `children` are drawn (and, while it loads, the tools unseen). */
  facts: ModelFacts | null;
  /** The model is being read: the tools take their room, unseen, so the canvas keeps its size. */
  loading: boolean;
  view: ModelView;
  onView: (change: Partial<ModelView>) => void;
  onLook: (view: StandardView) => void;
  hidden: ReadonlySet<string>;
  onHidden: (hidden: ReadonlySet<string>) => void;
  tool: Tool | null;
  onTool: (tool: Tool | null) => void;
  measured: Measured;
  onClearMeasure: () => void;
  /** The model's canvas and what is drawn over it; the open panel goes over them too. */
  children: ReactNode;
  /** The walkthrough's bar, between the model and the tools. */
  walkthrough?: ReactNode;
}

const TOOLS: ReadonlyArray<{ id: Tool; label: string; icon: ReactNode }> = [
  { id: "size", label: "Size", icon: <Scan aria-hidden="true" /> },
  { id: "section", label: "Section", icon: <Scissors aria-hidden="true" /> },
  { id: "measure", label: "Measure", icon: <Ruler aria-hidden="true" /> },
  { id: "parts", label: "Parts", icon: <Boxes aria-hidden="true" /> },
  { id: "explode", label: "Explode", icon: <Move3d aria-hidden="true" /> },
  { id: "views", label: "Views", icon: <Axis3d aria-hidden="true" /> },
];

const AXES: readonly SectionAxis[] = ["x", "y", "z"];
const small = buttonStyles({ variant: "outline", size: "sm" });
const percent = (amount: number) => `${Math.round(amount * 100)} %`;

/** A set of radio buttons drawn as one row of segments. */
function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-fg-muted mb-1.5 text-xs font-medium">{legend}</legend>
      <div className="border-glass-border inline-flex rounded-full border p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "has-[:focus-visible]:ring-accent relative rounded-full px-3 py-1 text-sm font-medium has-[:focus-visible]:ring-2",
              option.value === value ? "bg-accent text-accent-fg" : "text-fg hover:text-accent",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              // Over the whole segment, unseen: the click lands on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled slider from 0 to 100 % with its value written beside it. */
function Slider({
  label,
  value,
  text,
  disabled,
  onChange,
}: {
  label: string;
  value: number;
  text: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-3 text-xs">
        <label htmlFor={id} className="text-fg-muted font-medium">
          {label}
        </label>
        <output htmlFor={id} className="font-mono">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(value * 100)}
        disabled={disabled}
        aria-valuetext={text}
        onChange={(event) => onChange(Number(event.currentTarget.value) / 100)}
        className="accent-accent w-full disabled:opacity-50"
      />
    </div>
  );
}

/**
 * The viewer's inspection tools: a row of buttons, each opening its panel over the model (one at
 * a time; what a tool set, such as a section, stays when its panel closes, and its button is
 * marked). Size gives 'W × D × H mm'; Section cuts on X, Y or Z at a position, flipped or not;
 * Measure shows the distance between two picks with ΔX, ΔY, ΔZ; Parts lists the parts with
 * show/hide and 'Isolate'; Explode moves the parts apart (a model of more than one part); Views
 * frames the standard views and switches the projection.
 */
export function ViewerTools({
  facts,
  loading,
  view,
  onView,
  onLook,
  hidden,
  onHidden,
  tool,
  onTool,
  measured,
  onClearMeasure,
  children,
  walkthrough,
}: Props) {
  const panelId = useId();
  const tools = facts ? TOOLS.filter((one) => one.id !== "explode" || facts.parts.length > 1) : TOOLS;
  const active: Partial<Record<Tool, boolean>> = {
    section: view.section !== null,
    measure: measured.length > 0,
    parts: view.isolate !== null || hidden.size > 0,
    explode: view.explode > 0,
    views: view.ortho,
  };
  const current = tools.find((one) => one.id === tool);

  // The tools come after the model in the tab order (the model, then its tools; Close is one
  // Shift+Tab from the model), below it on the screen, with the open panel over the model.
  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div className="relative min-h-0 flex-1">{children}</div>
      {walkthrough}
      {/* Laid out, unseen, while the model loads: the model is drawn once, at its final size. */}
      {(facts || loading) && (
        <div
          role="group"
          aria-label="Inspection tools"
          className={cn(
            "mx-auto flex w-fit max-w-full gap-1.5 overflow-x-auto px-4 pt-2 sm:px-6",
            !facts && "invisible",
          )}
        >
          {tools.map((one) => (
            <button
              key={one.id}
              type="button"
              aria-expanded={tool === one.id}
              aria-controls={tool === one.id ? panelId : undefined}
              onClick={() => onTool(tool === one.id ? null : one.id)}
              className={cn(
                buttonStyles({ variant: tool === one.id ? "primary" : "outline", size: "sm" }),
                "relative shrink-0",
              )}
            >
              {one.icon}
              {one.label}
              {active[one.id] && (
                <span
                  aria-hidden="true"
                  className="bg-accent ring-canvas absolute top-0.5 right-1 size-2 rounded-full ring-2"
                />
              )}
            </button>
          ))}
        </div>
      )}
      {facts && current && (
        <section
          id={panelId}
          aria-label={current.label}
          className="glass absolute right-2 bottom-14 left-2 z-10 max-h-[60%] space-y-4 overflow-y-auto rounded-2xl p-4 text-sm shadow-lg sm:top-2 sm:right-auto sm:bottom-auto sm:left-4 sm:w-80"
        >
          <h3 className="font-semibold">{current.label}</h3>
          {tool === "size" && <SizePanel facts={facts} />}
          {tool === "section" && <SectionPanel facts={facts} view={view} onView={onView} />}
          {tool === "measure" && <MeasurePanel measured={measured} onClear={onClearMeasure} />}
          {tool === "parts" && (
            <PartsPanel facts={facts} view={view} onView={onView} hidden={hidden} onHidden={onHidden} />
          )}
          {tool === "explode" && (
            <Slider
              label="Explode"
              value={view.explode}
              text={percent(view.explode)}
              onChange={(explode) => onView({ explode })}
            />
          )}
          {tool === "views" && <ViewsPanel view={view} onView={onView} onLook={onLook} />}
        </section>
      )}
    </div>
  );
}

function SizePanel({ facts }: { facts: ModelFacts }) {
  return (
    <div>
      <p className="font-mono text-lg">{formatModelSize(facts.size)}</p>
      <p className="text-fg-muted mt-1 text-xs">
        Width × depth × height, along the file&apos;s X, Y and Z.
        {facts.assumed && " mm assumed: this format carries no unit."}
      </p>
    </div>
  );
}

function SectionPanel({ facts, view, onView }: { facts: ModelFacts } & Pick<Props, "view" | "onView">) {
  const section = view.section;
  const axisIndex = section ? AXES.indexOf(section.axis) : 0;
  const position = section ? facts.origin[axisIndex]! + facts.size[axisIndex]! * section.at : 0;
  return (
    <>
      <Choice
        legend="Plane"
        options={[{ value: "off", label: "Off" }, ...AXES.map((axis) => ({ value: axis, label: axis.toUpperCase() }))]}
        value={section?.axis ?? "off"}
        onChange={(axis) =>
          onView({ section: axis === "off" ? null : { axis, at: section?.at ?? 0.5, flip: section?.flip ?? false } })
        }
      />
      <Slider
        label="Position"
        value={section?.at ?? 0.5}
        text={section ? `${section.axis.toUpperCase()} = ${formatLength(position)} mm` : "Off"}
        disabled={!section}
        onChange={(at) => section && onView({ section: { ...section, at } })}
      />
      <button
        type="button"
        aria-pressed={section?.flip ?? false}
        disabled={!section}
        onClick={() => section && onView({ section: { ...section, flip: !section.flip } })}
        className={small}
      >
        <FlipHorizontal2 aria-hidden="true" />
        Flip
      </button>
    </>
  );
}

function MeasurePanel({ measured, onClear }: { measured: Measured; onClear: () => void }) {
  const [a, b] = measured;
  const delta: Vec3 | null = a && b ? [b[0] - a[0], b[1] - a[1], b[2] - a[2]] : null;
  return (
    <>
      <p className="text-fg-muted text-xs">
        Click or tap two points on the model: corners and edges snap. With the model focused, turn it until the centre
        mark is on a point and press Enter. Escape clears.
      </p>
      <div role="status" aria-live="polite" className="space-y-1">
        {delta ? (
          <>
            <p className="font-mono text-lg">Distance {formatLength(Math.hypot(...delta))} mm</p>
            <p className="font-mono text-xs">
              ΔX {formatLength(delta[0])} · ΔY {formatLength(delta[1])} · ΔZ {formatLength(delta[2])} mm
            </p>
          </>
        ) : (
          <p>{a ? "First point picked: pick the second." : "No point picked yet."}</p>
        )}
      </div>
      {a && (
        <button type="button" onClick={onClear} className={small}>
          Clear
        </button>
      )}
    </>
  );
}

function PartsPanel({
  facts,
  view,
  onView,
  hidden,
  onHidden,
}: { facts: ModelFacts } & Pick<Props, "view" | "onView" | "hidden" | "onHidden">) {
  return (
    <>
      <ul className="space-y-1.5">
        {facts.parts.map((name) => {
          const isolated = view.isolate === name;
          return (
            <li key={name} className="flex items-center justify-between gap-3">
              <label className="flex min-w-0 items-center gap-2">
                <input
                  type="checkbox"
                  checked={view.isolate ? isolated : !hidden.has(name)}
                  disabled={view.isolate !== null}
                  onChange={(event) => {
                    const next = new Set(hidden);
                    if (event.currentTarget.checked) next.delete(name);
                    else next.add(name);
                    onHidden(next);
                  }}
                  className="accent-accent size-4 shrink-0"
                />
                <span className="truncate">{name}</span>
              </label>
              <button
                type="button"
                aria-pressed={isolated}
                aria-label={`Isolate ${name}`}
                onClick={() => onView({ isolate: isolated ? null : name })}
                className={cn(
                  buttonStyles({ variant: isolated ? "primary" : "ghost", size: "sm" }),
                  "h-8 shrink-0 px-3",
                )}
              >
                Isolate
              </button>
            </li>
          );
        })}
      </ul>
      {(view.isolate !== null || hidden.size > 0) && (
        <button
          type="button"
          onClick={() => {
            onView({ isolate: null });
            onHidden(new Set());
          }}
          className={small}
        >
          <Eye aria-hidden="true" />
          Show all
        </button>
      )}
    </>
  );
}

function ViewsPanel({ view, onView, onLook }: Pick<Props, "view" | "onView" | "onLook">) {
  const views: ReadonlyArray<[StandardView, string]> = [
    ["front", "Front"],
    ["top", "Top"],
    ["right", "Right"],
    ["iso", "Iso"],
  ];
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        {views.map(([id, label]) => (
          <button key={id} type="button" onClick={() => onLook(id)} className={small}>
            {label}
          </button>
        ))}
      </div>
      <Choice
        legend="Projection"
        options={[
          { value: "perspective", label: "Perspective" },
          { value: "orthographic", label: "Orthographic" },
        ]}
        value={view.ortho ? "orthographic" : "perspective"}
        onChange={(projection) => onView({ ortho: projection === "orthographic" })}
      />
    </>
  );
}

import { useStore } from "@nanostores/react";
import { Check, Palette as PaletteIcon } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { PALETTES, palettePreview } from "../../config/palettes";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../ui/button-styles";
import { $palette, setPalette } from "./theme-store";

/**
 * The colour-palette picker: six options, each with its label and a light and a dark preview.
 * A radio group in a popover: arrows move and choose, Escape or a click outside closes.
 */
export function PalettePicker({ className }: { className?: string }) {
  const current = useStore($palette);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    optionRefs.current[PALETTES.findIndex((palette) => palette.value === $palette.get())]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PALETTES.findIndex((palette) => palette.value === current);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PALETTES.length - 1,
    };
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key in moves) {
      event.preventDefault();
      const next = (moves[event.key]! + PALETTES.length) % PALETTES.length;
      setPalette(PALETTES[next]!.value);
      optionRefs.current[next]?.focus();
    }
  };

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={triggerRef}
        type="button"
        className={buttonStyles({ variant: "ghost", size: "icon" })}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <PaletteIcon aria-hidden="true" />
        <span className="sr-only">Colour palette</span>
      </button>
      {open && (
        <div
          id={panelId}
          role="radiogroup"
          aria-label="Colour palette"
          onKeyDown={onKeyDown}
          className="glass absolute right-0 z-50 mt-2 w-64 rounded-2xl p-2 shadow-2xl backdrop-blur-md backdrop-saturate-150"
        >
          {PALETTES.map((palette, index) => {
            const selected = palette.value === current;
            const light = palettePreview(palette, "light");
            const dark = palettePreview(palette, "dark");
            return (
              <button
                key={palette.value}
                ref={(element) => {
                  optionRefs.current[index] = element;
                }}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  setPalette(palette.value);
                  close();
                }}
                className={cn(
                  "text-fg hover:bg-glass-secondary/80 flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm",
                  selected && "bg-glass-secondary/80",
                )}
              >
                <span className="flex gap-1" aria-hidden="true">
                  {[light, dark].map((preview, i) => (
                    <span
                      key={i}
                      className="relative size-6 rounded-full border"
                      style={{ background: preview.background, borderColor: preview.ring }}
                    >
                      <span
                        className="absolute right-0.5 bottom-0.5 size-2 rounded-full"
                        style={{ background: preview.accent }}
                      />
                    </span>
                  ))}
                </span>
                <span className="flex-1">{palette.label}</span>
                {selected && <Check aria-hidden="true" className="text-accent size-4" />}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

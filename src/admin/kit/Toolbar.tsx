import { useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";

type ToolbarProps = ComponentProps<"div"> & { label: string; onEscape: () => void };
type ToolbarButtonProps = ComponentProps<"button"> & { label: string; pressed?: boolean };

/** A WAI-ARIA toolbar: one tab stop (`[tabindex="0"]`, the button focused last), arrow keys, Home and End. */
export function Toolbar({ label, onEscape, ...props }: ToolbarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [stop, setStop] = useState(0);
  const buttons = () => [...(ref.current?.querySelectorAll("button") ?? [])];
  useLayoutEffect(() => buttons().forEach((button, index) => (button.tabIndex = index === stop ? 0 : -1)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const moves: Record<string, number> = { ArrowRight: stop + 1, ArrowLeft: stop - 1, Home: 0, End: all.length - 1 };
    if (event.key === "Escape") onEscape();
    else if (event.key in moves) all[(moves[event.key]! + all.length) % all.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div
      {...props}
      ref={ref}
      role="toolbar"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={({ target }: { target: EventTarget }) => {
        const index = buttons().findIndex((button) => button === target);
        if (index >= 0) setStop(index);
      }}
    />
  );
}

/** `pressed` makes it a toggle. A pointer press leaves the focus where it was: an editor keeps its selection. */
export function ToolbarButton({ label, title = label, pressed, className, ...props }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={title}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        "text-fg hover:bg-glass grid size-8 place-items-center rounded-lg transition-colors aria-disabled:opacity-40 [&_svg]:size-4",
        pressed && "bg-accent/15 text-accent",
        className,
      )}
      {...props}
    />
  );
}

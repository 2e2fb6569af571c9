import { X } from "lucide-react";
import { useRef } from "react";
import { cn } from "../../lib/cn";
import { useTypedBeforeHydration } from "../forms/use-typed-before-hydration";
import { SearchField } from "../ui/SearchField";

interface Props {
  value: string;
  /** Every keystroke; the caller applies the search after a pause. */
  onChange: (value: string) => void;
  /** Apply now: Enter, or the clear button (with ""). */
  onCommit: (value: string) => void;
}

/**
 * The /projects search box. A real GET form (role search), so Enter works before hydration too,
 * and text typed before hydration is kept; the clear button appears once there is something to
 * clear.
 */
export function ProjectSearch({ value, onChange, onCommit }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, onChange);
  return (
    <form
      role="search"
      action="/projects"
      method="get"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onCommit(value);
      }}
    >
      <SearchField
        id="project-search"
        label="Search projects"
        placeholder="Search projects..."
        inputRef={inputRef}
        name="q"
        value={value}
        onChange={onChange}
        className={cn(
          "bg-canvas/60 border-glass-border text-fg placeholder:text-fg-muted h-12 w-full rounded-full border pr-12 pl-12 text-base",
          "focus:border-accent focus:ring-accent/30 transition-colors focus:ring-4 focus:outline-none",
          "[&::-webkit-search-cancel-button]:appearance-none",
        )}
      />
      {value !== "" && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            onCommit("");
            inputRef.current?.focus();
          }}
          className="text-fg-muted hover:text-fg hover:bg-glass-secondary absolute top-1/2 right-2 grid size-9 -translate-y-1/2 place-items-center rounded-full transition-colors"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}

import { Search } from "lucide-react";
import type { InputHTMLAttributes, RefObject } from "react";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "value" | "onChange"> {
  id: string;
  /** The field's name for assistive technology (the label itself is visually hidden). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * A search box's label (for screen readers), magnifier and input; the caller's wrapper positions
 * them (`relative`) and styles the input, leaving room for the magnifier on the left.
 */
export function SearchField({ id, label, value, onChange, inputRef, ...input }: Props) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="text-fg-muted pointer-events-none absolute top-1/2 left-4 z-10 size-5 -translate-y-1/2"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        {...input}
      />
    </>
  );
}

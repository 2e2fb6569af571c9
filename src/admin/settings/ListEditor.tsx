import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useRef, type ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";

/**
 * A list the owner edits in place: each item with 'Move up', 'Move down' and 'Remove' (named by
 * the item's position, so a screen reader hears which), and 'Add …' below. After a move the focus
 * follows the moved item's button; after a removal it goes to the list's add button.
 */
export function ListEditor<T>({
  legend,
  itemName,
  items,
  onChange,
  newItem,
  max,
  hint,
  children,
}: {
  legend: string;
  /** One item's name, e.g. "badge": 'Add badge', 'Remove badge 2'. */
  itemName: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  newItem: () => T;
  max: number;
  hint?: ReactNode;
  /** The fields of item `index`. */
  children: (item: T, index: number) => ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  const move = (from: number, to: number, direction: "up" | "down") => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    const target =
      direction === "up" && to === 0 ? "down" : direction === "down" && to === next.length - 1 ? "up" : direction;
    focusLater(`[data-item="${to}"] [data-move="${target}"]`);
  };

  return (
    <fieldset
      className="border-glass-border rounded-xl border p-3 sm:p-4"
      aria-describedby={hint ? `${id}-hint` : undefined}
    >
      <legend className="text-fg px-1 text-sm font-medium">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted mb-3 text-xs">
          {hint}
        </p>
      )}
      {items.length === 0 && <p className="text-fg-muted mb-3 text-sm">None yet.</p>}
      <ol ref={list} className="space-y-3">
        {items.map((item, index) => (
          <li
            key={index}
            data-item={index}
            className="bg-canvas/40 flex flex-col gap-2 rounded-lg p-2 sm:flex-row sm:items-start"
          >
            <div className="min-w-0 flex-1">{children(item, index)}</div>
            <div className="flex shrink-0 gap-1 sm:pt-7">
              <button
                type="button"
                data-move="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1, "up")}
                aria-label={`Move ${itemName} ${index + 1} up`}
                className={buttonStyles({ variant: "ghost", size: "icon" })}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                data-move="down"
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1, "down")}
                aria-label={`Move ${itemName} ${index + 1} down`}
                className={buttonStyles({ variant: "ghost", size: "icon" })}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              <button
                type="button"
                onClick={() => {
                  onChange(items.filter((_, position) => position !== index));
                  requestAnimationFrame(() => addButton.current?.focus());
                }}
                aria-label={`Remove ${itemName} ${index + 1}`}
                className={buttonStyles({ variant: "ghost", size: "icon" })}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        disabled={items.length >= max}
        onClick={() => {
          onChange([...items, newItem()]);
          focusLater(`[data-item="${items.length}"] input, [data-item="${items.length}"] textarea`);
        }}
        className={buttonStyles({ variant: "outline", size: "sm", className: "mt-3" })}
      >
        <Plus aria-hidden="true" />
        Add {itemName}
      </button>
    </fieldset>
  );
}

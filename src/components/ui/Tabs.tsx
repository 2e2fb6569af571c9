import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

interface Props {
  /** The tab list's name. */
  label: string;
  /** The first one is selected at the start. */
  tabs: readonly { id: string; label: ReactNode; panel: ReactNode }[];
  listClassName?: string;
  panelClassName?: string;
  /** Hidden panels stay mounted (their forms keep what was typed); otherwise only the selected one is drawn, focusable itself. */
  keepMounted?: boolean;
}

/**
 * WAI-ARIA tabs: the selected tab is the list's one tab stop, the arrow keys (wrapping), Home and
 * End select and focus another, and each panel is labelled by its tab.
 */
export function Tabs({ label, tabs, listClassName, panelClassName, keepMounted = false }: Props) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const index = tabs.findIndex((tab) => tab.id === selected);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    setSelected(tabs[next]!.id);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={listClassName}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            className={cn(
              "focus-visible:ring-accent rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2",
              tab.id === selected ? "bg-accent text-accent-fg shadow" : "text-fg-muted hover:text-fg",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map(
        (tab) =>
          (keepMounted || tab.id === selected) && (
            <div
              key={tab.id}
              role="tabpanel"
              id={`${baseId}-panel-${tab.id}`}
              aria-labelledby={`${baseId}-tab-${tab.id}`}
              hidden={tab.id !== selected}
              tabIndex={keepMounted ? undefined : 0}
              className={panelClassName}
            >
              {tab.panel}
            </div>
          ),
      )}
    </div>
  );
}

import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "../../components/ui/Badge";
import { cn } from "../../lib/cn";
import { IconAction } from "./layout";

/** A divided list of rows (each an `ItemRow`). */
export function ItemList({ children }: { children: ReactNode }) {
  return <ul className="divide-glass-border divide-y">{children}</ul>;
}

/**
 * One row of an admin list: what the row shows, then its actions at the end. `stacked` rows put
 * the actions under the text on a phone (for rows with several buttons).
 */
export function ItemRow({
  actions,
  stacked = false,
  className,
  children,
}: {
  actions: ReactNode;
  stacked?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li
      className={cn(
        "flex gap-3 py-3 first:pt-0 last:pb-0",
        stacked ? "flex-col sm:flex-row sm:items-center" : "items-center",
        className,
      )}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {stacked ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : actions}
    </li>
  );
}

/** A row's edit button; `name` completes its accessible label ('Edit …'). */
export function EditAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <IconAction label={`Edit ${name}`} onClick={onClick}>
      <Pencil aria-hidden="true" />
    </IconAction>
  );
}

/** A row's delete button, disabled while the row is busy; `label` is its accessible name. */
export function DeleteAction({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <IconAction label={label} tone="danger" disabled={busy} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </IconAction>
  );
}

/**
 * A row's secondary facts ("slug · date · views") separated by dots that never start or end a
 * line: each fact carries its dot in front, and the dot of a fact that opens a line falls in the
 * clipped margin on the left.
 */
/** An item's title with its Published or Draft badge, and any further badges after it. */
export function PublishedTitle({
  title,
  published,
  children,
}: {
  title: string;
  published: boolean;
  children?: ReactNode;
}) {
  return (
    <p className="text-fg flex flex-wrap items-center gap-2 font-medium">
      <span className="min-w-0 wrap-anywhere">{title}</span>
      <Badge tone={published ? "emerald" : "neutral"}>{published ? "Published" : "Draft"}</Badge>
      {children}
    </p>
  );
}

export function MetaLine({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <div className={cn("text-fg-muted overflow-hidden text-sm", className)}>
      <p className="-ml-5 flex flex-wrap">
        {items.map((item, index) =>
          item === null || item === false || item === undefined || item === "" ? null : (
            <span
              key={index}
              className="inline-flex min-w-0 items-center wrap-anywhere before:w-5 before:shrink-0 before:text-center before:content-['·'_/_'']"
            >
              {item}
            </span>
          ),
        )}
      </p>
    </div>
  );
}

import type { ReactNode } from "react";
import { Badge } from "../../components/ui/Badge";
import { cn } from "../../lib/cn";

export function ItemList({ children }: { children: ReactNode }) {
  return <ul className="divide-glass-border divide-y">{children}</ul>;
}

/** One row of an admin list; `stacked` puts the actions under the text on a phone (rows with several buttons). */
export function ItemRow({
  leading,
  actions,
  stacked = false,
  className,
  children,
}: {
  /** Shown before the row's text (a thumbnail). */
  leading?: ReactNode;
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
      {leading}
      <div className="min-w-0 flex-1">{children}</div>
      {stacked ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : actions}
    </li>
  );
}

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

/** Each fact carries its dot in front; a line's first dot falls in the clipped margin. */
export function MetaLine({ items }: { items: ReactNode[] }) {
  return (
    <div className="text-fg-muted overflow-hidden text-sm">
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

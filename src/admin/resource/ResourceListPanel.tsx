import { Fragment, useId, type ReactNode } from "react";
import type { AdminQuery } from "../data/use-admin-query";
import { Panel } from "../ui/layout";
import { ItemList } from "../ui/list";
import { ListStates } from "../ui/states";

/**
 * A resource's list in its own panel, named by its heading: loading, error (with Try again),
 * empty, or one row per item (`renderRow` answers an `ItemRow`).
 */
export function ResourceListPanel<Item extends { id: string }>({
  title,
  list,
  empty,
  renderRow,
}: {
  title: string;
  list: Pick<AdminQuery<Item[]>, "loading" | "error" | "data" | "reload">;
  /** The empty state's text, e.g. 'No projects yet.' */
  empty: ReactNode;
  renderRow: (item: Item) => ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel title={title} titleId={titleId}>
      <ListStates query={list} empty={empty}>
        {(items) => (
          <ItemList>
            {items.map((item) => (
              <Fragment key={item.id}>{renderRow(item)}</Fragment>
            ))}
          </ItemList>
        )}
      </ListStates>
    </Panel>
  );
}

import { Fragment, useId, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Panel } from "../ui/layout";
import { ItemList } from "../ui/list";
import { SortableList, type SortableOptions } from "../ui/SortableList";
import { ListStates } from "../ui/states";

/**
 * A resource's list in its own panel, named by its heading: loading, error (with Try again),
 * empty, or one row per item (`renderRow` answers an `ItemRow`). With `sortable`, the owner puts
 * the rows in order (drag, or Move up / Move down) and each new order is saved.
 */
export function ResourceListPanel<Item extends { id: string }>({
  title,
  list,
  empty,
  renderRow,
  sortable,
}: {
  title: string;
  list: UseQueryResult<Item[]>;
  /** The empty state's text, e.g. 'No projects yet.' */
  empty: ReactNode;
  renderRow: (item: Item) => ReactNode;
  sortable?: SortableOptions<Item>;
}) {
  const titleId = useId();
  return (
    <Panel title={title} titleId={titleId}>
      <ListStates query={list} empty={empty}>
        {(items) =>
          sortable ? (
            <SortableList items={items} options={sortable} renderRow={renderRow} />
          ) : (
            <ItemList>
              {items.map((item) => (
                <Fragment key={item.id}>{renderRow(item)}</Fragment>
              ))}
            </ItemList>
          )
        }
      </ListStates>
    </Panel>
  );
}

import { Fragment, useId, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { OrderedList, type OrderedListProps } from "../kit/OrderedList";
import { Panel } from "../ui/layout";
import { ItemList } from "../ui/list";
import { ListStates } from "../ui/states";

/**
 * A resource's list in its own panel, named by its heading: loading, error (with Try again),
 * empty, or one row per item (`renderRow` answers an `ItemRow`). With `ordered`, the owner puts
 * the rows in order (drag, or Move up / Move down) and `ordered` says what a row shows instead.
 */
export function ResourceListPanel<Item extends { id: string }>({
  title,
  list,
  empty,
  renderRow,
  ordered,
}: {
  title: string;
  list: UseQueryResult<Item[]>;
  /** The empty state's text, e.g. 'No projects yet.' */
  empty: ReactNode;
  renderRow: (item: Item) => ReactNode;
  ordered?: Omit<OrderedListProps<Item>, "items" | "idOf">;
}) {
  const titleId = useId();
  return (
    <Panel title={title} titleId={titleId}>
      <ListStates query={list} empty={empty}>
        {(items) =>
          ordered ? (
            <OrderedList items={items} idOf={(item) => item.id} {...ordered} />
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

import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../data/client";
import { OrderedList, type OrderedListProps } from "../OrderedList";
import { useConfirm, type ConfirmOptions } from "../../ui/ConfirmDialog";
import { IconAction, Panel } from "../../ui/layout";
import { ItemList } from "../../ui/list";
import { ListStates } from "../../ui/states";

/** `fetchFailed` defaults to 'Failed to fetch {key}', `deleteFailed` to 'Failed to delete', the title to 'Are you sure?'. */
export interface ResourceListOptions<Item> {
  key: readonly unknown[];
  api: { list: () => Promise<Item[]>; remove: (id: string) => Promise<unknown> };
  fetchFailed?: string;
  texts: { confirm: (item: Item) => Partial<ConfirmOptions>; deleted: string; deleteFailed?: string };
  /** The rows shown, of those fetched (e.g. one project's files). */
  select?: (items: Item[]) => Item[];
}

export type ResourceList<Item extends { id: string }> = ReturnType<typeof useResourceList<Item>>;

export function useResourceList<Item extends { id: string }>(options: ResourceListOptions<Item>) {
  const { key, api, fetchFailed = `Failed to fetch ${String(key[0])}`, texts, select } = options;
  const query = useQuery({ queryKey: key, queryFn: api.list, select, meta: { failureTitle: fetchFailed } });
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  /** The row whose action is under way: its buttons are disabled. */
  const [busyId, setBusyId] = useState<string | null>(null);

  /** Reloads the list and the publishing status (a change to a public page starts a rebuild). */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ["publishing"] }),
    ]);

  /** Answers whether it was done. */
  const runRowAction = async (id: string, action: () => Promise<void>, failureTitle: string) => {
    setBusyId(id);
    try {
      await action();
      await refresh();
      return true;
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: Item) =>
    (await confirm({ title: "Are you sure?", ...texts.confirm(item) })) &&
    runRowAction(
      item.id,
      async () => {
        await api.remove(item.id);
        // Gone at once, not only when the list has been loaded again.
        queryClient.setQueryData<Item[]>(key, (list) => list?.filter((row) => row.id !== item.id));
        toast.success(texts.deleted);
      },
      texts.deleteFailed ?? "Failed to delete",
    );

  return { query, busyId, runRowAction, remove, refresh };
}

export function DeleteItemAction<Item extends { id: string }>({
  list,
  item,
  label,
  onDeleted,
}: {
  list: ResourceList<Item>;
  item: Item;
  label: string;
  onDeleted?: () => void;
}) {
  const remove = async () => (await list.remove(item)) && onDeleted?.();
  return (
    <IconAction label={label} danger disabled={list.busyId === item.id} onClick={() => void remove()}>
      <Trash2 aria-hidden="true" />
    </IconAction>
  );
}

export function ResourceListPanel<Item extends { id: string }>({
  title,
  list,
  empty,
  renderRow,
  ordered,
}: {
  title: string;
  list: UseQueryResult<Item[]>;
  empty: ReactNode;
  renderRow: (item: Item) => ReactNode;
  ordered?: Omit<OrderedListProps<Item>, "items" | "idOf">;
}) {
  return (
    <Panel title={title}>
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

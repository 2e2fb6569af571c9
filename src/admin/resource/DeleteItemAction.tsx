import { DeleteAction } from "../ui/list";
import type { ResourceList } from "./use-resource-list";

/**
 * A row's delete button wired to its list: disabled while the row is busy, then the list's
 * confirmed delete. `onDeleted` runs once the row is gone (e.g. to close its open form).
 */
export function DeleteItemAction<Item extends { id: string }>({
  list,
  item,
  label,
  onDeleted,
}: {
  list: ResourceList<Item>;
  item: Item;
  /** The button's accessible name, e.g. 'Delete notes.pdf'. */
  label: string;
  onDeleted?: () => void;
}) {
  const remove = async () => {
    if ((await list.remove(item)) && onDeleted) onDeleted();
  };
  return <DeleteAction label={label} busy={list.busyId === item.id} onClick={() => void remove()} />;
}

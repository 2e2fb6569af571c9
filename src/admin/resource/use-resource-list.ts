import { useCallback, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../data/client";
import { useAdminQuery, type AdminQuery } from "../data/use-admin-query";
import { useConfirm, type ConfirmOptions } from "../ui/ConfirmDialog";
import { withCreated, withoutItem, withReplaced, type ListPlacement } from "./list-updates";

/** What a list's delete says; each text is user-visible and asserted word for word by the tests. */
export interface DeleteTexts<Item> {
  /** The confirmation asked first (e.g. 'Are you sure you want to delete this project?'). */
  confirm: (item: Item) => ConfirmOptions;
  /** The success toast, e.g. 'Project deleted'. */
  deleted: string;
  /** The failure toast's title, e.g. 'Failed to delete project'. */
  deleteFailed: string;
}

export interface ResourceListOptions<Item> extends ListPlacement<Item> {
  fetch: () => Promise<Item[]>;
  /** The toast title when the list cannot be loaded, e.g. 'Failed to fetch projects'. */
  fetchFailed: string;
  /** Deletes one row on the server. */
  remove: (id: string) => Promise<unknown>;
  texts: DeleteTexts<Item>;
}

export interface ResourceList<Item> extends AdminQuery<Item[]> {
  /** The row whose action (delete, approve, set active …) is under way; its buttons are disabled. */
  busyId: string | null;
  /**
   * Runs one row's action with that row marked busy; a failure shows a toast with `failureTitle`
   * and the server's message. The action shows its own success toast.
   */
  runRowAction: (id: string, action: () => Promise<void>, failureTitle: string) => Promise<void>;
  /** Asks for confirmation, deletes, drops the row and says so; answers whether it was deleted. */
  remove: (item: Item) => Promise<boolean>;
  /** Adds a row the server just created. */
  addCreated: (item: Item) => void;
  /** Puts a row's saved version in place of the old one. */
  replaceSaved: (item: Item) => void;
}

/**
 * One admin list: loaded on mount (with the fetch-failure toast and error state), kept in step
 * with saves without reloading, and its row actions, delete with its confirmation among them.
 */
export function useResourceList<Item extends { id: string }>(options: ResourceListOptions<Item>): ResourceList<Item> {
  const { fetch, fetchFailed, remove: removeOnServer, texts, placeNew, order } = options;
  const query = useAdminQuery(fetch, fetchFailed);
  const { setData } = query;
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  const runRowAction = useCallback(async (id: string, action: () => Promise<void>, failureTitle: string) => {
    setBusyId(id);
    try {
      await action();
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  }, []);

  const remove = async (item: Item) => {
    if (!(await confirm(texts.confirm(item)))) return false;
    let removed = false;
    await runRowAction(
      item.id,
      async () => {
        await removeOnServer(item.id);
        setData((list) => withoutItem(list, item.id));
        removed = true;
        toast.success(texts.deleted);
      },
      texts.deleteFailed,
    );
    return removed;
  };

  const placement = { placeNew, order };
  return {
    ...query,
    busyId,
    runRowAction,
    remove,
    addCreated: (item) => setData((list) => withCreated(list, item, placement)),
    replaceSaved: (item) => setData((list) => withReplaced(list, item, placement)),
  };
}

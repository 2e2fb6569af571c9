import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../data/client";
import { useConfirm, type ConfirmOptions } from "../ui/ConfirmDialog";

/** What a list's delete says; each text is user-visible and asserted word for word by the tests. */
export interface DeleteTexts<Item> {
  /** The confirmation asked first (e.g. 'Are you sure you want to delete this project?'). */
  confirm: (item: Item) => ConfirmOptions;
  /** The success toast, e.g. 'Project deleted'. */
  deleted: string;
  /** The failure toast's title, e.g. 'Failed to delete project'. */
  deleteFailed: string;
}

export interface ResourceListOptions<Item> {
  /** The list's query key, e.g. ["projects"]. */
  key: readonly unknown[];
  fetch: () => Promise<Item[]>;
  /** The toast title when the list cannot be loaded, e.g. 'Failed to fetch projects'. */
  fetchFailed: string;
  /** Deletes one row on the server. */
  remove: (id: string) => Promise<unknown>;
  texts: DeleteTexts<Item>;
}

export interface ResourceList<Item> {
  query: UseQueryResult<Item[]>;
  /** The row whose action (delete, approve, set active …) is under way; its buttons are disabled. */
  busyId: string | null;
  /**
   * Runs one row's action with that row marked busy, then reloads the list; a failure shows a
   * toast with `failureTitle` and the server's message. The action shows its own success toast.
   */
  runRowAction: (id: string, action: () => Promise<void>, failureTitle: string) => Promise<void>;
  /** Asks for confirmation, deletes, drops the row and says so; answers whether it was deleted. */
  remove: (item: Item) => Promise<boolean>;
  /**
   * Loads the list again after a change on the server, and the publishing status (a change to a
   * public page starts a rebuild); resolves once both have.
   */
  refresh: () => Promise<unknown>;
}

/**
 * One admin list (a TanStack query): loaded on mount (with the fetch-failure toast and error
 * state), reloaded after every change, and its row actions, delete with its confirmation among them.
 */
export function useResourceList<Item extends { id: string }>(options: ResourceListOptions<Item>): ResourceList<Item> {
  const { key, fetch, fetchFailed, remove: removeOnServer, texts } = options;
  const query = useQuery({ queryKey: key, queryFn: fetch, meta: { failureTitle: fetchFailed } });
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ["publishing"] }),
    ]);

  const runRowAction = async (id: string, action: () => Promise<void>, failureTitle: string) => {
    setBusyId(id);
    try {
      await action();
      await refresh();
    } catch (error) {
      toast.error(failureTitle, { description: errorMessage(error) });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: Item) => {
    if (!(await confirm(texts.confirm(item)))) return false;
    let removed = false;
    await runRowAction(
      item.id,
      async () => {
        await removeOnServer(item.id);
        // Gone at once, not only when the list has been loaded again.
        queryClient.setQueryData<Item[]>(key, (list) => list?.filter((row) => row.id !== item.id));
        removed = true;
        toast.success(texts.deleted);
      },
      texts.deleteFailed,
    );
    return removed;
  };

  return { query, busyId, runRowAction, remove, refresh };
}

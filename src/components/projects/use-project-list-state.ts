import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import { DEFAULT_LIST_STATE, parseListState, serializeListState, type ProjectListState } from "./project-filters";

/** Fired after this module changes the URL itself (pushState/replaceState fire no event). */
const URL_CHANGE_EVENT = "projects:urlchange";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(URL_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(URL_CHANGE_EVENT, onChange);
  };
}
const readSearch = () => window.location.search;
// The prebuilt HTML shows the default state; React re-renders with the URL's state on hydration.
const readServerSearch = () => "";

/** How a change enters the history: a new entry (filters, sort) or the current one (search). */
export type HistoryMode = "push" | "replace";
export type UpdateListState = (patch: Partial<ProjectListState>, mode: HistoryMode) => void;

/**
 * The list's category, search and sort. With `inUrl` they live in the query string, so they
 * survive reload and back/forward; otherwise (the home page) in component state.
 */
export function useProjectListState(inUrl: boolean): [ProjectListState, UpdateListState] {
  const [local, setLocal] = useState<ProjectListState>(DEFAULT_LIST_STATE);
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const fromUrl = useMemo(() => parseListState(search), [search]);

  const update = useCallback<UpdateListState>(
    (patch, mode) => {
      if (!inUrl) {
        setLocal((current) => ({ ...current, ...patch }));
        return;
      }
      const { pathname, search: currentSearch, hash } = window.location;
      const next = serializeListState({ ...parseListState(currentSearch), ...patch }, currentSearch);
      if (next === currentSearch) return;
      const url = `${pathname}${next}${hash}`;
      if (mode === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(window.history.state, "", url);
      window.dispatchEvent(new Event(URL_CHANGE_EVENT));
    },
    [inUrl],
  );

  return [inUrl ? fromUrl : local, update];
}

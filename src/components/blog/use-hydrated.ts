import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the prebuilt HTML and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

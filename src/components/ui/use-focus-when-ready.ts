import { useEffect, useRef, type RefObject } from "react";

/**
 * A full-screen viewer opens with the focus on Close while its file loads; once `ready`, `target`
 * (the model, the sheet) takes the focus, so its keys work at once, unless the visitor has moved
 * the focus meanwhile. Effects run child first: the dialog has focused Close by the first one.
 */
export function useFocusWhenReady(ready: boolean, target: RefObject<HTMLElement | null>): void {
  const focusedOnOpen = useRef<Element | null>(null);
  useEffect(() => {
    focusedOnOpen.current = document.activeElement;
  }, []);
  useEffect(() => {
    if (ready && document.activeElement === focusedOnOpen.current) target.current?.focus();
  }, [ready, target]);
}

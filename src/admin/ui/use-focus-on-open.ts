import { useEffect, useRef } from "react";

/**
 * Focus follows the form: when it opens (or switches to another item) focus moves to its first
 * field and its panel scrolls into view; when it closes (saved or cancelled) focus returns to
 * the screen's heading instead of being lost with the removed buttons. Not on first render, so a
 * form restored from a draft leaves the page where it is.
 */
export function useFocusOnOpen(open: boolean, key: string | null) {
  const ref = useRef<HTMLFormElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (!open) {
      document.querySelector<HTMLElement>("#admin-main h1")?.focus();
      return;
    }
    const form = ref.current;
    if (!form) return;
    form.closest("section")?.scrollIntoView({ block: "start" });
    form.querySelector<HTMLElement>("input, textarea, [contenteditable=true], button[role=switch]")?.focus();
  }, [open, key]);
  return ref;
}

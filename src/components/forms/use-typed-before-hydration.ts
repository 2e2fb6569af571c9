import { useEffect, type RefObject } from "react";

/**
 * For a controlled text field in an island that hydrates on the visitor's first gesture
 * (`client:interaction`): what they typed while the island's code loaded is in the field but not
 * in the state. At hydration it is handed to `onChange`, as if typed then. A field the browser
 * only filled from the URL or history is left alone unless it differs from the prebuilt value.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  useEffect(() => {
    const field = ref.current;
    if (field && field.value !== field.defaultValue && field.value !== value) onChange(field.value);
  }, []); // once, when the island hydrates
}

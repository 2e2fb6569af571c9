import { useEffect, type KeyboardEvent, type RefObject, type SyntheticEvent } from "react";

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen viewer's modal <dialog> (`dialogRef`): opened in the top layer when it mounts (the page behind
 * turns inert) with the focus on `initialFocus`, the page's scroll locked without a shift (the
 * scrollbar's room is kept), Tab kept inside, and Escape or any other close request (a phone's
 * back gesture arrives as "cancel") handed to `onClose`. The caller unmounts it to close it; the
 * focus then goes back to what had it when the dialog opened (the button or link that opened it).
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  initialFocus: RefObject<HTMLElement | null>,
): {
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
} {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();

    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      dialog.close();
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      // Unmounted, the dialog has left the page, which is no longer inert.
      if (opener?.isConnected) opener.focus();
    };
    // Opened once, when mounted.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Tab") {
      // Keep Tab inside the dialog (the browser would otherwise move on to its own controls).
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  return { onKeyDown, onCancel };
}

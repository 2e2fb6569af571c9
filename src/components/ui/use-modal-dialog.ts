import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal <dialog> that is open while it is mounted, for the admin's and the public pages' dialogs
 * alike; spread what it returns on the <dialog>. It opens in the top layer when it mounts (the page
 * behind turns inert) with the focus on `initialFocus` (without one, the browser's choice: the first
 * control). Tab is kept inside, and Escape or any other close request (a phone's back gesture
 * arrives as "cancel") is handed to `onClose`; the caller unmounts it to close it. The focus then
 * goes back to what had it when the dialog opened, through `returnFocus` when given.
 */
export function useModalDialog(
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus = (opener: HTMLElement | null) => opener?.isConnected && opener.focus(),
) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      dialog.close();
      returnFocus(opener);
    };
    // Opened once, when mounted.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Keep Tab inside the dialog (the browser would otherwise move on to its own controls). A
    // dialog opened inside this one has handled the key already.
    if (event.key !== "Tab" || event.defaultPrevented) return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const [first, last] = [focusable[0], focusable[focusable.length - 1]];
    const active = document.activeElement;
    if (event.shiftKey ? active === first || !event.currentTarget.contains(active) : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React hands a dialog's events to the dialogs around it too: only this one's are for it.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose();
  };

  return { ref, onKeyDown, onCancel };
}

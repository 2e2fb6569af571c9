import { X } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "./button-styles";
import { useModalDialog } from "./use-modal-dialog";

interface Props {
  /** Names the dialog; `details` is a line under it (a file's size). */
  title: ReactNode;
  details?: ReactNode;
  /** The close button's name, e.g. 'Close gallery', shown beside its icon with `closeText`. */
  closeLabel: string;
  closeText?: boolean;
  /** Controls before the close button. */
  actions?: ReactNode;
  onClose: () => void;
  /** The content's keys (what it handles, it marks with preventDefault). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A full-screen modal <dialog> (useModalDialog) with a title bar: the title, `actions` and a close
 * button, which has the focus when it opens; `children` fill the rest. The page's scroll is locked
 * without a shift (the scrollbar's room is kept) while it is open. The caller unmounts it to close it.
 */
export function FullScreenDialog({
  title,
  details,
  closeLabel,
  closeText,
  actions,
  onClose,
  onKeyDown,
  className,
  children,
}: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialog = useModalDialog(onClose, closeRef);

  useEffect(() => {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, []);

  return (
    <dialog
      {...dialog}
      // Implied by showModal(), and written out for what reads attributes (selectors, checkers).
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        dialog.onKeyDown(event);
      }}
      // Opaque and unblurred unless `className` says otherwise: a blur behind a full-screen dialog
      // would be redrawn with every frame of a 3D model (and of a spinner) for nothing to see.
      className={cn(
        "bg-canvas text-fg fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden p-0",
        className,
      )}
    >
      <div className="flex h-full flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 pb-2 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate text-sm font-semibold sm:text-base">
              {title}
            </h2>
            {details}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={closeText ? undefined : closeLabel}
              className={buttonStyles({ variant: "outline", size: closeText ? "sm" : "icon" })}
            >
              <X aria-hidden="true" />
              {closeText && closeLabel}
            </button>
          </div>
        </div>
        {children}
      </div>
    </dialog>
  );
}

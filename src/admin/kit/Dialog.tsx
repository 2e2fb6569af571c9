import { useId, type ReactNode } from "react";
import { useModalDialog } from "../../components/ui/use-modal-dialog";
import { cn } from "../../lib/cn";

/** Once the caller has reacted (a deleted row may be gone): to the opener, else to the screen's heading. */
function returnFocus(opener: HTMLElement | null) {
  setTimeout(() => {
    if (opener?.isConnected && !opener.hasAttribute("disabled")) opener.focus();
    else document.querySelector<HTMLElement>("#admin-main h1")?.focus();
  }, 0);
}

interface Props {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** The safe one first: with nothing focusable before it, it has the focus first. */
  actions: ReactNode;
  onClose: () => void;
  /** False while a request is under way: Escape and the backdrop do nothing then. */
  dismissible?: boolean;
  className?: string;
  children?: ReactNode;
}

export function Dialog({ title, description, icon, actions, onClose, dismissible = true, className, children }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useModalDialog(() => dismissible && onClose(), undefined, returnFocus);
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
      onClose={(event) => {
        // The browser closes it without a "cancel" when asked twice with no user action between.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "text-fg m-auto w-[min(28rem,calc(100vw-2rem))] bg-transparent p-0 backdrop:bg-black/50 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      <div className="glass bg-canvas/95 flex max-h-[85dvh] flex-col rounded-2xl shadow-2xl">
        <div className="flex items-start gap-3 p-6 pb-4">
          {icon}
          <div className="min-w-0">
            <h2 id={titleId} className="text-fg text-lg font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="text-fg-muted mt-1 text-sm">
                {description}
              </p>
            )}
          </div>
        </div>
        {children && <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-6 py-1">{children}</div>}
        <div className="flex flex-col-reverse gap-2 p-6 pt-4 sm:flex-row sm:justify-end">{actions}</div>
      </div>
    </dialog>
  );
}

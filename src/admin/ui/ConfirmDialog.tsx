import { TriangleAlert } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";

export interface ConfirmOptions {
  /** The question, word for word as the browser tests expect it (e.g. 'Are you sure you want to delete this post?'). */
  title: string;
  description?: string;
  confirmLabel?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Asks for confirmation in an accessible modal dialog; resolves true only for the confirm button. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a <ConfirmProvider> above it");
  return confirm;
}

interface Pending extends ConfirmOptions {
  resolve: (value: boolean) => void;
  /** Where focus was when the dialog opened; it returns there (or to the main heading if gone). */
  returnFocus: HTMLElement | null;
}

/**
 * One native <dialog> for the whole app, opened with showModal(): the page behind is inert, Tab
 * stays inside, Escape cancels. The safe choice (Cancel) has focus first.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const active = document.activeElement;
        setPending({ ...options, resolve, returnFocus: active instanceof HTMLElement ? active : null });
      }),
    [],
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!pending || !dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
  }, [pending]);

  const settle = (answer: boolean) => {
    if (!pending) return;
    const { resolve, returnFocus } = pending;
    dialogRef.current?.close();
    setPending(null);
    resolve(answer);
    // After the caller has reacted (a deleted row may be gone by then), put focus back.
    setTimeout(() => {
      if (returnFocus?.isConnected && !returnFocus.hasAttribute("disabled")) returnFocus.focus();
      else document.querySelector<HTMLElement>("#admin-main h1")?.focus();
    }, 0);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={pending?.description ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          settle(false);
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its panel) cancels.
          if (event.target === dialogRef.current) settle(false);
        }}
        className="text-fg m-auto w-[min(28rem,calc(100vw-2rem))] bg-transparent p-0 backdrop:bg-black/50 backdrop:backdrop-blur-sm"
      >
        {pending && (
          <div className="glass bg-canvas/95 rounded-2xl p-6 shadow-2xl">
            <div className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-500/15 text-red-600 dark:text-red-400">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h2 id={titleId} className="text-fg text-lg font-semibold">
                  {pending.title}
                </h2>
                {pending.description && (
                  <p id={descriptionId} className="text-fg-muted mt-1 text-sm">
                    {pending.description}
                  </p>
                )}
              </div>
            </div>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                ref={cancelRef}
                type="button"
                className={buttonStyles({ variant: "outline", size: "sm" })}
                onClick={() => settle(false)}
              >
                Cancel
              </button>
              <button
                type="button"
                className={cn(buttonStyles({ size: "sm" }), "bg-red-600 text-white shadow-red-600/20 hover:bg-red-700")}
                onClick={() => settle(true)}
              >
                {pending.confirmLabel ?? "Delete"}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </ConfirmContext.Provider>
  );
}

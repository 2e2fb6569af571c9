import { TriangleAlert } from "lucide-react";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { Dialog } from "../kit/Dialog";

export interface ConfirmOptions {
  title: string;
  description?: string;
  confirmLabel?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a <ConfirmProvider> above it");
  return confirm;
}

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<(ConfirmOptions & { resolve: (answer: boolean) => void }) | null>(null);
  const confirm = useCallback<Confirm>(
    (options) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const settle = (answer: boolean) => {
    setPending(null);
    pending?.resolve(answer);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Dialog
          title={pending.title}
          description={pending.description}
          onClose={() => settle(false)}
          icon={
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-500/15 text-red-600 dark:text-red-400">
              <TriangleAlert aria-hidden="true" className="size-5" />
            </span>
          }
          actions={
            <>
              <button
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
            </>
          }
        />
      )}
    </ConfirmContext.Provider>
  );
}

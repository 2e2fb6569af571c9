import { LoaderCircle, RotateCcw, TriangleAlert, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessage } from "../data/client";

export function LoadingState({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="text-fg-muted flex items-center justify-center gap-2 py-10 text-sm">
      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
      {label}
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="size-6 text-red-600 dark:text-red-400" />
      <p className="text-fg text-sm">{message}</p>
      <button type="button" onClick={onRetry} className={buttonStyles({ variant: "outline", size: "sm" })}>
        <RotateCcw aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="text-fg-muted flex flex-col items-center gap-2 py-10 text-center text-sm">
      <Inbox aria-hidden="true" className="size-6" />
      <p>{children}</p>
    </div>
  );
}

export function QueryStates<T>({
  query,
  frame,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  frame?: string;
  loading?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  const state = query.isError ? (
    <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  ) : (
    <LoadingState label={loading} />
  );
  return frame ? <div className={frame}>{state}</div> : state;
}

export function ListStates<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  // Unlike a single item's, a list shows loading, not its error, while it is loaded again.
  if (!query.data && query.isFetching) return <LoadingState />;
  return (
    <QueryStates query={query}>
      {(items) => (items.length === 0 ? <EmptyState>{empty}</EmptyState> : children(items))}
    </QueryStates>
  );
}

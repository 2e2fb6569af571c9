import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What a full-screen file viewer (3D model, drawing) shows over its stage until the file is drawn:
 * a spinner with `loading`, or, when it cannot be shown, `problem` in a card with its `detail` and
 * the advice to download the file instead (`advice`).
 */
export function ViewerStatus({
  loading,
  problem,
  detail,
  advice,
}: {
  loading: string | null;
  problem?: string;
  detail?: ReactNode;
  advice?: string;
}) {
  return (
    <div role="status" className="absolute inset-0 grid place-items-center p-6 text-center">
      {loading !== null ? (
        <p className="text-fg-muted flex items-center gap-3">
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
          {loading}
        </p>
      ) : (
        <div className="glass max-w-md rounded-2xl p-6">
          <p className="font-semibold">{problem}</p>
          {detail && <p className="text-fg-muted mt-2 text-sm [overflow-wrap:anywhere]">{detail}</p>}
          <p className="text-fg-muted mt-2 text-sm">{advice}</p>
        </div>
      )}
    </div>
  );
}

/** What shows while a viewer's own code loads (a lazy module's Suspense fallback). */
export function ViewerLoading({ text }: { text: string }) {
  return (
    <p role="status" className="bg-canvas/80 text-fg-muted fixed inset-0 z-50 grid place-items-center">
      {text}
    </p>
  );
}

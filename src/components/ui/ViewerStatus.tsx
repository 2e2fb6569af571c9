import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";

/** A picture of the file shown while it loads (a 3D model's poster), with its responsive variants. */
export interface ViewerPoster {
  src: string;
  srcset?: string;
}

/** The poster, filling its box as the viewer will draw the file (see prepare-model.ts). */
function PosterImage({ poster }: { poster: ViewerPoster }) {
  return (
    <img
      src={poster.src}
      srcSet={poster.srcset}
      sizes={poster.srcset && "100vw"}
      alt=""
      data-poster
      className="pointer-events-none absolute inset-0 size-full object-contain"
    />
  );
}

/**
 * What a full-screen file viewer (3D model, drawing) shows over its stage until the file is drawn:
 * a spinner with `loading` (below the file's `poster` when it has one), or, when it cannot be
 * shown, `problem` in a card with its `detail` and the advice to download the file instead
 * (`advice`).
 */
export function ViewerStatus({
  loading,
  poster,
  problem,
  detail,
  advice,
}: {
  loading: string | null;
  poster?: ViewerPoster;
  problem?: string;
  detail?: ReactNode;
  advice?: string;
}) {
  const withPoster = loading !== null && poster;
  return (
    <div
      role="status"
      className={cn(
        "absolute inset-0 grid p-6 text-center",
        withPoster ? "items-end justify-items-center" : "place-items-center",
      )}
    >
      {withPoster && <PosterImage poster={poster} />}
      {loading !== null ? (
        <p
          className={cn("text-fg-muted flex items-center gap-3", withPoster && "glass relative rounded-full px-4 py-2")}
        >
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

/**
 * What shows while a viewer's own code loads (a lazy module's Suspense fallback), over the file's
 * poster, on the whole window: drawn in the page's body, as the island's card (glass, with a
 * backdrop filter) would hold a fixed box inside it.
 */
export function ViewerLoading({ text, poster }: { text: string; poster?: ViewerPoster }) {
  return createPortal(
    <div role="status" className="bg-canvas/80 text-fg-muted fixed inset-0 z-50 grid place-items-center">
      {poster && <PosterImage poster={poster} />}
      <p className={cn(poster && "glass relative mb-6 self-end rounded-full px-4 py-2")}>{text}</p>
    </div>,
    document.body,
  );
}

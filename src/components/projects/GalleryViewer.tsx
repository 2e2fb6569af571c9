import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, type KeyboardEvent, type TouchEvent } from "react";
import { cn } from "../../lib/cn";
import { FullScreenDialog } from "../ui/FullScreenDialog";
import { galleryAlt, wrapIndex } from "./project-filters";

interface Props {
  title: string;
  images: string[];
  /** The owner's alt text of each image (same order; "" or missing: the title stands in). */
  alts?: readonly string[] | null;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal swipe longer than this (px) changes the image on touch screens. */
const SWIPE_PX = 50;

/**
 * The full-screen image viewer (FullScreenDialog, labelled by the project title), with wrapping
 * previous/next, the 'n / total' counter, thumbnails and 'Close gallery'. ArrowLeft/ArrowRight
 * change the image; Escape, the focus trap, the scroll lock and the focus's return are the
 * dialog's. The caller unmounts it to close it.
 */
export function GalleryViewer({ title, images, alts, index, onIndexChange, onClose }: Props) {
  const touchStart = useRef<number | null>(null);
  const total = images.length;
  const go = (delta: number) => onIndexChange(wrapIndex(index + delta, total));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      go(event.key === "ArrowLeft" ? -1 : 1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  const roundButton =
    "glass text-fg hover:text-accent hover:border-accent grid place-items-center rounded-full shadow-lg shadow-black/10 transition-colors";

  return (
    <FullScreenDialog
      title={title}
      closeLabel="Close gallery"
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="bg-canvas/95 backdrop:bg-canvas/80 backdrop-blur-xl backdrop:backdrop-blur-sm"
      actions={
        <p aria-live="polite" className="text-fg-muted font-mono text-sm tabular-nums">
          {`${index + 1} / ${total}`}
        </p>
      }
    >
      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-3 py-2 sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          key={images[index]}
          src={images[index]}
          alt={galleryAlt(title, index, total, alts?.[index])}
          className="border-glass-border max-h-full max-w-full rounded-xl border object-contain shadow-2xl shadow-black/30"
        />
        <button
          type="button"
          onClick={() => go(-1)}
          aria-label="Previous image"
          className={cn(roundButton, "absolute top-1/2 left-2 size-11 -translate-y-1/2 sm:left-5 sm:size-12")}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          aria-label="Next image"
          className={cn(roundButton, "absolute top-1/2 right-2 size-11 -translate-y-1/2 sm:right-5 sm:size-12")}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      </div>

      <ul aria-label="Thumbnails" className="flex justify-center gap-2 overflow-x-auto px-4 pt-2 pb-5 sm:gap-3">
        {images.map((src, i) => (
          <li key={src} className="shrink-0">
            <button
              type="button"
              onClick={() => onIndexChange(i)}
              aria-label={`Show image ${i + 1} of ${total}`}
              aria-current={i === index ? "true" : undefined}
              className={cn(
                "block overflow-hidden rounded-lg border-2 transition",
                i === index ? "border-accent" : "border-transparent opacity-60 hover:opacity-100",
              )}
            >
              <img
                src={src}
                alt=""
                width={96}
                height={64}
                decoding="async"
                className="h-12 w-18 object-cover sm:h-16 sm:w-24"
              />
            </button>
          </li>
        ))}
      </ul>
    </FullScreenDialog>
  );
}

import { useCallback, useState, useSyncExternalStore, type MouseEvent } from "react";
import { cn } from "../../lib/cn";
import { GalleryViewer } from "./GalleryViewer";
import { galleryAlt } from "./project-filters";

interface Props {
  /** The project's title: the viewer's label, and the alt text of images without their own. */
  title: string;
  /** Two or more image URLs (the page shows no gallery otherwise). */
  images: string[];
  /** The owner's alt text of each image (same order as images; "" or missing: the title stands in). */
  alts?: readonly string[] | null;
  /** Resized variants of each image for the grid, when the page has them (same order as images). */
  thumbnailSrcsets?: (string | null)[];
}

/** A grid cell's width: half the gallery card on phones, a third of it from lg. */
const THUMB_SIZES = "(min-width: 1024px) 250px, calc(50vw - 50px)";

const subscribeNever = () => () => {};

/**
 * The detail page's gallery (island, client:interaction): 2 columns, 3 on wide screens. Each image
 * is a plain link to the full image, which is all there is without JavaScript. The island wakes
 * when the visitor reaches for it, and a click that lands while its code loads is held and
 * replayed: a link opens the full-screen viewer, and closing it puts focus back on that link.
 */
export default function ProjectGallery({ title, images, alts, thumbnailSrcsets }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, download) do what links do.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpenIndex(index);
  };
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {images.map((src, index) => (
          <li key={src}>
            <a
              href={src}
              onClick={open(index)}
              aria-haspopup={hydrated ? "dialog" : undefined}
              className={cn(
                "group border-glass-border bg-canvas-secondary relative block overflow-hidden rounded-xl border shadow-lg shadow-black/5",
                "hover:border-accent/60 focus-visible:border-accent transition-colors",
              )}
            >
              <img
                loading="lazy"
                decoding="async"
                sizes={thumbnailSrcsets?.[index] ? THUMB_SIZES : undefined}
                srcSet={thumbnailSrcsets?.[index] ?? undefined}
                src={src}
                alt={galleryAlt(title, index, images.length, alts?.[index])}
                width={1200}
                height={800}
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 ease-out motion-safe:group-hover:scale-105"
              />
            </a>
          </li>
        ))}
      </ul>
      {openIndex !== null && (
        <GalleryViewer
          title={title}
          images={images}
          alts={alts}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={close}
        />
      )}
    </>
  );
}

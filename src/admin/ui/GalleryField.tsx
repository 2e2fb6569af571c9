import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { ADMIN_FORM_MESSAGES, isImageUrl } from "../../lib/validation/admin-forms";
import { TextField } from "./fields";
import { AltTextField, ImageFilePicker, ImageThumbnail, UrlDisclosure, useImageUploader } from "./ImageField";

/** One gallery image as the form holds it. The URL is its identity: a gallery holds an image once. */
export interface GalleryImage {
  src: string;
  alt: string;
}

/** The most images a gallery holds (the shared schema's limit). */
const MAX_IMAGES = 20;

export const GALLERY_MESSAGES = {
  duplicate: "This image is already in the gallery",
  full: ADMIN_FORM_MESSAGES.maxGallery,
} as const;

type Direction = "up" | "down";

/** How screen readers hear an image: by its alt text, else by its place. */
const imageName = (image: GalleryImage, index: number) => (image.alt.trim() ? image.alt.trim() : `Image ${index + 1}`);

interface Props {
  images: readonly GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  /** The message an image's empty alt text field shows, when alt text is required now (publishing). */
  altMissing?: string | null;
}

/**
 * A project's gallery: images added by uploading files (several at once) or by URL, each with its
 * alt text, put in order by dragging a row's handle (pointer, or Space and the arrow keys) or with
 * its Move up / Move down buttons. A moved row's button keeps the focus, and screen readers hear
 * every move (dnd-kit's announcements while dragging, a live region for the buttons).
 */
export function GalleryField({ images, onChange, altMissing }: Props) {
  const { inputRef, progress, problem, upload } = useImageUploader();
  const legendId = useId();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState("");
  const [url, setUrl] = useState("");
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);
  // Uploads finish one after another: each adds to the gallery as it is when it finishes.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.map((image) => image.src);
  const full = images.length >= MAX_IMAGES;

  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    buttons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const add = (src: string): string | null => {
    const current = latest.current;
    if (current.some((image) => image.src === src)) return GALLERY_MESSAGES.duplicate;
    if (current.length >= MAX_IMAGES) return GALLERY_MESSAGES.full;
    const next = [...current, { src, alt: "" }];
    latest.current = next;
    onChange(next);
    return null;
  };

  const move = (index: number, direction: Direction) => {
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= images.length) return;
    const moved = images[index]!;
    onChange(arrayMove([...images], index, target));
    focusAfterMove.current = `${moved.src}|${direction}`;
    setAnnouncement(`${imageName(moved, index)} moved to position ${target + 1} of ${images.length}.`);
  };

  const remove = (index: number) => {
    const removed = images[index]!;
    onChange(images.filter((_, i) => i !== index));
    setAnnouncement(`${imageName(removed, index)} removed from the gallery.`);
  };

  const position = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const index = position(id);
    return index >= 0 ? imageName(images[index]!, index) : "The image";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${position(active.id) + 1}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id) + 1} of ${ids.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was moved to position ${position(over.id) + 1} of ${ids.length}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove([...images], position(active.id), position(over.id)));
  };

  const addUrl = () => {
    const address = url.trim();
    const problem = isImageUrl(address) ? add(address) : ADMIN_FORM_MESSAGES.invalidUrl;
    setUrlProblem(problem);
    if (!problem) setUrl("");
  };

  return (
    <fieldset aria-labelledby={legendId} aria-describedby={hintId} className="min-w-0">
      <legend id={legendId} className="text-fg text-sm font-medium">
        Gallery
      </legend>
      <p id={hintId} className="text-fg-muted mt-0.5 text-xs">
        Optional, up to 20 images; the page shows a gallery from two. Drag an image by its handle, or use Move up and
        Move down, to change the order.
      </p>
      {images.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "To move an image, press Space or Enter, use the arrow keys to choose its new place, then press Space or Enter again. Escape cancels.",
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol aria-label="Gallery images" className="mt-3 flex flex-col gap-3">
              {images.map((image, index) => (
                <GalleryRow
                  key={image.src}
                  image={image}
                  index={index}
                  total={images.length}
                  altMissing={altMissing}
                  buttonRef={(direction, element) => {
                    const key = `${image.src}|${direction}`;
                    if (element) buttons.current.set(key, element);
                    else buttons.current.delete(key);
                  }}
                  onAlt={(alt) => onChange(images.map((item, i) => (i === index ? { ...item, alt } : item)))}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => remove(index)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className="mt-3 flex flex-col gap-3">
        <ImageFilePicker
          inputRef={inputRef}
          progress={progress}
          problem={problem}
          label="Add gallery images"
          name="gallery_files"
          multiple
          onFiles={(files) =>
            void upload(files.slice(0, Math.max(0, MAX_IMAGES - latest.current.length)), (src) => add(src))
          }
        />
        <UrlDisclosure>
          <div className="flex flex-wrap items-end gap-2">
            <TextField
              label="Gallery image URL"
              name="gallery_url"
              value={url}
              onValueChange={(value) => {
                setUrl(value);
                setUrlProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addUrl();
                }
              }}
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder="https://"
              aria-invalid={urlProblem ? true : undefined}
              hint={
                urlProblem ? (
                  <span className="font-medium text-red-700 dark:text-red-300">{urlProblem}</span>
                ) : undefined
              }
              fieldClassName="min-w-48 flex-1"
            />
            <button
              type="button"
              onClick={addUrl}
              disabled={full}
              className={buttonStyles({ variant: "outline", size: "sm", className: "mb-0.5" })}
            >
              <Plus aria-hidden="true" />
              Add image URL
            </button>
          </div>
        </UrlDisclosure>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

function GalleryRow({
  image,
  index,
  total,
  altMissing,
  buttonRef,
  onAlt,
  onMove,
  onRemove,
}: {
  image: GalleryImage;
  index: number;
  total: number;
  altMissing?: string | null;
  buttonRef: (direction: Direction, element: HTMLButtonElement | null) => void;
  onAlt: (alt: string) => void;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.src,
  });
  const number = index + 1;
  const moveButton = (direction: Direction) => {
    const edge = direction === "up" ? index === 0 : index === total - 1;
    const Icon = direction === "up" ? ArrowUp : ArrowDown;
    return (
      <button
        ref={(element) => buttonRef(direction, element)}
        type="button"
        // aria-disabled, not disabled: the button keeps the focus when the image reaches the end.
        aria-disabled={edge || undefined}
        onClick={() => {
          if (!edge) onMove(direction);
        }}
        className={buttonStyles({
          variant: "ghost",
          size: "sm",
          className: "h-8 px-2.5 aria-disabled:cursor-not-allowed aria-disabled:opacity-40",
        })}
      >
        <Icon aria-hidden="true" />
        {direction === "up" ? "Move up" : "Move down"}
        <span className="sr-only">{`: image ${number}`}</span>
      </button>
    );
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="gallery-image"
      data-src={image.src}
      className={cn(
        "border-glass-border bg-canvas/60 flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-start",
        isDragging && "border-accent relative z-10 shadow-xl",
      )}
    >
      <div className="flex shrink-0 items-center gap-2">
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`Drag image ${number}`}
          className="text-fg-muted hover:text-accent grid size-8 cursor-grab touch-none place-items-center rounded-lg active:cursor-grabbing [&_svg]:size-4"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" />
        </button>
        <ImageThumbnail src={image.src} className="w-28" />
      </div>
      <div className="min-w-0 flex-1">
        <AltTextField
          label={`Alt text for gallery image ${number}`}
          name={`gallery_alt_${number}`}
          value={image.alt}
          onValueChange={onAlt}
          error={altMissing && image.alt.trim() === "" ? altMissing : null}
        />
      </div>
      <div className="flex shrink-0 flex-wrap gap-1 sm:flex-col">
        {moveButton("up")}
        {moveButton("down")}
        <button
          type="button"
          onClick={onRemove}
          className={buttonStyles({
            variant: "ghost",
            size: "sm",
            className: "h-8 px-2.5 hover:bg-red-500/10 hover:text-red-600 dark:hover:text-red-400",
          })}
        >
          <Trash2 aria-hidden="true" />
          Remove
          <span className="sr-only">{`: image ${number}`}</span>
        </button>
      </div>
    </li>
  );
}

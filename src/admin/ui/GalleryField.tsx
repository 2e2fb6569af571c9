import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { ADMIN_FORM_MESSAGES, isImageUrl } from "../../lib/validation/admin-forms";
import { OrderedList } from "../kit/OrderedList";
import { TextField } from "./fields";
import { AltTextField, ImageFilePicker, ImageThumbnail, URL_INPUT, UrlDisclosure } from "./ImageField";

/** The URL is its identity: a gallery holds an image once. */
export interface GalleryImage {
  src: string;
  alt: string;
}

const MAX_IMAGES = 20;

const imageName = (image: GalleryImage, index: number) => (image.alt.trim() ? image.alt.trim() : `Image ${index + 1}`);

const CONTROL_NAMES = { up: "Move up", down: "Move down", remove: "Remove" } as const;

interface Props {
  images: readonly GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  altMissing?: string | null;
}

export function GalleryField({ images, onChange, altMissing }: Props) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  // Uploads finish one after another: each adds to the gallery as it is when it finishes.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const add = (src: string): string | null => {
    const current = latest.current;
    if (current.some((image) => image.src === src)) return "This image is already in the gallery";
    if (current.length >= MAX_IMAGES) return ADMIN_FORM_MESSAGES.maxGallery;
    const next = [...current, { src, alt: "" }];
    latest.current = next;
    onChange(next);
    return null;
  };

  const addUrl = () => {
    const address = url.trim();
    const problem = isImageUrl(address) ? add(address) : ADMIN_FORM_MESSAGES.invalidUrl;
    setUrlProblem(problem);
    if (!problem) setUrl("");
  };

  return (
    <fieldset aria-labelledby={`${id}-legend`} aria-describedby={`${id}-hint`} className="min-w-0">
      <legend id={`${id}-legend`} className="text-fg text-sm font-medium">
        Gallery
      </legend>
      <p id={`${id}-hint`} className="text-fg-muted mt-0.5 text-xs">
        Optional, up to 20 images; the page shows a gallery from two. Drag an image by its handle, or use Move up and
        Move down, to change the order.
      </p>
      <OrderedList
        items={images}
        idOf={(image) => image.src}
        onChange={onChange}
        nameOf={imageName}
        label={(control, n) => (control === "drag" ? `Drag image ${n}` : `${CONTROL_NAMES[control]}: image ${n}`)}
        removable
        rowProps={(image) => ({ "data-testid": "gallery-image", "data-src": image.src })}
        listLabel="Gallery images"
        className="mt-3"
      >
        {(image, index) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <ImageThumbnail src={image.src} className="w-28 shrink-0" />
            <div className="min-w-0 flex-1">
              <AltTextField
                label={`Alt text for gallery image ${index + 1}`}
                name={`gallery_alt_${index + 1}`}
                value={image.alt}
                onValueChange={(alt) => onChange(images.map((item, i) => (i === index ? { ...item, alt } : item)))}
                error={altMissing && image.alt.trim() === "" ? altMissing : null}
              />
            </div>
          </div>
        )}
      </OrderedList>
      <div className="mt-3 flex flex-col gap-3">
        <ImageFilePicker
          label="Add gallery images"
          name="gallery_files"
          multiple
          select={(files) => files.slice(0, Math.max(0, MAX_IMAGES - latest.current.length))}
          onUploaded={add}
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
              {...URL_INPUT}
              error={urlProblem}
              fieldClassName="min-w-48 flex-1"
            />
            <button
              type="button"
              onClick={addUrl}
              disabled={images.length >= MAX_IMAGES}
              className={buttonStyles({ variant: "outline", size: "sm", className: "mb-0.5" })}
            >
              <Plus aria-hidden="true" />
              Add image URL
            </button>
          </div>
        </UrlDisclosure>
      </div>
    </fieldset>
  );
}

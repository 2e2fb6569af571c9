import { ImageIcon, Trash2 } from "lucide-react";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { IMAGE_ACCEPT } from "../../lib/validation/admin-forms";
import { imageFileProblem, uploadImage, type ProgressListener } from "../data/upload";
import { useFileUpload } from "../kit/resource/use-file-upload";
import { FieldLabel, TextField } from "./fields";
import { FilePicker, UploadProgress } from "./FilePicker";

/** An image uploaded to the site's storage, locally or on Supabase. */
const STORED_IMAGE = /\/storage\/v1\/object\/public\//;

const IMAGE_FILE_HINT = "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.";
export const ALT_TEXT_HINT = "Describe what the image shows, for people who cannot see it. Required to publish.";
export const URL_INPUT = { type: "url", inputMode: "url", spellCheck: false, placeholder: "https://" } as const;

export function useImageUploader() {
  const { inputRef, progress, uploading, run } = useFileUpload();
  const [problem, setProblem] = useState<string | null>(null);

  /** One after the other; if any file is refused none is sent. The input is emptied, so a file can be chosen again. */
  const upload = async (files: readonly File[], onUploaded: (url: string) => void) => {
    const refused = files.map(imageFileProblem).find((message) => message !== null) ?? null;
    setProblem(refused);
    for (const file of refused ? [] : files) {
      const upload = async (onProgress: ProgressListener) => onUploaded(await uploadImage(file, onProgress));
      if (!(await run(upload, "Upload failed"))) break;
    }
    if (inputRef.current) inputRef.current.value = "";
  };

  return { inputRef, progress, uploading, problem, upload };
}

/** `select` picks the files to send of those chosen. */
export function ImageFilePicker({
  label,
  name,
  multiple,
  select = (files) => files,
  onUploaded,
}: {
  label: string;
  name: string;
  multiple?: boolean;
  select?: (files: File[]) => File[];
  onUploaded: (url: string) => void;
}) {
  const { inputRef, progress, uploading, problem, upload } = useImageUploader();
  return (
    <div>
      <FilePicker
        ref={inputRef}
        label={label}
        name={name}
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hint={IMAGE_FILE_HINT}
        disabled={uploading}
        error={problem}
        onFile={(_, files) => void upload(select(files), onUploaded)}
      />
      {progress !== null && <UploadProgress fraction={progress} label="Uploading image" />}
    </div>
  );
}

export function UrlDisclosure({ children, open }: { children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group">
      <summary className="text-fg-muted hover:text-accent w-fit cursor-pointer text-xs font-medium select-none">
        Use a URL instead
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

export function ImageThumbnail({ src, className }: { src: string; className?: string }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={192}
      height={128}
      decoding="async"
      className={cn("border-glass-border bg-canvas-secondary aspect-[3/2] rounded-lg border object-cover", className)}
    />
  ) : (
    <div
      aria-hidden="true"
      className={cn(
        "border-glass-border bg-canvas-secondary/60 text-fg-muted grid aspect-[3/2] place-items-center rounded-lg border border-dashed",
        className,
      )}
    >
      <ImageIcon className="size-6" />
    </div>
  );
}

export const AltTextField = (props: ComponentProps<typeof TextField>) => (
  <TextField maxLength={500} hint={ALT_TEXT_HINT} {...props} />
);

interface ImageFieldProps {
  label: string;
  name: string;
  src: string;
  alt: string;
  onSrcChange: (src: string) => void;
  onAltChange: (alt: string) => void;
  required?: boolean;
  altMissing?: string | null;
  className?: string;
}

export function ImageField({
  label,
  name,
  src,
  alt,
  onSrcChange,
  onAltChange,
  required,
  altMissing,
  className,
}: ImageFieldProps) {
  const legendId = useId();
  const hasImage = src.trim() !== "";
  // An image linked from elsewhere shows its address when the form opens; an uploaded one does not.
  const [linked] = useState(() => hasImage && !STORED_IMAGE.test(src));
  // A new image needs its own description: the alt text of the one it replaces is cleared.
  const replace = (url: string) => {
    onSrcChange(url);
    onAltChange("");
  };

  return (
    <fieldset aria-labelledby={legendId} className={cn("min-w-0", className)}>
      <FieldLabel as="legend" id={legendId} required={required}>
        {label}
      </FieldLabel>
      <div className="mt-1.5 flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col items-start gap-2">
          <ImageThumbnail src={hasImage ? src : ""} className="w-48" />
          {hasImage && (
            <button
              type="button"
              onClick={() => replace("")}
              className={buttonStyles({ variant: "ghost", size: "sm", className: "h-8 px-3" })}
            >
              <Trash2 aria-hidden="true" />
              {`Remove ${label.toLowerCase()}`}
            </button>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <ImageFilePicker label={`${label} file`} name={`${name}_file`} onUploaded={replace} />
          {hasImage && (
            <AltTextField
              label={`${label} alt text`}
              name={`${name}_alt`}
              value={alt}
              onValueChange={onAltChange}
              error={altMissing && alt.trim() === "" ? altMissing : null}
            />
          )}
          <UrlDisclosure open={linked}>
            <TextField label={`${label} URL`} name={name} value={src} onValueChange={onSrcChange} {...URL_INPUT} />
          </UrlDisclosure>
        </div>
      </div>
    </fieldset>
  );
}

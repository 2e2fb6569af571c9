import { ImageIcon, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { buttonStyles } from "../../components/ui/button-styles";
import { cn } from "../../lib/cn";
import { IMAGE_ACCEPT } from "../../lib/validation/admin-forms";
import { imageFileProblem, uploadImage } from "../data/upload";
import { useFileUpload } from "../resource/use-file-upload";
import { FieldLabel, TextField } from "./fields";
import { FilePicker, UploadProgress } from "./FilePicker";

/** The address of an image in the site's storage (uploaded), locally or on Supabase. */
const STORED_IMAGE = /\/storage\/v1\/object\/public\//;

/** What the image pickers tell the owner about the files they take. */
export const IMAGE_FILE_HINT = "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.";
export const ALT_TEXT_HINT = "Describe what the image shows, for people who cannot see it. Required to publish.";

export interface ImageUploader {
  /** The file input (emptied after each choice, so the same file can be chosen again). */
  inputRef: ReturnType<typeof useFileUpload>["inputRef"];
  /** Fraction 0–1 of the current file sent, or null when nothing is uploading. */
  progress: number | null;
  uploading: boolean;
  /** Why the last chosen file was refused before uploading (its type or size), or null. */
  problem: string | null;
  /**
   * Uploads the files one after the other, calling `onUploaded` with each one's public URL. A
   * file that is not an accepted image is refused (`problem`) and none is sent; a failed upload
   * shows a toast with the server's message and stops there.
   */
  upload: (files: readonly File[], onUploaded: (url: string, file: File) => void) => Promise<void>;
}

/** Image uploads from a file input (or a paste or a drop), with progress and refusals. */
export function useImageUploader(): ImageUploader {
  const { inputRef, progress, uploading, run } = useFileUpload();
  const [problem, setProblem] = useState<string | null>(null);

  const upload: ImageUploader["upload"] = async (files, onUploaded) => {
    const refused = files.map(imageFileProblem).find((message) => message !== null) ?? null;
    setProblem(refused);
    if (files.length === 0 || refused) {
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    for (const file of files) {
      let failed = false;
      await run(async (onProgress) => {
        try {
          onUploaded(await uploadImage(file, onProgress), file);
        } catch (error) {
          failed = true;
          throw error;
        }
      }, "Upload failed");
      if (failed) break;
    }
    if (inputRef.current) inputRef.current.value = "";
  };

  return { inputRef, progress, uploading, problem, upload };
}

/** An image file picker (the uploader's input, progress and refusal) for one image or several. */
export function ImageFilePicker({
  inputRef,
  progress,
  problem,
  label,
  name,
  multiple,
  onFiles,
}: Pick<ImageUploader, "inputRef" | "progress" | "problem"> & {
  label: string;
  name: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const problemId = useId();
  return (
    <div>
      <FilePicker
        ref={inputRef}
        label={label}
        name={name}
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hint={IMAGE_FILE_HINT}
        disabled={progress !== null}
        invalid={problem !== null}
        errorId={problem ? problemId : undefined}
        onFiles={onFiles}
      />
      <UploadState progress={progress} problem={problem} problemId={problemId} />
    </div>
  );
}

/** An image upload's progress, and why the chosen file was refused (announced). */
export function UploadState({
  progress,
  problem,
  problemId,
}: {
  progress: number | null;
  problem: string | null;
  problemId?: string;
}) {
  return (
    <>
      {progress !== null && <UploadProgress fraction={progress} label="Uploading image" />}
      {problem && (
        <p id={problemId} role="alert" className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </>
  );
}

/** A small disclosure for typing an image's address instead of uploading it. */
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

/** A thumbnail of a chosen image (or an empty tile), its space fixed at 3:2. */
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

/** The alt text field of one image; `error` (shown instead of the hint) marks it invalid. */
export function AltTextField({
  label,
  name,
  value,
  onValueChange,
  error,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onValueChange={onValueChange}
      maxLength={500}
      aria-invalid={error ? true : undefined}
      hint={error ? <span className="font-medium text-red-700 dark:text-red-300">{error}</span> : ALT_TEXT_HINT}
    />
  );
}

interface ImageFieldProps {
  /** "Image" or "Featured image": names the parts ("Image file", "Image alt text", "Image URL"). */
  label: string;
  /** The form value's name ("image"); the alt text is `{name}_alt`. */
  name: string;
  src: string;
  alt: string;
  onSrcChange: (src: string) => void;
  onAltChange: (alt: string) => void;
  required?: boolean;
  /** The message the alt text field shows while it is empty, when alt text is required now (publishing). */
  altMissing?: string | null;
  className?: string;
}

/**
 * One image of a form: chosen by uploading a file (a thumbnail shows it, with Remove; choosing
 * another file replaces it, and clears the alt text), its alt text, and a 'Use a URL instead'
 * disclosure to type an address.
 */
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
  const { inputRef, progress, problem, upload } = useImageUploader();
  const legendId = useId();
  const hasImage = src.trim() !== "";
  // An image linked from elsewhere shows its address when the form opens; an uploaded one does not.
  const [linked] = useState(() => hasImage && !STORED_IMAGE.test(src));

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
              onClick={() => {
                onSrcChange("");
                onAltChange("");
              }}
              className={buttonStyles({ variant: "ghost", size: "sm", className: "h-8 px-3" })}
            >
              <Trash2 aria-hidden="true" />
              {`Remove ${label.toLowerCase()}`}
            </button>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <ImageFilePicker
            inputRef={inputRef}
            progress={progress}
            problem={problem}
            label={`${label} file`}
            name={`${name}_file`}
            onFiles={(files) =>
              // A new image needs its own description: the alt text of the one it replaces is cleared.
              void upload(files.slice(0, 1), (url) => {
                onSrcChange(url);
                onAltChange("");
              })
            }
          />
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
            <TextField
              label={`${label} URL`}
              name={name}
              value={src}
              onValueChange={onSrcChange}
              type="url"
              inputMode="url"
              spellCheck={false}
              placeholder="https://"
            />
          </UrlDisclosure>
        </div>
      </div>
    </fieldset>
  );
}

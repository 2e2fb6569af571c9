import { Upload } from "lucide-react";
import { forwardRef, useId } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { fieldStyles } from "./fields";

export const FilePicker = forwardRef<
  HTMLInputElement,
  {
    label: string;
    name: string;
    accept?: string;
    hint?: string;
    disabled?: boolean;
    multiple?: boolean;
    invalid?: boolean;
    errorId?: string;
    onFile?: (file: File | null) => void;
    onFiles?: (files: File[]) => void;
  }
>(function FilePicker({ label, name, accept, hint, disabled, multiple, invalid, errorId, onFile, onFiles }, ref) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errorId ?? null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="text-fg text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        multiple={multiple}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          onFile?.(files[0] ?? null);
          onFiles?.(files);
        }}
        className={cn(
          fieldStyles,
          "file:bg-accent file:text-accent-fg cursor-pointer py-2 file:mr-3 file:rounded-full file:border-0 file:px-4 file:py-1.5 file:text-sm file:font-medium",
        )}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
});

export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-3">
      <div className="text-fg-muted mb-1 flex justify-between text-xs">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="bg-glass-secondary h-2 overflow-hidden rounded-full"
      >
        <div className="bg-accent h-full rounded-full transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function UploadButton({
  uploading,
  label,
  className,
}: {
  uploading: boolean;
  label: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={uploading} className={buttonStyles({ className })}>
      <Upload aria-hidden="true" />
      {uploading ? "Uploading..." : label}
    </button>
  );
}

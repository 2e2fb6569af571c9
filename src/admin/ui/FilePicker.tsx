import { Upload } from "lucide-react";
import { useId, type Ref } from "react";
import { cn } from "../../lib/cn";
import { buttonStyles } from "../../components/ui/button-styles";
import { FieldShell, fieldStyles } from "./fields";

interface FilePickerProps {
  ref?: Ref<HTMLInputElement>;
  label: string;
  name: string;
  accept?: string;
  hint?: string;
  disabled?: boolean;
  multiple?: boolean;
  error?: string | null;
  onFile: (file: File | null, files: File[]) => void;
}

export function FilePicker({ ref, label, name, hint, error, onFile, ...props }: FilePickerProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <FieldShell id={id} label={label} hint={hint}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null, [...(event.target.files ?? [])])}
        className={cn(
          fieldStyles,
          "file:bg-accent file:text-accent-fg cursor-pointer py-2 file:mr-3 file:rounded-full file:border-0 file:px-4 file:py-1.5 file:text-sm file:font-medium",
        )}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </FieldShell>
  );
}

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

/** Submits its form; with `onClick`, a button of its own (inside another form). */
export function UploadButton({
  uploading,
  label,
  className,
  onClick,
}: {
  uploading: boolean;
  label: string;
  className?: string;
  onClick?: () => void;
}) {
  return (
    <button
      type={onClick ? "button" : "submit"}
      onClick={onClick}
      disabled={uploading}
      className={buttonStyles({ className })}
    >
      <Upload aria-hidden="true" />
      {uploading ? "Uploading..." : label}
    </button>
  );
}

import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "../../lib/cn";

export const fieldStyles =
  "border-glass-border bg-canvas/60 text-fg placeholder:text-fg-muted mt-1.5 block w-full rounded-xl border px-3.5 py-2.5 text-base sm:text-sm transition-colors outline-none focus:border-accent focus:ring-accent/30 focus:ring-2 aria-invalid:border-red-500 aria-invalid:ring-2 aria-invalid:ring-red-500/30 disabled:opacity-60";

type FieldLabelProps = {
  as?: "label" | "legend" | "span";
  required?: boolean;
  id?: string;
  htmlFor?: string;
  children: ReactNode;
};

/** The required mark is hidden from assistive technology: the control itself says it is required. */
export function FieldLabel({ as: Tag = "label", required, children, ...props }: FieldLabelProps) {
  return (
    <Tag className="text-fg text-sm font-medium" {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-accent ml-0.5">
          *
        </span>
      )}
    </Tag>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The hint's id is the control's with `-hint`. */
export function FieldShell({ id, label, hint, required, className, children }: FieldShellProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted mt-1.5 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & FieldProps;
type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value"> & FieldProps;
type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> &
  FieldProps & { options: readonly { value: string; label: string }[] };

/** Splits a field's props into its shell's and its control's. The shared schema, not the browser, checks `required`. */
function useFieldParts<Rest extends object>({
  label,
  name,
  value,
  onValueChange,
  hint: givenHint,
  error,
  fieldClassName,
  id,
  required,
  ...rest
}: FieldProps & { id?: string; required?: boolean } & Rest) {
  const generated = useId();
  const fieldId = id ?? `${generated}-${name}`;
  const hint = error ? <span className="font-medium text-red-700 dark:text-red-300">{error}</span> : givenHint;
  return {
    shell: { id: fieldId, label, hint, required, className: fieldClassName },
    control: {
      id: fieldId,
      name,
      value,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        onValueChange(event.target.value),
      "aria-describedby": hint ? `${fieldId}-hint` : undefined,
      "aria-required": required || undefined,
      "aria-invalid": error ? true : undefined,
      ...rest,
    },
  };
}

export function TextField({ className, ...props }: TextFieldProps) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <input {...control} className={cn(fieldStyles, className)} />
    </FieldShell>
  );
}

export function TextAreaField({ className, rows = 4, ...props }: TextAreaFieldProps) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} className={cn(fieldStyles, "resize-y", className)} />
    </FieldShell>
  );
}

export function SelectField({ className, options, ...props }: SelectFieldProps) {
  const { shell, control } = useFieldParts(props);
  return (
    <FieldShell {...shell}>
      <select {...control} className={cn(fieldStyles, className)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface SwitchProps {
  label: string;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function Switch({ label, name, checked, onCheckedChange }: SwitchProps) {
  const id = `${useId()}-${name}`;
  return (
    <div className="flex items-center gap-3">
      <button
        id={id}
        name={name}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "border-glass-border relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60",
          checked ? "bg-accent border-accent" : "bg-fg-muted/35",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "inline-block size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none",
            checked ? "translate-x-6" : "translate-x-1",
          )}
        />
      </button>
      <label htmlFor={id} className="text-fg cursor-pointer text-sm font-medium">
        {label}
      </label>
    </div>
  );
}

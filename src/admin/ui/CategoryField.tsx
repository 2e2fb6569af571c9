import { useId, useState, type ReactNode } from "react";
import { distinctCategories, existingCategory } from "../../lib/validation/categories";
import { FieldShell, fieldStyles, TextField } from "./fields";

/** 'New category…': no stored value can hold a NUL character. */
const NEW = "\u0000new";

/** A new name matching a listed one but for case and spaces is stored in the listed spelling. */
export function CategoryField({
  label,
  name,
  value,
  onValueChange,
  choices,
  placeholder,
  allowNew = false,
  required,
  disabled,
  hint,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly { value: string; label: string }[];
  placeholder: string;
  allowNew?: boolean;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const values = choices.map((choice) => choice.value);
  const listed = values.includes(value);
  const [adding, setAdding] = useState(allowNew && value !== "" && !listed);
  const match = adding ? existingCategory(value, values) : undefined;
  const choose = (selected: string) => {
    const isNew = allowNew && selected === NEW;
    setAdding(isNew);
    onValueChange(isNew ? "" : selected);
  };

  return (
    <div className="space-y-3">
      <FieldShell id={id} label={label} hint={hint} required={required}>
        <select
          id={id}
          name={adding ? undefined : name}
          value={adding ? NEW : listed ? value : ""}
          onChange={(event) => choose(event.target.value)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className={fieldStyles}
        >
          <option value="" disabled={required}>
            {placeholder}
          </option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
          {allowNew && <option value={NEW}>New category…</option>}
        </select>
      </FieldShell>
      {adding && (
        <TextField
          label="New category name"
          name={name}
          value={value}
          onValueChange={onValueChange}
          required={required}
          disabled={disabled}
          maxLength={100}
          hint={match && `Matches the existing category “${match}”, which will be used.`}
        />
      )}
    </div>
  );
}

export const categoryOptions = (shipped: readonly string[], items: readonly { category: string }[] = []) => ({
  choices: distinctCategories([...shipped, ...items.map((item) => item.category)]).map((category) => ({
    value: category,
    label: category,
  })),
  placeholder: "Choose a category",
  allowNew: true,
  required: true,
});

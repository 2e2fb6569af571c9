import { useId, useState, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { existingCategory } from "../../lib/validation/categories";
import { FieldShell, fieldStyles, TextField } from "./fields";

/** One choice of the list: what is stored, and what the list shows (a project's title, say). */
export interface Choice {
  value: string;
  label: string;
}

/** The select's value of 'New category…': no stored value can hold a NUL character. */
const NEW = "\u0000new";

/**
 * A value chosen from a list: a project's or a skill's category, a project file's project. The
 * select offers `choices`; with `allowNew`, its last choice, 'New category…', reveals a text
 * field for a new name. A new name that names a listed category ignoring case and spaces is told
 * so under the field, and the server stores it in the listed spelling: there is never a second
 * "Mechanical design" beside "Mechanical Design". The text field comes right after the select
 * (Tab reaches it), and is open from the start for a value that is not in the list (a draft
 * restored after a reload).
 */
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
  fieldClassName,
}: {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  /** The select's text while nothing is chosen, e.g. 'Choose a category'. */
  placeholder: string;
  allowNew?: boolean;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  fieldClassName?: string;
}) {
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const listed = choices.some((choice) => choice.value === value);
  const [adding, setAdding] = useState(allowNew && value !== "" && !listed);

  const match = adding
    ? existingCategory(
        value,
        choices.map((choice) => choice.value),
      )
    : undefined;
  const choose = (selected: string) => {
    const isNew = allowNew && selected === NEW;
    setAdding(isNew);
    onValueChange(isNew ? "" : selected);
  };

  return (
    <div className={cn("space-y-3", fieldClassName)}>
      <FieldShell id={id} label={label} hint={hint} hintId={hintId} required={required}>
        <select
          id={id}
          name={adding ? undefined : name}
          value={adding ? NEW : listed ? value : ""}
          onChange={(event) => choose(event.target.value)}
          disabled={disabled}
          aria-required={required || undefined}
          aria-describedby={hint ? hintId : undefined}
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

/** Categories as choices: each shown as it is stored. */
export const categoryChoices = (categories: readonly string[]): Choice[] =>
  categories.map((category) => ({ value: category, label: category }));

import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { firstAdminIssue } from "../../lib/validation/admin-forms";
import { clearDraft, loadDraft, saveDraft } from "../lib/drafts";

/** The keys of `Values` whose values are of type `T`. */
type KeysOf<Values, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values] & string;

/** How a text field shows a value that is not text (a list, one item per line), and reads it back. */
export interface TextFormat<T> {
  format: (value: T) => string;
  parse: (text: string) => T;
}

interface State<Values> {
  /** Whether the form is open (creating or editing). */
  open: boolean;
  values: Values;
  editingId: string | null;
  expectedUpdatedAt: string | null;
  /** True when the open form was restored from an unsaved draft after a reload. */
  restored: boolean;
  /** What the form opened with; null for a restored draft, which stays a draft until saved or discarded. */
  opened: Values | null;
}

/** What `useDraftForm` answers (for any `Values`: the resource screens leave theirs unconstrained). */
export type DraftForm<Values> = ReturnType<typeof useDraftForm<Values & object>>;

/** A form opening on `values`, with nothing restored. */
function fresh<V>(open: boolean, values: V, id: string | null = null, updatedAt: string | null = null): State<V> {
  return { open, values, editingId: id, expectedUpdatedAt: updatedAt, restored: false, opened: values };
}

function getIn(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);
}

/** A copy of `value` with `next` at `path`: the objects and arrays on the way are copied, the rest shared. */
function setIn<T>(value: T, path: string[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key!] = setIn(copy[key!], rest, next);
  return copy as T;
}

/**
 * A screen's form state, mirrored into sessionStorage on every change (per form) while it differs
 * from what the form opened with, and reopened from there when the screen loads after an
 * accidental reload: a form opened and left unchanged leaves no draft. A form that always shows one
 * stored row (the site settings) passes it as `row` and opens on it, unless a draft is restored.
 * Nested values are reached by dotted paths such as "hero.badges.2".
 */
export function useDraftForm<Values extends object>(
  formKey: string,
  empty: () => Values,
  row?: { id: string; updatedAt: string | null; values: Values },
) {
  const [state, setState] = useState<State<Values>>(() => {
    const draft = loadDraft<Values>(formKey);
    if (!draft) return row ? fresh(true, row.values, row.id, row.updatedAt) : fresh(false, empty());
    const values = { ...empty(), ...draft.values };
    return { ...fresh(true, values, draft.editingId, draft.expectedUpdatedAt), restored: true, opened: null };
  });
  /** The dotted path of the problem `check` found last. */
  const [invalid, setInvalid] = useState<string | null>(null);
  /** Whether the values differ from what the form opened with (a restored draft always does). */
  const dirty = state.opened === null || JSON.stringify(state.values) !== JSON.stringify(state.opened);

  useEffect(() => {
    if (!state.open) return;
    const { editingId, expectedUpdatedAt, values } = state;
    if (dirty) saveDraft(formKey, { editingId, expectedUpdatedAt, values });
    else clearDraft(formKey);
  }, [formKey, state, dirty]);

  /** Sets the value at a dotted path. */
  const setAt = (path: string, value: unknown) =>
    // Typing opens the form (the skills add form is always shown; its draft starts with the first key).
    setState((current) => ({ ...current, open: true, values: setIn(current.values, path.split("."), value) }));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setAt(String(key), value);
  const update = (change: (values: Values) => Values) =>
    setState((current) => ({ ...current, values: change(current.values) }));
  /** Starts the form over and forgets its draft at once (a form keyed by its row may remount next). */
  const restart = (next: State<Values>) => {
    clearDraft(formKey);
    setInvalid(null);
    setState(next);
  };
  const startNew = () => restart(fresh(true, empty()));
  const startEdit = (id: string, updatedAt: string | null, values: Values) =>
    restart(fresh(true, values, id, updatedAt));
  /** Closes the form and forgets its draft (after a successful save, or on cancel). */
  const close = () => restart(fresh(false, empty()));

  const at = (path: string) => getIn(state.values, path.split("."));
  const idOf = (path: string) => `${formKey}-${path.split(".").join("-")}`;

  /** A text field's name, value and change handler, to spread onto a TextField or TextAreaField. */
  const text = <K extends KeysOf<Values, string>>(key: K) => ({
    name: key,
    value: state.values[key] as string,
    onValueChange: (value: string) => set(key, value as Values[K]),
  });
  /** The same for the value at a dotted path, with an id, and aria-invalid while `check` blames it. */
  const field = <T = string>(path: string, as?: TextFormat<T>) => ({
    id: idOf(path),
    name: idOf(path),
    value: as ? as.format(at(path) as T) : String(at(path) ?? ""),
    onValueChange: (text: string) => setAt(path, as ? as.parse(text) : text),
    "aria-invalid": invalid === path || undefined,
  });
  /** A switch's name, state and change handler, to spread onto a Switch. */
  const toggle = <K extends KeysOf<Values, boolean>>(key: K) => ({
    name: key,
    checked: state.values[key] as boolean,
    onCheckedChange: (checked: boolean) => set(key, checked as Values[K]),
  });

  /**
   * Checks the values as `schema` takes them: on failure a 'Validation failed' toast with the first
   * problem, whose `field` is marked and focused, and null; else the parsed data.
   */
  const check = <Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | null => {
    const parsed = schema.safeParse(input);
    const path = parsed.error?.issues[0]?.path.map(String).join(".") ?? null;
    setInvalid(path);
    if (parsed.success) return parsed.data;
    toast.error("Validation failed", { description: firstAdminIssue(parsed.error) });
    // The problem's own field, else the first field inside it (a list's).
    const id = idOf(path ?? "");
    (document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]:is(input, textarea)`))?.focus();
    return null;
  };

  const { opened: _opened, ...form } = state;
  return { ...form, dirty, set, at, setAt, update, text, field, toggle, check, startNew, startEdit, close };
}

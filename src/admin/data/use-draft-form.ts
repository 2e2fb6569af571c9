import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { firstAdminIssue } from "../../lib/validation/admin-forms";
import { clearDraft, loadDraft, saveDraft } from "../lib/drafts";

type KeysOf<Values, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values] & string;

/** How a text field shows a value that is not text (a list, one item per line), and reads it back. */
export interface TextFormat<T> {
  format: (value: T) => string;
  parse: (text: string) => T;
}

interface State<Values> {
  open: boolean;
  values: Values;
  editingId: string | null;
  expectedUpdatedAt: string | null;
  restored: boolean;
  /** What the form opened with; null for a restored draft, which stays a draft until saved or discarded. */
  opened: Values | null;
}

export type DraftForm<Values> = ReturnType<typeof useDraftForm<Values & object>>;

function fresh<V>(open: boolean, values: V, id: string | null = null, updatedAt: string | null = null): State<V> {
  return { open, values, editingId: id, expectedUpdatedAt: updatedAt, restored: false, opened: values };
}

function getIn(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);
}

function setIn<T>(value: T, path: string[], next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key!] = setIn(copy[key!], rest, next);
  return copy as T;
}

export function validateOrToast<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  onIssue?: (path: string) => void,
): z.output<Schema> | null {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  toast.error("Validation failed", { description: firstAdminIssue(parsed.error) });
  onIssue?.(parsed.error.issues[0]?.path.map(String).join(".") ?? "");
  return null;
}

/** A form kept as a draft while changed, so a reload loses nothing. Paths are dotted: "hero.badges.2". */
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
  const [invalid, setInvalid] = useState<string | null>(null);
  /** A restored draft always counts as changed. */
  const dirty = state.opened === null || JSON.stringify(state.values) !== JSON.stringify(state.opened);

  useEffect(() => {
    if (!state.open) return;
    const { editingId, expectedUpdatedAt, values } = state;
    if (dirty) saveDraft(formKey, { editingId, expectedUpdatedAt, values });
    else clearDraft(formKey);
  }, [formKey, state, dirty]);

  const setAt = (path: string, value: unknown) =>
    // Typing opens the form (the skills add form is always shown; its draft starts with the first key).
    setState((current) => ({ ...current, open: true, values: setIn(current.values, path.split("."), value) }));
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setAt(String(key), value);
  const update = (change: (values: Values) => Values) =>
    setState((current) => ({ ...current, values: change(current.values) }));
  /** The draft is forgotten at once: a form keyed by its row may remount next. */
  const restart = (next: State<Values>) => {
    clearDraft(formKey);
    setInvalid(null);
    setState(next);
  };
  const startNew = () => restart(fresh(true, empty()));
  const startEdit = (id: string, updatedAt: string | null, values: Values) =>
    restart(fresh(true, values, id, updatedAt));
  const close = () => restart(fresh(false, empty()));

  const at = (path: string) => getIn(state.values, path.split("."));
  const idOf = (path: string) => `${formKey}-${path.split(".").join("-")}`;

  const text = <K extends KeysOf<Values, string>>(key: K) => ({
    name: key,
    value: state.values[key] as string,
    onValueChange: (value: string) => set(key, value as Values[K]),
  });
  const field = <T = string>(path: string, as?: TextFormat<T>) => ({
    id: idOf(path),
    name: idOf(path),
    value: as ? as.format(at(path) as T) : String(at(path) ?? ""),
    onValueChange: (text: string) => setAt(path, as ? as.parse(text) : text),
    "aria-invalid": invalid === path || undefined,
  });
  /** An image field's picture and its alt text, at two paths. */
  const image = (srcPath: string, altPath: string) => ({
    src: String(at(srcPath) ?? ""),
    alt: String(at(altPath) ?? ""),
    onSrcChange: (src: string) => setAt(srcPath, src),
    onAltChange: (alt: string) => setAt(altPath, alt),
  });
  const toggle = <K extends KeysOf<Values, boolean>>(key: K) => ({
    name: key,
    checked: state.values[key] as boolean,
    onCheckedChange: (checked: boolean) => set(key, checked as Values[K]),
  });

  /** Like `validateOrToast`, the problem's field marked and focused (a list's first field, for a list). */
  const check = <Schema extends z.ZodType>(schema: Schema, input: unknown) => {
    setInvalid(null);
    return validateOrToast(schema, input, (path) => {
      setInvalid(path);
      const id = idOf(path);
      (
        document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]:is(input, textarea)`)
      )?.focus();
    });
  };

  const { opened: _opened, ...form } = state;
  return { ...form, dirty, set, at, setAt, update, text, field, image, toggle, check, startNew, startEdit, close };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { clearDraft, loadDraft, saveDraft } from "../lib/drafts";

/** The keys of `Values` whose values are of type `T`. */
type KeysOf<Values, T> = { [K in keyof Values]: Values[K] extends T ? K : never }[keyof Values] & string;

export interface DraftForm<Values> {
  /** Whether the form is open (creating or editing). */
  open: boolean;
  values: Values;
  editingId: string | null;
  expectedUpdatedAt: string | null;
  /** True when the open form was restored from an unsaved draft after a reload. */
  restored: boolean;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  update: (change: (values: Values) => Values) => void;
  /** A text field's name, value and change handler, to spread onto a TextField or TextAreaField. */
  text: <K extends KeysOf<Values, string>>(
    key: K,
  ) => { name: K; value: string; onValueChange: (value: string) => void };
  /** A switch's name, state and change handler, to spread onto a Switch. */
  toggle: <K extends KeysOf<Values, boolean>>(
    key: K,
  ) => { name: K; checked: boolean; onCheckedChange: (checked: boolean) => void };
  startNew: () => void;
  startEdit: (id: string, updatedAt: string, values: Values) => void;
  /** Closes the form and forgets its draft (after a successful save, or on cancel). */
  close: () => void;
}

/**
 * A screen's form state, mirrored into sessionStorage on every change (per form) while it differs
 * from what the form opened with, and reopened from there when the screen loads after an
 * accidental reload: a form opened and left unchanged leaves no draft.
 */
export function useDraftForm<Values extends object>(formKey: string, empty: () => Values): DraftForm<Values> {
  const [state, setState] = useState(() => {
    const draft = loadDraft<Values>(formKey);
    return draft
      ? {
          open: true,
          values: { ...empty(), ...draft.values },
          editingId: draft.editingId,
          expectedUpdatedAt: draft.expectedUpdatedAt,
          restored: true,
          // What a restored draft started from is not known: it stays a draft until saved or discarded.
          opened: null as Values | null,
        }
      : { open: false, values: empty(), editingId: null, expectedUpdatedAt: null, restored: false, opened: empty() };
  });
  const emptyRef = useRef(empty);
  emptyRef.current = empty;

  useEffect(() => {
    if (!state.open) return;
    if (state.opened && JSON.stringify(state.values) === JSON.stringify(state.opened)) {
      clearDraft(formKey);
      return;
    }
    saveDraft(formKey, {
      editingId: state.editingId,
      expectedUpdatedAt: state.expectedUpdatedAt,
      values: state.values,
    });
  }, [formKey, state]);

  const set = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    // Typing opens the form (the skills add form is always shown; its draft starts with the first key).
    setState((current) => ({ ...current, open: true, values: { ...current.values, [key]: value } }));
  }, []);
  const update = useCallback((change: (values: Values) => Values) => {
    setState((current) => ({ ...current, values: change(current.values) }));
  }, []);
  const startNew = useCallback(() => {
    const values = emptyRef.current();
    setState({ open: true, values, editingId: null, expectedUpdatedAt: null, restored: false, opened: values });
  }, []);
  const startEdit = useCallback((id: string, updatedAt: string, values: Values) => {
    setState({ open: true, values, editingId: id, expectedUpdatedAt: updatedAt, restored: false, opened: values });
  }, []);
  const close = useCallback(() => {
    clearDraft(formKey);
    const values = emptyRef.current();
    setState({ open: false, values, editingId: null, expectedUpdatedAt: null, restored: false, opened: values });
  }, [formKey]);

  const text = <K extends KeysOf<Values, string>>(key: K) => ({
    name: key,
    value: state.values[key] as string,
    onValueChange: (value: string) => set(key, value as Values[K]),
  });
  const toggle = <K extends KeysOf<Values, boolean>>(key: K) => ({
    name: key,
    checked: state.values[key] as boolean,
    onCheckedChange: (checked: boolean) => set(key, checked as Values[K]),
  });

  const { opened: _opened, ...form } = state;
  return { ...form, set, update, text, toggle, startNew, startEdit, close };
}

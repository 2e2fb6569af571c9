/** Unsaved form content per form in sessionStorage. Storage failures (private mode, quota) only lose the safety net. */

import { browserStorage } from "../../lib/browser-storage";

export interface Draft<Values> {
  editingId: string | null;
  expectedUpdatedAt: string | null;
  values: Values;
  savedAt: number;
}

const PREFIX = "portfolio-admin-draft:";

export function draftKey(form: string): string {
  return PREFIX + form;
}

type MinimalStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function quietly(action: () => void): void {
  try {
    action();
  } catch {
    // The form itself is unaffected.
  }
}

export function saveDraft<Values>(
  form: string,
  draft: Omit<Draft<Values>, "savedAt">,
  storage: MinimalStorage | null = browserStorage("session"),
  now: number = Date.now(),
): void {
  quietly(() => storage?.setItem(draftKey(form), JSON.stringify({ ...draft, savedAt: now })));
}

/** An unreadable draft is dropped; null then, and when storage cannot be read. */
export function loadDraft<Values extends object>(
  form: string,
  storage: MinimalStorage | null = browserStorage("session"),
): Draft<Values> | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(draftKey(form));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft<Values>> | null;
    if (!parsed?.values || typeof parsed.values !== "object") throw new Error("malformed draft");
    return {
      editingId: typeof parsed.editingId === "string" ? parsed.editingId : null,
      expectedUpdatedAt: typeof parsed.expectedUpdatedAt === "string" ? parsed.expectedUpdatedAt : null,
      values: parsed.values,
      savedAt: typeof parsed.savedAt === "number" ? parsed.savedAt : 0,
    };
  } catch {
    if (raw) clearDraft(form, storage);
    return null;
  }
}

export function clearDraft(form: string, storage: MinimalStorage | null = browserStorage("session")): void {
  quietly(() => storage?.removeItem(draftKey(form)));
}

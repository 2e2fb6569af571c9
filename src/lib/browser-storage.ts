/**
 * The browser's session or local storage, or null where there is none (on the server) or it is
 * disabled (some private modes throw on access). Its reads and writes can still throw (quota);
 * `remember` is a write that only loses the value then.
 */
export function browserStorage(kind: "session" | "local"): Storage | null {
  try {
    return typeof window === "undefined" ? null : kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function remember(kind: "session" | "local", key: string, value: string): void {
  try {
    browserStorage(kind)?.setItem(key, value);
  } catch {
    // Full or disabled: the value holds for this page only.
  }
}

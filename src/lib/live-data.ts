/**
 * Live data for islands (browser only): the few things a prebuilt page refreshes after load (the
 * guestbook list). One policy for all of them: up to 3
 * retries with exponential backoff (1 s, 2 s, 4 s…, capped at 30 s), answers kept for 5 minutes in
 * sessionStorage so that moving between pages reuses them, and failures only logged: the caller
 * gets its fallback (the prebuilt content).
 */
import { browserStorage } from "./browser-storage";
import { useEffect, useState, useSyncExternalStore } from "react";

export const LIVE_DATA_TTL_MS = 5 * 60_000;
export const LIVE_DATA_RETRIES = 3;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
const CACHE_PREFIX = "live-data:";

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s…, never more than 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

export interface LiveDataOptions<T> {
  /** What the caller gets when every attempt failed (the prebuilt value or the configured default). */
  fallback: T;
  /** Checks and narrows the JSON; throws when the shape is wrong (counted as a failure). */
  parse: (json: unknown) => T;
  retries?: number;
  ttlMs?: number;
  /** Injected in tests; the browser's otherwise. */
  fetch?: typeof fetch;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

interface CacheEntry {
  at: number;
  value: unknown;
}

const inFlight = new Map<string, Promise<unknown>>();

function readCache(
  storage: LiveDataOptions<unknown>["storage"],
  url: string,
  now: number,
  ttl: number,
): CacheEntry | null {
  try {
    const raw = storage?.getItem(CACHE_PREFIX + url);
    if (!raw) return null;
    const entry = JSON.parse(raw) as CacheEntry;
    return typeof entry?.at === "number" && now - entry.at >= 0 && now - entry.at < ttl ? entry : null;
  } catch {
    return null;
  }
}

function writeCache(storage: LiveDataOptions<unknown>["storage"], url: string, entry: CacheEntry): void {
  try {
    storage?.setItem(CACHE_PREFIX + url, JSON.stringify(entry));
  } catch {
    // Quota or disabled storage: the value is still used on this page.
  }
}

/**
 * GETs `url` as JSON with the live-data policy. Never rejects: after the last failed attempt it
 * logs a warning and resolves to `fallback`. Concurrent calls for the same URL share one request.
 */
export async function fetchLiveData<T>(url: string, options: LiveDataOptions<T>): Promise<T> {
  const {
    fallback,
    parse,
    retries = LIVE_DATA_RETRIES,
    ttlMs = LIVE_DATA_TTL_MS,
    fetch: fetchImpl = globalThis.fetch.bind(globalThis),
    storage = browserStorage("session"),
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now = Date.now,
  } = options;

  const cached = readCache(storage, url, now(), ttlMs);
  if (cached) {
    try {
      return parse(cached.value);
    } catch {
      // A stale shape from an older deployment: fetch afresh.
    }
  }

  const pending = inFlight.get(url) as Promise<T> | undefined;
  if (pending) return pending.catch(() => fallback);

  const request = (async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelay(attempt));
      try {
        const response = await fetchImpl(url, { headers: { accept: "application/json" } });
        if (!response.ok) {
          // Read the refusal to its end, so the browser can close the request (and reuse the connection).
          await response.body?.cancel().catch(() => undefined);
          throw new Error(`GET ${url} answered ${response.status}`);
        }
        const json: unknown = await response.json();
        const value = parse(json);
        writeCache(storage, url, { at: now(), value: json });
        return value;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  })();
  inFlight.set(url, request);
  try {
    return await request;
  } catch (error) {
    console.warn(`Live data unavailable (${url}); using the fallback.`, error);
    return fallback;
  } finally {
    inFlight.delete(url);
  }
}

/** Forgets cached answers (all, or one URL's), e.g. after the visitor changed what they show. */
export function clearLiveDataCache(url?: string, storage = browserStorage("session")): void {
  try {
    if (!storage || !("removeItem" in storage)) return;
    const store = storage as Storage;
    if (url) store.removeItem(CACHE_PREFIX + url);
    else
      for (let index = store.length - 1; index >= 0; index--) {
        const key = store.key(index);
        if (key?.startsWith(CACHE_PREFIX)) store.removeItem(key);
      }
  } catch {
    // Nothing cached that we can reach.
  }
}

const subscribeNever = () => () => {};

export interface LiveDataState<T> {
  /** The prebuilt value until the live answer (or the fallback, on failure) arrives. */
  data: T;
  /** True in the browser while the refresh is under way; false in prebuilt HTML. */
  loading: boolean;
}

/**
 * React hook over fetchLiveData for islands: starts from the prebuilt value (so the server HTML and
 * the hydrated island agree), refreshes once after hydration, and keeps the prebuilt value when the
 * refresh fails.
 */
export function useLiveData<T>(url: string, prebuilt: T, parse: (json: unknown) => T): LiveDataState<T> {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [result, setResult] = useState<{ url: string; data: T } | null>(null);

  useEffect(() => {
    let current = true;
    void fetchLiveData(url, { fallback: prebuilt, parse }).then((data) => {
      if (current) setResult({ url, data });
    });
    return () => {
      current = false;
    };
    // The prebuilt value and parser are fixed for the island's life: refetch only per URL.
  }, [url]);

  const settled = result?.url === url;
  return { data: settled ? result.data : prebuilt, loading: hydrated && !settled };
}

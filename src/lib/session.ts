/**
 * The session as the browser sees it: the server keeps the tokens in HttpOnly cookies, the browser
 * only learns who is signed in, whether they are an admin and when the access token expires.
 * Browser only, but for the pure timing functions.
 */
import type { SessionState } from "./api-types";
import { browserStorage, remember } from "./browser-storage";

/**
 * The mark of the owner's browser, which every page's script reads (application-visit.ts's
 * OWNER_BROWSER_KEY). Written again here rather than imported: a module shared with the admin's
 * code would become a chunk of its own, one more request on every page. A unit test keeps the two equal.
 */
export const OWNER_BROWSER_MARK = "portfolio-owner-browser";

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Never schedule sooner than this (a token that is about to expire, or already has). */
export const MIN_REFRESH_DELAY_MS = 1_000;
const FIRST_RETRY_DELAY_MS = 200;
const MAX_REFRESH_ATTEMPTS = 6;

/** Milliseconds from `now` until the refresh should run, or null when the session has no expiry. */
export function refreshDelayMs(expiresAtSeconds: number | null, nowMs: number): number | null {
  if (expiresAtSeconds === null || !Number.isFinite(expiresAtSeconds)) return null;
  const delay = expiresAtSeconds * 1000 - REFRESH_MARGIN_MS - nowMs;
  // A short-lived token: refresh at half its remaining life rather than immediately.
  const remaining = expiresAtSeconds * 1000 - nowMs;
  if (delay < MIN_REFRESH_DELAY_MS) return Math.max(MIN_REFRESH_DELAY_MS, Math.floor(remaining / 2));
  return delay;
}

/** The wait before retry number `attempt` (1-based): 200, 400, 800, … ms. */
export function retryDelayMs(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempt - 1);
}

const SIGNED_OUT: SessionState = { user: null, isAdmin: false, expiresAt: null };

/**
 * Marks this browser as the signed-in owner's while an admin session is known, so the visits it
 * makes through an application's link are never counted (src/components/applications/visit.ts).
 */
function noteOwner(state: SessionState): SessionState {
  if (state.isAdmin) remember("local", OWNER_BROWSER_MARK, "1");
  else {
    try {
      browserStorage("local")?.removeItem(OWNER_BROWSER_MARK);
    } catch {
      // Storage disabled: nothing was marked.
    }
  }
  return state;
}

function parseSession(body: unknown): SessionState {
  const value = body as Partial<SessionState> | null;
  const user = value?.user;
  if (!user || typeof user !== "object" || typeof user.id !== "string") return noteOwner(SIGNED_OUT);
  return noteOwner({
    user: { id: user.id, email: typeof user.email === "string" ? user.email : "" },
    isAdmin: value.isAdmin === true,
    expiresAt: typeof value.expiresAt === "number" ? value.expiresAt : null,
  });
}

/** The session could not be read at all (network, 5xx): not the same as signed out. */
export class SessionUnavailableError extends Error {}

async function post(url: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    credentials: "same-origin",
    cache: "no-store",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: "{}",
  });
}

/** The current session; the server refreshes it transparently when the access token expired. */
export async function fetchSession(): Promise<SessionState> {
  let response: Response;
  try {
    response = await fetch("/api/auth/session", {
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json" },
    });
  } catch (error) {
    throw new SessionUnavailableError(String(error));
  }
  if (response.status === 401) return noteOwner(SIGNED_OUT);
  if (!response.ok) throw new SessionUnavailableError(`HTTP ${response.status}`);
  return parseSession(await response.json().catch(() => null));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refresh tokens rotate and a reused one revokes the session: one refresh at a time, across tabs too. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request("portfolio-admin-session-refresh", task) as Promise<T>;
}

let inFlight: Promise<SessionState> | null = null;

/**
 * Refreshes the session, retrying network failures and 5xx; signed out when the server refuses.
 * If another tab refreshed meanwhile (the session expires later than `knownExpiresAt`), nothing is sent.
 */
export function refreshSession(knownExpiresAt: number | null): Promise<SessionState> {
  inFlight ??= exclusively(async () => {
    try {
      const current = await fetchSession().catch(() => null);
      if (
        current?.user &&
        current.expiresAt !== null &&
        knownExpiresAt !== null &&
        current.expiresAt > knownExpiresAt
      ) {
        return current;
      }
    } catch {
      // Fall through to a real refresh.
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await post("/api/auth/refresh");
        if (response.ok) return parseSession(await response.json().catch(() => null));
        if (response.status === 401 || response.status === 403) return noteOwner(SIGNED_OUT);
      } catch {
        // Network failure: retry below.
      }
      if (attempt >= MAX_REFRESH_ATTEMPTS) throw new SessionUnavailableError("refresh failed");
      await sleep(retryDelayMs(attempt));
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export async function signOut(): Promise<void> {
  noteOwner(SIGNED_OUT);
  try {
    await post("/api/auth/signout");
  } catch {
    // Leaving for /auth anyway; the cookies expire on their own.
  }
}

/**
 * The owner's session as the browser sees it (docs/admin-api.md, Auth): the server holds the
 * tokens in HttpOnly cookies; the browser only learns who is signed in, whether they are an admin
 * and when the access token expires. Refreshes run one at a time, across tabs too (a Web Lock),
 * because refresh tokens rotate and a reused one revokes the whole session. Browser only.
 */
import type { SessionState } from "../../lib/api-types";
import { MAX_REFRESH_ATTEMPTS, retryDelayMs } from "../lib/session-timing";

const SIGNED_OUT: SessionState = { user: null, isAdmin: false, expiresAt: null };

function parseSession(body: unknown): SessionState {
  const value = body as Partial<SessionState> | null;
  const user = value?.user;
  if (!user || typeof user !== "object" || typeof user.id !== "string") return SIGNED_OUT;
  return {
    user: { id: user.id, email: typeof user.email === "string" ? user.email : "" },
    isAdmin: value.isAdmin === true,
    expiresAt: typeof value.expiresAt === "number" ? value.expiresAt : null,
  };
}

/** Thrown when the session could not be read at all (network, 5xx): not the same as signed out. */
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

/** GET /api/auth/session (the server refreshes transparently when the access token expired). */
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
  if (response.status === 401) return SIGNED_OUT;
  if (!response.ok) throw new SessionUnavailableError(`HTTP ${response.status}`);
  return parseSession(await response.json().catch(() => null));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` holding the admin's refresh lock (all tabs of this origin), where Web Locks exist. */
async function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request("portfolio-admin-session-refresh", task) as Promise<T>;
}

let inFlight: Promise<SessionState> | null = null;

/**
 * POST /api/auth/refresh, retried on network failures and 5xx after 200, 400, 800 … ms. Answers
 * the signed-out state when the server refuses (401). If another tab refreshed meanwhile (the
 * session already expires later than `knownExpiresAt`), the cookies are already fresh: no refresh.
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
        if (response.status === 401 || response.status === 403) return SIGNED_OUT;
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

/** POST /api/auth/signout (cookies cleared, session revoked server-side). */
export async function signOut(): Promise<void> {
  try {
    await post("/api/auth/signout");
  } catch {
    // Leaving for /auth anyway; the cookies expire on their own.
  }
}

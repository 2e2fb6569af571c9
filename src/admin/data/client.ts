/**
 * The admin app's one way to the server (docs/admin-api.md): JSON in and out, cookies sent, and
 * every failure thrown as an `AdminApiError` whose message is the server's user-facing `error`
 * text (or the database-error table's fallback). A 401 means the session ended: the session module
 * gets one chance to refresh, then the app goes to /auth. A 403 for missing privileges ends in the
 * access-denied flow. Browser only.
 */
import { databaseErrorMessage } from "../../lib/errors/database-error-message";

export class AdminApiError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when no answer arrived. */
    readonly status: number | null,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

export interface SessionHooks {
  /** Tries to renew an ended access token; true when the request may be retried. */
  refresh: () => Promise<boolean>;
  /** The session is gone: leave for /auth. */
  ended: () => void;
  /** Signed in but not an admin (any more): 'Access denied' and leave for /. */
  denied: () => void;
}

let hooks: SessionHooks | null = null;

/** Called once by the app's session gate. */
export function setSessionHooks(next: SessionHooks | null): void {
  hooks = next;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

async function send(method: Method, url: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  const init: RequestInit = { method, headers, credentials: "same-origin", cache: "no-store" };
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body);
  } else if (method !== "GET") {
    headers["content-type"] = "application/json";
    init.body = "{}";
  }
  return fetch(url, init);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorText(body: unknown, status: number): string {
  const error = (body as { error?: unknown } | null)?.error;
  if (typeof error === "string" && error.trim()) return error;
  return databaseErrorMessage(new Error(`HTTP ${status}`));
}

/** Sends one admin request and answers its JSON body (null for 204). Throws AdminApiError. */
export async function adminRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await send(method, url, body);
    if (response.status === 401 && hooks && (await hooks.refresh())) {
      response = await send(method, url, body);
    }
  } catch (error) {
    throw new AdminApiError(databaseErrorMessage(error), null);
  }
  const json = await readJson(response);
  if (response.ok) return json as T;
  if (response.status === 401) hooks?.ended();
  if (response.status === 403 && /admin privileges/i.test(errorText(json, 403))) hooks?.denied();
  throw new AdminApiError(errorText(json, response.status), response.status);
}

/** The message of anything thrown by the admin calls, for a toast's description. */
export function errorMessage(error: unknown): string {
  if (error instanceof AdminApiError) return error.message;
  return databaseErrorMessage(error);
}

export const segment = (value: string) => encodeURIComponent(value);

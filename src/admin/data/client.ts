import { describeErrorBody } from "../../lib/api-client";
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

interface SessionHooks {
  refresh: () => Promise<boolean>;
  ended: () => void;
  denied: () => void;
}

let hooks: SessionHooks | null = null;

export function setSessionHooks(next: SessionHooks | null): void {
  hooks = next;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

function send(method: Method, url: string, body: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  const init: RequestInit = { method, headers, credentials: "same-origin", cache: "no-store" };
  if (body instanceof Blob) {
    headers["content-type"] = body.type || "application/octet-stream";
    init.body = body;
  } else if (body !== undefined || method !== "GET") {
    headers["content-type"] = "application/json";
    init.body = body === undefined ? "{}" : JSON.stringify(body);
  }
  return fetch(url, init);
}

const errorText = (body: unknown, status: number) => describeErrorBody(body, new Error(`HTTP ${status}`));

/** A JSON answer; a Blob body is sent as it is, and `as: "blob"` takes a file answer. */
export async function adminRequest<T>(method: Method, url: string, body?: unknown, as?: "blob"): Promise<T> {
  let response: Response;
  try {
    response = await send(method, url, body);
    if (response.status === 401 && hooks && (await hooks.refresh())) {
      response = await send(method, url, body);
    }
  } catch (error) {
    throw new AdminApiError(databaseErrorMessage(error), null);
  }
  if (response.ok && as === "blob") return (await response.blob()) as T;
  const json: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return json as T;
  if (response.status === 401) hooks?.ended();
  if (response.status === 403 && /admin privileges/i.test(errorText(json, 403))) hooks?.denied();
  throw new AdminApiError(errorText(json, response.status), response.status);
}

export const errorMessage = (error: unknown): string =>
  error instanceof AdminApiError ? error.message : databaseErrorMessage(error);

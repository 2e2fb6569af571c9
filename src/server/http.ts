import { TEXT_NOT_ALLOWED } from "../lib/validation/visitor-forms";
import { isConnectionError, isPostgresError, SqlState } from "./db/errors";

/**
 * JSON response with no-store caching unless told otherwise. It carries its length, so a small
 * answer goes out as it is (compression skips bodies under 1 KB only when it knows their size).
 */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.set("content-length", String(Buffer.byteLength(text)));
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return new Response(text, { ...init, headers });
}

/**
 * The answer for an unexpected failure: 503 with Retry-After when the database cannot be
 * reached, else 500. Details go to the log, never to the client.
 */
export function failure(error: unknown, where: string): Response {
  if (isConnectionError(error)) {
    console.error(`[${where}] database unavailable:`, error instanceof Error ? error.message : error);
    return json({ error: "Service temporarily unavailable" }, { status: 503, headers: { "retry-after": "30" } });
  }
  // Text the database cannot store (a NUL character, say) is the request's fault.
  if (
    isPostgresError(error) &&
    (error.code === SqlState.characterNotInRepertoire || error.code === SqlState.untranslatableCharacter)
  ) {
    return json({ error: TEXT_NOT_ALLOWED }, { status: 400 });
  }
  // The error's stack only: a database error also carries its statement's parameters, which are
  // what a visitor wrote.
  console.error(`[${where}] unexpected error:`, error instanceof Error ? (error.stack ?? error.message) : error);
  return json({ error: "An error occurred. Please try again" }, { status: 500 });
}

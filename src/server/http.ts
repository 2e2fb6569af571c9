import { databaseErrorMessage } from "../lib/errors/database-error-message";
import { TEXT_NOT_ALLOWED } from "../lib/validation/visitor-forms";
import { AuthError } from "./auth/provider";
import { isConnectionError, isPostgresError, SqlState } from "./db/errors";
import { StorageError } from "./storage/types";

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

/** A refusal decided inside a transaction (thrown to roll it back), answered as is. */
export class AdminRefusal extends Error {
  constructor(readonly response: Response) {
    super("refused");
    this.name = "AdminRefusal";
  }
}

/** Storage refusals in the owner's words (others keep the provider's own message). */
const STORAGE_MESSAGES: Partial<Record<StorageError["status"], string>> = {
  404: "Item not found",
  409: "This item already exists",
  413: "File must be less than 10MB",
  503: "File storage cannot be reached right now. Please try again in a few minutes.",
};

const serviceUnavailable = (error: string) => json({ error }, { status: 503, headers: { "retry-after": "30" } });

/**
 * The one mapping from a thrown error to an answer, for every route the server renders on demand
 * (`route` is its pattern, such as `/api/admin/projects/[id]`: it names the log lines and chooses
 * the area's rules). Details stay in the log, never in the answer.
 *
 * - A database that cannot be reached: 503 with Retry-After, everywhere.
 * - The owner's admin (`/api/admin/*`): storage refusals in the owner's words (503 with
 *   Retry-After when storage cannot be reached); a duplicate is 409, a permission error 403, any
 *   other integrity (23…) or data (22…) error 400, all with the database-error table's words.
 * - Sign-in (`/api/auth/*`): the provider's refusals with their status (429 and 503 with
 *   Retry-After). A constraint error there is a 500: its words could tell who has an account.
 * - Visitors: text the database cannot store (22021, 22P05) is 400 TEXT_NOT_ALLOWED, a row its
 *   constraints refuse (23…) 400 with the database-error table's words.
 * - Anything else: 500, with only the error's stack logged. A database error also carries its
 *   statement's parameters, which are what a visitor wrote: they never reach the log.
 */
export function errorResponse(error: unknown, route: string): Response {
  const where = route.replace(/^\//, "");
  const admin = route.startsWith("/api/admin/");
  const auth = route.startsWith("/api/auth/");
  if (error instanceof AdminRefusal) return error.response;
  if (auth && error instanceof AuthError) {
    const headers: Record<string, string> = {};
    if (error.status === 429 || error.status === 503) headers["retry-after"] = String(error.retryAfterSeconds ?? 30);
    return json({ error: error.message }, { status: error.status, headers });
  }
  if (admin && error instanceof StorageError && error.status !== 500) {
    const message = STORAGE_MESSAGES[error.status] ?? error.message;
    if (error.status !== 503) return json({ error: message }, { status: error.status });
    console.error(`[${where}] ${error.message}`);
    return serviceUnavailable(message);
  }
  if (isConnectionError(error)) {
    console.error(`[${where}] database unavailable:`, error instanceof Error ? error.message : error);
    return serviceUnavailable("Service temporarily unavailable");
  }
  if (isPostgresError(error)) {
    const refused = (status: number) => {
      console.warn(`[${where}] refused by the database: ${error.code} ${error.message}`);
      return json({ error: databaseErrorMessage(error) }, { status });
    };
    if (admin) {
      if (error.code === SqlState.uniqueViolation) return json({ error: databaseErrorMessage(error) }, { status: 409 });
      if (error.code === SqlState.insufficientPrivilege) {
        return json({ error: databaseErrorMessage(error) }, { status: 403 });
      }
      if (error.code.startsWith("23") || error.code.startsWith("22")) return refused(400);
    } else if (error.code === SqlState.characterNotInRepertoire || error.code === SqlState.untranslatableCharacter) {
      return json({ error: TEXT_NOT_ALLOWED }, { status: 400 });
    } else if (!auth && error.code.startsWith("23")) {
      return refused(400);
    }
  }
  console.error(`[${where}] unexpected error:`, error instanceof Error ? (error.stack ?? error.message) : error);
  return json({ error: "An error occurred. Please try again" }, { status: 500 });
}

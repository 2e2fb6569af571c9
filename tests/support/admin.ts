/**
 * Calling the admin handlers directly, as the request pipeline does after `requireAdmin`: real
 * Requests, the admin's real claims, the process's embedded database and local storage.
 */
import type { AdminActor, AdminDeps } from "../../src/server/admin/http";
import type { ServerContext } from "../../src/server/context";
import type { Row, SqlParam } from "../../src/server/db/types";
import { createCallers, type Callers } from "./database";

export const SITE = "http://localhost:4321";

export interface AdminCallers extends Callers {
  /** The admin as the handlers receive them. */
  owner: AdminActor;
  /** A signed-in user without the role, shaped the same (RLS must refuse them). */
  stranger: AdminActor;
}

export async function createAdminCallers(server: ServerContext): Promise<AdminCallers> {
  const callers = await createCallers(server.db);
  return {
    ...callers,
    owner: { user: { id: callers.adminId, email: callers.admin.email! }, claims: callers.admin },
    stranger: { user: { id: callers.userId, email: callers.user.email! }, claims: callers.user },
  };
}

export function adminDepsOf(server: ServerContext): AdminDeps {
  return { db: server.db, storage: server.storage, messagesPerHour: server.env.VISITOR_MESSAGES_PER_HOUR };
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
}

/** A same-origin JSON request to `path` (a body makes it a POST unless told otherwise). */
export function adminRequest(path: string, options: RequestOptions = {}): Request {
  const method = options.method ?? (options.body !== undefined ? "POST" : "GET");
  const headers = new Headers({ origin: SITE, ...options.headers });
  if (options.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  return new Request(`${SITE}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    ...(options.raw instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

/** Reads as the owner connection (bypasses RLS): what is really stored. */
export function stored<T extends Row = Row>(
  server: ServerContext,
  text: string,
  params: readonly SqlParam[] = [],
): Promise<T[]> {
  return server.db.asOwner((sql) => sql.query<T>(text, params));
}

export async function countRows(server: ServerContext, table: string, where = "true", params: SqlParam[] = []) {
  const rows = await stored<{ n: number }>(server, `select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0]!.n;
}

/** Rebuild requests recorded since `sinceId` (exclusive), oldest first. */
export function rebuildsSince(server: ServerContext, sinceId: number) {
  return stored<{ id: number; reason: string; requested_by: string | null }>(
    server,
    "select id, reason, requested_by from private.rebuild_requests where id > $1 order by id",
    [sinceId],
  );
}

export async function lastRebuildId(server: ServerContext): Promise<number> {
  const rows = await stored<{ id: number | null }>(server, "select max(id)::int as id from private.rebuild_requests");
  return rows[0]!.id ?? 0;
}

import { z } from "zod";
import { firstAdminIssue } from "../../lib/validation/admin-forms";
import type { AdminSession } from "../auth/require-admin";
import type { Database } from "../db/database";
import type { ServerContext } from "../context";
import { json } from "../http";
import type { StorageActor, StorageProvider } from "../storage/types";
import { requestRebuild } from "../publishing/request-rebuild";
import { readJsonBody } from "../visitors/json-request";

/**
 * What every admin handler shares: its dependencies and the answers of docs/admin-api.md's common
 * rules. A handler throws what it cannot answer; `errorResponse` (../http) answers it.
 */

/** What an admin handler needs from the server. */
export interface AdminDeps {
  db: Database;
  storage: StorageProvider;
  /** Messages each visitor form stores per hour for the whole site (VISITOR_MESSAGES_PER_HOUR). */
  messagesPerHour: number;
}

/**
 * The signed-in admin as the handlers use them. `accessToken` is optional: Supabase Storage needs
 * the user's own token to apply its policies; the embedded provider needs only the claims.
 */
export type AdminActor = AdminSession & { accessToken?: string };

export const ADMIN_ERRORS = {
  notFound: "Item not found",
  stale:
    "This item was changed by someone else since you opened it. Reload to get the latest version, then make your changes again.",
  expectedUpdatedAt: "expected_updated_at must be the item's updated_at as the form loaded it",
} as const;

/** Admin bodies carry whole blog posts (50 000 characters of HTML): larger than a visitor's. */
export const ADMIN_MAX_BODY_BYTES = 512 * 1024;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

export const notFound = () => json({ error: ADMIN_ERRORS.notFound }, { status: 404 });
export const staleSave = () => json({ error: ADMIN_ERRORS.stale }, { status: 409 });
export const badRequest = (error: string) => json({ error }, { status: 400 });
export const noContent = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/** The storage caller for an admin: their claims, and their token where the provider needs it. */
export function storageActor(admin: AdminActor): StorageActor {
  return { claims: admin.claims, accessToken: admin.accessToken };
}

/** `expected_updated_at`, which every update body carries (stale saves are refused). */
export const expectedUpdatedAt = z
  .string(ADMIN_ERRORS.expectedUpdatedAt)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
    ADMIN_ERRORS.expectedUpdatedAt,
  );

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * A JSON body checked by a shared schema: 415 unless JSON, 413 past the size limit, 400 with the
 * schema's first message (the spec's text). Unknown fields are dropped.
 */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<BodyResult<z.output<S>>> {
  const parsed = await readJsonBody(request, ADMIN_MAX_BODY_BYTES);
  if (!parsed.ok) return parsed;
  const result = schema.safeParse(parsed.body);
  if (!result.success) return { ok: false, response: badRequest(firstAdminIssue(result.error)) };
  return { ok: true, data: result.data };
}

/**
 * The body of an action (`{}`): may be empty; when there is one, it must be a JSON object
 * (415 / 400 as for any body).
 */
export async function readActionBody(request: Request): Promise<Response | null> {
  const declared = request.headers.get("content-length");
  if (!request.body || (declared === "0" && !request.headers.has("content-type"))) return null;
  const parsed = await readJsonBody(request, 16 * 1024);
  return parsed.ok ? null : parsed.response;
}

export function adminDeps(server: ServerContext): AdminDeps {
  return { db: server.db, storage: server.storage, messagesPerHour: server.env.VISITOR_MESSAGES_PER_HOUR };
}

export type AdminHandler<A extends unknown[]> = (
  request: Request,
  admin: AdminActor,
  deps: AdminDeps,
  ...args: A
) => Promise<Response>;

/**
 * Records that public pages need rebuilding, after the change committed. A failure to record is
 * logged, not answered: the owner's change is saved either way.
 */
export async function rebuildAfter(deps: AdminDeps, admin: AdminActor, reason: string): Promise<void> {
  try {
    await requestRebuild(deps.db, reason, admin.user.id);
  } catch (error) {
    console.error(`[admin] could not record a rebuild request (${reason}):`, error);
  }
}

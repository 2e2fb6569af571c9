import type { APIContext } from "astro";
import { ACCESS_COOKIE } from "../auth/cookies";
import { refuseCrossSite, requireAdmin } from "../auth/require-admin";
import { getServerContext, type ServerContext } from "../context";
import type { AdminActor, AdminDeps } from "./http";
import { adminFailure } from "./http";

export function adminDeps(server: ServerContext): AdminDeps {
  return { db: server.db, storage: server.storage, messagesPerHour: server.env.VISITOR_MESSAGES_PER_HOUR };
}

/**
 * The glue of every admin endpoint file, in this order: a state-changing request from another
 * site is refused (403), then the session and the admin role are checked (401, 403), then the
 * handler runs with the admin's claims. A server that cannot start, or a database that cannot be
 * reached, answers 503 with Retry-After. Endpoint files stay one line each.
 */
export async function adminRoute(
  where: string,
  context: APIContext,
  run: (request: Request, admin: AdminActor, deps: AdminDeps) => Promise<Response>,
): Promise<Response> {
  try {
    const server = await getServerContext();
    const refused = refuseCrossSite(context.request, server.env.SITE_URL);
    if (refused) return refused;
    const check = await requireAdmin(context);
    if (!check.ok) return check.response;
    // Supabase Storage applies its policies to the user's own token (the access cookie, refreshed
    // by requireAdmin when it had expired); the embedded storage needs only the claims.
    const accessToken = context.cookies.get(ACCESS_COOKIE)?.value;
    return await run(context.request, { ...check.admin, accessToken }, adminDeps(server));
  } catch (error) {
    return adminFailure(error, where);
  }
}

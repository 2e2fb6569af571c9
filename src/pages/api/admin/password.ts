import type { APIRoute } from "astro";
import { authDeps } from "../../../server/auth/auth-deps";
import { changePassword } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Changes the signed-in admin's password (docs/admin-api.md). */
export const POST: APIRoute = (context) =>
  changePassword(astroAuthContext(context), authDeps(context.locals.server), context.locals.admin.user);

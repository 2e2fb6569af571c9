import type { APIRoute } from "astro";
import { getSession } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Who is signed in: {user, isAdmin, expiresAt}; refreshes the cookies when needed. */
export const GET: APIRoute = (context) => getSession(astroAuthContext(context), context.locals.auth);

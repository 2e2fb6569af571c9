import type { APIRoute } from "astro";
import { signIn } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Email and password sign-in; sets the session cookies (docs/admin-api.md). */
export const POST: APIRoute = (context) => signIn(astroAuthContext(context), context.locals.auth);

import type { APIRoute } from "astro";
import { signOut } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Ends the session server-side and clears the cookies (204). */
export const POST: APIRoute = (context) => signOut(astroAuthContext(context), context.locals.auth);

import type { APIRoute } from "astro";
import { signUp } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Public sign-up (grants no role); no session: the new user then logs in. */
export const POST: APIRoute = (context) => signUp(astroAuthContext(context), context.locals.auth);

import type { APIRoute } from "astro";
import { refresh } from "../../../server/auth/handlers";
import { astroAuthContext } from "../../../server/auth/require-admin";

export const prerender = false;

/** Rotates the refresh token; a reused one revokes its whole session. */
export const POST: APIRoute = (context) => refresh(astroAuthContext(context), context.locals.auth);

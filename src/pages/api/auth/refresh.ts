import type { APIRoute } from "astro";
import { authRoute, refresh } from "../../../server/auth/handlers";

export const prerender = false;

/** Rotates the refresh token; a reused one revokes its whole session. */
export const POST: APIRoute = (context) => authRoute("api/auth/refresh", context, refresh);

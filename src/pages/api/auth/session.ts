import type { APIRoute } from "astro";
import { authRoute, getSession } from "../../../server/auth/handlers";

export const prerender = false;

/** Who is signed in: {user, isAdmin, expiresAt}; refreshes the cookies when needed. */
export const GET: APIRoute = (context) => authRoute("api/auth/session", context, getSession);

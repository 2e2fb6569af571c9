import type { APIRoute } from "astro";
import { authRoute, signOut } from "../../../server/auth/handlers";

export const prerender = false;

/** Ends the session server-side and clears the cookies (204). */
export const POST: APIRoute = (context) => authRoute("api/auth/signout", context, signOut);

import type { APIRoute } from "astro";
import { authRoute, signIn } from "../../../server/auth/handlers";

export const prerender = false;

/** Email and password sign-in; sets the session cookies (docs/admin-api.md). */
export const POST: APIRoute = (context) => authRoute("api/auth/signin", context, signIn);

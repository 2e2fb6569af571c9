import type { APIRoute } from "astro";
import { authRoute, signUp } from "../../../server/auth/handlers";

export const prerender = false;

/** Public sign-up (grants no role); no session: the new user then logs in. */
export const POST: APIRoute = (context) => authRoute("api/auth/signup", context, signUp);

import type { SupabaseClient, SupabaseClientOptions } from "@supabase/supabase-js";

/**
 * A Supabase client, its library loaded on first use: a site without Supabase never loads it, and
 * on Netlify a function's cold start (a visitor's view, a guestbook read) does not pay for it
 * unless the request signs someone in or touches Storage. Server-side clients never keep a session.
 */
export async function supabaseClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<"public"> = {},
): Promise<SupabaseClient> {
  const { createClient } = await import("@supabase/supabase-js");
  return createClient(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, ...options.auth },
  });
}

import type { ServerContext } from "../context";
import { localDataDir } from "../context";
import type { Database } from "../db/database";
import { clientAddressHeader, clientHashKey, type ClientAddressHeader } from "../visitors/client-identity";
import { authJwtSecret } from "./auth-secret";
import { EmbeddedAuthProvider } from "./embedded-provider";
import type { AuthProvider } from "./provider";
import { SupabaseAuthProvider } from "./supabase-provider";

/** What the auth endpoints and `requireAdmin` need from the server. */
export interface AuthDeps {
  db: Database;
  provider: AuthProvider;
  /** The site's origin and base (SITE_URL): origin check, cookie security, redirects. */
  siteUrl: string;
  signUpEnabled: boolean;
  clientHashKey: string;
  clientAddressHeader?: ClientAddressHeader;
}

const providers = new WeakMap<ServerContext, AuthProvider>();

/** The provider the environment chooses (AUTH_PROVIDER, else Supabase when SUPABASE_URL is set). */
export function createAuthProvider(server: ServerContext): AuthProvider {
  const { env } = server;
  if (env.authProvider === "supabase") {
    return new SupabaseAuthProvider({
      url: env.SUPABASE_URL!,
      anonKey: env.SUPABASE_ANON_KEY!,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      emailRedirectTo: `${env.SITE_URL}/admin`,
    });
  }
  return new EmbeddedAuthProvider(server.db, {
    secret: authJwtSecret(env, server.opened.dataDir ?? localDataDir(env)),
    issuer: `${env.SITE_URL}/auth/v1`,
  });
}

export function authDeps(server: ServerContext): AuthDeps {
  let provider = providers.get(server);
  if (!provider) {
    provider = createAuthProvider(server);
    providers.set(server, provider);
  }
  return {
    db: server.db,
    provider,
    siteUrl: server.env.SITE_URL,
    signUpEnabled: server.env.AUTH_SIGNUP_ENABLED,
    clientHashKey: clientHashKey(server.env),
    clientAddressHeader: clientAddressHeader(server.env),
  };
}

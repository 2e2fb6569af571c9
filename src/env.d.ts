import type { AdminActor, AdminDeps } from "./server/admin/http";
import type { AuthDeps } from "./server/auth/auth-deps";
import type { ServerContext } from "./server/context";

/**
 * What the request pipeline (src/server/pipeline.ts) puts on `context.locals` for the routes it
 * serves (on-demand /api/* and the document redirects); a prebuilt page gets none of it.
 */
declare global {
  namespace App {
    interface Locals {
      /** The server's context: every server route. */
      server: ServerContext;
      /** The auth dependencies: /api/auth/* only. */
      auth: AuthDeps;
      /** The signed-in admin, role checked: /api/admin/* only. */
      admin: AdminActor;
      /** What the admin handlers need from the server: /api/admin/* only. */
      adminDeps: AdminDeps;
    }
  }
}
